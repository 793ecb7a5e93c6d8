import { describe, expect, it } from 'vitest'
import { IMPORT_LIMITS, type ImportRefusal } from '../../shared/api/import'
import { refusedPrivilegedFields } from '../../server/lib/privileged-fields'
import { readSpreadsheet, SpreadsheetRefused, type SheetLimits } from '../../server/lib/spreadsheet'
import { ReaderFailed, readOffThread, readSpreadsheetOffThread } from '../../server/lib/upload-reader'
import { zipOf } from '../support/zip-fixture'

/**
 * Issue 34 defect 6 (SECURITY.md item 36): the spreadsheet reader's caps on shared strings and cells, by count and
 * by characters, decided while the XML is scanned; and the reader's thread, which answers what the reader answers.
 */

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'

/** A minimal xlsx: this `<sheetData>` content, and these shared strings (`<si>` elements) when given. */
function book(sheetData: string, shared?: string, sst = `<sst xmlns="${MAIN_NS}">`): Uint8Array {
  return zipOf([
    { name: 'xl/workbook.xml', data: `<workbook xmlns="${MAIN_NS}"><sheets><sheet name="Data" sheetId="1"/></sheets></workbook>` },
    { name: 'xl/worksheets/sheet1.xml', data: `<worksheet xmlns="${MAIN_NS}"><sheetData>${sheetData}</sheetData></worksheet>` },
    ...(shared === undefined ? [] : [{ name: 'xl/sharedStrings.xml', data: `${sst}${shared}</sst>` }]),
  ])
}

const si = (text: string) => `<si><t>${text}</t></si>`
const sharedCell = (ref: string, index: number) => `<c r="${ref}" t="s"><v>${index}</v></c>`
const encode = (s: string) => new TextEncoder().encode(s)

async function refusal(bytes: Uint8Array, limits: Partial<SheetLimits> = {}): Promise<ImportRefusal> {
  try {
    await readSpreadsheet(bytes, { ...IMPORT_LIMITS, ...limits })
  } catch (error) {
    expect(error).toBeInstanceOf(SpreadsheetRefused)
    return (error as SpreadsheetRefused).reason
  }
  throw new Error('the file was read')
}

describe('the caps on shared strings', () => {
  it('takes as many as allowed and refuses one more, before building it', async () => {
    const sheet = `<row r="1">${sharedCell('A1', 0)}${sharedCell('B1', 2)}</row>`
    expect(await readSpreadsheet(book(sheet, si('a') + si('b') + si('c')), { ...IMPORT_LIMITS, maxSharedStrings: 3 })).toEqual([['a', 'c']])
    expect(await refusal(book(sheet, si('a') + si('b') + si('c') + si('d')), { maxSharedStrings: 3 })).toBe('tooManyCells')
  })

  it('refuses a declared uniqueCount over the cap at once, and an undeclared table as it is scanned', async () => {
    const sheet = `<row r="1">${sharedCell('A1', 0)}</row>`
    expect(await refusal(book(sheet, si('a'), `<sst xmlns="${MAIN_NS}" count="9" uniqueCount="9">`), { maxSharedStrings: 8 })).toBe(
      'tooManyCells',
    )
  })

  it('refuses more strings than the worksheets could use (2,000,000 beside one cell), long before the cap', async () => {
    const sheet = `<row r="1">${sharedCell('A1', 0)}</row>`
    const many = book(sheet, si('x').repeat(200_000))
    expect(many.length).toBeLessThan(20_000)
    const started = performance.now()
    expect(await refusal(many)).toBe('tooManyCells')
    console.log(`200,000 shared strings beside a one-cell sheet refused in ${Math.round(performance.now() - started)} ms`)
    // A table the sheets can use is read (10,000 strings of slack beyond what the sheet's size allows).
    expect(await readSpreadsheet(book(sheet, si('x').repeat(10_000)))).toEqual([['x']])
  })

  it('refuses more characters than allowed in all the strings', async () => {
    const sheet = `<row r="1">${sharedCell('A1', 0)}</row>`
    expect(await readSpreadsheet(book(sheet, si('abcde') + si('fghij')), { ...IMPORT_LIMITS, maxTextChars: 10 })).toEqual([['abcde']])
    expect(await refusal(book(sheet, si('abcde') + si('fghijk')), { maxTextChars: 10 })).toBe('tooMuchText')
  })
})

