import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext } from 'react-hook-form'
import { ENQUIRY_STATUSES, MAX_ENQUIRY_IMAGES, type EnquiryFormInput } from '@shared/api/enquiry'
import { SelectFormField, YesNoFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { ImageUploadInput } from '@/components/image-upload'
import type { useImageUpload } from '@/lib/use-image-upload'
import { ENQUIRY_STATUS_LABELS } from '../labels'
import { ImageTable } from './image-table'
import { ImageViewer, Thumbnails } from './image-viewer'

interface Props {
  viewOnly: boolean
  /** The dialog's image upload (its save waits while it runs). */
  images: ReturnType<typeof useImageUpload>
}

/**
 * Below the enquiry's fields: its attachment images, and the Resolving section (spec 001 sections 2 and 9) with
 * active yes/no, status, the resolver's first name, remarks and the resolution images (upload: PNG or JPEG, over 3 MB
 * refused, over 1 MB compressed; a table of 5 per page with delete). Every image opens at full size, in view mode too.
 */
export function EnquiryResolution({ viewOnly, images }: Props) {
  const { t, i18n } = useLingui()
  const form = useFormContext<EnquiryFormInput>()
  const [viewing, setViewing] = useState<string | null>(null)
  const attachments = form.watch('attachment') ?? []
  const resolvedImages = form.watch('resolved.attachment') ?? []

  async function addImage(file: File) {
    const url = await images.add(file)
    if (url) form.setValue('resolved.attachment', [...(form.getValues('resolved.attachment') ?? []), url], { shouldDirty: true })
  }

  return (
    <>
      <section className="grid gap-2" aria-labelledby="enquiry-attachments-heading">
        <h3 id="enquiry-attachments-heading" className="text-sm font-medium">
          {t`Attachments`}
        </h3>
        <Thumbnails urls={attachments} onOpen={setViewing} label={t`Attachments`} />
      </section>
      <fieldset className="grid gap-4 rounded-md border p-3" data-testid="enquiry-resolving">
        <legend className="px-1 text-sm font-semibold">{t`Resolving`}</legend>
        <fieldset disabled={viewOnly} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <YesNoFormField name="active" label={t`Active`} />
          <SelectFormField
            name="status"
            label={t`Status`}
            options={ENQUIRY_STATUSES.map((s) => ({ value: s, label: i18n._(ENQUIRY_STATUS_LABELS[s]) }))}
          />
          <TextFormField name="resolved.resolver.fname" label={t`Resolver first name`} autoComplete="off" maxLength={100} />
          <TextFormField name="resolved.remark" label={t`Remarks`} className="sm:col-span-2" rows={2} maxLength={2000} />
          {!viewOnly && (
            <ImageUploadInput
              label={t`Upload resolution image (PNG or JPEG, up to 3 MB)`}
              name="resolutionImage"
              upload={images}
              disabled={resolvedImages.length >= MAX_ENQUIRY_IMAGES}
              className="sm:col-span-2"
              onFile={(f) => void addImage(f)}
            />
          )}
        </fieldset>
        <ImageTable
          urls={resolvedImages}
          readOnly={viewOnly}
          onOpen={setViewing}
          onDelete={(u) =>
            form.setValue(
              'resolved.attachment',
              resolvedImages.filter((x) => x !== u),
              { shouldDirty: true },
            )
          }
        />
      </fieldset>
      <ImageViewer url={viewing} onClose={() => setViewing(null)} />
    </>
  )
}
