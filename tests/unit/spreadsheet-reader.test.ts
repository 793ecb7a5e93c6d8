import { describe, expect, it } from 'vitest'
import * as XLSX from 'xlsx'
import { IMPORT_LIMITS, type ImportRefusal } from '../../shared/api/import'
import { readSpreadsheet, SpreadsheetRefused, type SheetCell, type SheetLimits } from '../../server/lib/spreadsheet'
import { isDateFormat, serialDay } from '../../server/lib/spreadsheet/styles'
import { SheetDate, SheetMoney } from '../../src/components/data-table/export/cells'
import { createStreamingWorkbook } from '../../src/components/data-table/export/writers/streaming-writer'
import { zipOf, type ZipFixtureEntry } from '../support/zip-fixture'

/**
 * The server's spreadsheet reader (SECURITY.md 17 and 18): xlsx files written by SheetJS and by our own export
 * writer, CSV, and every way a hostile or broken upload is refused with its reason and never another error.
 * SheetJS only writes the fixtures here; it never parses an upload.
 */

const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships'
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>'

const encode = (s: string) => new TextEncoder().encode(s)

/** The reason `bytes` are refused with; fails the test when they are read or another error is thrown. */
async function refusal(bytes: Uint8Array, limits?: SheetLimits): Promise<ImportRefusal> {
  try {
    await readSpreadsheet(bytes, limits)
  } catch (error) {
    expect(error).toBeInstanceOf(SpreadsheetRefused)
    return (error as SpreadsheetRefused).reason
  }
  throw new Error('the file was read')
}

interface BookOptions {
  workbook?: string
  rels?: string
  shared?: string
  styles?: string
  contentTypes?: string
  extra?: ZipFixtureEntry[]
}

/** A minimal xlsx around this `<sheetData>` content (or whole worksheet XML when it starts with `<?` or `<w`). */
function book(sheet: string, options: BookOptions = {}): Uint8Array {
  const worksheet =
    sheet.startsWith('<?') || sheet.startsWith('<w') ? sheet : `<worksheet xmlns="${MAIN_NS}"><sheetData>${sheet}</sheetData></worksheet>`
  const entries: ZipFixtureEntry[] = [
    { name: '[Content_Types].xml', data: options.contentTypes ?? CONTENT_TYPES },
    {
      name: 'xl/workbook.xml',
      data:
        options.workbook ??
        `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="Data" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data:
        options.rels ??
        `<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: worksheet },
  ]
  if (options.shared !== undefined) entries.push({ name: 'xl/sharedStrings.xml', data: `<sst xmlns="${MAIN_NS}">${options.shared}</sst>` })
  if (options.styles !== undefined)
    entries.push({ name: 'xl/styles.xml', data: `<styleSheet xmlns="${MAIN_NS}">${options.styles}</styleSheet>` })
  return zipOf([...entries, ...(options.extra ?? [])])
}

