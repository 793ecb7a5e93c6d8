import { useLingui } from '@lingui/react/macro'
import { AD_COMPRESS_ABOVE } from '@shared/api/advertisement'
import { BUCKET_RULES } from '@shared/api/files'
import { RC } from '@shared/response-codes'
import { compressImage, IMAGE_TYPES } from '@/lib/image-compress'
import { answerText } from '@/lib/report-answer'
import { toast } from '@/lib/toast'
import { useUpload } from '@/lib/upload'
import { advertisementMessages as AMsg, advertisementServerTexts } from '../messages'

const VIDEO_TYPES: readonly string[] = ['video/mp4', 'video/webm']

/**
 * The ad's uploads (spec 001 section 5): PNG or JPEG images up to 3 MB, compressed above 300 KB; MP4 or WebM videos
 * up to 50 MB. Each answers the stored file's address, or null after saying why not.
 */
export function useMediaUpload() {
  const { i18n } = useLingui()
  const upload = useUpload()

  const refuse = (message: (typeof AMsg)[keyof typeof AMsg]) => {
    toast.error(i18n._(message))
    return null
  }

  const send = async (file: File, bucket: 'logo' | 'videos'): Promise<string | null> => {
    const answer = await upload.mutateAsync({ file, bucket, source: 'pointer' }).catch(() => null)
    if (!answer) return null
    if (answer.responseCode !== RC.SUCCESS || !answer.data?.attachmentUrl[0]) {
      if (answer.responseCode !== RC.NO_PERMISSION) toast.error(answerText(i18n, advertisementServerTexts, answer.message))
      return null
    }
    toast.success(i18n._(AMsg.uploaded))
    return answer.data.attachmentUrl[0]
  }

  const image = async (chosen: File): Promise<string | null> => {
    if (!(IMAGE_TYPES as readonly string[]).includes(chosen.type)) return refuse(AMsg.onlyImages)
    if (chosen.size > BUCKET_RULES.logo.maxBytes) return refuse(AMsg.imageTooLarge)
    let file = chosen
    if (file.size > AD_COMPRESS_ABOVE) {
      const pending = toast.loading(i18n._(AMsg.compressing))
      try {
        file = await compressImage(file)
      } finally {
        toast.dismiss(pending)
      }
    }
    return send(file, 'logo')
  }

  const video = async (file: File): Promise<string | null> => {
    if (!VIDEO_TYPES.includes(file.type)) return refuse(AMsg.onlyVideos)
    if (file.size > BUCKET_RULES.videos.maxBytes) return refuse(AMsg.videoTooLarge)
    return send(file, 'videos')
  }

  return { image, video, pending: upload.isPending }
}
