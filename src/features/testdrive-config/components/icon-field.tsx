import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { ReadOnlyValue, useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import { imageUploadMessages, type useImageUpload } from '@/lib/use-image-upload'
import type { Values } from '../form-values'

/**
 * The configuration's icon (optional): shown, removable, and uploaded as the other image uploads are (PNG or JPEG, up
 * to 3 MB, compressed above 1 MB; src/lib/use-image-upload.ts). The dialog's save waits while it uploads. View mode
 * shows the image, or '-' without one.
 */
export function IconField({ upload, className }: { upload: ReturnType<typeof useImageUpload>; className?: string }) {
  const { t, i18n } = useLingui()
  const form = useFormContext<Values>()
  const icon = useWatch<Values, 'icon'>({ name: 'icon' })
  const readOnly = useReadOnlyFields()
  const labelId = useId()
  const inputId = useId()
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
            <label htmlFor={inputId} className="sr-only">
              {t`Upload icon (PNG or JPEG, up to 3 MB)`}
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/png,image/jpeg"
              disabled={upload.busy}
              data-testid="testdrive-config-icon-input"
              className="max-w-64 text-sm file:mr-2 file:rounded-md file:border file:px-2 file:py-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
              onChange={(e) => {
                const file = e.target.files?.[0]
                e.target.value = ''
                if (file) void choose(file)
              }}
            />
            {icon && (
              <Button type="button" variant="outline" size="sm" onClick={() => form.setValue('icon', '', { shouldDirty: true })}>
                {t`Remove icon`}
              </Button>
            )}
            {upload.busy && (
              <span role="status" className="text-sm text-muted-foreground">
                {upload.status === 'compressing' ? i18n._(imageUploadMessages.compressing) : t`Uploading…`}
              </span>
            )}
          </>
        )}
      </div>
    </div>
  )
}