const inline = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`

/** Sheet rows of inline strings: row i holds `cells(i)` from column A on. */
function rowsXml(count: number, cells: (i: number) => string[]): string {
  const out: string[] = []
  for (let i = 1; i <= count; i++)
    out.push(
      `<row r="${i}">${cells(i)
        .map((text, c) => inline(`${XLSX.utils.encode_col(c)}${i}`, text))
        .join('')}</row>`,
    )
  return out.join('')
}

function sheetJsBook(rows: unknown[][], write: Partial<XLSX.WritingOptions> = {}, cellDates = false): Uint8Array {
  const wb = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows, { cellDates }), 'Bookings')
  return new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', ...write }) as Buffer)
}

describe('reading xlsx written by SheetJS', () => {
  const rows = [
    ['Name', 'Amount', 'Paid', 'Booked on', 'Note'],
    ['Zoë <&> "co"', 12.5, true, new Date(2024, 2, 7), '  padded  '],
    ['张伟', -3, false, new Date(1999, 11, 31, 18, 30)],
  ]
  const expected: SheetCell[][] = [
    ['Name', 'Amount', 'Paid', 'Booked on', 'Note'],
    ['Zoë <&> "co"', 12.5, true, '2024-03-07', '  padded  '],
    ['张伟', -3, false, '1999-12-31'],
  ]

  it('reads shared strings, numbers, booleans and dates (yyyy-mm-dd)', async () => {
    expect(await readSpreadsheet(sheetJsBook(rows, { bookSST: true }, true))).toEqual(expected)
  })

  it('reads formula-style strings (t="str") and a day written with a custom dd/mm/yyyy format', async () => {
    const wb = XLSX.utils.book_new()
    const ws = XLSX.utils.aoa_to_sheet([
      ['Day', 'Text'],
      [45358, 'x'],
    ])
    ws.A2!.z = 'dd/mm/yyyy'
    XLSX.utils.book_append_sheet(wb, ws, 'S')
    const bytes = new Uint8Array(XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer)
    expect(await readSpreadsheet(bytes)).toEqual([
      ['Day', 'Text'],
      ['2024-03-07', 'x'],
    ])
    expect(await readSpreadsheet(sheetJsBook(rows, {}, true))).toEqual(expected)
  })
})

describe('reading xlsx written by our streaming export writer', () => {
  it('reads inline strings (spaces kept), numbers, money and dates with and without time as days', async () => {
    const sink = createStreamingWorkbook([{ name: 'Bookings', header: ['Name', 'Created', 'Birthday', 'Odometer', 'Amount'] }])
    sink.add(0, [' Zoë <&> "q" ', new SheetDate(45358.378518, false), new SheetDate(33238, true), 1234.5, new SheetMoney(99.5)])
    sink.add(0, [])
    sink.add(0, ['line\nbreak', null, null, 0])
    const bytes = new Uint8Array(await sink.finish())
    expect(await readSpreadsheet(bytes)).toEqual([
      ['Name', 'Created', 'Birthday', 'Odometer', 'Amount'],
      [' Zoë <&> "q" ', '2024-03-07', '1990-12-31', 1234.5, 99.5],
      [],
      ['line\nbreak', null, null, 0],
    ])
  })
})

describe('reading the cells of a sheet', () => {
  it('places cells by reference, keeps empty rows inside and drops trailing empty cells and rows', async () => {
    const sheet =
      `<row r="1">${inline('A1', 'H1')}${inline('C1', 'H3')}<c r="D1" s="0"/></row>` +
      `<row r="3"><c r="B3"><v>7</v></c><c><v>8</v></c></row>` +
      `<row r="4"><c r="A4" t="inlineStr"><is><t></t></is></c></row><row r="9"/>`
    expect(await readSpreadsheet(book(sheet))).toEqual([['H1', null, 'H3'], [], [null, 7, 8]])
  })

  it('decodes entities, _xHHHH_ escapes and CDATA, skips phonetic runs and reads rich text runs', async () => {
    const shared =
      '<si><t xml:space="preserve"> a &lt;&gt;&amp;&quot;&apos;&#65;&#x42; </t></si>' +
      '<si><r><rPr><b/></rPr><t>Bold</t></r><r><t xml:space="preserve"> plain</t></r><rPh sb="0" eb="1"><t>ふりがな</t></rPh></si>' +
      '<si><t>tab_x0009_here _x005F_x0041_</t></si><si/>'
    const sheet =
      '<row><c t="s"><v>0</v></c><c t="s"><v>1</v></c><c t="s"><v>2</v></c><c t="s"><v>3</v></c>' +
      '<c t="str"><v><![CDATA[<raw & kept>]]></v></c><c t="e"><v>#DIV/0!</v></c><c t="b"><v>0</v></c></row>'
    expect(await readSpreadsheet(book(sheet, { shared }))).toEqual([
      [' a <>&"\'AB ', 'Bold plain', 'tab\there _x0041_', null, '<raw & kept>', null, false],
    ])
  })

  it('matches local names whatever the namespace prefix, and ignores comments and processing instructions', async () => {
    const sheet =
      `<?xml version="1.0"?><!-- a comment with <row> inside --><x:worksheet xmlns:x="${MAIN_NS}"><x:sheetData>` +
      '<x:row r="1"><x:c r="A1" t="inlineStr"><x:is><x:t>ok</x:t></x:is></x:c><?pi?></x:row></x:sheetData></x:worksheet>'
    expect(await readSpreadsheet(book(sheet))).toEqual([['ok']])
  })

  it('shows date-formatted numbers as days in the 1900 and 1904 systems, and leaves other formats numbers', async () => {
    const styles =
      '<numFmts><numFmt numFmtId="164" formatCode="[h]:mm:ss"/><numFmt numFmtId="165" formatCode="&quot;day&quot;\\ 0.00"/><numFmt numFmtId="166" formatCode="[$-409]d\\-mmm\\-yy;@"/></numFmts>' +
      '<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs>' +
      '<cellXfs><xf numFmtId="0"/><xf numFmtId="14"/><xf numFmtId="164"/><xf numFmtId="165"/><xf numFmtId="166"/><xf numFmtId="4"/></cellXfs>'
    const sheet =
      '<row><c s="1"><v>45358.75</v></c><c s="2"><v>1.5</v></c><c s="3"><v>2</v></c><c s="4"><v>61</v></c><c s="5"><v>3</v></c><c s="0"><v>45358</v></c></row>'
    expect(await readSpreadsheet(book(sheet, { styles }))).toEqual([['2024-03-07', 1.5, 2, '1900-03-01', 3, 45358]])
    const workbook = `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><workbookPr date1904="1"/><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`
    expect(await readSpreadsheet(book('<row><c s="1"><v>0</v></c></row>', { styles, workbook }))).toEqual([['1904-01-01']])
  })

  it('shows percentage-formatted numbers as the sheet does ("18%"), and refuses numbers not written in decimals', async () => {
    const styles =
      '<numFmts><numFmt numFmtId="164" formatCode="0.0%"/><numFmt numFmtId="165" formatCode="&quot;%&quot;0"/></numFmts>' +
      '<cellXfs><xf numFmtId="0"/><xf numFmtId="9"/><xf numFmtId="164"/><xf numFmtId="165"/></cellXfs>'
    const sheet = '<row><c s="1"><v>0.18</v></c><c s="2"><v>0.125</v></c><c s="3"><v>5</v></c><c s="0"><v>-1.5e2</v></c></row>'
    expect(await readSpreadsheet(book(sheet, { styles }))).toEqual([['18%', '12.5%', 5, -150]])
    for (const bad of ['0x10', ' 1', 'Infinity', '1e', '.'])
      expect(await refusal(book(`<row><c><v>${bad}</v></c></row>`)), bad).toBe('malformed')
  })

  it('refuses Excel 4 macro sheets and dialog sheets', async () => {
    expect(await refusal(book('', { extra: [{ name: 'xl/macrosheets/sheet1.xml', data: '<xm:macrosheet/>' }] }))).toBe('macros')
    expect(await refusal(book('', { extra: [{ name: 'xl/dialogsheets/sheet1.xml', data: '<dialogsheet/>' }] }))).toBe('macros')
  })

  it('tells date formats from others', () => {
    expect(['dd/mm/yyyy', 'yyyy-mm-dd hh:mm', 'mmm', 'D-MMM', '[$-409]mmmm\\ d'].map(isDateFormat)).toEqual([true, true, true, true, true])
    expect(['0.00', '"dd"0', '[h]:mm:ss', '[Red]#,##0', '#,##0 "days"', 'General', '\\d0'].map(isDateFormat)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ])
    expect([1, 59, 60, 61, 45358.999999999].map((s) => serialDay(s, false))).toEqual([
      '1900-01-01',
      '1900-02-28',
      '1900-02-29',
      '1900-03-01',
      '2024-03-08',
    ])
    expect(serialDay(-1, false)).toBeNull()
  })

  it('follows the first sheet through its relationship, and falls back to sheet1.xml', async () => {
    const workbook = `<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="B" sheetId="2" r:id="rId7"/><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>`
    const rels =
      `<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId7" Type="${REL_NS}/worksheet" Target="/xl/worksheets/other.xml"/></Relationships>`
    const extra = [
      { name: 'xl/worksheets/other.xml', data: `<worksheet><sheetData><row>${inline('A1', 'other')}</row></sheetData></worksheet>` },
    ]
    expect(await readSpreadsheet(book(`<row>${inline('A1', 'first')}</row>`, { workbook, rels, extra }))).toEqual([['other']])
    expect(await readSpreadsheet(book(`<row>${inline('A1', 'first')}</row>`, { workbook, rels: '<Relationships/>' }))).toEqual([['first']])
  })

  it('treats __proto__ and friends as plain text everywhere', async () => {
    const names = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty']
    const workbook = `<workbook xmlns:r="${REL_NS}"><sheets><sheet name="__proto__" sheetId="1" r:id="__proto__"/></sheets></workbook>`
    const rels = `<Relationships><Relationship Id="__proto__" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`
    const shared = names.map((n) => `<si><t>${n}</t></si>`).join('')
    const sheet = `<row>${names.map((_, i) => `<c t="s"><v>${i}</v></c>`).join('')}</row><row>${inline('A2', '__proto__')}</row>`
    expect(await readSpreadsheet(book(sheet, { workbook, rels, shared }))).toEqual([names, ['__proto__']])
    expect(await readSpreadsheet(sheetJsBook([names, ['__proto__', 1]], { bookSST: true }))).toEqual([names, ['__proto__', 1]])
    expect(await readSpreadsheet(encode(`${names.join(',')}\n__proto__,{}`))).toEqual([names, ['__proto__', '{}']])
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.prototype.toString).toBe(Object.prototype.toString)
  })

  it('reads 10,000 rows of 50 columns', async () => {
    const bytes = book(rowsXml(10_001, (i) => Array.from({ length: 50 }, (_, c) => `r${i}c${c}`)))
    const rows = await readSpreadsheet(bytes)
    expect(rows).toHaveLength(10_001)
    expect(rows[10_000]![49]).toBe('r10001c49')
  }, 60_000)
})

