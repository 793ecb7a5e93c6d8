import { useId, useRef, useState, type ReactNode, type RefObject } from 'react'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { DateInput } from '@/components/ui/date-input'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'
import { Switch } from '@/components/ui/switch'
import { getRuntime } from '@/lib/command-runtime'
import { dayEndSeconds, dayStartSeconds, isCompleteDay } from '@/lib/date-range'
import type { FilterSpec, LookupOptions } from './types'
import { indiaSecondsToDay } from '@shared/india-day'

/** A popover opened by a command (toolbar button, hotkey, palette) rather than by a trigger of its own. */
interface CommandPopoverProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The element it hangs under: the toolbar button of its command when shown, else the table's toolbar. */
  anchor: () => Element | null
  /** Where the focus goes when it closes. */
  returnFocus: () => HTMLElement | null
  label: string
  children: ReactNode
}

function CommandPopover({ open, onOpenChange, anchor, returnFocus, label, children }: CommandPopoverProps) {
  const virtualRef = useRef({ getBoundingClientRect: () => anchor()?.getBoundingClientRect() ?? new DOMRect() })
  virtualRef.current.getBoundingClientRect = () => anchor()?.getBoundingClientRect() ?? new DOMRect()
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverAnchor virtualRef={virtualRef as RefObject<{ getBoundingClientRect(): DOMRect }>} />
      <PopoverContent
        align="start"
        aria-label={label}
        className="w-80"
        onCloseAutoFocus={(e) => {
          // Closed just before the palette opened (Esc then Ctrl+K at once): the palette keeps the focus, and gives
          // it back to where it found it.
          if (getRuntime().paletteOpen) {
            e.preventDefault()
            return
          }
          const el = returnFocus()
          if (el?.isConnected) {
            e.preventDefault()
            el.focus({ preventScroll: true })
          }
        }}
      >
        {children}
      </PopoverContent>
    </Popover>
  )
}

/** A date filter's Unix seconds (as text) → the `yyyy-MM-dd` value of its date field: the day in India. */
function dayOfSeconds(text: string): string {
  const n = Number(text)
  if (text === '' || !Number.isFinite(n)) return ''
  return indiaSecondsToDay(n)
}

/** A date field's `yyyy-MM-dd` → Unix seconds (as text) of the day's first or last second in India; '' when unset. */
function secondsOfDay(day: string, edge: 'start' | 'end'): string {
  if (!isCompleteDay(day)) return ''
  const at = edge === 'start' ? dayStartSeconds(day) : dayEndSeconds(day)
  return at === undefined ? '' : String(at)
}

const NO_OPTIONS: LookupOptions = { options: [], loading: false }

/** One filter's select: fixed choices, yes/no, or choices from the server (lookup). */
function FilterField({
  id,
  filter: f,
  draft,
  onChange,
}: {
  id: string
  filter: FilterSpec
  draft: Record<string, string>
  onChange: (text: string) => void
}) {
  const { t } = useLingui()
  const { i18n } = useLinguiCore()
  // The filter list of a table is fixed, so each field calls the same hooks on every render.
  const lookup = f.kind === 'lookup' ? f.useOptions(draft) : NO_OPTIONS
  const options: readonly { value: string; label: string }[] =
    f.kind === 'boolean'
      ? [
          { value: 'true', label: i18n._(f.trueLabel) },
          { value: 'false', label: i18n._(f.falseLabel) },
        ]
      : f.kind === 'choice'
        ? f.options.map((o) => ({ value: o.value, label: i18n._(o.label) }))
        : lookup.options
  const waiting = f.kind === 'lookup' && f.dependsOn !== undefined && !draft[f.dependsOn]
  const unset = f.kind === 'boolean' ? f.unset : undefined
  const value = draft[f.id] || unset || ''
  // A value from the URL that the list does not (yet) hold still shows as chosen rather than as "All".
  const missing = value !== '' && !lookup.loading && f.kind === 'lookup' && !options.some((o) => o.value === value)
  const note = f.disabledNote ? i18n._(f.disabledNote) : undefined
  if (f.kind === 'date') {
    return (
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {i18n._(f.label)}
        </label>
        <DateInput
          id={id}
          name={f.id}
          value={dayOfSeconds(value)}
          onChange={(day) => onChange(secondsOfDay(day, f.edge))}
          clearWhenInvalid
        />
      </div>
    )
  }
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {i18n._(f.label)}
      </label>
      <select
        id={id}
        name={f.id}
        value={value}
        disabled={note !== undefined || waiting}
        aria-busy={lookup.loading || undefined}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm disabled:opacity-60"
        aria-describedby={note ? `${id}-note` : undefined}
      >
        {unset === undefined && <option value="">{t`All`}</option>}
        {missing && <option value={value}>{t`Selected (not in the list)`}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {note && (
        <p id={`${id}-note`} className="text-xs text-muted-foreground">
          {note}
        </p>
      )}
    </div>
  )
}

