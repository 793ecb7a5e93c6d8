import type { FastifyReply } from 'fastify'
import { FILE_KINDS, type UploadBucket } from '../../../shared/api/files'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { answer, unavailable } from '../../http'
import type { Storage } from '../../providers/storage'

const SERVED_TYPES = new Set<string>(Object.values(FILE_KINDS).map((k) => k.contentType))

/**
 * Sends a stored file inline with its verified type and `nosniff` (SECURITY.md item 17); 404/123 when storage has no
 * such file, 503/113 when storage cannot be reached.
 */
export async function sendStoredFile(reply: FastifyReply, storage: Storage, bucket: UploadBucket, name: string, cacheControl: string) {
  let f
  try {
    f = await storage.get(bucket, name)
  } catch (err) {
    reply.log.error({ err }, 'file storage failed')
    return unavailable(reply)
  }
  if (!f) return answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
  reply
    .header('content-type', SERVED_TYPES.has(f.contentType) ? f.contentType : 'application/octet-stream')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', cacheControl)
  if (f.size !== null) reply.header('content-length', f.size)
  return reply.send(f.stream)
}
