import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { RotateCwIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/utils'

/** What a card reads of its query. */
export interface CardQuery {
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

/** The width of an element, followed as it changes (charts draw to it). */
export function useWidth(initial = 480) {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(initial)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setWidth(Math.max(240, Math.round(el.getBoundingClientRect().width)))
    measure()
    const o = new ResizeObserver(measure)
    o.observe(el)
    return () => o.disconnect()
  }, [])
  return { ref, width }
}

interface Props {
  title: string
  /** The queries whose figures the card shows; any failed one turns it to the retry state. */
  queries: CardQuery[]
  /** Filters and switches beside the title. */
  controls?: ReactNode
  children: (width: number) => ReactNode
  className?: string
  testId?: string
  height?: number
}

/**
 * A dashboard card around a chart: its title and controls, a loading state, and on a failed call (already logged by
 * the api) an empty chart with a Retry button instead of the figures, never a blank page.
 */
export function ChartCard({ title, queries, controls, children, className, testId, height = 220 }: Props) {
  const { t } = useLingui()
  const { ref, width } = useWidth()
  const failed = queries.filter((q) => q.isError)
  const pending = queries.some((q) => q.isPending && !q.isError)
  return (
    <Card className={cn('gap-3 py-4', className)} data-testid={testId} data-state={failed.length ? 'error' : pending ? 'loading' : 'ready'}>
      <CardHeader className="flex flex-wrap items-center gap-2 px-4">
        <CardTitle>
          <h2 className="text-base">{title}</h2>
        </CardTitle>
        {controls ? <div className="ms-auto flex flex-wrap items-end gap-2">{controls}</div> : null}
      </CardHeader>
      <CardContent className="px-4">
        <div ref={ref} className="min-w-0">
          {failed.length > 0 ? (
            <div
              role="status"
              className="grid place-items-center gap-2 rounded border border-dashed text-sm text-muted-foreground"
              style={{ height }}
              data-slot="chart-retry"
            >
              <p>
                <Trans>The figures could not be loaded.</Trans>
              </p>
              <Button
                type="button"
                size="sm"
                variant="outline"
                onClick={() => failed.forEach((q) => void q.refetch())}
                aria-label={t`Retry ${title}`}
              >
                <RotateCwIcon aria-hidden="true" />
                <Trans>Retry</Trans>
              </Button>
            </div>
          ) : pending ? (
            <div
              className="grid place-items-center rounded border text-sm text-muted-foreground"
              style={{ height }}
              data-slot="chart-pending"
            >
              <Trans>Loading…</Trans>
            </div>
          ) : (
            children(width)
          )}
        </div>
      </CardContent>
    </Card>
  )
}
