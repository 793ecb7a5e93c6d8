/**
 * Image uploads in the browser (issue 5: documents are PNG or JPEG, at most 3 MB, compressed above 1 MB to 1920 px on
 * the longer side). The server checks the content and the size again; this only spares the upload.
 */
export const MB = 1024 * 1024
export const COMPRESS_ABOVE = 1 * MB
export const MAX_IMAGE_BYTES = 3 * MB
export const MAX_SIDE = 1920
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const

/** What to do with a chosen file: refuse it (not an image we take), compress it, or send it as it is. */
export type ImageDecision = 'notImage' | 'compress' | 'send'

export function imageDecision(file: { size: number; type: string }): ImageDecision {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage'
  return file.size > COMPRESS_ABOVE ? 'compress' : 'send'
}

/** True when the (possibly compressed) file is still over the limit. */
export const tooLarge = (file: { size: number }) => file.size > MAX_IMAGE_BYTES

/** The size that fits within `max` on the longer side, keeping the ratio; never enlarged. */
export function fitWithin(width: number, height: number, max: number = MAX_SIDE): { width: number; height: number } {
  const longer = Math.max(width, height)
  if (longer <= max || longer === 0) return { width, height }
  const scale = max / longer
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/**
 * Redraws the image at most MAX_SIDE px on its longer side, quality 0.85: PNG stays PNG (transparency) unless that is
 * still over the limit, then JPEG on white. Answers the original file when nothing smaller came out. Browser only
 * (createImageBitmap, canvas).
 */
export async function compressImage(file: File): Promise<File> {
  const bitmap = await createImageBitmap(file)
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d')
    if (!ctx) return file
    const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85))
    ctx.drawImage(bitmap, 0, 0, width, height)
    let type = file.type === 'image/png' ? 'image/png' : 'image/jpeg'
    let blob = await encode(type)
    if (type === 'image/png' && (!blob || tooLarge(blob))) {
      ctx.globalCompositeOperation = 'destination-over'
      ctx.fillStyle = '#fff'
      ctx.fillRect(0, 0, width, height)
      type = 'image/jpeg'
      blob = await encode(type)
    }
    if (!blob || blob.size >= file.size) return file
    const name = type === 'image/jpeg' ? file.name.replace(/\.png$/i, '.jpg') : file.name
    return new File([blob], name, { type, lastModified: Date.now() })
  } finally {
    bitmap.close()
  }
}
