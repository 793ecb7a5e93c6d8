import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { MAX_ATTACHMENTS } from '@shared/api/vehicle-model'
import { ImageListField, ImageUploadInput } from '@/components/image-upload'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import type { useImageUpload } from '@/lib/use-image-upload'
import type { Values } from '../form-values'

type Upload = ReturnType<typeof useImageUpload>

/** The model's uploads while the dialog is open: logo, image and attachments (each its bucket; the save waits for them). */
export interface MediaUploads {
  logo: Upload
  image: Upload
  attachments: Upload
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
        <ImageUploadInput
          label={uploadLabel}
          name={`${name}Upload`}
          upload={upload}
          onFile={(f) => void upload.add(f).then((u) => u && set(u))}
        />
      )}
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
      <ImageListField
        name="attachments"
        max={MAX_ATTACHMENTS}
        upload={uploads.attachments}
        title={t`Attachments`}
        empty={t`No files attached`}
        uploadLabel={t`Upload attachment (PNG or JPEG, up to 3 MB)`}
        inputName="attachmentUpload"
        testId="vehicle-model-attachments"
        heading="h4"
        className="sm:col-span-2"
      />
    </div>
  )
}
