import type * as React from 'react'
import { CheckIcon, ExternalLinkIcon, XIcon } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'
import {
  fieldValue,
  formatDateTime,
  formatDay,
  formatDuration,
  formatMoney,
  joinList,
  mapped,
  personName,
  plainText,
  toBoolean,
} from './formatters'
import type { CellLabels } from './labels'
import type { ColumnSpec, RtoStatusOptions } from './types'

/** Keeps a control's clicks and keys to itself (not a row click, double-click or grid key). */
const isolate = {
  onClick: (e: React.MouseEvent) => e.stopPropagation(),
  onDoubleClick: (e: React.MouseEvent) => e.stopPropagation(),
  onKeyDown: (e: React.KeyboardEvent) => e.stopPropagation(),
}

/**
 * The inline rtoStatus dropdown (spec 001 section 2): a styled select whose list is portalled, so the row's pointer
 * and key handlers are kept out around the whole of it (React events bubble through portals). Picking the value
 * already chosen changes nothing.
 */
function RtoStatusCell<TRow>({
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

function Tick({ value, yes, no }: { value: boolean | null; yes: string; no: string }) {
  if (value === null) return <span aria-label="-">-</span>
  return value ? (
    <span role="img" aria-label={yes} title={yes} className="inline-flex text-green-700 dark:text-green-400">
      <CheckIcon className="size-4" aria-hidden="true" />
    </span>
  ) : (
    <span role="img" aria-label={no} title={no} className="inline-flex text-red-700 dark:text-red-400">
      <XIcon className="size-4" aria-hidden="true" />
    </span>
  )
}

function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value, globalThis.location?.origin ?? 'http://localhost')
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** A column's cell for a row: its format, or its data type (spec 001 section 2 "Special cells"). */
export function renderCell<TRow>(column: ColumnSpec<TRow>, row: TRow, labels: CellLabels): React.ReactNode {
  const value = fieldValue(row, column.accessor ?? column.id)
  if (column.fallback && (value === null || value === undefined || value === '')) return labels.text(column.fallback)
  const valueLabels = column.labels ? labels.translate(column.labels) : undefined
  switch (column.format) {
    case 'rtoStatus': {
      const rto = column.rtoStatus
      if (!rto) return valueLabels ? mapped(value, valueLabels) : plainText(value)
      const current = typeof value === 'string' ? value : ''
      return <RtoStatusCell row={row} value={current} rto={rto} valueLabels={valueLabels} label={labels.rtoStatus} />
    }
    case 'money':
      return formatMoney(value)
    case 'link': {
      const href = safeUrl(value)
      if (!href) return '-'
      return (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'h-7')}
          {...isolate}
        >
          {labels.estimateLink}
          <ExternalLinkIcon aria-hidden="true" />
        </a>
      )
    }
    case 'list':
      return joinList(value, valueLabels)
    case 'day':
      return formatDay(value)
    case 'person':
      return personName(value)
    case 'duration':
      return formatDuration(value)
    case 'active':
      return <Tick value={toBoolean(value)} yes={labels.active} no={labels.inactive} />
    case undefined:
      break
  }
  switch (column.dataType) {
    case 'date':
      return formatDateTime(value)
    case 'boolean':
      return <Tick value={toBoolean(value)} yes={labels.yes} no={labels.no} />
    default:
      return valueLabels ? mapped(value, valueLabels) : plainText(value)
  }
}
