import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  BUCKET_RULES,
  FILE_KINDS,
  FILE_MESSAGES as FM,
  fileParams,
  MAX_UPLOAD_BYTES,
  sniffKind,
  UPLOAD_BUCKETS,
  UPLOAD_FIELDS,
  uploadAnswer,
  type UploadBucket,
} from '../../../shared/api/files'
import { SCREENS } from '../../../shared/permissions'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { answer, denied, envelope, ok } from '../../http'
import { newStoredName, storageFor } from '../../providers/storage'
import type { RequestAuth } from '../../types'

const tags = ['files']
const SERVED_TYPES = new Set<string>(Object.values(FILE_KINDS).map((k) => k.contentType))

/**
 * Who may upload: the gate takes one need per route and uploads serve several screens (user documents now, logos,
 * images and videos later), so the route is declared `signedIn` and the handler also requires that the actor holds an
 * `add` or `edit` button on at least one screen: a read-only account cannot store files.
 */
export function mayUpload(auth: RequestAuth): boolean {
  return SCREENS.some((s) => auth.perms.hasButton(s, 'add') || auth.perms.hasButton(s, 'edit'))
}

const isBucket = (v: unknown): v is UploadBucket => typeof v === 'string' && (UPLOAD_BUCKETS as readonly string[]).includes(v)

/**
 * Files (spec 000 section 7, Lookups; SECURITY.md item 17): PUT /local/file/upload stores one file under a generated
 * name after checking its bytes and size for the bucket; GET /local/file/:bucket/:name serves it back to signed-in
 * users only (documents are personal data: there is no public folder).
 */
export async function filesModule(fastify: FastifyInstance): Promise<void> {
  // The parser reads at most the largest file a bucket takes (and one byte over, to tell); the rest is discarded.
  await fastify.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, parts: 6, fieldSize: 200, headerPairs: 50 },
    throwFileSizeLimit: false,
  })
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const storage = storageFor(fastify.deps)
  const bad = (reply: FastifyReply, message: string) => answer(reply, RC.BAD_INPUT, message)
  const send = (reply: FastifyReply, status: number, responseCode: number, message: string) =>
    reply.code(status).send({ responseCode, message })
  const tooLarge = (reply: FastifyReply, bucket: UploadBucket) =>
    send(reply, 413, RC.BAD_INPUT, bucket === 'videos' ? FM.videoTooLarge : FM.imageTooLarge)
  const unavailable = (reply: FastifyReply) => send(reply, 503, RC.SERVER_ERROR, MESSAGES.SERVICE_UNAVAILABLE)

  app.put(
    '/local/file/upload',
    {
      schema: {
        tags,
        summary: 'Upload one file (multipart: attachment, bucketName); answers the address it is served from',
        description:
          'docs, images and logo take PNG or JPEG up to 3 MB; videos MP4 or WebM up to 50 MB. The content is recognised by its ' +
          'first bytes; over the limit answers 413/110. Needs an add or edit button on some screen.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope.extend(uploadAnswer.shape) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      if (!mayUpload(request.auth!)) return denied(reply)
      if (!request.isMultipart()) return bad(reply, FM.missing)

      let bucket: unknown
      let file: { bytes: Buffer; size: number; over: boolean } | null = null
      try {
        for await (const part of request.parts()) {
          if (part.type === 'field') {
            if (part.fieldname === UPLOAD_FIELDS.bucket) bucket = part.value
            continue
          }
          // Read the file, keeping at most what its bucket takes (the largest of all when the bucket comes later).
          const cap = isBucket(bucket) ? BUCKET_RULES[bucket].maxBytes : MAX_UPLOAD_BYTES
          const chunks: Buffer[] = []
          let size = 0
          for await (const chunk of part.file as AsyncIterable<Buffer>) {
            size += chunk.length
            if (size <= cap) chunks.push(chunk)
          }
          if (part.fieldname !== UPLOAD_FIELDS.file) continue
          const over = size > cap || part.file.truncated
          file = { bytes: over ? Buffer.alloc(0) : Buffer.concat(chunks), size, over }
        }
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode
        if (status === 413) return send(reply, 413, RC.BAD_INPUT, MESSAGES.BAD_INPUT)
        request.log.debug({ err }, 'malformed multipart upload')
        return bad(reply, MESSAGES.BAD_INPUT)
      }

      if (!file || file.size === 0) return bad(reply, FM.missing)
      if (!isBucket(bucket)) return bad(reply, FM.unknownBucket)
      const rules = BUCKET_RULES[bucket]
      if (file.over || file.size > rules.maxBytes) return tooLarge(reply, bucket)
      const kind = sniffKind(file.bytes)
      if (!kind || !rules.kinds.includes(kind)) return bad(reply, rules.kinds.includes('png') ? FM.onlyImages : FM.onlyVideos)

      const { ext, contentType } = FILE_KINDS[kind]
      const name = newStoredName(ext)
      let url: string
      try {
        url = await storage.put(bucket, name, file.bytes, contentType)
      } catch (err) {
        request.log.error({ err }, 'file storage failed')
        return unavailable(reply)
      }
      await fastify.audit(request, {
        action: 'upload',
        entity: 'file',
        recordId: name,
        changes: { bucket, name, contentType, size: file.size },
        comment: `${kind} of ${file.size} bytes uploaded to ${bucket}`,
      })
      return ok(reply, { attachmentUrl: [url] }, FM.uploaded)
    },
  )

  app.get(
    '/local/file/:bucket/:name',
    {
      schema: {
        tags,
        summary: 'A stored file, to signed-in users (inline, nosniff); 404/123 when there is none',
        params: fileParams,
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const { bucket, name } = request.params
      let f
      try {
        f = await storage.get(bucket, name)
      } catch (err) {
        request.log.error({ err }, 'file storage failed')
        return unavailable(reply)
      }
      if (!f) return answer(reply, RC.NOT_FOUND, MESSAGES.NOT_FOUND)
      reply
        .header('content-type', SERVED_TYPES.has(f.contentType) ? f.contentType : 'application/octet-stream')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${name}"`)
        .header('cache-control', 'private, no-store')
      if (f.size !== null) reply.header('content-length', f.size)
      return reply.send(f.stream)
    },
  )
}
