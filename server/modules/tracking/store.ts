import { createHash, randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import { newStoredName, type Storage } from '../../providers/storage'
import { decodeParsed, type ParsedLog } from './columns'

/** The storage folder of the originals and their parsed columns. */
export const BUCKET = 'tracking' as const

/** A new device token: 32 random bytes, URL-safe base64 (shown once). */
export const newToken = () => randomBytes(32).toString('base64url')
/** What is kept of a token: its SHA-256, hex. */
export const tokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

/** The stored name of a path this module wrote (`tracking/<name>`). */
export const storedPath = (ext: 'csv' | 'ndjson' | 'bin') => `${BUCKET}/${newStoredName(ext)}`
export const nameOf = (path: string) => path.slice(path.indexOf('/') + 1)

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as Uint8Array))
  return Buffer.concat(chunks)
}

/** The last few parsed logs read, by path: the graphs ask for many windows of the same log while zooming. */
const cache = new Map<string, ParsedLog>()
const CACHE_SIZE = 6

/** The parsed columns of a log, from the cache or storage; null when storage has none. */
export async function loadParsed(storage: Storage, path: string): Promise<ParsedLog | null> {
  const hit = cache.get(path)
  if (hit) {
    cache.delete(path)
    cache.set(path, hit)
    return hit
  }
  const f = await storage.get(BUCKET, nameOf(path))
  if (!f) return null
  const parsed = decodeParsed(await bytesOf(f.stream))
  cache.set(path, parsed)
  while (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!)
  return parsed
}
