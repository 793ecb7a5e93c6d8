import { lazy, Suspense } from 'react'
import type * as React from 'react'
import { CheckIcon, ExternalLinkIcon, XIcon } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
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
import { isolate } from './isolate'
import type { CellLabels } from './labels'
import type { ColumnSpec, RtoStatusOptions } from './types'

/** The inline rtoStatus dropdown (Radix's select) loads with the first table that shows one (issue 23). */
const RtoStatusCell = lazy(() => import('./rto-status-cell').then((m) => ({ default: m.RtoStatusCell })))

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
      // Until its code has come, the value as text.
      return (
        <Suspense fallback={valueLabels ? mapped(current, valueLabels) : plainText(current)}>
          <RtoStatusCell
            row={row}
            value={current}
            rto={rto as RtoStatusOptions<unknown>}
            valueLabels={valueLabels}
            label={labels.rtoStatus}
          />
        </Suspense>
      )
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
