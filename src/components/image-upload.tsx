import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { get, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { cn } from '@/lib/utils'
import { imageUploadMessages, type useImageUpload } from '@/lib/use-image-upload'
import { useReadOnlyFields } from './read-only-fields'
import { Button } from './ui/button'

type Upload = ReturnType<typeof useImageUpload>

const fileInputClass =
  'text-sm file:mr-2 file:rounded-md file:border file:px-2 file:py-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none'

interface InputProps {
  /** The input's label ('Upload logo (PNG or JPEG, up to 3 MB)'). */
  label: string
  /** Shown to screen readers only (a field whose picture says what it is). */
  hideLabel?: boolean
  name?: string
  upload: Upload
  /** Beyond an upload in flight (a full list). */
  disabled?: boolean
  onFile: (file: File) => void
  className?: string
  inputClassName?: string
  testId?: string
}

/**
 * The one image file input (PNG or JPEG, over 3 MB refused, over 1 MB compressed: src/lib/use-image-upload.ts):
 * labelled, reached by Tab, Enter or Space opens the chooser; beside it the upload's state while it runs
 * (`data-testid="upload-<status>"`).
 */
export function ImageUploadInput({ label, hideLabel, name, upload, disabled, onFile, className, inputClassName, testId }: InputProps) {
  const { t, i18n } = useLingui()
  const id = useId()
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        name={name}
        accept="image/png,image/jpeg"
        disabled={upload.busy || disabled}
        data-testid={testId}
        className={cn(fileInputClass, inputClassName)}
        onChange={(e) => {
          const f = e.target.files?.[0]
          e.target.value = ''
          if (f) onFile(f)
        }}
      />
      {upload.busy && (
        <span role="status" className="text-sm text-muted-foreground" data-testid={`upload-${upload.status}`}>
          {upload.status === 'compressing' ? i18n._(imageUploadMessages.compressing) : t`Uploading…`}
        </span>
      )}
    </div>
  )
}

interface ListProps {
  /** The form's list of image addresses. */
  name: string
  max: number
  upload: Upload
  title: string
  empty: string
  uploadLabel: string
  inputName?: string
  testId: string
  className?: string
  /** The title's heading level in the dialog (h3 by default). */
  heading?: 'h3' | 'h4'
  /** Read-only outside the form's read-only fields (a dialog's sections); the fields' own state otherwise. */
  readOnly?: boolean
}

/**
 * A form's list of images (a ticket's attachments, a model's): thumbnails that open at full size in a new tab, Remove
 * each, and the upload while editing. Saved with the form; the server makes them the record's files.
 */
export function ImageListField({
  name,
  max,
  upload,
  title,
  empty,
  uploadLabel,
  inputName,
  testId,
  className,
  heading: Heading = 'h3',
  ...props
}: ListProps) {
  const { t } = useLingui()
  const readOnlyFields = useReadOnlyFields()
  const readOnly = props.readOnly ?? readOnlyFields
  const form = useFormContext<Record<string, string[]>>()
  const urls = useWatch({ control: form.control, name }) ?? []
  const headingId = useId()
  const set = (next: string[]) => form.setValue(name, next, { shouldDirty: true, shouldValidate: true })
  const add = async (file: File) => {
    const url = await upload.add(file)
    if (url) set([...(form.getValues(name) ?? []), url])
  }
  const error = get(useFormState({ control: form.control, name }).errors, `${name}.message`) as unknown
  return (
    <section className={cn('grid content-start gap-2', className)} aria-labelledby={headingId} data-testid={testId}>
      <Heading id={headingId} className="text-sm font-medium">
        {title}
      </Heading>
      {urls.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
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
                <Button type="button" size="sm" variant="ghost" onClick={() => set(urls.filter((u) => u !== url))}>
                  {t`Remove`}
                  <span className="sr-only"> {t`attachment ${i + 1}`}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <ImageUploadInput label={uploadLabel} name={inputName} upload={upload} disabled={urls.length >= max} onFile={(f) => void add(f)} />
      )}
      {typeof error === 'string' && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </section>
  )
}
