import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { FastifyInstance, FastifyReply } from 'fastify'

/**
 * Compression of API answers (issue 23). The built web app is compressed once at build time
 * (scripts/precompress.mjs, served by static-client.ts); API answers are compressed here, per request,
 * at levels that cost little CPU: brotli quality 4, gzip level 5, off the main thread (zlib's thread pool).
 */

export type Encoding = 'br' | 'gzip'

/** Answers smaller than this go as they are: compressing saves less than a packet and costs a thread-pool trip. */
export const MIN_COMPRESS_BYTES = 1024
const BROTLI_QUALITY = 4
const GZIP_LEVEL = 5

/** Text-like answers; spreadsheets, zips, images and other downloads are compressed already (or streamed as files). */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|x-ndjson|javascript|xml|[\w.+-]+\+(?:json|xml))|image\/svg\+xml)/i

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The encoding to use for an Accept-Encoding header: brotli, else gzip, honouring q-values (q=0 refuses); null for identity. */
export function negotiateEncoding(header: string | string[] | undefined): Encoding | null {
  if (!header) return null
  const weights = new Map<string, number>()
  for (const part of String(header).toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((s) => s.trim())
    if (!name) continue
    let q = 1
    for (const p of params) {
      const m = /^q=([0-9.]+)$/.exec(p)
      if (m) q = Number(m[1])
    }
    weights.set(name, Number.isFinite(q) ? q : 0)
  }
  const star = weights.get('*')
  const weight = (name: string) => weights.get(name) ?? star ?? 0
  const br = weight('br')
  const gz = Math.max(weight('gzip'), weights.get('x-gzip') ?? 0)
  if (br > 0 && br >= gz) return 'br'
  return gz > 0 ? 'gzip' : null
}

/** Adds Accept-Encoding to a Vary value (a header map's or a reply's), without duplicates. */
export function varyOnEncoding(current: unknown): string {
  const value = Array.isArray(current) ? current.join(', ') : current == null ? '' : String(current)
  if (!value) return 'Accept-Encoding'
  if (value.split(',').some((v) => ['accept-encoding', '*'].includes(v.trim().toLowerCase()))) return value
  return `${value}, Accept-Encoding`
}

export function isCompressibleType(contentType: unknown): boolean {
  return typeof contentType === 'string' && COMPRESSIBLE.test(contentType)
}

/** Compresses a whole answer body. */
export function compressBody(body: string | Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
        },
      })
    : gzip(body, { level: GZIP_LEVEL })
}

/** A compressing stream for an answer written as it goes (NDJSON exports); `flush()` pushes what was written so far to the client. */
export interface StreamEncoder {
  encoding: Encoding
  stream: zlib.BrotliCompress | zlib.Gzip
  flush(): void
}

export function streamEncoder(acceptEncoding: string | string[] | undefined): StreamEncoder | null {
  const encoding = negotiateEncoding(acceptEncoding)
  if (!encoding) return null
  if (encoding === 'br') {
    const stream = zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
    return { encoding, stream, flush: () => stream.flush(zlib.constants.BROTLI_OPERATION_FLUSH) }
  }
  const stream = zlib.createGzip({ level: GZIP_LEVEL })
  return { encoding, stream, flush: () => stream.flush(zlib.constants.Z_SYNC_FLUSH) }
}

function shouldCompress(reply: FastifyReply, payload: unknown): payload is string | Buffer {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return false
  if (reply.request.method === 'HEAD' || reply.statusCode === 204 || reply.statusCode === 304) return false
  if (reply.hasHeader('content-encoding')) return false
  return isCompressibleType(reply.getHeader('content-type')) && Buffer.byteLength(payload) >= MIN_COMPRESS_BYTES
}

/**
 * Compresses API answers of 1 KB and more by the client's Accept-Encoding (with `Vary: Accept-Encoding`).
 * Not: the web app's files (precompressed, static-client.ts), socket.io (not a Fastify route), streamed
 * bodies (file downloads; NDJSON exports compress themselves, lib/ndjson.ts), small answers.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || !shouldCompress(reply, payload)) return payload
    reply.header('vary', varyOnEncoding(reply.getHeader('vary')))
    const encoding = negotiateEncoding(request.headers['accept-encoding'])
    if (!encoding) return payload
    const body = await compressBody(payload, encoding)
    reply.header('content-encoding', encoding)
    reply.removeHeader('content-length')
    return body
  })
}
