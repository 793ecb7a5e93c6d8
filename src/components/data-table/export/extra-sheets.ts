import type { ExtraSheetId } from '../types'
import type { CellValue } from './cells'

/** Decodes base64 UTF-8 text; text that is not base64 stays as it is. */
export function decodeBase64(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null
  const clean = value.trim()
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(clean) || clean.length % 4 === 1) return value
  try {
    const binary = atob(clean.replace(/-/g, '+').replace(/_/g, '/'))
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return value
  }
}

interface ProductInfo {
  productSku?: unknown
  additionalInfo?: {
    externalLink?: { heading?: unknown; url?: unknown }[]
    additionalInfo?: { heading?: unknown; content?: unknown }[]
  }
}

const text = (v: unknown): CellValue => (v === null || v === undefined || v === '' ? null : String(v))

/**
 * The product export's extra sheets (spec 001 sections 3 and 7): 'Additional Info' (heading, content) and
 * 'ExternalLink' (heading, url), one row per entry with its product's SKU. url and content arrive base64 encoded
 * and are written decoded, readable in the sheet.
 */
export const EXTRA_SHEETS: Record<
  ExtraSheetId,
  { name: string; header: CellValue[]; widths: number[]; rowsOf: (row: unknown) => CellValue[][] }
> = {
  productAdditionalInfo: {
    name: 'Additional Info',
    header: ['productSku', 'heading', 'content'],
    widths: [18, 24, 60],
    rowsOf: (row) => {
      const p = row as ProductInfo
      const list = Array.isArray(p.additionalInfo?.additionalInfo) ? p.additionalInfo.additionalInfo : []
      return list.map((e) => [text(p.productSku), text(e?.heading), decodeBase64(e?.content)])
    },
  },
  productExternalLinks: {
    name: 'ExternalLink',
    header: ['productSku', 'heading', 'url'],
    widths: [18, 24, 60],
    rowsOf: (row) => {
      const p = row as ProductInfo
      const list = Array.isArray(p.additionalInfo?.externalLink) ? p.additionalInfo.externalLink : []
      return list.map((e) => [text(p.productSku), text(e?.heading), decodeBase64(e?.url)])
    },
  },
}
