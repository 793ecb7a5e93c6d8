import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TRACKING_MAX_BYTES } from '../../shared/api/tracking'
import { rideCsv, rideNdjson } from '../../shared/api/tracking-generate'
import { users } from '../../server/db/schema'
import { trackingLogs } from '../../server/modules/tracking/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

const A = '/api/admin'

describe.each(testDatabases)('tracking logs on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let token: string
  let deviceId: string
  let riderId: string
  const logCount = async () => (await h.database.db.select().from(trackingLogs)).length
  const upload = (body: string | Buffer, tok: string | null = token, headers: Record<string, string> = {}) =>
    h.app.inject({
      method: 'POST',
      url: '/api/device/tracking',
      headers: { 'content-type': 'text/csv', ...(tok ? { authorization: `Bearer ${tok}` } : {}), ...headers },
      payload: body,
    })

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    const [rider] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.mobileNo, ACCOUNTS.technician)).limit(1)
    riderId = rider!.id
    await h.database.db.update(users).set({ bluetoothId: 'BT-TRACK-1' }).where(eq(users.id, riderId))
    const issued = await admin.post(`${A}/log/tracking/devices/issue`, { name: 'Unit 7', vehicleNo: 'ka01ab1234' })
    expect(issued.status, JSON.stringify(issued.body)).toBe(200)
    token = issued.body.token as string
    deviceId = issued.body.deviceId as string
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })
  afterAll(() => h.close())

  it('issues a token once (stored hashed) and refuses a second live device of the same name (114)', async () => {
    const list = await admin.get(`${A}/log/tracking/devices`)
    expect(list.status).toBe(200)
    expect(JSON.stringify(list.body)).not.toContain(token)
    expect((await admin.post(`${A}/log/tracking/devices/issue`, { name: 'unit 7' })).body.responseCode).toBe(114)
    expect((await admin.post(`${A}/log/tracking/devices/issue`, { name: '' })).status).toBe(400)
  })

  it('ingests a CSV: rows, time range, faults and the rider matched by bluetoothId; bad lines counted', async () => {
    const good = rideCsv({ lines: 600, faultEvery: 100 }).trimEnd().split('\n')
    const body = [...good.slice(0, 300), 'garbage', '2026-06-01T05:00:00Z,91,77,1,1,1,1,1,1,1,', ...good.slice(300)].join('\n')
    const res = await upload(body, token, { 'x-bluetooth-id': 'BT-TRACK-1', 'x-file-name': 'ride-1.csv' })
    expect(res.statusCode, res.body).toBe(200)
    const a = res.json()
    expect(a).toMatchObject({ responseCode: 109, lineCount: 600, badLineCount: 2, riderId })
    expect(a.badLines.map((b: { line: number }) => b.line)).toEqual([301, 302])
    expect(a.faults.length).toBeGreaterThan(0)
    for (const f of a.faults as string[]) expect(['E012', 'OVERTEMP']).toContain(f)
    const [row] = await h.database.db.select().from(trackingLogs).where(eq(trackingLogs.id, a.logId))
    expect(row).toMatchObject({ deviceName: 'Unit 7', lineCount: 600, badLineCount: 2, riderId, fileName: 'ride-1.csv', format: 'csv' })
    expect(row!.endedAt!.getTime() - row!.startedAt!.getTime()).toBe(599_000)
  })

  it('ingests NDJSON and matches the rider by the device vehicle number', async () => {
    await h.database.db.update(users).set({ vehicleNo: 'KA01AB1234' }).where(eq(users.id, riderId))
    const res = await upload(rideNdjson({ lines: 50, start: Date.UTC(2026, 4, 1) }), token, { 'content-type': 'application/x-ndjson' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ lineCount: 50, badLineCount: 0, faults: [], riderId })
  })

  it('refuses a wrong, missing or revoked token (401) and stores nothing', async () => {
    const before = await logCount()
    expect((await upload(rideCsv({ lines: 5 }), 'x'.repeat(43))).statusCode).toBe(401)
    expect((await upload(rideCsv({ lines: 5 }), null)).statusCode).toBe(401)
    const other = await admin.post(`${A}/log/tracking/devices/issue`, { name: 'Unit 9' })
    expect((await admin.post(`${A}/log/tracking/devices/revoke`, { deviceId: other.body.deviceId })).status).toBe(200)
    expect((await admin.post(`${A}/log/tracking/devices/revoke`, { deviceId: other.body.deviceId })).body.responseCode).toBe(123)
    expect((await upload(rideCsv({ lines: 5 }), other.body.token as string)).statusCode).toBe(401)
    expect(await logCount()).toBe(before)
  })

  it('refuses an oversize upload with 413 and a clear message; a file without valid lines 400, never 500', async () => {
    const before = await logCount()
    const big = await upload(Buffer.alloc(TRACKING_MAX_BYTES + 10, 'a'))
    expect(big.statusCode).toBe(413)
    expect(big.json().message).toMatch(/20 MB/)
    const none = await upload('timestamp,latitude\n1,2\n')
    expect(none.statusCode).toBe(400)
    expect(none.json().badLineCount).toBeGreaterThan(0)
    expect((await upload('')).statusCode).toBe(400)
    expect((await upload('{"timestamp": "x"}\n[1,2]\n', token, { 'content-type': 'application/json' })).statusCode).toBe(400)
    expect(await logCount()).toBe(before)
  })

  it('lists with filters (device, rider, date range, has faults) and keyword', async () => {
    const all = await admin.post(`${A}/log/tracking/all`, { pageSize: 100 })
    expect(all.status, JSON.stringify(all.body)).toBe(200)
    expect(all.body.filterRecords).toBe(2)
    const rows = all.body.rows as { riderName: string | null; deviceName: string }[]
    expect(rows[0]!.deviceName).toBe('Unit 7')
    expect(rows.every((r) => r.riderName)).toBe(true)
    expect((await admin.post(`${A}/log/tracking/all`, { hasFaults: true })).body.filterRecords).toBe(1)
    expect((await admin.post(`${A}/log/tracking/all`, { hasFaults: 'false' })).body.filterRecords).toBe(1)
    expect((await admin.post(`${A}/log/tracking/all`, { riderId })).body.filterRecords).toBe(2)
    expect((await admin.post(`${A}/log/tracking/all`, { deviceId })).body.filterRecords).toBe(2)
    expect((await admin.post(`${A}/log/tracking/all`, { deviceId: '00000000-0000-4000-8000-000000000000' })).body.filterRecords).toBe(0)
    const may = Date.UTC(2026, 4, 1) / 1000
    expect((await admin.post(`${A}/log/tracking/all`, { startDate: may - 10, endDate: may + 3600 })).body.filterRecords).toBe(1)
    const byKeyword = await admin.post(`${A}/log/tracking/all`, { keyword: 'unit 7' })
    expect(byKeyword.body.filterRecords, JSON.stringify(byKeyword.body)).toBe(2)
    expect((await admin.post(`${A}/log/tracking/all`, { riderId: 'nope' })).status).toBe(400)
    const options = await admin.get(`${A}/log/tracking/options`)
    expect(options.body.riders).toEqual([expect.objectContaining({ value: riderId })])
  })

  it('pages the lines, answers downsampled series and downloads the original', async () => {
    const [log] = await h.database.db.select().from(trackingLogs).where(eq(trackingLogs.lineCount, 600))
    const page = await admin.get(`${A}/log/tracking/lines?logId=${log!.id}&offset=590&limit=50`)
    expect(page.status).toBe(200)
    expect(page.body.total).toBe(600)
    expect((page.body.lines as unknown[]).length).toBe(10)
    const s = await admin.get(`${A}/log/tracking/series?logId=${log!.id}&points=100`)
    expect(s.status, JSON.stringify(s.body)).toBe(200)
    const speed = (s.body.series as Record<string, { t: number[] }>).speed!
    expect(speed.t.length).toBeLessThanOrEqual(100)
    expect(s.body.inWindow).toBe(600)
    const from = log!.startedAt!.getTime()
    const win = await admin.get(`${A}/log/tracking/series?logId=${log!.id}&from=${from}&to=${from + 59_000}&points=1000`)
    expect(win.body.inWindow).toBe(60)
    const dl = await admin.get(`${A}/log/tracking/download?logId=${log!.id}`)
    expect(dl.status).toBe(200)
    expect(String(dl.headers['content-disposition'])).toContain('ride-1.csv')
    expect((await admin.get(`${A}/log/tracking/download?logId=${riderId}`)).status).toBe(404)
  })

  it('answers bad input with 400, never 500', async () => {
    expect((await admin.get(`${A}/log/tracking/lines?logId=x`)).status).toBe(400)
    expect((await admin.get(`${A}/log/tracking/lines?logId=${riderId}&limit=0`)).status).toBe(400)
    expect((await admin.get(`${A}/log/tracking/series?logId=${riderId}&from=10&to=5`)).status).toBe(400)
    expect((await admin.get(`${A}/log/tracking/series?logId=${riderId}&points=abc`)).status).toBe(400)
    expect((await admin.post(`${A}/log/tracking/devices/revoke`, { deviceId: 'x' })).status).toBe(400)
  })

  it('refuses a role without the TrackingLog permission', async () => {
    const tech = await signIn(h, ACCOUNTS.technician)
    expect((await tech.post(`${A}/log/tracking/all`, {})).status).toBe(403)
    expect((await tech.get(`${A}/log/tracking/devices`)).status).toBe(403)
    expect((await tech.post(`${A}/log/tracking/devices/issue`, { name: 'Sneaky' })).status).toBe(403)
  })
})
