import { inflateRawSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import type { ExportColumn } from '../../src/components/data-table/export/cells'
import { formatDay } from '../../src/components/data-table/formatters'
import { LineSplitter } from '../../src/components/data-table/export/ndjson'
import type { FromWorker, ToWorker } from '../../src/components/data-table/export/protocol'
import { serveExport } from '../../src/components/data-table/export/serve'
import { ExportSession } from '../../src/components/data-table/export/session'
import { writeWithWriteExcelFile } from '../bench/export-page/writers/write-excel-file-writer'
import { writeWithXlsx } from '../bench/export-page/writers/xlsx-writer'
import { columnName, createStreamingWorkbook, escapeXml } from '../../src/components/data-table/export/writers/streaming-writer'

const encode = (s: string) => new TextEncoder().encode(s)

/** Feeds `bytes` to a splitter in pieces cut at `cuts` and collects the lines. */
function splitAt(bytes: Uint8Array, cuts: number[]): string[] {
  const splitter = new LineSplitter()
  const out: string[] = []
  let from = 0
  for (const cut of [...cuts, bytes.length]) {
    out.push(...splitter.push(bytes.subarray(from, cut)))
    from = cut
  }
  out.push(...splitter.end())
  return out
}

describe('the NDJSON line splitter', () => {
  const lines = ['{"columns":["fname"],"total":2}', '{"fname":"Zoë 张伟 🚲","note":"a\\nb"}', '{"fname":"Ünal"}', '{"done":true,"rows":2}']
  const bytes = encode(`${lines.join('\n')}\n`)

  it('gives the same lines wherever the chunks are cut, inside lines and inside multi-byte characters', () => {
    expect(splitAt(bytes, [])).toEqual(lines)
    for (let cut = 1; cut < bytes.length; cut++) expect(splitAt(bytes, [cut])).toEqual(lines)
    // One byte at a time: every UTF-8 sequence split.
    expect(
      splitAt(
        bytes,
        Array.from({ length: bytes.length - 1 }, (_, i) => i + 1),
      ),
    ).toEqual(lines)
    // Random cuts, deterministic.
    let seed = 7
    for (let round = 0; round < 200; round++) {
      const cuts = new Set<number>()
      for (let k = 0; k < 5; k++) cuts.add(1 + ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % (bytes.length - 1)))
      expect(
        splitAt(
          bytes,
          [...cuts].sort((a, b) => a - b),
        ),
      ).toEqual(lines)
    }
    for (const line of splitAt(bytes, [3, 40])) JSON.parse(line)
  })

  it('handles CRLF, blank lines, and a last line without a newline', () => {
    const crlf = encode('{"a":1}\r\n\r\n{"b":2}\r\n{"c":3}')
    for (let cut = 0; cut <= crlf.length; cut++)
      expect(splitAt(crlf, cut === 0 || cut === crlf.length ? [] : [cut])).toEqual(['{"a":1}', '{"b":2}', '{"c":3}'])
  })
})

/** A date cell as read back: its serial number shown through its number format. */
interface DateCell {
  date: string
}
type ReadCell = string | number | DateCell | null

/** A serial day number shown through a dd/mm/yyyy[ hh:mm:ss] format, as a spreadsheet shows it. */
function showDate(serial: number, code: string): string {
  const d = new Date(Math.round((serial - 25_569) * 86_400_000))
  const pad = (n: number) => String(n).padStart(2, '0')
  const day = `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`
  return code.includes('hh') ? `${day} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}` : day
}

/**
 * A reader of our own xlsx files that shares nothing with the writers: the zip's central directory read by hand,
 * entries inflated with node:zlib, cells read from the sheet XML (shared, inline and plain strings, numbers, and
 * numbers whose style has a date format as dates).
 */
