import { promisify } from 'node:util'
import { inflateRaw } from 'node:zlib'
import { refuse, type SheetLimits } from './refusal'

/**
 * A zip read by hand, trusting nothing in it: the end record, then the central directory, every entry checked
 * (count, declared sizes, flags, method, offsets) before a byte is inflated; then only the entries asked for, each
 * inflated no further than its declared size.
 */

const inflate = promisify(inflateRaw)

const LOCAL_SIG = 0x04034b50
const CENTRAL_SIG = 0x02014b50
const END_SIG = 0x06054b50
const END_SIZE = 22
/** The end record and the longest comment it can have. */
const END_SEARCH = END_SIZE + 0xffff
const STORED = 0
const DEFLATED = 8

export interface ZipEntry {
  name: string
  method: number
  compressedSize: number
  size: number
  localOffset: number
}

const names = new TextDecoder('utf-8')

/** Is this the start of a zip (a local file header)? */
export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04
}

export class ZipReader {
  /** Entries by their name in lower case (OOXML part names do not heed case). */
  readonly entries = new Map<string, ZipEntry>()
  private readonly view: DataView
  private centralStart = 0
  private inflated = 0

  constructor(
    private readonly bytes: Uint8Array,
    private readonly limits: SheetLimits,
  ) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    this.readDirectory()
  }

  private u16(at: number): number {
    return this.view.getUint16(at, true)
  }

  private u32(at: number): number {
    return this.view.getUint32(at, true)
  }

  private findEnd(): number {
    const last = this.bytes.length - END_SIZE
    const first = Math.max(0, this.bytes.length - END_SEARCH)
    for (let p = last; p >= first; p--) {
      if (this.bytes[p] === 0x50 && this.bytes[p + 1] === 0x4b && this.u32(p) === END_SIG) return p
    }
    return refuse('malformed')
  }

  private readDirectory(): void {
    const end = this.findEnd()
    const disk = this.u16(end + 4)
    const centralDisk = this.u16(end + 6)
    const onDisk = this.u16(end + 8)
    const count = this.u16(end + 10)
    const centralSize = this.u32(end + 12)
    const centralStart = this.u32(end + 16)
    if (count === 0xffff || onDisk === 0xffff || centralSize === 0xffffffff || centralStart === 0xffffffff) refuse('malformed')
    if (disk !== 0 || centralDisk !== 0 || onDisk !== count) refuse('malformed')
    if (count > this.limits.maxEntries) refuse('tooManyEntries')
    if (centralStart + centralSize > end) refuse('malformed')
    this.centralStart = centralStart

    let declared = 0
    let p = centralStart
    const stop = centralStart + centralSize
    for (let i = 0; i < count; i++) {
      if (p + 46 > stop || this.u32(p) !== CENTRAL_SIG) refuse('malformed')
      const flags = this.u16(p + 8)
      const method = this.u16(p + 10)
      const compressedSize = this.u32(p + 20)
      const size = this.u32(p + 24)
      const nameLength = this.u16(p + 28)
      const next = p + 46 + nameLength + this.u16(p + 30) + this.u16(p + 32)
      const localOffset = this.u32(p + 42)
      if (next > stop) refuse('malformed')
      if (compressedSize === 0xffffffff || size === 0xffffffff || localOffset === 0xffffffff) refuse('malformed')
      if (flags & 1) refuse('encrypted')
      if (method !== STORED && method !== DEFLATED) refuse('malformed')
      if (method === STORED && compressedSize !== size) refuse('malformed')
      if (localOffset + 30 + compressedSize > centralStart) refuse('malformed')
      const name = names.decode(this.bytes.subarray(p + 46, p + 46 + nameLength))
      const key = name.toLowerCase()
      if (this.entries.has(key)) refuse('malformed')
      this.entries.set(key, { name, method, compressedSize, size, localOffset })
      declared += size
      p = next
    }
    if (declared > this.limits.maxUncompressedBytes) refuse('tooLargeUncompressed')
  }

  /** The entry of this name (any case), if the zip has it. */
  entry(name: string): ZipEntry | undefined {
    return this.entries.get(name.toLowerCase())
  }

  /** The entry's bytes, inflated no further than its declared size and within the running total. */
  async read(entry: ZipEntry): Promise<Uint8Array> {
    const at = entry.localOffset
    if (at + 30 > this.centralStart || this.u32(at) !== LOCAL_SIG) refuse('malformed')
    const start = at + 30 + this.u16(at + 26) + this.u16(at + 28)
    const end = start + entry.compressedSize
    if (end > this.centralStart) refuse('malformed')
    if (this.inflated + entry.size > this.limits.maxUncompressedBytes) refuse('tooLargeUncompressed')
    const raw = this.bytes.subarray(start, end)
    let out: Uint8Array
    if (entry.method === STORED) out = raw
    else {
      try {
        // Bigger chunks than zlib's 16 KiB: a large sheet inflates in a few steps instead of thousands.
        out = await inflate(raw, { maxOutputLength: Math.max(1, entry.size), chunkSize: Math.min(1 << 20, Math.max(1 << 14, entry.size)) })
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') refuse('tooLargeUncompressed')
        refuse('malformed')
      }
    }
    if (out.length > entry.size) refuse('tooLargeUncompressed')
    if (out.length !== entry.size) refuse('malformed')
    this.inflated += out.length
    return out
  }
}
