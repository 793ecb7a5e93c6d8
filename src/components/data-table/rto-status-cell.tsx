import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { isolate } from './isolate'
import type { RtoStatusOptions } from './types'

/**
 * The inline rtoStatus dropdown (spec 001 section 2): a styled select whose list is portalled, so the row's pointer
 * and key handlers are kept out around the whole of it (React events bubble through portals). Picking the value
 * already chosen changes nothing.
 */
export function RtoStatusCell<TRow>({
  row,
  value,
  rto,
  valueLabels,
  label,
}: {
  row: TRow
  value: string
  rto: RtoStatusOptions<TRow>
  valueLabels: Readonly<Record<string, string>> | undefined
  label: string
}) {
  const text = (v: string, own?: string) => own ?? valueLabels?.[v] ?? v
  const options = rto.options.some((o) => o.value === value) || !value ? rto.options : [{ value }, ...rto.options]
  const current = options.find((o) => o.value === value)
  return (
    <span className="contents" {...isolate} onMouseDown={(e) => e.stopPropagation()} onPointerUp={(e) => e.stopPropagation()}>
      <Select value={value} onValueChange={(v) => v !== value && rto.onChange(row, v)} disabled={rto.pending?.(row) ?? false}>
        <SelectTrigger aria-label={label} data-slot="rto-status" className="h-7 py-0 pr-1.5 pl-2 text-sm shadow-none">
          <SelectValue>{current ? text(current.value, current.label) : '-'}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => (
            <SelectItem key={o.value} value={o.value} data-value={o.value}>
              {text(o.value, o.label)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </span>
  )
}
