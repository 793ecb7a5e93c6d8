import { describe, expect, it } from 'vitest'
import * as XLSX from 'xlsx'
import {
  decodeBase64Text,
  encodeBase64Text,
  MASTERDATA_MESSAGES as M,
  MASTERDATA_EXPORT_SHEETS,
  productForm,
  type ProductFormInput,
} from '../../shared/api/masterdata'
import { ExportSession } from '../../src/components/data-table/export/session'
import { createStreamingWorkbook } from '../../src/components/data-table/export/writers/streaming-writer'
import { emptyValues, payloadOf, valuesOf } from '../../src/features/masterdata/form-values'

const base: ProductFormInput = { productSku: 'KIT-1', name: 'Kit', category: 'kit', price: '42500', taxPercent: '5' }
const messageOf = (input: ProductFormInput) => {
  const r = productForm.safeParse(input)
  return r.success ? null : r.error.issues[0]!.message
}

describe('the product form schema', () => {
  it('keeps canonical money, tax and reorder level, and defaults the rest', () => {
    expect(productForm.parse({ ...base, price: '850.5', taxPercent: '12.50', reorderLevel: ' 7 ', hsn: ' ' })).toMatchObject({
      price: '850.50',
      taxPercent: '12.5',
      reorderLevel: 7,
      unit: 'piece',
      hsn: undefined,
      active: true,
      additionalInfo: [],
      externalLink: [],
    })
    expect(productForm.parse({ ...base, taxPercent: '', reorderLevel: '' })).toMatchObject({ taxPercent: '0', reorderLevel: 0 })
  })

  it('names each problem', () => {
    expect(messageOf({ ...base, productSku: '' })).toBe(M.sku)
    expect(messageOf({ ...base, productSku: '-x' })).toBe(M.skuChars)
    expect(messageOf({ ...base, hsn: '123456789' })).toBe(M.hsn)
    expect(messageOf({ ...base, hsn: '85076000' })).toBeNull()
    expect(messageOf({ ...base, taxPercent: '28' })).toBeNull()
    expect(messageOf({ ...base, taxPercent: '29' })).toBe(M.tax)
    expect(messageOf({ ...base, price: '-1' })).toBe(M.price)
    expect(messageOf({ ...base, reorderLevel: 1.5 })).toBe(M.reorderLevel)
    expect(messageOf({ ...base, externalLink: [{ heading: 'x', url: encodeBase64Text('javascript:alert(1)') }] })).toBe(M.url)
    expect(messageOf({ ...base, externalLink: [{ heading: 'x', url: encodeBase64Text('https://www.example.com/a b') }] })).toBe(M.url)
    expect(messageOf({ ...base, additionalInfo: [{ heading: 'x', content: 'ab$=' }] })).toBe(M.encoding)
    expect(messageOf({ ...base, additionalInfo: [{ heading: 'x', content: encodeBase64Text('y'.repeat(2001)) }] })).toBe(M.tooLong)
  })
})

describe('base64 of content and url', () => {
  it('round-trips UTF-8 and refuses what is not base64 of text', () => {
    for (const text of ['', 'plain', 'हिन्दी ₹ 1,250', 'https://www.example.com/a?b=1&c=2']) {
      expect(decodeBase64Text(encodeBase64Text(text))).toBe(text)
    }
    expect(encodeBase64Text('₹')).toBe('4oK5')
    expect(decodeBase64Text('not base64!')).toBeNull()
    expect(decodeBase64Text('abc')).toBeNull()
    expect(decodeBase64Text('/w==')).toBeNull() // 0xFF: not UTF-8
  })

  it('the dialog shows them decoded and sends them encoded', () => {
    const values = {
      ...emptyValues(),
      productSku: 'KIT-1',
      name: 'Kit',
      category: 'kit' as const,
      price: '42500',
      taxPercent: '5',
      additionalInfo: [{ heading: 'Warranty', content: ' 1 साल ' }],
      externalLink: [{ heading: 'Manual', url: 'https://www.example.com/m' }],
    }
    const payload = payloadOf(values)
    expect(payload.additionalInfo).toEqual([{ heading: 'Warranty', content: encodeBase64Text('1 साल') }])
    expect(payload.externalLink).toEqual([{ heading: 'Manual', url: encodeBase64Text('https://www.example.com/m') }])
    expect(productForm.safeParse(payload).success).toBe(true)
    const back = valuesOf({
      product: {
        _id: 'p',
        productSku: 'KIT-1',
        name: 'Kit',
        category: 'kit',
        unit: 'set',
        hsn: null,
        price: 42_500_00,
        taxBasisPoints: 500,
        taxPercent: '5',
        reorderLevel: 3,
        additionalInfo: payload.additionalInfo as { heading: string; content: string }[],
        externalLink: [...(payload.externalLink as { heading: string; url: string }[]), { heading: 'Old', url: 'plain text' }],
        active: true,
        createdAt: 0,
        updatedAt: 0,
        version: 1,
      },
    })
    expect(back).toMatchObject({ price: '42500.00', reorderLevel: '3', hsn: '', unit: 'set' })
    expect(back.additionalInfo).toEqual([{ heading: 'Warranty', content: '1 साल' }])
    expect(back.externalLink).toEqual([
      { heading: 'Manual', url: 'https://www.example.com/m' },
      { heading: 'Old', url: 'plain text' },
    ])
  })
})

describe('the export’s streamed extra sheets', () => {
  it('writes the lines tagged with a sheet to that sheet, after the table’s rows sheet', async () => {
    const session = new ExportSession(
      {
        columns: [{ field: 'productSku', header: 'SKU', kind: 'text' }],
        sheetName: 'Master Data',
        sheets: MASTERDATA_EXPORT_SHEETS.map((s) => ({ name: s.name, header: [...s.columns] })),
      },
      createStreamingWorkbook,
    )
    const c = encodeBase64Text('LFP, 1.8 kWh')
    const u = encodeBase64Text('https://www.example.com/x')
    const lines = [
      { columns: ['productSku'], total: 2, sheets: MASTERDATA_EXPORT_SHEETS },
      { _id: '1', productSku: 'BAT-1' },
      { sheet: 'Additional Info', cells: ['BAT-1', 'Specification', c] },
      { sheet: 'ExternalLink', cells: ['BAT-1', 'Datasheet', u] },
      { sheet: 'Unknown', cells: ['ignored'] },
      { _id: '2', productSku: 'BAT-2' },
      { sheet: 'Additional Info', cells: ['BAT-2', 'Warranty', encodeBase64Text('3 years')] },
      { done: true, rows: 2 },
    ]
    session.push(new TextEncoder().encode(lines.map((l) => JSON.stringify(l)).join('\n') + '\n'))
    session.end()
    expect(session.done).toBe(2)
    const book = XLSX.read(new Uint8Array(await session.write()), { type: 'array' })
    expect(book.SheetNames).toEqual(['Master Data', 'Additional Info', 'ExternalLink'])
    const rows = (name: string) => XLSX.utils.sheet_to_json(book.Sheets[name]!, { header: 1 })
    expect(rows('Master Data')).toEqual([['SKU'], ['BAT-1'], ['BAT-2']])
    expect(rows('Additional Info')).toEqual([
      ['productSku', 'heading', 'content'],
      ['BAT-1', 'Specification', c],
      ['BAT-2', 'Warranty', encodeBase64Text('3 years')],
    ])
    expect(rows('ExternalLink')).toEqual([
      ['productSku', 'heading', 'url'],
      ['BAT-1', 'Datasheet', u],
    ])
  })
})
