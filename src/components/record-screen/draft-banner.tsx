import { useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'

const pad = (n: number) => String(n).padStart(2, '0')

/** "Restore the unsaved changes from 10:42?": a draft of this form, kept from before, with Restore and Discard. */
export function DraftBanner({ at, onRestore, onDiscard }: { at: number; onRestore: () => void; onDiscard: () => void }) {
  const { t } = useLingui()
  const d = new Date(at)
  const time = `${pad(d.getHours())}:${pad(d.getMinutes())}`
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
