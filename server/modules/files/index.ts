import multipart from '@fastify/multipart'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  BUCKET_RULES,
  FILE_KINDS,
  FILE_MESSAGES as FM,
  fileParams,
  MAX_UPLOAD_BYTES,
  UPLOAD_BUCKETS,
  UPLOAD_FIELDS,
  uploadAnswer,
  type UploadBucket,
} from '../../../shared/api/files'
import { SCREENS } from '../../../shared/permissions'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { files } from '../../db/schema'
import { denied, envelope, ok, refuse, Refused, unavailable } from '../../http'
import { recordNotFound } from '../../lib/user-reach'
import { newStoredName, storageFor } from '../../providers/storage'
import type { RequestAuth } from '../../types'
import { fileKindOf } from './image-check'
import { fileAccess } from './read-access'
import { sendStoredFile } from './send-file'
import { defineModule } from '../../lib/module'

const tags = ['files']

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
 * Files (spec 000 section 7, Lookups; SECURITY.md items 17 and 28): PUT /local/file/upload stores one file under a
 * generated name after checking its bytes and size for the bucket, and records it as the uploader's, unclaimed; the
 * module that saves a record claims the files it references (server/lib/file-claims.ts). GET /local/file/:bucket/:name
 * serves a file to whoever may read the record it belongs to (an unclaimed one to its uploader);
 * GET /local/file/public/:bucket/:name serves public files (published advertisements' media) without a session.
 */
async function filesModule(fastify: FastifyInstance): Promise<void> {
  // The parser reads at most the largest file a bucket takes (and one byte over, to tell); the rest is discarded.
  await fastify.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES + 1, files: 1, fields: 4, parts: 6, fieldSize: 200, headerPairs: 50 },
    throwFileSizeLimit: false,
  })
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const storage = storageFor(fastify.deps)
  function bad(message: string): never {
    return refuse(RC.BAD_INPUT, message)
  }
  /** 413/110: over the bucket's limit (or the parser's). */
  function tooLarge(message: string): never {
    throw new Refused(RC.BAD_INPUT, message, undefined, 413)
  }
  const stored = (bucket: UploadBucket, name: string) =>
    fastify.db
      .select()
      .from(files)
      .where(and(eq(files.bucket, bucket), eq(files.name, name)))
      .then((rows) => rows[0] ?? null)
  /** Refuses a read the owning record's permission does not allow: 111, audited as the access gate audits its refusals. */
  async function forbidden(request: FastifyRequest, ownerEntity: string): Promise<never> {
    await fastify.audit(request, {
      action: 'permission.denied',
      entity: 'file',
      recordId: (request.params as { name: string }).name,
      comment: `GET ${request.routeOptions.url} needs the read permission of its ${ownerEntity}`,
    })
    return denied()
  }

  app.put(
    '/local/file/upload',
    {
      schema: {
        tags,
        summary: 'Upload one file (multipart: attachment, bucketName); answers the address it is served from',
        description:
          'docs, images and logo take PNG or JPEG up to 3 MB; videos MP4 or WebM up to 50 MB. The content is recognised by its ' +
          'bytes (an image must be a whole, well-formed PNG or JPEG); over the limit answers 413/110. Needs an add or edit ' +
          'button on some screen.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope.extend(uploadAnswer.shape) },
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      if (!mayUpload(request.auth!)) return denied()
      if (!request.isMultipart()) bad(FM.missing)

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
        if (status === 413) tooLarge(MESSAGES.BAD_INPUT)
        request.log.debug({ err }, 'malformed multipart upload')
        bad(MESSAGES.BAD_INPUT)
      }

      if (!file || file.size === 0) bad(FM.missing)
      if (!isBucket(bucket)) bad(FM.unknownBucket)
      const rules = BUCKET_RULES[bucket]
      if (file.over || file.size > rules.maxBytes) tooLarge(bucket === 'videos' ? FM.videoTooLarge : FM.imageTooLarge)
      // By its bytes; an image only when whole and well formed (image-check.ts).
      const kind = fileKindOf(file.bytes)
      if (!kind || !rules.kinds.includes(kind)) bad(rules.kinds.includes('png') ? FM.onlyImages : FM.onlyVideos)

      const { ext, contentType } = FILE_KINDS[kind]
      const name = newStoredName(ext)
      let url: string
      try {
        url = await storage.put(bucket, name, file.bytes, contentType)
      } catch (err) {
        request.log.error({ err }, 'file storage failed')
        return unavailable()
      }
      await fastify.transact(request, async (tx, audit) => {
        await tx.insert(files).values({ bucket, name, uploadedById: request.auth!.user.id, createdAt: fastify.deps.clock.now() })
        await audit({
          action: 'upload',
          entity: 'file',
          recordId: name,
          changes: { bucket, name, contentType, size: file.size },
          comment: `${kind} of ${file.size} bytes uploaded to ${bucket}`,
        })
      })
      return ok(reply, { attachmentUrl: [url] }, FM.uploaded)
    },
  )

  app.get(
    '/local/file/:bucket/:name',
    {
      schema: {
        tags,
        summary: 'A stored file (inline, nosniff) to whoever may read the record it belongs to',
        description:
          "Needs what reading the owning record needs: a user's files Users view, visibility or edit within the reader's " +
          "scope; an enquiry's images Enquiry view; an advertisement's media Advertisement view, or nothing while the " +
          'advertisement is published and active. A file no record has claimed yet is served to its uploader only. ' +
          '403/111 without the permission; 404/123 out of scope, not yours, or no such file.',
        params: fileParams,
      },
      config: { access: 'signedIn' },
    },
    async (request, reply) => {
      const { bucket, name } = request.params
      const file = await stored(bucket, name)
      if (!file) recordNotFound()
      const access = await fileAccess(fastify, request.auth!, file)
      if (access === 'forbidden') return forbidden(request, file.ownerEntity ?? 'record')
      if (access === 'hidden') recordNotFound()
      return sendStoredFile(reply, storage, bucket, name, 'private, no-store')
    },
  )

  app.get(
    '/local/file/public/:bucket/:name',
    {
      schema: {
        tags,
        summary: 'A public file (the media of a published, active advertisement) without a session; 404/123 for any other',
        params: fileParams,
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      const { bucket, name } = request.params
      const file = await stored(bucket, name)
      if (!file?.public) recordNotFound()
      // Short-lived: unpublishing an advertisement takes its media off the public address. Any site may show it.
      reply.header('cross-origin-resource-policy', 'cross-origin')
      return sendStoredFile(reply, storage, bucket, name, 'public, max-age=60')
    },
  )
}

export default defineModule(filesModule)
