import { COMPRESS_ABOVE, compressImage, fitWithin, IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/image-compress'
import type { ImagePlan } from '@/lib/use-image-upload'

/**
 * What to do with a chosen enquiry image (spec 001 sections 5 and 9): PNG or JPEG only; over 3 MB refused; over 1 MB
 * compressed (target 1 MB, 1920 px); else sent as it is.
 */
export function enquiryImageDecision(file: { size: number; type: string }): ImagePlan {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'notImage'
  if (file.size > MAX_IMAGE_BYTES) return 'tooLarge'
  return file.size > COMPRESS_ABOVE ? 'compress' : 'send'
}

/** JPEG qualities tried, best first, until the image is within the 1 MB target. */
const QUALITIES = [0.85, 0.7, 0.55, 0.4, 0.3]

/**
 * Compresses towards 1 MB: the shared redraw at 1920 px first; when that is still over the target, JPEG (on white) at
 * falling quality. Answers the smallest result (never larger than the original). Browser only.
 */
export async function compressToTarget(file: File): Promise<File> {
  const first = await compressImage(file)
  if (first.size <= COMPRESS_ABOVE) return first
  const bitmap = await createImageBitmap(file)
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const ctx = canvas.getContext('2d')
    if (!ctx) return first
    ctx.fillStyle = '#fff'
    ctx.fillRect(0, 0, width, height)
    ctx.drawImage(bitmap, 0, 0, width, height)
    let best = first
    for (const q of QUALITIES) {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', q))
      if (blob && blob.size < best.size)
        best = new File([blob], file.name.replace(/\.(png|jpe?g)$/i, '') + '.jpg', { type: 'image/jpeg', lastModified: Date.now() })
      if (best.size <= COMPRESS_ABOVE) break
    }
    return best
  } finally {
    bitmap.close()
  }
}
