import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { ImageUploadInput } from '@/components/image-upload'
import { ReadOnlyValue, useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import type { useImageUpload } from '@/lib/use-image-upload'
import type { Values } from '../form-values'

/**
 * The configuration's icon (optional): shown, removable, and uploaded as the other image uploads are (PNG or JPEG, up
 * to 3 MB, compressed above 1 MB; src/lib/use-image-upload.ts). The dialog's save waits while it uploads. View mode
 * shows the image, or '-' without one.
 */
export function IconField({ upload, className }: { upload: ReturnType<typeof useImageUpload>; className?: string }) {
  const { t } = useLingui()
  const form = useFormContext<Values>()
  const icon = useWatch<Values, 'icon'>({ name: 'icon' })
  const readOnly = useReadOnlyFields()
  const labelId = useId()
  if (readOnly && !icon) return <ReadOnlyValue name="icon" label={t`Icon`} text="" className={className} />

  const choose = async (file: File) => {
    const url = await upload.add(file)
    if (url) form.setValue('icon', url, { shouldDirty: true })
  }
  return (
    <div role="group" aria-labelledby={labelId} data-testid="testdrive-config-icon" className={className}>
      <span id={labelId} className="text-sm leading-none font-medium">
        {t`Icon`}
      </span>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {icon && <img src={icon} alt={t`Icon`} className="size-16 rounded border object-contain" />}
        {!readOnly && (
          <>
            <ImageUploadInput
              label={t`Upload icon (PNG or JPEG, up to 3 MB)`}
              hideLabel
              upload={upload}
              testId="testdrive-config-icon-input"
              inputClassName="max-w-64"
              onFile={(file) => void choose(file)}
            />
            {icon && (
              <Button type="button" variant="outline" size="sm" onClick={() => form.setValue('icon', '', { shouldDirty: true })}>
                {t`Remove icon`}
              </Button>
            )}
          </>
        )}
      </div>
    </div>
  )
}
