import { useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { FILE_MESSAGES as FM, type UploadBucket } from '@shared/api/files'
import { RC } from '@shared/response-codes'
import { compressImage, imageDecision, tooLarge } from '@/lib/image-compress'
import { answerText, type ServerTexts } from '@/lib/report-answer'
import { toast } from '@/lib/toast'
import { useUpload } from '@/lib/upload'

/** What becomes of a chosen file: refused (not an image we take, or too large), compressed first, or sent as it is. */
export type ImagePlan = 'notImage' | 'tooLarge' | 'compress' | 'send'

export interface ImageUploadOptions {
  bucket: UploadBucket
  /** The plan for a chosen file; default: PNG or JPEG, compressed above 1 MB (src/lib/image-compress.ts). */
  plan?: (file: File) => ImagePlan
  /** The compression; default: the shared redraw at 1920 px. */
  compress?: (file: File) => Promise<File>
}

export const imageUploadMessages = {
  notImage: msg`Only PNG or JPEG images are allowed`,
  tooLarge: msg`File size is too large, Max. file size is 3mb.`,
  compressing: msg`Compressing image. Please wait for a while.`,
  failed: msg`Error uploading the image, please try again`,
  uploaded: msg`Image uploaded`,
} as const

/** The upload call's refusals (shared/api/files.ts) in the active language. */
const uploadTexts: ServerTexts = new Map<string, MessageDescriptor>([
  [FM.missing, msg`Please choose a file to upload`],
  [FM.imageTooLarge, imageUploadMessages.tooLarge],
  [FM.onlyImages, imageUploadMessages.notImage],
])

/**
 * An image upload of a record form (the enquiry's resolution images): the chosen file is checked and, when the plan
 * says so, compressed in the browser (a toast while it runs), then stored by PUT /local/file/upload. `add` answers the
 * stored file's address, or null after saying why not. `status` tells what is under way; the dialog's save waits for it.
 */
export function useImageUpload({ bucket, plan = imageDecision, compress = compressImage }: ImageUploadOptions) {
  const { i18n } = useLingui()
  const upload = useUpload()
  const [status, setStatus] = useState<'idle' | 'compressing' | 'uploading'>('idle')
  const refuse = (message: MessageDescriptor) => {
    setStatus('idle')
    toast.error(i18n._(message))
    return null
  }

  async function add(chosen: File): Promise<string | null> {
    const decision = plan(chosen)
    if (decision === 'notImage') return refuse(imageUploadMessages.notImage)
    if (decision === 'tooLarge') return refuse(imageUploadMessages.tooLarge)
    let file = chosen
    if (decision === 'compress') {
      setStatus('compressing')
      const pending = toast.loading(i18n._(imageUploadMessages.compressing))
      file = await compress(chosen).catch(() => chosen)
      toast.dismiss(pending)
    }
    if (tooLarge(file)) return refuse(imageUploadMessages.tooLarge)
    setStatus('uploading')
    const answer = await upload.mutateAsync({ file, bucket, source: 'pointer' }).catch(() => null)
    setStatus('idle')
    if (!answer) return refuse(imageUploadMessages.failed)
    const url = answer.responseCode === RC.SUCCESS ? answer.data?.attachmentUrl[0] : undefined
    if (!url) {
      if (answer.responseCode !== RC.INVALID_SESSION) toast.error(answerText(i18n, uploadTexts, answer.message))
      return null
    }
    toast.success(i18n._(imageUploadMessages.uploaded))
    return url
  }

  return { add, status, busy: status !== 'idle' }
}
