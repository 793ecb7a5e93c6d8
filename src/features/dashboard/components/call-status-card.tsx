import { useLingui } from '@lingui/react/macro'
import { GRAPH_TYPES, type GraphType } from '@shared/api/dashboard'
import { useCallData, type SecondsRange } from '../api'
import { fillBuckets, type BucketUnit } from '../buckets'
import { bucketText } from '../dates'
import { GRAPH_TYPE_LABELS } from '../labels'
import { ChartCard } from './chart-card'
import { LazyBarChart, LazyTimeSeriesChart } from '@/components/charts/lazy'
import { Segmented } from './segmented'

/** More buckets than this draw as lines (an hour grouping over weeks): bars would be thinner than a pixel. */
const MAX_BARS = 72

/** Call Status (spec 001 section 2): incoming, outgoing and missed calls grouped by Hour (default) to Year. */
export function CallStatusCard({ seconds, group, onGroup }: { seconds: SecondsRange; group: GraphType; onGroup: (g: GraphType) => void }) {
  const { t, i18n } = useLingui()
  const calls = useCallData(seconds, group)
  const data = calls.data
  // Every bucket of the range, zero where the call answered none (it answers only buckets with calls).
  const buckets = data
    ? fillBuckets(
        data.result.callTypeCount,
        (b) => b.at,
        data.from,
        data.to,
        group.toLowerCase() as BucketUnit,
        (at) => ({
          at,
          incomingCount: 0,
          outgoingCount: 0,
          missedCount: 0,
        }),
      )
    : []
  const title = t`Call Status`
  const series = [
    { id: 'incoming', label: t`Incoming` },
    { id: 'outgoing', label: t`Outgoing` },
    { id: 'missed', label: t`Missed` },
  ]
  const totals = calls.data?.result.totals
  const grouping = i18n._(GRAPH_TYPE_LABELS[group])
  const summary = totals
    ? t`Calls by ${grouping}: ${totals.incomingCount} incoming, ${totals.outgoingCount} outgoing, ${totals.missedCount} missed.`
    : undefined
  return (
    <ChartCard
      title={title}
      queries={[calls]}
      testId="chart-call-status"
      controls={
        <Segmented
          label={t`Group calls by`}
          options={GRAPH_TYPES.map((g) => ({ value: g, label: i18n._(GRAPH_TYPE_LABELS[g]) }))}
          value={group}
          onChange={onGroup}
          testId="call-grouping"
        />
      }
    >
      {(width) =>
        buckets.length > MAX_BARS ? (
          <LazyTimeSeriesChart
            title={title}
            width={width}
            height={220}
            summary={summary}
            formatTime={(ms) => bucketText(ms / 1000, group)}
            series={series.map((s, i) => ({
              ...s,
              t: buckets.map((b) => b.at * 1000),
              v: buckets.map((b) => [b.incomingCount, b.outgoingCount, b.missedCount][i]!),
            }))}
            testId="lines-call-status"
          />
        ) : (
          <LazyBarChart
            title={title}
            categoryHeader={grouping}
            categories={buckets.map((b) => ({ id: String(b.at), label: bucketText(b.at, group) }))}
            series={series}
            values={buckets.map((b) => [b.incomingCount, b.outgoingCount, b.missedCount])}
            width={width}
            summary={summary}
            testId="bar-call-status"
          />
        )
      }
    </ChartCard>
  )
}
