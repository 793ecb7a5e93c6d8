import { useEffect, useState, type ComponentProps } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Command } from 'cmdk'
import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { cn } from '@/lib/utils'
import { useCentres, type Centre } from '../lookups'

interface Props extends Omit<ComponentProps<'button'>, 'onChange' | 'value'> {
  value: string
  /** The chosen centre's title (the list may not hold it yet). */
  title: string
  onChange: (centre: Centre | null) => void
}

/**
 * The searchable service centre picker (POST /inventory/scu/centres with the typed keyword). A button with role
 * combobox: Enter, Space or ArrowDown opens it with the focus in its search box; typing searches, ArrowUp/ArrowDown
 * move, Enter picks (once the rows answer what is typed), Esc closes and gives the focus back to the button.
 */
export function CentrePicker({ value, title, onChange, disabled, className, ...buttonProps }: Props) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [keyword, setKeyword] = useState('')
  const [debounced, setDebounced] = useState('')
  useEffect(() => {
    const id = setTimeout(() => setDebounced(keyword.trim()), 250)
    return () => clearTimeout(id)
  }, [keyword])
  const centres = useCentres(debounced, open)
  const rows = centres.data ?? []
  // The highlighted row: the first result unless the one highlighted is still listed, so typing then Enter picks it.
  const [active, setActive] = useState('')
  const highlighted = rows.some((c) => c._id === active) ? active : (rows[0]?._id ?? '')
  const pick = (c: Centre) => {
    onChange(c)
    setOpen(false)
    setKeyword('')
  }
  // The rows answer what is typed: not while the keyword waits for its debounce or its answer (the previous rows stay
  // up meanwhile). An Enter before then picks once they are in, so quick typing then Enter never picks a stale row.
  const settled = debounced === keyword.trim() && !centres.isPlaceholderData && centres.data !== undefined
  const [pickWhenSettled, setPickWhenSettled] = useState(false)
  useEffect(() => {
    if (!pickWhenSettled || !settled) return
    setPickWhenSettled(false)
    const c = rows.find((r) => r._id === highlighted)
    if (c) pick(c)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the awaited rows arrive
  }, [pickWhenSettled, settled])

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) {
          setKeyword('')
          setPickWhenSettled(false)
        }
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
          <span className={cn('truncate', !value && 'text-muted-foreground')}>{value ? title || value : t`Select service centre`}</span>
          <ChevronsUpDownIcon className="size-4 shrink-0 opacity-50" aria-hidden="true" />
        </button>
      </PopoverTrigger>
      <PopoverContent className="w-(--radix-popover-trigger-width) min-w-64 p-0" align="start">
        <Command
          shouldFilter={false}
          value={highlighted}
          onValueChange={setActive}
          label={t`Search service centres`}
          className="flex flex-col"
        >
          <Command.Input
            value={keyword}
            onValueChange={(text) => {
              setKeyword(text)
              setPickWhenSettled(false)
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && !settled) {
                e.preventDefault()
                setPickWhenSettled(true)
              }
            }}
            placeholder={t`Search service centres`}
            className="h-9 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
          />
          <Command.List className="max-h-60 overflow-y-auto p-1">
            {centres.isFetching && rows.length === 0 ? (
              <Command.Loading>
                <div className="px-2 py-1.5 text-sm text-muted-foreground">{t`Loading…`}</div>
              </Command.Loading>
            ) : (
              <Command.Empty className="px-2 py-1.5 text-sm text-muted-foreground">{t`No service centre found`}</Command.Empty>
            )}
            {rows.map((c) => (
              <Command.Item
                key={c._id}
                value={c._id}
                onSelect={() => pick(c)}
                className="flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
              >
                <CheckIcon className={cn('size-4 shrink-0', c._id === value ? 'opacity-100' : 'opacity-0')} aria-hidden="true" />
                <span className="truncate">{c.title}</span>
              </Command.Item>
            ))}
          </Command.List>
        </Command>
      </PopoverContent>
    </Popover>
  )
}
