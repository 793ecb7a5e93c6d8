import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { MAX_ATTACHMENTS } from '@shared/api/vehicle-model'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import { imageUploadMessages, type useImageUpload } from '@/lib/use-image-upload'
import type { Values } from '../form-values'

type Upload = ReturnType<typeof useImageUpload>

/** The model's uploads while the dialog is open: logo, image and attachments (each its bucket; the save waits for them). */
export interface MediaUploads {
  logo: Upload
  image: Upload
  attachments: Upload
}

const fileInputClass =
  'text-sm file:mr-2 file:rounded-md file:border file:px-2 file:py-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

/** A labelled file input (PNG or JPEG): Tab reaches it, Enter or Space opens the file chooser. */
function FileInput({ label, name, disabled, onFile }: { label: string; name: string; disabled: boolean; onFile: (f: File) => void }) {
  const id = useId()
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept="image/png,image/jpeg"
        disabled={disabled}
        className={fileInputClass}
        onChange={(e) => {
          const f = e.target.files?.[0]
          e.target.value = ''
          if (f) onFile(f)
        }}
      />
    </div>
  )
}

function Pending({ upload }: { upload: Upload }) {
  const { t, i18n } = useLingui()
  if (!upload.busy) return null
  return (
    <span role="status" className="text-sm text-muted-foreground">
      {upload.status === 'compressing' ? i18n._(imageUploadMessages.compressing) : t`Uploading…`}
    </span>
  )
}

/** One image of the model (logo or image): the picture, Remove, and the upload while editing. */
function SingleImage({ name, title, uploadLabel, upload }: { name: 'logo' | 'image'; title: string; uploadLabel: string; upload: Upload }) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  const form = useFormContext<Values>()
  const url = useWatch<Values, typeof name>({ name }) ?? ''
  const error = useFormState<Values>({ name }).errors[name]?.message
  const headingId = useId()
  const set = (value: string) => form.setValue(name, value, { shouldDirty: true, shouldValidate: value !== '' })
  return (
    <section className="grid content-start gap-2" aria-labelledby={headingId} data-testid={`vehicle-model-${name}`}>
      <h4 id={headingId} className="text-sm font-medium">
        {title}
      </h4>
      {url ? (
        <div className="flex items-end gap-2">
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="rounded-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
          >
            <img src={url} alt={title} className="size-24 rounded-md border object-contain" />
          </a>
          {!readOnly && (
            <Button type="button" size="sm" variant="ghost" onClick={() => set('')}>
              {t`Remove`}
              <span className="sr-only"> {title}</span>
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t`None`}</p>
      )}
      {!readOnly && (
        <FileInput
          label={uploadLabel}
          name={`${name}Upload`}
          disabled={upload.busy}
          onFile={(f) => void upload.add(f).then((u) => u && set(u))}
        />
      )}
      <Pending upload={upload} />
      {typeof error === 'string' && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  )
}

/** The model's attachments (at most MAX_ATTACHMENTS images): thumbnails, Remove each, and the upload while editing. */
function Attachments({ upload }: { upload: Upload }) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  const form = useFormContext<Values>()
  const urls = useWatch<Values, 'attachments'>({ name: 'attachments' }) ?? []
  const error = useFormState<Values>({ name: 'attachments' }).errors.attachments?.message
  const headingId = useId()
  const add = async (f: File) => {
    const url = await upload.add(f)
    if (url) form.setValue('attachments', [...form.getValues('attachments'), url], { shouldDirty: true })
  }
  return (
    <section className="grid content-start gap-2 sm:col-span-2" aria-labelledby={headingId} data-testid="vehicle-model-attachments">
      <h4 id={headingId} className="text-sm font-medium">
        {t`Attachments`}
      </h4>
      {urls.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t`No files attached`}</p>
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
              {!readOnly && (
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
      {!readOnly && (
        <FileInput
          label={t`Upload attachment (PNG or JPEG, up to 3 MB)`}
          name="attachmentUpload"
          disabled={upload.busy || urls.length >= MAX_ATTACHMENTS}
          onFile={(f) => void add(f)}
        />
      )}
      <Pending upload={upload} />
      {typeof error === 'string' && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  )
}

/**
 * The model's uploads (PNG or JPEG, over 3 MB refused, over 1 MB compressed: src/lib/use-image-upload.ts): the logo,
 * the image and the attachments. Saved with the form; the server makes them the model's files.
 */
export function MediaFields({ uploads }: { uploads: MediaUploads }) {
  const { t } = useLingui()
  return (
    <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2 lg:col-span-3">
      <SingleImage name="logo" title={t`Logo`} uploadLabel={t`Upload logo (PNG or JPEG, up to 3 MB)`} upload={uploads.logo} />
      <SingleImage name="image" title={t`Image`} uploadLabel={t`Upload image (PNG or JPEG, up to 3 MB)`} upload={uploads.image} />
      <Attachments upload={uploads.attachments} />
    </div>
  )
}
