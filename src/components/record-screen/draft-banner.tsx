import { useLingui } from '@lingui/react/macro'
import { formatClock } from '@/components/data-table/formatters'
import { Button } from '@/components/ui/button'

/** "Restore the unsaved changes from 10:42?": a draft of this form, kept from before, with Restore and Discard. */
export function DraftBanner({ at, onRestore, onDiscard }: { at: number; onRestore: () => void; onDiscard: () => void }) {
  const { t } = useLingui()
  const time = formatClock(new Date(at))
  return (
    <div
      role="status"
      data-testid="draft-banner"
      className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-amber-500/50 bg-amber-500/10 px-3 py-2 text-sm"
    >
      <span>{t`Restore the unsaved changes from ${time}?`}</span>
      <span className="flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          {t`Discard`}
        </Button>
        <Button type="button" size="sm" onClick={onRestore}>
          {t`Restore`}
        </Button>
      </span>
    </div>
  )
}
