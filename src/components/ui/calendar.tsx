import type * as React from 'react'
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react'
import { DayPicker, getDefaultClassNames, type DayPickerLocale } from 'react-day-picker'
import { de } from 'react-day-picker/locale/de'
import { es } from 'react-day-picker/locale/es'
import { zhTW } from 'react-day-picker/locale/zh-TW'
import { buttonVariants } from '@/components/ui/button'
import type { Locale } from '@/lib/i18n'
import { cn } from '@/lib/utils'

/** The calendar's month and day names per app language (English is DayPicker's own); zh is Traditional Chinese. */
const LOCALES: Partial<Record<Locale, DayPickerLocale>> = { es, de, zh: zhTW }

type Props = React.ComponentProps<typeof DayPicker> & {
  /** The app's language: month names, weekdays and the day buttons' labels. */
  language?: Locale
}

/**
 * The month calendar (shadcn's Calendar on react-day-picker 9): a grid of day buttons, arrow keys move a day or a
 * week, Page Up / Page Down a month (with Shift a year), Home / End the week's ends, Enter or Space picks. Weeks start
 * on Monday. Only the date fields' popover loads it (lazily), so it stays out of the first download.
 */
function Calendar({ className, classNames, showOutsideDays = true, captionLayout = 'label', language, components, ...props }: Props) {
  const defaults = getDefaultClassNames()
  return (
    <DayPicker
      showOutsideDays={showOutsideDays}
      captionLayout={captionLayout}
      weekStartsOn={1}
      locale={language ? LOCALES[language] : undefined}
      className={cn('w-fit bg-popover p-1 [--cell-size:--spacing(8)]', className)}
      classNames={{
        root: cn('w-fit', defaults.root),
        months: cn('relative flex flex-col gap-4', defaults.months),
        month: cn('flex w-full flex-col gap-3', defaults.month),
        nav: cn('absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1', defaults.nav),
        button_previous: cn(
          buttonVariants({ variant: 'ghost' }),
          'size-(--cell-size) p-0 select-none aria-disabled:opacity-50',
          defaults.button_previous,
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost' }),
          'size-(--cell-size) p-0 select-none aria-disabled:opacity-50',
          defaults.button_next,
        ),
        month_caption: cn('flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)', defaults.month_caption),
        dropdowns: cn('flex h-(--cell-size) w-full items-center justify-center gap-1.5 text-sm font-medium', defaults.dropdowns),
        dropdown_root: cn(
          'relative rounded-md border border-input shadow-xs has-focus:border-ring has-focus:ring-[3px] has-focus:ring-ring/50',
          defaults.dropdown_root,
        ),
        dropdown: cn('absolute inset-0 bg-popover opacity-0', defaults.dropdown),
        caption_label: cn(
          'font-medium select-none',
          captionLayout === 'label'
            ? 'text-sm'
            : 'flex h-8 items-center gap-1 rounded-md pr-1 pl-2 text-sm [&>svg]:size-3.5 [&>svg]:text-muted-foreground',
          defaults.caption_label,
        ),
        month_grid: 'w-full border-collapse',
        weekdays: cn('flex', defaults.weekdays),
        weekday: cn('flex-1 rounded-md text-[0.8rem] font-normal text-muted-foreground select-none', defaults.weekday),
        week: cn('mt-1 flex w-full', defaults.week),
        day: cn('relative aspect-square h-full w-full p-0 text-center select-none', defaults.day),
        day_button: cn(
          'inline-flex size-(--cell-size) items-center justify-center rounded-md text-sm outline-none hover:bg-accent hover:text-accent-foreground',
          'focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none',
          defaults.day_button,
        ),
        selected: cn('[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90', defaults.selected),
        today: cn('[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4', defaults.today),
        outside: cn('text-muted-foreground', defaults.outside),
        disabled: cn('text-muted-foreground opacity-50', defaults.disabled),
        hidden: cn('invisible', defaults.hidden),
        ...classNames,
      }}
      components={{
        Chevron: ({ className: chevronClass, orientation }) => {
          const Icon = orientation === 'left' ? ChevronLeftIcon : orientation === 'right' ? ChevronRightIcon : ChevronDownIcon
          return <Icon aria-hidden="true" className={cn('size-4', chevronClass)} />
        },
        ...components,
      }}
      {...props}
    />
  )
}

export { Calendar }
export default Calendar