function readXlsx(buffer: ArrayBuffer): Map<string, ReadCell[][]> {
  const buf = Buffer.from(buffer)
  const eocd = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]))
  expect(eocd).toBeGreaterThan(0)
  const count = buf.readUInt16LE(eocd + 10)
  let p = buf.readUInt32LE(eocd + 16)
  const files = new Map<string, string>()
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(p)).toBe(0x02014b50)
    const method = buf.readUInt16LE(p + 10)
    const size = buf.readUInt32LE(p + 20)
    const nameLen = buf.readUInt16LE(p + 28)
    const extraLen = buf.readUInt16LE(p + 30)
    const commentLen = buf.readUInt16LE(p + 32)
    const local = buf.readUInt32LE(p + 42)
    const name = buf.toString('utf8', p + 46, p + 46 + nameLen)
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28)
    const raw = buf.subarray(dataStart, dataStart + size)
    files.set(name, (method === 8 ? inflateRawSync(raw) : raw).toString('utf8'))
    p += 46 + nameLen + extraLen + commentLen
  }
  const unxml = (s: string) =>
    s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) =>
      e === 'lt'
        ? '<'
        : e === 'gt'
          ? '>'
          : e === 'amp'
            ? '&'
            : e === 'quot'
              ? '"'
              : e === 'apos'
                ? "'"
                : String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))),
    )
  const texts = (xml: string) => [...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>|<t\/>/g)].map((m) => unxml(m[1] ?? '')).join('')
  const shared = [...(files.get('xl/sharedStrings.xml') ?? '').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) => texts(m[1]!))
  const rels = new Map(
    [...(files.get('xl/_rels/workbook.xml.rels') ?? '').matchAll(/<Relationship\b[^>]*>/g)].map((m) => [
      attr(m[0], 'Id'),
      attr(m[0], 'Target'),
    ]),
  )
  const styles = files.get('xl/styles.xml') ?? ''
  const formats = new Map([...styles.matchAll(/<numFmt\b[^>]*>/g)].map((m) => [attr(m[0], 'numFmtId'), unxml(attr(m[0], 'formatCode'))]))
  const cellXfs = styles.match(/<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/)?.[1] ?? ''
  /** The date format of each cell style, '' when it is not a date. */
  const dateCodes = [...cellXfs.matchAll(/<xf\b[^>]*>/g)].map((m) => {
    const code = formats.get(attr(m[0], 'numFmtId')) ?? ''
    return /y/i.test(code) ? code : ''
  })
  const sheets = new Map<string, ReadCell[][]>()
  for (const m of (files.get('xl/workbook.xml') ?? '').matchAll(/<sheet\b[^>]*>/g)) {
    const target = rels.get(attr(m[0], 'r:id'))!.replace(/^\/?(xl\/)?/, '')
    const xml = files.get(`xl/${target}`)!
    const rows: ReadCell[][] = []
    for (const r of xml.matchAll(/<row\b[^>]*?(?:\/>|>([\s\S]*?)<\/row>)/g)) {
      const cells: ReadCell[] = []
      for (const c of (r[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
        const ref = attr(c[1]!, 'r')
        const col = [...ref.replace(/\d+/g, '')].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1
        const type = attr(c[1]!, 't')
        const body = c[2] ?? ''
        const v = body.match(/<v>([\s\S]*?)<\/v>/)?.[1]
        const dateCode = dateCodes[Number(attr(c[1]!, 's') || 0)] ?? ''
        let value: ReadCell = null
        if (type === 's') value = shared[Number(v)]!
        else if (type === 'inlineStr') value = texts(body)
        else if (type === 'str') value = unxml(v ?? '')
        else if (v !== undefined) value = dateCode ? { date: showDate(Number(v), dateCode) } : Number(v)
        while (cells.length < col) cells.push(null)
        cells[col] = value
      }
      rows.push(cells)
    }
    sheets.set(unxml(attr(m[0], 'name')), rows)
  }
  return sheets
}

function attr(tag: string, name: string): string {
  return tag.match(new RegExp(`\\s${name.replace(':', '\\:')}="([^"]*)"`))?.[1] ?? ''
}

const columns: ExportColumn[] = [
  { field: 'fname', header: 'First Name', kind: 'text' },
  { field: 'userType', header: 'User Type', kind: 'map', labels: { user: 'Customer', admin: 'Admin User' } },
  { field: 'odometer', header: 'Odometer', kind: 'number' },
  { field: 'createdAt', header: 'Created At', kind: 'date' },
  { field: 'scuId', header: 'Centre', kind: 'text' },
  { field: 'dob', header: 'Date of Birth', kind: 'day' },
]
// 07/03/2024 09:05:04 in India, the clock the table and the sheet show whatever the machine's zone.
const created = Date.UTC(2024, 2, 7, 9, 5, 4) / 1000 - 19_800
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64')

function streamOf(rows: unknown[], extra: Record<string, unknown> = {}): Uint8Array {
  const lines = [{ columns: columns.map((c) => c.field), total: rows.length, ...extra }, ...rows, { done: true, rows: rows.length }]
  return encode(lines.map((l) => JSON.stringify(l)).join('\n') + '\n')
}

const rows = [
  {
    _id: '1',
    fname: 'Zoë <&> "quoted"',
    userType: 'user',
    odometer: 1234.5,
    createdAt: created,
    scuId: { _id: 'c', title: 'Koramangala' },
    dob: '1990-12-31T18:30:00.000Z',
  },
  { _id: '2', fname: '张伟', userType: 'admin', odometer: null, createdAt: 0, scuId: null },
  { _id: '3', fname: 'Ravi', userType: 'scp', odometer: 0, createdAt: created },
]

describe.each([
  ['the streaming writer', createStreamingWorkbook],
  ['write-excel-file', writeWithWriteExcelFile],
  ['xlsx', writeWithXlsx],
])('the xlsx export built with %s', (_name, writer) => {
  it('holds the header and every streamed row, formatted as the table shows them', async () => {
    const session = new ExportSession({ columns, sheetName: 'Users' }, writer)
    const bytes = streamOf(rows)
    // Cut into odd chunks, as a network would.
    for (let i = 0; i < bytes.length; i += 13) session.push(bytes.subarray(i, i + 13))
    session.end()
    expect(session.total).toBe(3)
    expect(session.done).toBe(3)
    const book = readXlsx(await session.write())
    expect([...book.keys()]).toEqual(['Users'])
    expect(book.get('Users')).toEqual([
      ['First Name', 'User Type', 'Odometer', 'Created At', 'Centre', 'Date of Birth'],
      ['Zoë <&> "quoted"', 'Customer', 1234.5, { date: '07/03/2024 09:05:04' }, 'Koramangala', { date: formatDay(rows[0]!.dob) }],
      ['张伟', 'Admin User'],
      ['Ravi', 'scp', 0, { date: '07/03/2024 09:05:04' }],
    ])
  })

  it('writes the sheets the contract declares from the lines the server streams after each row, after the main sheet', async () => {
    const session = new ExportSession(
      {
        columns: [{ field: 'productSku', header: 'SKU', kind: 'text' }],
        sheetName: 'Products',
        sheets: [
          { name: 'Additional Info', header: ['productSku', 'heading', 'content'] },
          { name: 'ExternalLink', header: ['productSku', 'heading', 'url'] },
        ],
      },
      writer,
    )
    const lines = [
      { columns: ['productSku'], total: 2, sheets: ['Additional Info', 'ExternalLink'] },
      { _id: 'p1', productSku: 'SKU-1' },
      { sheet: 'Additional Info', cells: ['SKU-1', 'Warranty', b64('3 years, ünlimited km')] },
      { sheet: 'ExternalLink', cells: ['SKU-1', 'Manual', b64('https://example.com/manual?x=1&y=2')] },
      { sheet: 'Unannounced', cells: ['left out'] },
      { _id: 'p2', productSku: 'SKU-2' },
      { sheet: 'Additional Info', cells: ['SKU-2', 'Box', 7, true, { no: 1 }] },
      { done: true, rows: 2 },
    ]
    session.push(encode(lines.map((l) => JSON.stringify(l)).join('\n') + '\n'))
    session.end()
    expect(session.done).toBe(2)
    const book = readXlsx(await session.write())
    expect([...book.keys()]).toEqual(['Products', 'Additional Info', 'ExternalLink'])
    expect(book.get('Products')).toEqual([['SKU'], ['SKU-1'], ['SKU-2']])
    expect(book.get('Additional Info')).toEqual([
      ['productSku', 'heading', 'content'],
      ['SKU-1', 'Warranty', b64('3 years, ünlimited km')],
      ['SKU-2', 'Box', 7, 'true'],
    ])
    expect(book.get('ExternalLink')).toEqual([
      ['productSku', 'heading', 'url'],
      ['SKU-1', 'Manual', b64('https://example.com/manual?x=1&y=2')],
    ])
  })
})

describe('the export stream', () => {
  it('is refused when it ends before its last line or sends fewer rows than it announced', () => {
    const cut = new ExportSession({ columns, sheetName: 'Users' }, createStreamingWorkbook)
    const bytes = streamOf(rows)
    cut.push(bytes.subarray(0, bytes.length - 30))
    expect(() => cut.end()).toThrow(/ended early/)

    const short = new ExportSession({ columns, sheetName: 'Users' }, createStreamingWorkbook)
    short.push(
      encode(`${JSON.stringify({ columns: [], total: 2 })}\n${JSON.stringify(rows[0])}\n${JSON.stringify({ done: true, rows: 2 })}\n`),
    )
    expect(() => short.end()).toThrow(/announced 2 rows, sent 1/)
  })

  it('reports the code of an error line the server ended with, so the app can say the server restarted', () => {
    const restartLine = JSON.stringify({ responseCode: 124, message: 'The server restarted; export again' })
    const cut = new ExportSession({ columns, sheetName: 'Users' }, createStreamingWorkbook)
    expect(() => cut.push(encode(`${JSON.stringify({ columns: [], total: 2 })}\n${JSON.stringify(rows[0])}\n${restartLine}\n`))).toThrow(
      expect.objectContaining({ responseCode: 124, message: 'The server restarted; export again' }),
    )

    // The worker passes the code on with its error message.
    const posted: FromWorker[] = []
    const scope = {
      onmessage: null as ((event: MessageEvent<ToWorker>) => void) | null,
      postMessage: (m: FromWorker) => void posted.push(m),
    }
    serveExport(scope, createStreamingWorkbook)
    const send = (data: ToWorker) => scope.onmessage!({ data } as MessageEvent<ToWorker>)
    send({ type: 'start', config: { columns, sheetName: 'Users' } })
    send({ type: 'chunk', bytes: encode(`${JSON.stringify({ columns: [], total: 2 })}\n${restartLine}\n`) })
    expect(posted.at(-1)).toEqual({ type: 'error', message: 'The server restarted; export again', responseCode: 124 })

    // After the done line the stream is whole, whatever follows.
    const whole = new ExportSession({ columns, sheetName: 'Users' }, createStreamingWorkbook)
    whole.push(
      encode(
        `${JSON.stringify({ columns: [], total: 1 })}\n${JSON.stringify(rows[0])}\n${JSON.stringify({ done: true, rows: 1 })}\n${restartLine}\n`,
      ),
    )
    expect(() => whole.end()).not.toThrow()
  })
})

describe('the streaming writer', () => {
  it('names columns and escapes text for XML', () => {
    expect([0, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'AZ', 'BA', 'ZZ', 'AAA'])
    expect(escapeXml('a<b & "c">\u0001\u0008d')).toBe('a&lt;b &amp; &quot;c&quot;&gt;d')
  })

  it('writes a file SheetJS reads back (another reader than ours): values, header, 10,000 rows', async () => {
    const { read, utils } = await import('xlsx')
    const session = new ExportSession({ columns, sheetName: 'Users & co' }, createStreamingWorkbook)
    const many = Array.from({ length: 10_000 }, (_, i) => ({ fname: ` padded ${i} `, userType: 'user', odometer: i, createdAt: created }))
    session.push(streamOf(many))
    session.end()
    const book = read(new Uint8Array(await session.write()), { type: 'array' })
    expect(book.SheetNames).toEqual(['Users & co'])
    const sheet = book.Sheets['Users & co']!
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false })
    expect(rows).toHaveLength(10_001)
    expect(rows[0]).toEqual(['First Name', 'User Type', 'Odometer', 'Created At', 'Centre', 'Date of Birth'])
    expect(rows[10_000]).toEqual([' padded 9999 ', 'Customer', '9999', '07/03/2024 09:05:04'])
    // The date is a number with a date format, not text.
    expect(sheet.D10001).toMatchObject({ t: 'n', w: '07/03/2024 09:05:04' })
  }, 60_000)
})

describe('an export that fails on the server after it began', () => {
  it('stops with the server’s message (the in-band error line)', () => {
    const session = new ExportSession({ columns, sheetName: 'Users' }, createStreamingWorkbook)
    const lines = [{ columns: [], total: 3 }, rows[0], { responseCode: 113, message: 'Server error' }]
    expect(() => session.push(encode(lines.map((l) => JSON.stringify(l)).join('\n') + '\n'))).toThrow('Server error')
  })
})
