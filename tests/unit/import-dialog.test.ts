import { inflateRawSync } from 'node:zlib'
import { setupI18n } from '@lingui/core'
import { describe, expect, it, vi } from 'vitest'
import { BOOKING_IMPORT_COLUMNS } from '@shared/api/booking-import'
import { headerKey, IMPORT_MESSAGES, type ImportColumn } from '@shared/api/import'
import { MESSAGES, RC } from '@shared/response-codes'
import { readCommitLine, readCommitStream } from '../../src/components/import-dialog/commit-stream'
import { buildTemplate, TEMPLATE_SHEET, templateRows } from '../../src/components/import-dialog/template'
import { importText } from '../../src/components/import-dialog/texts'

const columns: ImportColumn[] = [
  { key: 'mobile', header: 'Customer mobile', kind: 'text', required: true, example: '9876543210' },
  { key: 'stage', header: 'Stage', kind: 'enum', values: ['booked', 'delivered'], example: 'booked' },
  { key: 'note', header: 'Note & "remark" <x>', kind: 'text', example: '' },
]

/** The files of a zip (the streaming writer's: no data descriptors), inflated. */
function unzip(buffer: ArrayBuffer): Map<string, string> {
  const buf = Buffer.from(buffer)
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  const count = buf.readUInt16LE(eocd + 10)
  let p = buf.readUInt32LE(eocd + 16)
  const files = new Map<string, string>()
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10)
    const size = buf.readUInt32LE(p + 20)
    const nameLen = buf.readUInt16LE(p + 28)
    const local = buf.readUInt32LE(p + 42)
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen)
    const start = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28)
    const raw = buf.subarray(start, start + size)
    files.set(name, (method === 8 ? inflateRawSync(raw) : raw).toString('utf8'))
    p += 46 + nameLen + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32)
  }
  return files
}

/** The inline strings of each row of a sheet's XML. */
const rowsOf = (xml: string): string[][] =>
  [...xml.matchAll(/<row [^>]*>(.*?)<\/row>/g)].map((m) =>
    [...m[1]!.matchAll(/<t[^>]*>(.*?)<\/t>/g)].map((c) =>
      c[1]!
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&'),
    ),
  )

describe('the import template', () => {
  it('heads each column with its header, a required one marked, and gives the example row', () => {
    const { header, example, widths } = templateRows(columns)
    expect(header).toEqual(['Customer mobile *', 'Stage', 'Note & "remark" <x>'])
    expect(example).toEqual(['9876543210', 'booked', ''])
    expect(widths.every((w) => w >= 12)).toBe(true)
  })

  it('keeps every booking header matching its column with the required mark', () => {
    const { header } = templateRows(BOOKING_IMPORT_COLUMNS)
    expect(header.map(headerKey)).toEqual(BOOKING_IMPORT_COLUMNS.map((c) => headerKey(c.header)))
    expect(header.filter((h) => h.endsWith(' *'))).toHaveLength(BOOKING_IMPORT_COLUMNS.filter((c) => c.required).length)
  })

  it('writes an xlsx with the Template sheet, the header row and the example row (empty cells left out)', async () => {
    const files = unzip(await buildTemplate(columns))
    expect(files.get('xl/workbook.xml')).toContain(`<sheet name="${TEMPLATE_SHEET}"`)
    const sheet = files.get('xl/worksheets/sheet1.xml')!
    expect(rowsOf(sheet)).toEqual([
      ['Customer mobile *', 'Stage', 'Note & "remark" <x>'],
      ['9876543210', 'booked'],
    ])
    // The mobile number stays text (no number cell that would lose it).
    expect(sheet).not.toContain('<v>9876543210</v>')
  })
})

