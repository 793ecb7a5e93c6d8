import { crc32 } from 'node:zlib'
import { type FileKind, sniffKind } from '../../../shared/api/files'

/**
 * An upload's kind by its bytes (SECURITY.md item 17; issue 34): the first bytes name it (shared/api/files.ts
 * sniffKind), and an image must also be whole and well formed, so a PNG signature followed by a page of HTML, or a
 * truncated image, is no image:
 * - PNG: the signature, IHDR first (13 bytes, sane width, height, depth and colour type, its CRC right), every chunk
 *   inside the file with its CRC right, at least one IDAT, and IEND last, ending the file;
 * - JPEG: SOI, segments that fit the file, a frame header (SOF) with sane dimensions before the scan (SOS), and an EOI
 *   after the scan (a camera's trailer after it is allowed).
 * Videos are recognised by their first bytes only. Null when the bytes are no kind we take.
 */
export function fileKindOf(bytes: Uint8Array): FileKind | null {
  const kind = sniffKind(bytes)
  if (kind === 'png') return isWholePng(bytes) ? kind : null
  if (kind === 'jpeg') return isWholeJpeg(bytes) ? kind : null
  return kind
}

/** Larger than any photo or logo the app shows, far smaller than what would take a browser's memory to decode. */
export const MAX_IMAGE_SIDE = 12_000
export const MAX_IMAGE_PIXELS = 50_000_000

const saneSize = (width: number, height: number) =>
  width >= 1 && height >= 1 && width <= MAX_IMAGE_SIDE && height <= MAX_IMAGE_SIDE && width * height <= MAX_IMAGE_PIXELS

const u16 = (b: Uint8Array, at: number) => (b[at]! << 8) | b[at + 1]!
const u32 = (b: Uint8Array, at: number) => ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0
const typeAt = (b: Uint8Array, at: number) => String.fromCharCode(b[at]!, b[at + 1]!, b[at + 2]!, b[at + 3]!)

/** Bit depths each PNG colour type allows (greyscale, RGB, palette, grey with alpha, RGBA). */
const PNG_DEPTHS: Record<number, readonly number[]> = { 0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16] }
const PNG_SIGNATURE_BYTES = 8

function isWholePng(b: Uint8Array): boolean {
  let at = PNG_SIGNATURE_BYTES
  let chunks = 0
  let idat = false
  while (at + 12 <= b.length) {
    const length = u32(b, at)
    const type = typeAt(b, at + 4)
    const end = at + 12 + length
    if (length > 0x7fffffff || end > b.length || !/^[A-Za-z]{4}$/.test(type)) return false
    // The CRC covers the type and the data.
    if (crc32(b.subarray(at + 4, at + 8 + length)) !== u32(b, at + 8 + length)) return false
    if (chunks++ === 0) {
      if (type !== 'IHDR' || length !== 13) return false
      const [depth, colour, compression, filter, interlace] = [b[at + 16]!, b[at + 17]!, b[at + 18]!, b[at + 19]!, b[at + 20]!]
      if (!saneSize(u32(b, at + 8), u32(b, at + 12))) return false
      if (!PNG_DEPTHS[colour]?.includes(depth) || compression !== 0 || filter !== 0 || interlace > 1) return false
    } else if (type === 'IHDR') return false
    if (type === 'IDAT') idat = true
    if (type === 'IEND') return idat && length === 0 && end === b.length
    at = end
  }
  return false
}

const SOI = 0xd8
const EOI = 0xd9
const SOS = 0xda
/** Frame headers: SOF0-3, 5-7, 9-11, 13-15 (0xc4 DHT, 0xc8 JPG and 0xcc DAC are not). */
const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc
/** Markers without a length: TEM and the restart markers. */
const isStandalone = (m: number) => m === 0x01 || (m >= 0xd0 && m <= 0xd7)

function hasEoiFrom(b: Uint8Array, from: number): boolean {
  for (let i = from; i + 1 < b.length; i++) if (b[i] === 0xff && b[i + 1] === EOI) return true
  return false
}

function isWholeJpeg(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== SOI) return false
  let at = 2
  let frame = false
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return false
    let marker = b[at + 1]!
    // Fill bytes: any number of 0xff before a marker.
    while (marker === 0xff && at + 2 < b.length) marker = b[++at + 1]!
    if (marker === SOI || marker === EOI || marker === 0x00) return false
    if (isStandalone(marker)) {
      at += 2
      continue
    }
    const length = u16(b, at + 2)
    const end = at + 2 + length
    if (length < 2 || end > b.length - 2) return false
    if (isSof(marker)) {
      if (frame) return false
      const components = b[at + 9]!
      if (length !== 8 + 3 * components || components < 1 || components > 4) return false
      if (b[at + 4] !== 8 && b[at + 4] !== 12) return false
      if (!saneSize(u16(b, at + 7), u16(b, at + 5))) return false
      frame = true
    }
    // The scan: its entropy-coded data (where 0xff is always stuffed or a restart marker) runs to an EOI. Bytes after
    // it are allowed: phone cameras append trailers, and the file is served with nosniff and a sandboxing CSP anyway.
    if (marker === SOS) return frame && hasEoiFrom(b, end)
    at = end
  }
  return false
}
