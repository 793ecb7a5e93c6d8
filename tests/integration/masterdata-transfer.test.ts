import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMPORT_MESSAGES as IM } from '../../shared/api/import'
import { encodeBase64Text as b64, MASTERDATA_MESSAGES as M } from '../../shared/api/masterdata'
import { MASTERDATA_IMPORT_CALLS, MASTERDATA_IMPORT_COLUMNS } from '../../shared/api/masterdata-import'
import { grant } from '../../shared/permissions'
import { auditLog, products, roles } from '../../server/db/schema'
import { toCsv, toXlsx, type SheetRow } from '../support/booking-sheets'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'
import { fileForm } from './support/uploads'

const A = '/api/admin'
type Line = Record<string, unknown>

describe.each(testDatabases)('master data export and import on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  /** Master Data query and export, no upload. */
  let reader: Agent

  const headers = (agent: Agent, type: string) => ({
    'x-requested-with': 'XMLHttpRequest',
    'content-type': type,
    ...(agent.cookie ? { cookie: `sid=${agent.cookie}` } : {}),
  })
  const linesOf = (body: string) =>
    body
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line)
  async function exportOf(body: Line, agent: Agent = admin) {
    const res = await h.app.inject({
      method: 'POST',
      url: `${A}/inventory/products/export`,
      payload: body,
      headers: headers(agent, 'application/json'),
    })
    return { status: res.statusCode, lines: res.statusCode === 200 ? linesOf(res.body) : [], body: res.body }
  }
  /** A multipart upload: the JSON answer, or the last NDJSON line of a streamed one. */
  async function send(path: string, bytes: Buffer, filename: string, agent: Agent = admin) {
    const { payload, contentType } = fileForm(bytes, filename)
    const res = await h.app.inject({
      method: 'POST',
      url: `${A}${path}`,
      payload,
      headers: headers(agent, contentType),
    })
    const body = String(res.headers['content-type'] ?? '').includes('ndjson') ? linesOf(res.body).at(-1)! : (res.json() as Line)
    return { status: res.statusCode, body }
  }
  const header: SheetRow = MASTERDATA_IMPORT_COLUMNS.map((c) => c.header)

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    await h.database.db
      .update(roles)
      .set({ permission: grant({ 'Master Data': ['query', 'export'] }) })
      .where(eq(roles.id, h.roleIds.get('Technician')!))
    reader = await signIn(h, ACCOUNTS.technician)
  })
  afterAll(() => h.close())

  it('exports the rows with the sheets Additional Info and ExternalLink, one line per entry keyed by SKU, base64 as stored', async () => {
    const { status, lines } = await exportOf({ keyword: 'BAT-LFP-' }, reader)
    expect(status).toBe(200)
    expect(lines[0]).toMatchObject({
      total: 3,
      sheets: [
        { name: 'Additional Info', columns: ['productSku', 'heading', 'content'] },
        { name: 'ExternalLink', columns: ['productSku', 'heading', 'url'] },
      ],
    })
    const rows = lines.filter((l) => typeof l._id === 'string')
    expect(rows).toHaveLength(3)
    const info = lines.filter((l) => l.sheet === 'Additional Info').map((l) => l.cells)
    const links = lines.filter((l) => l.sheet === 'ExternalLink').map((l) => l.cells)
    expect(info).toContainEqual(['BAT-LFP-72V-40AH', 'Charging', b64('Use the 72V 10A charger only')])
    expect(info).toHaveLength(7)
    expect(links).toContainEqual(['BAT-LFP-72V-40AH', 'Safety sheet', b64('https://www.example.com/batteries/lfp-safety')])
    expect(links).toHaveLength(4)
    // Each entry follows its product's row.
    const firstInfo = lines.findIndex((l) => l.sheet === 'Additional Info')
    expect(typeof lines[firstInfo - 1]!._id).toBe('string')
    expect(lines.at(-1)).toEqual({ done: true, rows: 3 })
  })

  it('previews then commits a sheet: duplicates in the file or already active refused per row, the rest saved in one audit entry', async () => {
    const rows: SheetRow[] = [
      header,
      ['IMP-1', 'Imported throttle', 'part', 'piece', '8714', '650', '18', '10'],
      ['IMP-2', 'Imported helmet', 'accessory', '', '', '1250.50', '', ''],
      ['imp-1', 'Same SKU again', 'part', 'piece', '', '100', '5', '1'],
      ['BAT-LFP-60V-30AH', 'Already active', 'battery', 'piece', '', '100', '5', '1'],
      ['IMP-3', 'Bad HSN', 'part', 'piece', '123', '100', '5', '1'],
      ['IMP-4', 'Bad tax', 'paint', 'litre', '', '100', '40', '1'],
    ]
    const preview = await send(MASTERDATA_IMPORT_CALLS.preview, toXlsx(rows), 'products.xlsx')
    expect([preview.status, preview.body.responseCode], JSON.stringify(preview.body)).toEqual([200, 109])
    expect(preview.body).toMatchObject({ rows: 6, valid: 2, invalidTotal: 4 })
    const invalid = preview.body.invalid as { row: number; messages: { message: string }[] }[]
    expect(invalid.map((i) => [i.row, i.messages[0]!.message])).toEqual([
      [4, M.duplicateSku],
      [5, M.duplicateSku],
      [6, M.hsn],
      [7, M.tax],
    ])
    expect(await h.database.db.select().from(products).where(eq(products.sku, 'IMP-1'))).toHaveLength(0)

    const commit = await send(MASTERDATA_IMPORT_CALLS.commit, toXlsx(rows), 'products.xlsx')
    expect(commit.body, JSON.stringify(commit.body)).toMatchObject({ responseCode: 109, message: IM.imported, imported: 2 })
    const [helmet] = await h.database.db.select().from(products).where(eq(products.sku, 'IMP-2'))
    expect(helmet).toMatchObject({ unit: 'piece', price: 1250_50, taxBasisPoints: 0, reorderLevel: 0, active: true, hsn: null })
    const entries = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.entity, 'product')))
    expect(entries).toHaveLength(1)

    // The same rows as CSV: every SKU is now taken.
    const again = await send(MASTERDATA_IMPORT_CALLS.preview, toCsv(rows.slice(0, 3)), 'products.csv')
    expect(again.body).toMatchObject({ rows: 2, valid: 0, invalidTotal: 2 })
    const none = await send(MASTERDATA_IMPORT_CALLS.commit, toCsv(rows.slice(0, 3)), 'products.csv')
    expect([none.body.responseCode, none.body.message]).toEqual([110, IM.noValidRows])
    const count = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(sql`lower(${products.sku}) like 'imp-%'`)
    expect(count[0]!.n).toBe(2)
  })

  it('refuses the upload without the upload button (403/111), and a file that is not a spreadsheet (110)', async () => {
    const r = await send(MASTERDATA_IMPORT_CALLS.preview, toCsv([header]), 'p.csv', reader)
    expect([r.status, r.body.responseCode]).toEqual([403, 111])
    const bad = await send(MASTERDATA_IMPORT_CALLS.preview, Buffer.from([0, 1, 2, 3, 4, 5]), 'p.xlsx')
    expect([bad.body.responseCode, bad.body.message]).toEqual([110, IM.invalidFile])
  })
})