describe('reading CSV', () => {
  it('reads quoted fields with commas, quotes and newlines, CRLF and LF line ends, and drops the BOM', async () => {
    const text = '\uFEFFName,Note,Amount\r\n"Rao, K","said ""hi""\r\nand left",12\n,,\nlast,"",x\n\n'
    expect(await readSpreadsheet(encode(text))).toEqual([
      ['Name', 'Note', 'Amount'],
      ['Rao, K', 'said "hi"\r\nand left', '12'],
      [],
      ['last', null, 'x'],
    ])
  })

  it('uses semicolons or tabs when the first line has more of them than commas', async () => {
    expect(await readSpreadsheet(encode('a;b;"c;d"\n1,5;2;3'))).toEqual([
      ['a', 'b', 'c;d'],
      ['1,5', '2', '3'],
    ])
    expect(await readSpreadsheet(encode('a\tb,c\tx\n1\t2'))).toEqual([
      ['a', 'b,c', 'x'],
      ['1', '2'],
    ])
  })

  it('refuses an unterminated quote, text that is not UTF-8 and text with NUL bytes', async () => {
    expect(await refusal(encode('a,"b\n1,2'))).toBe('malformed')
    expect(await refusal(new Uint8Array([0x61, 0x2c, 0xff, 0xfe, 0x0a]))).toBe('notSpreadsheet')
    expect(await refusal(encode('a,b\u0000\n'))).toBe('notSpreadsheet')
  })

  it('keeps the row, column and cell limits', async () => {
    const limits = { ...IMPORT_LIMITS, maxRows: 3, maxColumns: 4, maxCellChars: 5 }
    expect(await readSpreadsheet(encode('h\n1\n\n2\n3\n'), limits)).toHaveLength(5)
    expect(await refusal(encode('h\n1\n2\n3\n4'), limits)).toBe('tooManyRows')
    expect(await readSpreadsheet(encode('a,b,c,d,,,,\n'), limits)).toEqual([['a', 'b', 'c', 'd']])
    expect(await refusal(encode('a,b,c,d,e'), limits)).toBe('tooManyColumns')
    expect(await refusal(encode('abcdef'), limits)).toBe('malformed')
    expect(await refusal(encode('"abc""def"'), limits)).toBe('malformed')
  })
})

