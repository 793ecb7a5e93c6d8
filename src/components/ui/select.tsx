import type * as React from 'react'
import { CheckIcon, ChevronDownIcon } from 'lucide-react'
import { Select as SelectPrimitive } from 'radix-ui'
import { cn } from '@/lib/utils'

/**
 * The styled select of every form and dialog (Radix): a button with role combobox, labelled by its <label>. Enter,
 * Space or the arrow keys open it; typing picks by the first letters, also while it is closed; Esc closes it only.
 */
function Select(props: React.ComponentProps<typeof SelectPrimitive.Root>) {
  return <SelectPrimitive.Root data-slot="select" {...props} />
}

function SelectValue(props: React.ComponentProps<typeof SelectPrimitive.Value>) {
  return <SelectPrimitive.Value data-slot="select-value" {...props} />
}

function SelectTrigger({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      className={cn(
        'flex h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-transparent py-1 pr-2.5 pl-3 text-left text-base whitespace-nowrap shadow-xs transition-[color,box-shadow] outline-none disabled:cursor-not-allowed disabled:opacity-50 data-[placeholder]:text-muted-foreground md:text-sm dark:bg-input/30 [&>span]:truncate',
        'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
        'aria-invalid:border-destructive aria-invalid:ring-destructive/20 dark:aria-invalid:ring-destructive/40',
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground opacity-60" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  )
}

function SelectContent({ className, children, position = 'popper', ...props }: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-32 overflow-x-hidden overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-md',
          position === 'popper' &&
            'w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  )
}

function SelectItem({ className, children, ...props }: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm outline-hidden select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  )
}

/** A choice of an option select: its value and its (translated) label. */
export type SelectOption = { value: string; label: string }

/** The item standing for '' (no choice): Radix items cannot have an empty value. */
const NONE = '__none__'

type OptionSelectProps = Omit<React.ComponentProps<typeof SelectPrimitive.Trigger>, 'value' | 'defaultValue' | 'onChange' | 'dir'> & {
  options: readonly SelectOption[]
  /** '' for no choice. */
  value: string
  onValueChange: (value: string) => void
  /** A first choice standing for '' (no choice), shown while nothing is chosen. */
  placeholder?: string
}

/**
 * The styled select with its options: the trigger takes the other props (id, name, aria-*, ref, onBlur, autoFocus),
 * each item carries its value as data-value. A placeholder is a choice of its own, so a choice can be taken back; while
 * nothing is chosen it is listed disabled (there is nothing to take back), so the list never opens on it: it opens on
 * the chosen option, or on the first real one when none is chosen (issue 35).
 */
function OptionSelect({ options, value, onValueChange, placeholder, disabled, className, ...triggerProps }: OptionSelectProps) {
  const none = placeholder !== undefined
  return (
    // '' is Radix's "no value": the trigger shows the placeholder and the list opens on its first enabled item.
    <Select value={value} onValueChange={(v) => onValueChange(v === NONE ? '' : v)} disabled={disabled}>
      <SelectTrigger {...triggerProps} className={cn(value === '' && 'text-muted-foreground', className)}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {none && (
          <SelectItem value={NONE} data-value="" disabled={value === ''} className="text-muted-foreground">
            {placeholder}
          </SelectItem>
        )}
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value} data-value={o.value}>
            {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  )
}

export { OptionSelect, Select, SelectContent, SelectItem, SelectTrigger, SelectValue }
