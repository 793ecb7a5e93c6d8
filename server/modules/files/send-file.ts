import type { FastifyReply } from 'fastify'
import { FILE_KINDS, type UploadBucket } from '../../../shared/api/files'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { refuse, unavailable } from '../../http'
import type { Storage } from '../../providers/storage'

const SERVED_TYPES = new Set<string>(Object.values(FILE_KINDS).map((k) => k.contentType))
const IMAGE_TYPES = new Set<string>([FILE_KINDS.png.contentType, FILE_KINDS.jpeg.contentType])

/**
 * A stored file opened on its own is a sandboxed document that may load nothing (its own image or video aside): were
 * it ever taken for a page, it would run no script, submit no form and reach no cookie of ours.
 */
export const STORED_FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'"

/**
 * Sends a stored file with its verified type, `nosniff`, a sandboxing CSP and `Content-Disposition` (inline for an
 * image, attachment otherwise; SECURITY.md item 17); 404/123 when storage has no such file, 503/113 when storage
 * cannot be reached.
 */
export async function sendStoredFile(reply: FastifyReply, storage: Storage, bucket: UploadBucket, name: string, cacheControl: string) {
  let f
  try {
    f = await storage.get(bucket, name)
  } catch (err) {
    reply.log.error({ err }, 'file storage failed')
    return unavailable()
  }
  if (!f) return refuse(RC.NOT_FOUND, MESSAGES.NOT_FOUND)
  const type = SERVED_TYPES.has(f.contentType) ? f.contentType : 'application/octet-stream'
  reply
    .header('content-type', type)
    .header('x-content-type-options', 'nosniff')
    // An image opens in the browser; anything else is saved, never shown as a page of ours.
    .header('content-disposition', `${IMAGE_TYPES.has(type) ? 'inline' : 'attachment'}; filename="${name}"`)
    .header('content-security-policy', STORED_FILE_CSP)
    .header('cache-control', cacheControl)
  if (f.size !== null) reply.header('content-length', f.size)
  return reply.send(f.stream)
}