export interface FilterPopoverProps extends Omit<CommandPopoverProps, 'label' | 'children'> {
  filters: readonly FilterSpec[]
  values: Record<string, string>
  onApply: (values: Record<string, string>) => void
  onClear: () => void
}

/** The filter popover (spec 001 section 2): one choice per filter, Filter applies them, Clear all removes them. */
export function FilterPopover({ filters, values, onApply, onClear, ...popover }: FilterPopoverProps) {
  const { t } = useLingui()
  const baseId = useId()
  const [draft, setDraft] = useState(values)
  const [wasOpen, setWasOpen] = useState(popover.open)
  if (popover.open !== wasOpen) {
    setWasOpen(popover.open)
    if (popover.open) setDraft(values)
  }
  return (
    <CommandPopover {...popover} label={t`Filter list`}>
      <form
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          onApply(draft)
        }}
      >
        <h2 className="text-sm font-semibold">
          <Trans>Filter list</Trans>
        </h2>
        {filters.map((f) => (
          <FilterField
            key={f.id}
            id={`${baseId}-${f.id}`}
            filter={f}
            draft={draft}
            onChange={(text) =>
              setDraft((d) => {
                const next = { ...d, [f.id]: text }
                // A filter that depends on this one (branch on centre) starts over.
                for (const other of filters) if (other.kind === 'lookup' && other.dependsOn === f.id) next[other.id] = ''
                return next
              })
            }
          />
        ))}
        <div className="flex justify-end gap-2 pt-1">
          <Button type="button" variant="outline" size="sm" onClick={onClear}>
            <Trans>Clear all</Trans>
          </Button>
          <Button type="submit" size="sm">
            <Trans>Filter</Trans>
          </Button>
        </div>
      </form>
    </CommandPopover>
  )
}

export interface ColumnsPopoverProps extends Omit<CommandPopoverProps, 'label' | 'children'> {
  columns: readonly { id: string; header: string; visible: boolean }[]
  onToggle: (id: string, visible: boolean) => void
  onReset: () => void
}

/** The column visibility popover (spec 001 section 2): a switch per column and Reset. */
export function ColumnsPopover({ columns, onToggle, onReset, ...popover }: ColumnsPopoverProps) {
  const { t } = useLingui()
  const baseId = useId()
  const shown = columns.filter((c) => c.visible).length
  return (
    <CommandPopover {...popover} label={t`View columns`}>
      <div className="grid gap-3">
        <h2 className="text-sm font-semibold">
          <Trans>View columns</Trans>
        </h2>
        <ul className="grid max-h-[50vh] gap-2 overflow-y-auto">
          {columns.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-3">
              <label htmlFor={`${baseId}-${c.id}`} className="text-sm">
                {c.header}
              </label>
              <Switch
                id={`${baseId}-${c.id}`}
                checked={c.visible}
                // The last shown column stays: a table needs one.
                disabled={c.visible && shown === 1}
                onCheckedChange={(v) => onToggle(c.id, v)}
              />
            </li>
          ))}
        </ul>
        <div className="flex justify-end">
          <Button type="button" variant="outline" size="sm" onClick={onReset}>
            <Trans>Reset</Trans>
          </Button>
        </div>
      </div>
    </CommandPopover>
  )
}
