import { useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useFormState, useWatch } from 'react-hook-form'
import { RequiredMark } from '@/components/required-mark'
import { Button } from '@/components/ui/button'
import { answerText } from '@/lib/report-answer'
import type { Values } from '../form-values'
import { advertisementServerTexts } from '../messages'
import { AdTextField, useRequiredByLink } from './link-fields'
import { useMediaUpload } from './use-media-upload'

/** A hidden file input and the button that opens it (the input keeps its label for assistive technology). */
function UploadButton({
  label,
  accept,
  testId,
  disabled,
  onFile,
}: {
  label: string
  accept: string
  testId: string
  disabled: boolean
  onFile: (file: File) => void
}) {
  const input = useRef<HTMLInputElement>(null)
  return (
    <div>
      <input
        ref={input}
        type="file"
        accept={accept}
        className="sr-only"
        data-testid={testId}
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) onFile(file)
          e.target.value = ''
        }}
      />
      <Button type="button" variant="outline" disabled={disabled} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </div>
  )
}

/** The banner images (shown, removable, uploaded) and the video link with its upload. */
export function MediaFields({ viewOnly }: { viewOnly: boolean }) {
  const { t, i18n } = useLingui()
  const form = useFormContext<Values>()
  const images = useWatch<Values, 'images'>({ name: 'images' })
  const imagesError = useFormState<Values>({ name: 'images' }).errors.images?.message
  const required = useRequiredByLink()
  const upload = useMediaUpload()

  const addImage = async (file: File) => {
    const url = await upload.image(file)
    if (!url) return
    form.setValue('images', [...form.getValues('images'), url], { shouldDirty: true })
    form.clearErrors('images')
  }
  const setVideo = async (file: File) => {
    const url = await upload.video(file)
    if (url) form.setValue('videoLink', url, { shouldDirty: true })
  }
  const removeImage = (url: string) =>
    form.setValue(
      'images',
      images.filter((u) => u !== url),
      { shouldDirty: true },
    )

  return (
    <>
      <div className="grid gap-2 sm:col-span-2" data-testid="advertisement-images">
        <span className="text-sm font-medium" id="adv-images-label">
          {t`Banner Images`}
          <RequiredMark on={required('images')} />
        </span>
        <ul className="flex flex-wrap gap-2" aria-labelledby="adv-images-label">
          {images.map((url, i) => (
            <li key={url} className="relative">
              <img src={url} alt={t`Image ${i + 1}`} className="h-20 w-36 rounded border object-cover" />
              {!viewOnly && (
                <Button type="button" size="sm" variant="outline" className="mt-1 w-full" onClick={() => removeImage(url)}>
                  {t`Remove image ${i + 1}`}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {!viewOnly && (
          <UploadButton
            label={t`Upload image`}
            accept="image/png,image/jpeg"
            testId="advertisement-image-input"
            disabled={upload.pending}
            onFile={(file) => void addImage(file)}
          />
        )}
        {imagesError && (
          <p role="alert" className="text-sm text-destructive" data-testid="advertisement-images-error">
            {answerText(i18n, advertisementServerTexts, imagesError)}
          </p>
        )}
      </div>

      <div className="grid gap-2 sm:col-span-2">
        <AdTextField name="videoLink" label={t`Video Link`} />
        {!viewOnly && (
          <UploadButton
            label={t`Upload video`}
            accept="video/mp4,video/webm"
            testId="advertisement-video-input"
            disabled={upload.pending}
            onFile={(file) => void setVideo(file)}
          />
        )}
      </div>
    </>
  )
}
