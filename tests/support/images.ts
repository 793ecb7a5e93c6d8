import { randomBytes } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'

/**
 * Real, small images for upload tests, made here by the formats' rules (no image library): a PNG of any size, and
 * an 8×8 grey baseline JPEG. `padTo` grows the PNG to exactly that many bytes with a tEXt chunk, so a test can reach a
 * size limit with a well-formed file.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** An RGB PNG of `width` × `height` with a gradient, or of random noise (`noise`: it hardly compresses, about 3 bytes a pixel). */
export function pngOf(width = 2, height = 2, o: { padTo?: number; noise?: boolean } = {}): Buffer {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = 2 // RGB
  const stride = width * 3 + 1
  const raw = o.noise ? randomBytes(stride * height) : Buffer.alloc(stride * height)
  for (let y = 0; y < height; y++) {
    raw[y * stride] = 0 // filter type None
    if (!o.noise) for (let x = 0; x < width * 3; x++) raw[y * stride + 1 + x] = (x * 7 + y * 13) & 0xff
  }
  const head = Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr)])
  const body = pngChunk('IDAT', deflateSync(raw, { level: o.noise ? 1 : 6 }))
  const end = pngChunk('IEND', Buffer.alloc(0))
  if (o.padTo === undefined) return Buffer.concat([head, body, end])
  // A tEXt chunk (keyword, NUL, text) makes up the difference: 12 bytes of chunk around its data.
  const room = o.padTo - head.length - body.length - end.length - 12 - 'Comment\0'.length
  if (room < 0) throw new Error(`a PNG of ${width}×${height} is over ${o.padTo} bytes`)
  return Buffer.concat([head, pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), Buffer.alloc(room, 0x20)])), body, end])
}

const segment = (marker: number, data: Buffer) => {
  const head = Buffer.from([0xff, marker, 0, 0])
  head.writeUInt16BE(data.length + 2, 2)
  return Buffer.concat([head, data])
}

/**
 * An 8×8 grey baseline JPEG: one quantisation table, a frame of one component, one-code Huffman tables (DC
 * difference 0, then end of block) and a scan of one block, all of it mid-grey.
 */
export function jpegOf(): Buffer {
  const soi = Buffer.from([0xff, 0xd8])
  const dqt = segment(0xdb, Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]))
  // Precision 8, height 8, width 8, one component (id 1, sampling 1×1, table 0).
  const sof = segment(0xc0, Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0]))
  const counts = (n: number) => Buffer.from([n, ...new Array<number>(15).fill(0)])
  // DC table 0 and AC table 0: one code of one bit each, for symbol 0 (category 0; end of block).
  const dht = segment(
    0xc4,
    Buffer.concat([Buffer.from([0x00]), counts(1), Buffer.from([0]), Buffer.from([0x10]), counts(1), Buffer.from([0])]),
  )
  const sos = segment(0xda, Buffer.from([1, 1, 0x00, 0, 63, 0]))
  // Two bits, '0' (DC: no difference) and '0' (end of block), padded with ones.
  const scan = Buffer.from([0x3f])
  const eoi = Buffer.from([0xff, 0xd9])
  return Buffer.concat([soi, dqt, sof, dht, sos, scan, eoi])
}
