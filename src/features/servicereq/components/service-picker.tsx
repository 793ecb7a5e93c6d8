import { useMemo, useState, type ComponentProps } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Command } from 'cmdk'
import { CheckIcon, ChevronsUpDownIcon, PencilLineIcon } from 'lucide-react'
import { serviceNameKey } from '@shared/api/servicereq-services'
import { formatMoney } from '@/components/data-table/formatters'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { cn } from '@/lib/utils'
import { useServiceRequestServiceOptions } from '../api'

interface Props extends Omit<ComponentProps<'button'>, 'onChange' | 'value'> {
  /** The service as stored: a catalogue name, or free text. */
  value: string
  onChange: (name: string) => void
}

/** The highlighted row's value for what is typed when no catalogue service is chosen. */
const TYPED = '\u0000typed'
const ITEM =
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground'

/**
 * A service of the request, picked from the Services catalogue (GET /servicereq/service-options) or typed. A button
 * with role combobox, labelled by its field's label: Enter, Space or ArrowDown opens it with the focus in its search
 * box; typing filters the catalogue by name (each row with its net price and duration), ArrowUp/ArrowDown move, Enter
 * picks, Esc closes and gives the focus back. What is typed and matches no name exactly is offered last as
 * "Use “…”" (free text, for something the catalogue lacks), and alone when nothing matches.
 */
export function ServicePicker({ value, onChange, disabled, className, ...buttonProps }: Props) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [keyword, setKeyword] = useState('')
  const options = useServiceRequestServiceOptions()
  const typed = keyword.trim().slice(0, 100)
  const rows = useMemo(() => {
    const k = serviceNameKey(typed)
    return (options.data ?? []).filter((o) => k === '' || serviceNameKey(o.name).includes(k))
  }, [options.data, typed])
  const offerTyped = typed !== '' && !rows.some((o) => serviceNameKey(o.name) === serviceNameKey(typed))
  const values = [...rows.map((o) => o._id), ...(offerTyped ? [TYPED] : [])]
  const [active, setActive] = useState('')
  const highlighted = values.includes(active) ? active : (values[0] ?? '')
  const pick = (name: string) => {
    onChange(name)
    setOpen(false)
    setKeyword('')
  }
  const current = serviceNameKey(value)

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) setKeyword('')
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          role="combobox"
          aria-expanded={open}
          aria-haspopup="listbox"
          disabled={disabled}
          {...buttonProps}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' && !open) {
              e.preventDefault()
              setOpen(true)
            }
          }}
          className={cn(
            'flex h-9 w-full min-w-0 items-center justify-between gap-2 rounded-md border border-input bg-transparent px-3 py-1 text-left text-base shadow-xs outline-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm dark:bg-input/30',
            'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive',
            className,
          )}
        >
          <span className={cn('truncate', !value && 'text-muted-foreground')}>{value || t`Select or type a service`}</span>
          <ChevronsUpDownIcon className="size-4 shrink-0 opacity-50" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-72 p-0" align="start">
        <Command shouldFilter={false} value={highlighted} onValueChange={setActive} label={t`Search services`} className="flex flex-col">
          <Command.Input
            value={keyword}
            onValueChange={setKeyword}
            maxLength={100}
            placeholder={t`Search services or type one`}
            className="h-9 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
          />
          <Command.List className="max-h-64 overflow-y-auto p-1">
            {options.isFetching && rows.length === 0 && !offerTyped ? (
              <Command.Loading>
                <div className="px-2 py-1.5 text-sm text-muted-foreground">{t`Loading…`}</div>
              </Command.Loading>
            ) : (
              <Command.Empty className="px-2 py-1.5 text-sm text-muted-foreground">{t`No service found`}</Command.Empty>
            )}
            {rows.map((o) => (
              <Command.Item key={o._id} value={o._id} onSelect={() => pick(o.name)} className={ITEM}>
                <CheckIcon
                  className={cn('size-4 shrink-0', serviceNameKey(o.name) === current ? 'opacity-100' : 'opacity-0')}
                  aria-hidden="true"
                />
                <span className="min-w-0 flex-1 truncate">{o.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">{t`${formatMoney(o.netPrice)} · ${o.durationMinutes} min`}</span>
              </Command.Item>
            ))}
            {offerTyped && (
              <Command.Item value={TYPED} onSelect={() => pick(typed)} className={ITEM}>
                <PencilLineIcon className="size-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate">{t`Use “${typed}” (not in the catalogue)`}</span>
              </Command.Item>
            )}
          </Command.List>
        </Command>
      </PopoverContent>
    </Popover>
  )
}
