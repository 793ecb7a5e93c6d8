import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { imageUploadMessages, type useImageUpload } from '@/lib/use-image-upload'
import type { Values } from '../form-values'

/** At most this many images on a ticket (the shared schema's limit). */
const MAX_IMAGES = 10

interface Props {
  viewOnly: boolean
  /** The dialog's image upload (its save waits while it runs). */
  images: ReturnType<typeof useImageUpload>
}

/**
 * A ticket's images (issue 18): thumbnails that open at full size in a new tab, and while editing an upload (PNG or
 * JPEG, over 3 MB refused, over 1 MB compressed: src/lib/use-image-upload.ts) and a remove button per image. Saved
 * with the form; the server makes them the ticket's files (readable by whoever may read the ticket).
 */
export function TicketAttachments({ viewOnly, images }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const form = useFormContext<Values>()
  const urls = useWatch({ control: form.control, name: 'attachments' }) ?? []

  async function addImage(file: File) {
    const url = await images.add(file)
    if (url) form.setValue('attachments', [...form.getValues('attachments'), url], { shouldDirty: true })
  }

  return (
    <section className="grid gap-2" aria-labelledby={`${id}-heading`} data-testid="ticket-attachments">
      <h3 id={`${id}-heading`} className="text-sm font-medium">
        {t`Attachments`}
      </h3>
      {urls.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t`No images attached`}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {urls.map((url, i) => (
            <li key={url} className="grid justify-items-center gap-1">
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              >
                <img src={url} alt={t`Attachment ${i + 1}`} className="size-20 rounded-md border object-cover" />
              </a>
              {!viewOnly && (
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  onClick={() =>
                    form.setValue(
                      'attachments',
                      urls.filter((u) => u !== url),
                      { shouldDirty: true },
                    )
                  }
                >
                  {t`Remove`}
                  <span className="sr-only"> {t`attachment ${i + 1}`}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!viewOnly && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={`${id}-input`} className="text-sm font-medium">
            {t`Upload image (PNG or JPEG, up to 3 MB)`}
          </label>
          <input
            id={`${id}-input`}
            type="file"
            name="attachmentImage"
            accept="image/png,image/jpeg"
            disabled={images.busy || urls.length >= MAX_IMAGES}
            className="text-sm file:mr-2 file:rounded-md file:border file:px-2 file:py-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            onChange={(e) => {
              const f = e.target.files?.[0]
              e.target.value = ''
              if (f) void addImage(f)
            }}
          />
          {images.busy && (
            <span role="status" className="text-sm text-muted-foreground">
              {images.status === 'compressing' ? i18n._(imageUploadMessages.compressing) : t`Uploading…`}
            </span>
          )}
        </div>
      )}
    </section>
  )
}
