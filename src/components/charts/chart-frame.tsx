import { useId, useState, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import type { ChartTable } from './series-data'

export interface LegendItem {
  id: string
  label: string
  colour: string
  dash?: string
}

export type ChartView = 'chart' | 'table'

export interface ChartFrameProps {
  /** Shown above the chart; also the figure's and the table's accessible name. */
  title: string
  /** What the chart shows, in words, for screen readers (visually hidden). */
  summary: string
  legend?: LegendItem[]
  /** The data as a plain table; built only when the table is shown. */
  table: () => ChartTable
  /** Shown first; the toggle switches between the two. */
  defaultView?: ChartView
  /** The drawing (an SVG). */
  children: ReactNode
  testId?: string
}

/** A legend swatch drawn like the line it stands for (colour and dash). */
function Swatch({ colour, dash }: { colour: string; dash?: string }) {
  return (
    <svg width={18} height={6} aria-hidden="true" className="shrink-0">
      <line x1={0} x2={18} y1={3} y2={3} stroke={colour} strokeWidth={2} strokeDasharray={dash} />
    </svg>
  )
}

function DataTable({ title, table }: { title: string; table: ChartTable }) {
  return (
    <div role="region" aria-label={title} tabIndex={0} className="max-h-72 overflow-auto rounded border text-xs" data-slot="chart-table">
      <table className="w-full border-collapse tabular-nums">
        <caption className="sr-only">{title}</caption>
        <thead className="sticky top-0 bg-muted">
          <tr>
            {table.columns.map((c) => (
              <th key={c} scope="col" className="px-2 py-1 text-start font-medium">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((r) => (
            <tr key={r.key} className="border-t">
              {r.cells.map((c, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className="px-2 py-0.5 text-start font-normal whitespace-nowrap">
                    {c}
                  </th>
                ) : (
                  <td key={i} className="px-2 py-0.5 text-end">
                    {c}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/**
 * What every chart sits in: a title, a legend, a visually hidden text summary and a "View as table" toggle that shows
 * the same data as a plain table (for screen readers, keyboard users and copying numbers). Line, bar and pie charts
 * each pass their drawing as children and their data as a table.
 */
export function ChartFrame({ title, summary, legend, table, defaultView = 'chart', children, testId }: ChartFrameProps) {
  const { t } = useLingui()
  const [view, setView] = useState<ChartView>(defaultView)
  const titleId = useId()
  return (
    <figure className="grid gap-1" aria-labelledby={titleId} data-testid={testId} data-view={view}>
      <figcaption className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
        <span id={titleId} className="font-medium">
          {title}
        </span>
        {legend?.map((l) => (
          <span key={l.id} className="flex items-center gap-1">
            <Swatch colour={l.colour} dash={l.dash} />
            {l.label}
          </span>
        ))}
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="ms-auto h-6 px-2 text-xs"
          aria-pressed={view === 'table'}
          onClick={() => setView(view === 'table' ? 'chart' : 'table')}
          data-slot="chart-view-toggle"
        >
          {t`View as table`}
        </Button>
      </figcaption>
      <p className="sr-only" data-slot="chart-summary">
        {summary}
      </p>
      {view === 'table' ? <DataTable title={title} table={table()} /> : children}
    </figure>
  )
}