describe('files that are not spreadsheets', () => {
  it('refuses a PNG, random bytes and an empty file', async () => {
    const png = new Uint8Array([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0,
    ])
    expect(await refusal(png)).toBe('notSpreadsheet')
    let seed = 42
    const random = Uint8Array.from({ length: 4096 }, () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) >>> 16)
    expect(await refusal(random)).toBe('notSpreadsheet')
    expect(await refusal(new Uint8Array())).toBe('notSpreadsheet')
  })

  it('refuses an old .xls as not a spreadsheet and a password-protected xlsx as encrypted', async () => {
    const cfb = (body: Uint8Array) => new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, ...new Uint8Array(504), ...body])
    expect(await refusal(cfb(new Uint8Array(Buffer.from('Workbook', 'utf16le'))))).toBe('notSpreadsheet')
    expect(await refusal(cfb(new Uint8Array(Buffer.from('EncryptedPackage', 'utf16le'))))).toBe('encrypted')
  })

  it('refuses a zip that holds no workbook', async () => {
    expect(await refusal(zipOf([{ name: 'a.txt', data: 'hello' }]))).toBe('notSpreadsheet')
    expect(await refusal(zipOf([{ name: 'xl/workbook.xml', data: '<workbook><sheets/></workbook>' }]))).toBe('notSpreadsheet')
  })
})

