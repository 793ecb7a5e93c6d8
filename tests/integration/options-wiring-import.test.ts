import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_MESSAGES as IM } from '../../shared/api/import'
import { MASTERDATA_MESSAGES as M } from '../../shared/api/masterdata'
import { MASTERDATA_IMPORT_CALLS as CALLS, MASTERDATA_IMPORT_COLUMNS } from '../../shared/api/masterdata-import'
import { products } from '../../server/db/schema'
import { toCsv, toXlsx, type SheetRow } from '../support/booking-sheets'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'
import { fileForm } from './support/uploads'

/**
 * Issue 21 wired into the bulk imports (server/lib/import, here the product upload): the header row is searched between
 * the organisation settings' header start and end rows, the data rows follow it, and invalid rows are reported by
 * their row number in the sheet. The seeded settings (1 and 2) read today's templates as before.
 */
const A = '/api/admin'
type Line = Record<string, unknown>

describe.each(oneDatabase)('options wired into the spreadsheet imports on $name', (tdb) => {
  let h: Harness
  let admin: Agent

  /** A multipart upload: the JSON answer, or the last NDJSON line of a streamed one. */
  async function send(path: string, bytes: Buffer, filename: string) {
    const { payload, contentType } = fileForm(bytes, filename)
    const res = await h.app.inject({
      method: 'POST',
      url: `${A}${path}`,
      payload,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        'content-type': contentType,
        cookie: `sid=${admin.cookie}`,
      },
    })
    const ndjson = String(res.headers['content-type'] ?? '').includes('ndjson')
    const body = ndjson ? (JSON.parse(res.body.split('\n').filter(Boolean).at(-1)!) as Line) : (res.json() as Line)
    return { status: res.statusCode, body }
  }
  const header: SheetRow = MASTERDATA_IMPORT_COLUMNS.map((c) => c.header)
  const good = (sku: string): SheetRow => [sku, `Imported ${sku}`, 'part', 'piece', '8714', '650', '18', '10']
  const badHsn = (sku: string): SheetRow => [sku, 'Bad HSN', 'part', 'piece', '123', '100', '5', '1']
  /** Two title lines above the header, as an exported report carries them. */
  const titled = (rows: SheetRow[]): SheetRow[] => [['Product upload'], ['Prepared for the Pune store'], header, ...rows]
  const settings = async (over: Record<string, unknown>) => {
    const { updatedAt: _, ...current } = (await admin.get(`${A}/options/settings`)).body.settings as Record<string, unknown>
    return admin.put(`${A}/options/settings`, { ...current, ...over })
  }
  const invalidRows = (body: Line) =>
    (body.invalid as { row: number; messages: { message: string }[] }[]).map((i) => [i.row, i.messages[0]!.message])

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
  })
  afterAll(() => h.close())

  it('reads a template with the header in row 1 under the seeded settings, as before', async () => {
    const s = (await admin.get(`${A}/options/settings`)).body.settings as Record<string, unknown>
    expect([s.headerStartRow, s.headerEndRow]).toEqual([1, 2])
    const rows = [header, good('HDR-1'), badHsn('HDR-2')]
    for (const [bytes, name] of [
      [toXlsx(rows), 'p.xlsx'],
      [toCsv(rows), 'p.csv'],
    ] as const) {
      const preview = await send(CALLS.preview, bytes, name)
      expect([preview.status, preview.body.responseCode], JSON.stringify(preview.body)).toEqual([200, 109])
      expect(preview.body).toMatchObject({ rows: 2, valid: 1, invalidTotal: 1 })
      expect(invalidRows(preview.body)).toEqual([[3, M.hsn]])
    }
    // Title lines above the header are not found between rows 1 and 2.
    const titledPreview = await send(CALLS.preview, toXlsx(titled([good('HDR-3')])), 'p.xlsx')
    expect([titledPreview.status, titledPreview.body.message]).toEqual([400, IM.missingColumns])
  })

  it('finds the header between the settings’ start and end rows and reports rows by their place in the sheet', async () => {
    const wrong = await settings({ headerStartRow: 4, headerEndRow: 3 })
    expect([wrong.status, wrong.body.responseCode, wrong.body.message]).toEqual([400, 110, 'Header end row must be greater than start row'])
    expect((await settings({ headerStartRow: 2, headerEndRow: 4 })).body.responseCode).toBe(109)
    const rows = titled([good('HDR-4'), badHsn('HDR-5'), good('HDR-6')])
    const preview = await send(CALLS.preview, toXlsx(rows), 'p.xlsx')
    expect([preview.status, preview.body.responseCode], JSON.stringify(preview.body)).toEqual([200, 109])
    expect(preview.body).toMatchObject({ rows: 3, valid: 2, invalidTotal: 1 })
    expect(invalidRows(preview.body)).toEqual([[5, M.hsn]])
    const csv = await send(CALLS.preview, toCsv(rows), 'p.csv')
    expect(invalidRows(csv.body)).toEqual([[5, M.hsn]])

    const commit = await send(CALLS.commit, toXlsx(rows), 'p.xlsx')
    expect(commit.body, JSON.stringify(commit.body)).toMatchObject({ responseCode: 109, message: IM.imported, imported: 2 })
    expect(await h.database.db.select().from(products).where(eq(products.sku, 'HDR-6'))).toHaveLength(1)
    // The title lines were not read as data.
    expect(await h.database.db.select().from(products).where(eq(products.sku, 'Product upload'))).toHaveLength(0)

    // A header above the start row is not looked for: its columns are missing.
    const above = await send(CALLS.preview, toXlsx([header, good('HDR-7'), good('HDR-8'), good('HDR-9')]), 'p.xlsx')
    expect([above.status, above.body.message, above.body.missing]).toEqual([400, IM.missingColumns, expect.arrayContaining(['SKU'])])
    expect((await settings({ headerStartRow: 1, headerEndRow: 2 })).body.responseCode).toBe(109)
    const back = await send(CALLS.preview, toXlsx([header, good('HDR-7')]), 'p.xlsx')
    expect(back.body).toMatchObject({ responseCode: 109, rows: 1, valid: 1 })
  })
})
