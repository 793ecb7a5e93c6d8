import { createHash, createHmac } from 'node:crypto'
import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import { fileUrl, storedNameFits, type StorageBucket } from '../../shared/api/files'
import type { Storage, StoredFile } from './storage'

export interface S3Options {
  /** e.g. https://s3.ap-south-1.amazonaws.com or a MinIO / R2 address; objects are addressed path-style. */
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  fetchImpl?: typeof fetch
  now?: () => Date
}

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** RFC 3986 encoding as SigV4 wants it: everything but unreserved characters, and '/' kept in paths. */
function uriEncode(s: string, keepSlash: boolean): string {
  let out = ''
  for (const byte of Buffer.from(s, 'utf8')) {
    const c = String.fromCharCode(byte)
    if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) out += c
    else out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`
  }
  return out
}

export interface SignInput {
  method: string
  url: URL
  /** Headers to send and sign (host is added from the URL); names in any case. */
  headers: Record<string, string>
  /** Hex SHA-256 of the payload (sent as x-amz-content-sha256, which must be among the headers). */
  payloadHash: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  service?: string
  /** x-amz-date value, yyyyMMdd'T'HHmmss'Z' (must be among the headers too). */
  amzDate: string
}

/**
 * AWS Signature Version 4 (header form), written with node:crypto: the canonical request, the string to sign,
 * the derived signing key and the Authorization header. Answers every header to send, Authorization included.
 */
export function signV4(input: SignInput): Record<string, string> {
  const service = input.service ?? 's3'
  const headers: Record<string, string> = { host: input.url.host }
  for (const [k, v] of Object.entries(input.headers)) headers[k.toLowerCase()] = v.trim().replace(/\s+/g, ' ')
  const names = Object.keys(headers).sort()
  const canonicalHeaders = names.map((n) => `${n}:${headers[n]}\n`).join('')
  const signedHeaders = names.join(';')
  const query = [...input.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const canonicalRequest = [
    input.method,
    uriEncode(decodeURIComponent(input.url.pathname), true),
    query,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n')
  const day = input.amzDate.slice(0, 8)
  const scope = `${day}/${input.region}/${service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256Hex(canonicalRequest)].join('\n')
  const key = hmac(hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service), 'aws4_request')
  const signature = createHmac('sha256', key).update(stringToSign).digest('hex')
  headers.authorization = `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`
  return headers
}

/** 20130524T000000Z from a date. */
export const amzDateOf = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/**
 * An S3-compatible object store reached with plain HTTP (no SDK): PUT and GET of `<bucket>/<folder>/<name>`,
 * signed with SigV4. The bucket stays private; the API serves files back through its own signed-in route.
 */
export class S3Storage implements Storage {
  private readonly fetchImpl: typeof fetch
  private readonly now: () => Date

  constructor(private readonly o: S3Options) {
    this.fetchImpl = o.fetchImpl ?? fetch
    this.now = o.now ?? (() => new Date())
  }

  private objectUrl(folder: StorageBucket, name: string): URL {
    if (!storedNameFits(folder, name)) throw new Error('not a stored file name')
    const base = this.o.endpoint.replace(/\/+$/, '')
    return new URL(`${base}/${uriEncode(this.o.bucket, false)}/${folder}/${name}`)
  }

  private signed(method: string, url: URL, payloadHash: string, extra: Record<string, string> = {}) {
    const amzDate = amzDateOf(this.now())
    const headers = signV4({
      method,
      url,
      headers: { ...extra, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate },
      payloadHash,
      accessKeyId: this.o.accessKeyId,
      secretAccessKey: this.o.secretAccessKey,
      region: this.o.region,
      amzDate,
    })
    // fetch sets Host itself (to the same value that was signed).
    delete headers.host
    return headers
  }

  async put(folder: StorageBucket, name: string, bytes: Buffer, contentType: string): Promise<string> {
    const url = this.objectUrl(folder, name)
    const res = await this.fetchImpl(url, {
      method: 'PUT',
      headers: this.signed('PUT', url, sha256Hex(bytes), { 'content-type': contentType }),
      body: new Uint8Array(bytes),
      signal: AbortSignal.timeout(60_000),
    })
    if (!res.ok) throw new Error(`object store answered ${res.status} to PUT`)
    await res.body?.cancel()
    return fileUrl(folder, name)
  }

  async get(folder: StorageBucket, name: string): Promise<StoredFile | null> {
    const url = this.objectUrl(folder, name)
    const res = await this.fetchImpl(url, {
      method: 'GET',
      headers: this.signed('GET', url, sha256Hex('')),
      signal: AbortSignal.timeout(60_000),
    })
    if (res.status === 404) {
      await res.body?.cancel()
      return null
    }
    if (!res.ok || !res.body) throw new Error(`object store answered ${res.status} to GET`)
    const length = Number(res.headers.get('content-length'))
    return {
      stream: Readable.fromWeb(res.body as unknown as WebReadableStream<Uint8Array>),
      contentType: res.headers.get('content-type') ?? 'application/octet-stream',
      size: Number.isFinite(length) && length >= 0 && res.headers.has('content-length') ? length : null,
    }
  }
}
