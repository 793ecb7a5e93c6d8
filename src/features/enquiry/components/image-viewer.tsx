import { useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'

/** An image at full size (spec 001 section 2: clicking an attachment opens it full size); Esc or Close returns. */
export function ImageViewer({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Dialog open={url !== null} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-h-[95vh] max-w-[95vw] overflow-auto sm:max-w-[95vw]" data-testid="enquiry-image-viewer">
        <DialogHeader>
          <DialogTitle>{t`Image`}</DialogTitle>
          <DialogDescription className="sr-only">{t`The image at full size.`}</DialogDescription>
        </DialogHeader>
        {url && <img src={url} alt={t`Attachment at full size`} className="h-auto max-w-none" />}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            {t`Close`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

/** Thumbnails that open the image at full size on click, Enter or Space (they are buttons). */
export function Thumbnails({ urls, onOpen, label }: { urls: readonly string[]; onOpen: (url: string) => void; label: string }) {
  const { t } = useLingui()
  if (urls.length === 0) return <p className="text-sm text-muted-foreground">{t`No images`}</p>
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {urls.map((u, i) => (
        <li key={u}>
          <button
            type="button"
            className="rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => onOpen(u)}
            data-testid="enquiry-attachment"
            aria-label={t`Open image ${i + 1} at full size`}
          >
            <img src={u} alt="" className="size-20 rounded-md object-cover" />
          </button>
        </li>
      ))}
    </ul>
  )
}
