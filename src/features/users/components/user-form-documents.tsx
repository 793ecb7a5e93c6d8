import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import type { ActionSource } from '@/lib/api'
import { compressImage, imageDecision, IMAGE_TYPES, tooLarge } from '@/lib/image-compress'
import { reportAnswer } from '@/lib/report-answer'
import { useUpload } from '@/lib/upload'
import { userMessages, userServerTexts } from '../messages'
import type { UserFormValues } from '../form-values'

type DocName = 'licence' | 'insurance' | 'rc'

/**
 * One document: a file input (PNG or JPEG), compressed in the browser above 1 MB, refused above 3 MB, uploaded to
 * PUT /local/file/upload; the returned address is kept in the form (saved with it) and previewed.
 */
function DocumentField({ name, label, readOnly }: { name: DocName; label: string; readOnly: boolean }) {
  const { t, i18n } = useLingui()
  const id = useId()
  const form = useFormContext<UserFormValues>()
  const url = useWatch({ control: form.control, name })
  const upload = useUpload()
  const [status, setStatus] = useState<'idle' | 'compressing' | 'uploading'>('idle')

  const choose = async (file: File, input: HTMLInputElement, source: ActionSource) => {
    const decision = imageDecision(file)
    if (decision === 'notImage') {
      toast.error(i18n._(userMessages.onlyImages))
      input.value = ''
      return
    }
    let chosen = file
    if (decision === 'compress') {
      setStatus('compressing')
      try {
        chosen = await compressImage(file)
      } catch {
        chosen = file
      }
    }
    if (tooLarge(chosen)) {
      setStatus('idle')
      toast.error(i18n._(userMessages.tooLarge))
      input.value = ''
      return
    }
    setStatus('uploading')
    upload.mutate(
      { file: chosen, bucket: 'docs', source },
      {
        onSuccess: (answer) => {
          const address = answer.data?.attachmentUrl[0]
          if (reportAnswer(i18n, answer, userMessages.uploaded, userServerTexts) && address) {
            form.setValue(name, address, { shouldDirty: true })
          }
        },
        onSettled: () => {
          setStatus('idle')
          input.value = ''
        },
      },
    )
  }

  return (
    <div className="grid content-start gap-2 rounded-md border p-3">
      <Label htmlFor={id}>{label}</Label>
      {!readOnly && (
        <input
          id={id}
          type="file"
          accept={IMAGE_TYPES.join(',')}
          disabled={status !== 'idle'}
          className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-transparent file:px-3 file:py-1 file:text-sm file:font-medium focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) void choose(file, e.target, 'pointer')
          }}
        />
      )}
      <p role="status" aria-live="polite" className="text-sm text-muted-foreground">
        {status === 'compressing' ? i18n._(userMessages.compressing) : status === 'uploading' ? t`Uploading…` : ''}
      </p>
      {url ? (
        <div className="grid gap-2">
          <a href={url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-md border">
            <img src={url} alt={t`${label} preview`} className="max-h-48 w-full object-contain" loading="lazy" />
          </a>
          {!readOnly && (
            <Button type="button" variant="outline" size="sm" onClick={() => form.setValue(name, '', { shouldDirty: true })}>
              {t`Remove ${label}`}
            </Button>
          )}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t`No file uploaded`}</p>
      )}
    </div>
  )
}

/** The documents tab: licence, insurance and registration certificate. */
export function UserFormDocuments({ readOnly }: { readOnly: boolean }) {
  const { t } = useLingui()
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <DocumentField name="licence" label={t`Licence`} readOnly={readOnly} />
      <DocumentField name="insurance" label={t`Insurance`} readOnly={readOnly} />
      <DocumentField name="rc" label={t`Registration certificate`} readOnly={readOnly} />
    </div>
  )
}
