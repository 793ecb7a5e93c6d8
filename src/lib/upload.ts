import { useMutation } from '@tanstack/react-query'
import { uploadAnswer, UPLOAD_FIELDS, type UploadBucket } from '@shared/api/files'
import { api, type ActionSource } from '@/lib/api'

/**
 * PUT /local/file/upload (multipart: `attachment` and `bucketName`): stores one file in a bucket (docs, images, logo,
 * videos); answers `attachmentUrl: [url]` on 109. Every form that uploads (user documents, enquiry image,
 * advertisement media) goes through it.
 */
export function useUpload() {
  return useMutation({
    mutationFn: ({ file, bucket, source }: { file: File; bucket: UploadBucket; source: ActionSource }) => {
      const form = new FormData()
      form.append(UPLOAD_FIELDS.bucket, bucket)
      form.append(UPLOAD_FIELDS.file, file)
      return api.upload('/local/file/upload', form, { schema: uploadAnswer, source })
    },
  })
}
