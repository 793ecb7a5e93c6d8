import { randomBytes } from 'node:crypto'
import { pngOf } from '../../support/images'
import type { Harness } from './harness'

/** A multipart body holding one file under the field name `file`, and its content type. */
export function fileForm(bytes: Buffer, filename: string) {
  const boundary = `----evtest${randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n`),
    Buffer.from('Content-Type: application/octet-stream\r\n\r\n'),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` }
}

/** A real PNG (uploads are checked whole: server/modules/files/image-check.ts). */
export const PNG = pngOf(2, 2)

/** Uploads a PNG into `bucket` through PUT /local/file/upload as `cookie`'s holder; answers the address it is served from. */
export async function uploadPng(h: Harness, cookie: string | undefined, bucket: 'docs' | 'images' | 'logo'): Promise<string> {
  const boundary = `----evtest${randomBytes(8).toString('hex')}`
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="bucketName"\r\n\r\n${bucket}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await h.app.inject({
    method: 'PUT',
    url: '/api/admin/local/file/upload',
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      ...(cookie ? { cookie: `sid=${cookie}` } : {}),
    },
    payload,
  })
  const body = res.json() as { attachmentUrl?: string[] }
  if (res.statusCode !== 200 || !body.attachmentUrl?.[0]) throw new Error(`upload answered ${res.statusCode} ${res.body}`)
  return body.attachmentUrl[0]
}

/** GET of a stored file's address as `cookie`'s holder (none: without a session): status and response code. */
export async function readFile(h: Harness, cookie: string | undefined, url: string) {
  const res = await h.app.inject({ method: 'GET', url, headers: cookie ? { cookie: `sid=${cookie}` } : {} })
  const json = res.headers['content-type']?.toString().startsWith('application/json') ? (res.json() as { responseCode?: number }) : null
  return { status: res.statusCode, responseCode: json?.responseCode, png: res.rawPayload.equals(PNG) }
}