describe('the commit stream', () => {
  const done = { responseCode: 109, message: IMPORT_MESSAGES.imported, rows: 3, valid: 2, invalidTotal: 1, invalid: [], imported: 2 }

  it('reads progress lines, the answer line and error lines', () => {
    expect(readCommitLine('{"phase":"saving","done":5,"total":9}')).toEqual({
      kind: 'progress',
      progress: { phase: 'saving', done: 5, total: 9 },
    })
    expect(readCommitLine(JSON.stringify(done))).toEqual({ kind: 'imported', answer: expect.objectContaining({ imported: 2 }) })
    expect(readCommitLine('{"responseCode":110,"message":"No valid rows to import"}')).toEqual({
      kind: 'failed',
      responseCode: 110,
      message: 'No valid rows to import',
    })
    expect(readCommitLine('{"responseCode":124}')).toEqual({ kind: 'failed', responseCode: 124, message: undefined })
    // A success line without the figures is a server error, not a success.
    expect(readCommitLine('{"responseCode":109,"message":"Rows imported successfully"}')).toEqual({
      kind: 'failed',
      responseCode: RC.SERVER_ERROR,
      message: MESSAGES.SERVER_ERROR,
    })
    for (const junk of ['not json', '42', 'null', '{"phase":"other","done":1,"total":2}', '{"done":1}'])
      expect(readCommitLine(junk)).toBeNull()
  })

  /** A stream of `text` cut into chunks of `size` bytes. */
  const streamOf = (text: string, size: number) => {
    const bytes = new TextEncoder().encode(text)
    return new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes.length; i += size) controller.enqueue(bytes.slice(i, i + size))
        controller.close()
      },
    })
  }
  const lines = [
    '{"phase":"checking","done":0,"total":3}',
    '{"phase":"checking","done":3,"total":3}',
    '{"phase":"saving","done":2,"total":2}',
    JSON.stringify(done),
  ]

  it('reports every progress line and ends with the answer, wherever the chunks are cut', async () => {
    for (const size of [1, 3, 17, 10_000]) {
      const progress = vi.fn()
      const outcome = await readCommitStream(streamOf(`${lines.join('\n')}\n`, size), progress)
      expect(outcome).toEqual({ kind: 'imported', answer: expect.objectContaining({ imported: 2, valid: 2 }) })
      expect(progress.mock.calls.map(([p]) => [p.phase, p.done])).toEqual([
        ['checking', 0],
        ['checking', 3],
        ['saving', 2],
      ])
    }
    // The last line without its newline.
    expect((await readCommitStream(streamOf(lines.join('\r\n'), 5), () => {})).kind).toBe('imported')
  })

  it('stops at an error line, and says cut when the stream ends or breaks before its last line', async () => {
    const failed = await readCommitStream(streamOf(`${lines[0]}\n{"responseCode":113,"message":"${MESSAGES.SERVER_ERROR}"}\n`, 4), () => {})
    expect(failed).toEqual({ kind: 'failed', responseCode: 113, message: MESSAGES.SERVER_ERROR })
    expect(await readCommitStream(streamOf(`${lines.slice(0, 3).join('\n')}\n`, 8), () => {})).toEqual({ kind: 'cut' })
    expect(await readCommitStream(streamOf(`${lines.slice(0, 3).join('\n')}\n{"responseCode":109,"rows"`, 8), () => {})).toEqual({
      kind: 'cut',
    })
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`${lines[0]}\n`))
        controller.error(new Error('reset'))
      },
    })
    expect(await readCommitStream(broken, () => {})).toEqual({ kind: 'cut' })
  })
})

describe('the import texts', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const translate = (m: string) => `module:${m}`

  it('knows the import messages, leaves the rest to the module, and names a restart and a missing text', () => {
    expect(importText(i18n, translate, IMPORT_MESSAGES.invalidFile)).toBe(IMPORT_MESSAGES.invalidFile)
    expect(importText(i18n, translate, IMPORT_MESSAGES.missingColumns, 110)).toBe(IMPORT_MESSAGES.missingColumns)
    expect(importText(i18n, translate, 'Please enter a valid date')).toBe('module:Please enter a valid date')
    expect(importText(i18n, translate, MESSAGES.SERVER_RESTARTED, RC.SERVER_RESTARTED)).toMatch(/nothing was imported/)
    expect(importText(i18n, translate, undefined, 113)).toBe('Server Error, Please try after sometime')
  })
})
