import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { CardQuery } from './chart-card'

/** The screens a card opens (spec 001 section 2: cards link to these), as typed routes. */
export type CardLink = '/admin/testdrive' | '/admin/booking' | '/admin/enquiry' | '/admin/vehicleModel' | '/admin/servicecenter'

interface Props {
  title: string
  /** The figure, already formatted; undefined while loading. */
  value: string | undefined
  query: CardQuery
  to?: CardLink
  /** The link's text ("View test rides"). */
  linkText?: string
  /** Smaller figures under the main one (open and closed enquiries). */
  detail?: ReactNode
  testId?: string
}

/** One figure of a dashboard: title, value (a dash on failure, with Retry), a line of detail and a link to its screen. */
export function StatCard({ title, value, query, to, linkText, detail, testId }: Props) {
  return (
    <Card className="gap-2 py-4" data-testid={testId}>
      <CardHeader className="px-4">
        <CardTitle>
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-1 px-4">
        <p className="text-2xl font-semibold tabular-nums" data-slot="stat-value" aria-live="polite">
          {query.isError ? '—' : (value ?? '…')}
        </p>
        {query.isError ? (
          <button type="button" className="w-fit text-xs underline" onClick={() => void query.refetch()} data-slot="chart-retry">
            <Trans>Retry</Trans>
          </button>
        ) : null}
        {detail ? <div className="text-xs text-muted-foreground">{detail}</div> : null}
        {to && linkText ? (
          <Link to={to} className="w-fit text-xs text-primary underline-offset-4 hover:underline">
            {linkText}
          </Link>
        ) : null}
      </CardContent>
    </Card>
  )
}