describe('hostile and broken xlsx files', () => {
  it('refuses a zip bomb by its declared size, and one whose header lies about its size when it inflates', async () => {
    const zeros = new Uint8Array(200 * 1024 * 1024)
    const sheet = { name: 'xl/worksheets/sheet1.xml', data: zeros }
    expect(await refusal(zipOf([{ name: 'xl/workbook.xml', data: '<workbook><sheets><sheet/></sheets></workbook>' }, sheet]))).toBe(
      'tooLargeUncompressed',
    )
    const bomb = zipOf([
      { name: 'xl/workbook.xml', data: '<workbook><sheets><sheet/></sheets></workbook>' },
      { ...sheet, declaredSize: 1000 },
    ])
    expect(await refusal(bomb)).toBe('tooLargeUncompressed')
  }, 60_000)

  it('refuses more than 64 entries, macros, external links and encrypted entries', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({ name: `xl/media/image${i}.png`, data: 'x' }))
    expect(await readSpreadsheet(book(`<row>${inline('A1', 'ok')}</row>`, { extra: many }))).toEqual([['ok']])
    expect(await refusal(book(`<row>${inline('A1', 'ok')}</row>`, { extra: [...many, { name: 'docProps/app.xml', data: '' }] }))).toBe(
      'tooManyEntries',
    )

    expect(await refusal(book('', { extra: [{ name: 'xl/vbaProject.bin', data: 'macro' }] }))).toBe('macros')
    expect(await refusal(book('', { extra: [{ name: 'XL/VBAPROJECT.BIN', data: 'macro' }] }))).toBe('macros')
    const macroTypes = CONTENT_TYPES.replace('sheet.main+xml', 'sheet.macroEnabled.main+xml')
    expect(await refusal(book('', { contentTypes: macroTypes }))).toBe('macros')
    // A macro type for an extension no entry has is harmless (SheetJS writes one for .bin); one that some entry has is not.
    const binDefault = CONTENT_TYPES.replace(
      '<Default',
      '<Default Extension="bin" ContentType="application/vnd.ms-excel.sheet.binary.macroEnabled.main"/><Default',
    )
    expect(await readSpreadsheet(book(`<row>${inline('A1', 'ok')}</row>`, { contentTypes: binDefault }))).toEqual([['ok']])
    expect(await refusal(book('', { contentTypes: binDefault, extra: [{ name: 'xl/code.BIN', data: 'x' }] }))).toBe('macros')

    expect(await refusal(book('', { extra: [{ name: 'xl/externalLinks/externalLink1.xml', data: '<externalLink/>' }] }))).toBe(
      'externalLinks',
    )
    const rels =
      `<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL_NS}/externalLink" Target="elsewhere.xml"/></Relationships>`
    expect(await refusal(book('', { rels }))).toBe('externalLinks')

    expect(await refusal(book('', { extra: [{ name: 'xl/secret.xml', data: 'x', flags: 1 }] }))).toBe('encrypted')
  })

  it('refuses Zip64 markers, unknown compression methods and offsets outside the file, before inflating', async () => {
    /** The zip with a 32-bit (or 16-bit) field of its first central directory header changed. */
    const patched = (offset: number, value: number, bits: 16 | 32 = 32) => {
      const bytes = book(`<row>${inline('A1', 'ok')}</row>`)
      const view = new DataView(bytes.buffer)
      const central = view.getUint32(bytes.length - 22 + 16, true)
      if (bits === 32) view.setUint32(central + offset, value, true)
      else view.setUint16(central + offset, value, true)
      return bytes
    }
    expect(await readSpreadsheet(patched(0, 0x02014b50))).toEqual([['ok']])
    expect(await refusal(patched(24, 0xffffffff))).toBe('malformed')
    expect(await refusal(patched(10, 12, 16))).toBe('malformed')
    expect(await refusal(patched(42, 0x7fffffff))).toBe('malformed')
    const count = book('')
    new DataView(count.buffer).setUint16(count.length - 22 + 10, 0xffff, true)
    expect(await refusal(count)).toBe('malformed')
  })

  it('refuses a DOCTYPE, unterminated tags, unknown entities and cut-short sheets', async () => {
    const doctype = `<?xml version="1.0"?><!DOCTYPE lol [<!ENTITY a "aaaa">]><worksheet><sheetData><row><c t="inlineStr"><is><t>&a;</t></is></c></row></sheetData></worksheet>`
    expect(await refusal(book(doctype))).toBe('malformed')
    expect(await refusal(book('<row><c r="A1" t="inlineStr"'))).toBe('malformed')
    expect(await refusal(book(`<row>${inline('A1', '&nbsp;')}</row>`))).toBe('malformed')
    expect(await refusal(book('<worksheet><sheetData><row><c><v>1</v></c></row>'))).toBe('malformed')
    expect(await refusal(book('<row r="2"/><row r="1"/>'))).toBe('malformed')
    expect(await refusal(book('<row><c t="n"><v>abc</v></c></row>'))).toBe('malformed')
  })

  it('refuses a shared string index that is missing', async () => {
    expect(await refusal(book('<row><c t="s"><v>1</v></c></row>', { shared: '<si><t>only</t></si>' }))).toBe('malformed')
    expect(await refusal(book('<row><c t="s"><v>0</v></c></row>'))).toBe('malformed')
    expect(await refusal(book('<row><c t="s"><v></v></c></row>', { shared: '<si><t>only</t></si>' }))).toBe('malformed')
  })

  it('accepts 10,000 data rows and refuses 10,001', async () => {
    const rows = await readSpreadsheet(book(rowsXml(10_001, (i) => [`row ${i}`])))
    expect(rows).toHaveLength(10_001)
    expect(await refusal(book(rowsXml(10_002, (i) => [`row ${i}`])))).toBe('tooManyRows')
  })

  it('accepts 200 columns and refuses 201, and refuses a cell longer than the limit', async () => {
    const header = (n: number) => rowsXml(1, () => Array.from({ length: n }, (_, c) => `h${c}`))
    expect((await readSpreadsheet(book(header(200))))[0]).toHaveLength(200)
    expect(await refusal(book(header(201)))).toBe('tooManyColumns')
    expect(await refusal(book(`<row>${inline('A1', 'x'.repeat(32_768))}</row>`))).toBe('malformed')
  })

  it('never throws anything but SpreadsheetRefused for a truncated or corrupted zip', async () => {
    const whole = sheetJsBook(
      [
        ['a', 1],
        ['b', true],
      ],
      { bookSST: true },
    )
    // From its 4-byte signature on, a cut zip is still told by its bytes to be one.
    for (let length = 4; length < whole.length; length += 7) {
      expect(['malformed', 'notSpreadsheet']).toContain(await refusal(whole.slice(0, length)))
    }
    let seed = 7
    const rand = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n
    for (let round = 0; round < 300; round++) {
      const bytes = whole.slice()
      for (let k = 0; k <= rand(3); k++) bytes[rand(bytes.length)] = rand(256)
      try {
        await readSpreadsheet(bytes)
      } catch (error) {
        expect(error).toBeInstanceOf(SpreadsheetRefused)
      }
    }
  })
})
