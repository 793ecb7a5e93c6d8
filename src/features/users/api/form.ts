import { useMutation } from '@tanstack/react-query'
import { uploadAnswer, UPLOAD_FIELDS } from '@shared/api/files'
import { api, type ActionSource } from '@/lib/api'

/** PUT /local/file/upload into the docs folder (licence, insurance, rc); answers `attachmentUrl: [url]` on 109. */
export function useUploadDocument() {
  return useMutation({
    mutationFn: ({ file, source }: { file: File; source: ActionSource }) => {
      const form = new FormData()
      form.append(UPLOAD_FIELDS.bucket, 'docs')
      form.append(UPLOAD_FIELDS.file, file)
      return api.upload('/local/file/upload', form, { schema: uploadAnswer, source })
    },
  })
}
