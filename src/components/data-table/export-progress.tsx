import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import type { ExportProgress } from './export/run-export'

/** The download's progress: rows received of the total, then building the file; Cancel stops it. */
export function ExportProgressBar({ progress, onCancel }: { progress: ExportProgress; onCancel: () => void }) {
  const { t, i18n } = useLingui()
  const total = progress.total
  const done = i18n.number(progress.done)
  const all = total === null ? '…' : i18n.number(total)
  const percent = total ? Math.min(100, Math.round((progress.done / total) * 100)) : 0
  const text =
    progress.phase === 'connecting'
      ? t`Preparing the download…`
      : progress.phase === 'building'
        ? t`Building the file…`
        : progress.estimated
          ? t`${done} of about ${all} rows`
          : t`${done} of ${all} rows`
  return (
    <div
      role="group"
      aria-label={t`Download`}
      className="flex flex-wrap items-center gap-3 rounded-md border bg-muted/40 px-3 py-2 text-sm"
    >
      <div
        role="progressbar"
        aria-label={t`Download progress`}
        aria-valuemin={0}
        aria-valuemax={total ?? undefined}
        aria-valuenow={total === null ? undefined : Math.min(progress.done, total)}
        aria-valuetext={text}
        className="h-2 min-w-40 flex-1 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={progress.phase === 'building' ? 'h-full w-full animate-pulse bg-primary' : 'h-full bg-primary transition-[width]'}
          style={progress.phase === 'building' ? undefined : { width: `${percent}%` }}
        />
      </div>
      <span className="tabular-nums" data-slot="export-status">
        {text}
      </span>
      <Button type="button" variant="outline" size="sm" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </div>
  )
}