describe('the caps on cells', () => {
  it('counts every cell element, empty ones too', async () => {
    const cells = (n: number) => `<row r="1">${'<c/>'.repeat(n - 1)}<c r="A1" t="inlineStr"><is><t>a</t></is></c></row>`
    expect(await readSpreadsheet(book(cells(5)), { ...IMPORT_LIMITS, maxCells: 5 })).toEqual([['a']])
    expect(await refusal(book(cells(6)), { maxCells: 5 })).toBe('tooManyCells')
  })

  it('counts a shared string at every cell that uses it', async () => {
    const row = (n: number) =>
      `<row r="1">${Array.from({ length: n }, (_, i) => sharedCell(`${String.fromCharCode(65 + i)}1`, 0)).join('')}</row>`
    const long = si('x'.repeat(1000))
    expect(await readSpreadsheet(book(row(3), long), { ...IMPORT_LIMITS, maxTextChars: 3000 })).toHaveLength(1)
    expect(await refusal(book(row(4), long), { maxTextChars: 3000 })).toBe('tooMuchText')
  })

  it('holds CSV to the same caps', async () => {
    expect(await refusal(encode('a,b,c\nd,e,f\n'), { maxCells: 5 })).toBe('tooManyCells')
    expect(await readSpreadsheet(encode('a,b,c\nd,e\n'), { ...IMPORT_LIMITS, maxCells: 5 })).toEqual([
      ['a', 'b', 'c'],
      ['d', 'e'],
    ])
    expect(await refusal(encode('abc,def\nghi,jkl\n'), { maxTextChars: 11 })).toBe('tooMuchText')
  })
})

describe('the upload reader thread', () => {
  it('answers what the reader answers: the rows, or the refusal with its reason', async () => {
    const bytes = book(`<row r="1">${sharedCell('A1', 1)}<c r="B1"><v>12.5</v></c></row>`, si('a') + si('b'))
    expect(await readSpreadsheetOffThread(bytes)).toEqual(await readSpreadsheet(bytes))
    const rows = Array.from({ length: 1_234 }, (_, i) => `name ${i},${i}`).join('\n')
    expect(await readSpreadsheetOffThread(encode(rows))).toEqual(await readSpreadsheet(encode(rows)))
    const refused = await readSpreadsheetOffThread(book('<row r="1"><c r="A1" t="q"><v>1</v></c></row>')).catch((e: unknown) => e)
    expect(refused).toBeInstanceOf(SpreadsheetRefused)
    expect((refused as SpreadsheetRefused).reason).toBe('malformed')
    // The caller's bytes are its own still (they were copied for the thread).
    expect(bytes.length).toBeGreaterThan(0)
  }, 60_000)

  it('fails a task of a kind it does not know with ReaderFailed, and goes on serving', async () => {
    await expect(readOffThread('nothing', encode('x'))).rejects.toBeInstanceOf(ReaderFailed)
    expect(await readSpreadsheetOffThread(encode('a,b'))).toEqual([['a', 'b']])
  }, 60_000)
})

describe('the privileged-field check of a raw body', () => {
  it('does not walk the bytes of a binary body as fields (a 20 MB log was 20 million keys)', () => {
    const started = performance.now()
    expect(refusedPrivilegedFields(undefined, Buffer.alloc(20 * 1024 * 1024, 0x61))).toEqual([])
    expect(performance.now() - started).toBeLessThan(1_000)
    expect(refusedPrivilegedFields(undefined, { roleId: 'x' })).toEqual(['roleId'])
  })
})
