import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ENQUIRY_TYPES } from '../../shared/api/enquiry'
import { auditLog, enquiries } from '../../server/db/schema'
import { DEMO_ENQUIRIES } from '../../server/modules/enquiry/seed'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const IMG = (n: number, ext = 'png') => `${A}/local/file/images/${n.toString(16).padStart(32, '0')}.${ext}`
const MISSING = '00000000-0000-4000-8000-000000000000'

describe.each(testDatabases)('Enquiry on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let support: Agent
  let franchise: Agent
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const form = (over: Record<string, unknown> = {}) => ({
    fname: 'Kavya',
    lname: 'Rao',
    mobileNo: '7012345678',
    email: 'kavya@example.com',
    city: 'Mysuru',
    enquiryType: 'testRide',
    ticketNo: 'T-1001',
    status: 'open',
    content: 'Test ride please',
    attachment: [IMG(1)],
    ...over,
  })

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    support = await signIn(h, ACCOUNTS.support)
    franchise = await signIn(h, ACCOUNTS.franchise)
  })
  afterAll(() => h.close())

  it('lists the demo enquiries and filters by keyword, digits, active, status, type and dates; sorts; refuses bad queries', async () => {
    const r = await post('/enquiry/all', { page: 0, pageSize: 100 })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.filterRecords).toBe(DEMO_ENQUIRIES)
    const rows = r.body.rows as Array<Record<string, unknown>>
    expect(Object.keys(rows[0]!).sort()).toEqual(
      [
        '_id',
        'active',
        'city',
        'content',
        'createdAt',
        'email',
        'enquiryType',
        'fname',
        'lname',
        'mobileNo',
        'status',
        'ticketNo',
        'updatedAt',
      ].sort(),
    )
    const byTicket = await post('/enquiry/all', { keyword: 'enq-0007' })
    expect((byTicket.body.rows as { ticketNo: string }[]).map((x) => x.ticketNo)).toEqual(['ENQ-0007'])
    const one = rows[3] as { mobileNo: string; _id: string }
    const byDigits = await post('/enquiry/all', { keyword: one.mobileNo.slice(0, 7) })
    expect((byDigits.body.rows as { _id: string }[]).map((x) => x._id)).toContain(one._id)
    for (const status of ['open', 'closed'] as const) {
      const s = await post('/enquiry/all', { status, pageSize: 100 })
      expect((s.body.rows as { status: string }[]).every((x) => x.status === status)).toBe(true)
      expect(s.body.filterRecords).toBe(rows.filter((x) => x.status === status).length)
    }
    expect((await post('/enquiry/all', { status: 'all' })).body.filterRecords).toBe(DEMO_ENQUIRIES)
    const inactive = await post('/enquiry/all', { active: false, pageSize: 100 })
    expect(inactive.body.filterRecords).toBe(rows.filter((x) => x.active === false).length)
    const type = await post('/enquiry/all', { enquiryType: 'service', pageSize: 100 })
    expect((type.body.rows as { enquiryType: string }[]).every((x) => x.enquiryType === 'service')).toBe(true)
    expect(type.body.filterRecords).toBe(rows.filter((x) => x.enquiryType === 'service').length)
    const newest = rows[0]!.createdAt as number
    const recent = await post('/enquiry/all', { startDate: newest, endDate: newest })
    expect((recent.body.rows as { createdAt: number }[]).every((x) => x.createdAt === newest)).toBe(true)
    expect(recent.body.filterRecords).toBeGreaterThanOrEqual(1)
    const sorted = await post('/enquiry/all', { sortField: 'ticketNo', sortOrder: 'true', pageSize: 3 })
    expect((sorted.body.rows as { ticketNo: string }[]).map((x) => x.ticketNo)).toEqual(['ENQ-0001', 'ENQ-0002', 'ENQ-0003'])
    for (const bad of [{ enquiryType: 'x'.repeat(41) }, { sortField: 'password' }, { startDate: 10, endDate: 5 }, { active: 'maybe' }]) {
      const b = await post('/enquiry/all', bad)
      expect([b.status, b.body.responseCode], JSON.stringify(bad)).toEqual([400, 110])
    }
  })

  it('exports the enquiries as NDJSON', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: `${A}/enquiry/export`,
      payload: { status: 'closed' },
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${admin.cookie}` },
    })
    expect(res.statusCode).toBe(200)
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines[0]).toMatchObject({ columns: expect.arrayContaining(['ticketNo', 'enquiryType', 'status']) })
    expect(lines.at(-1)).toMatchObject({ done: true })
    expect(lines.slice(1, -1).every((l) => l.status === 'closed')).toBe(true)
  })

  it("answers the enquiry types for name 'requestType' and refuses other names", async () => {
    const r = await post('/enquiry/options', { name: 'requestType' })
    expect(r.body).toMatchObject({ responseCode: 109, options: [...ENQUIRY_TYPES] })
    for (const bad of [{ name: 'colours' }, {}, 'x']) expect((await post('/enquiry/options', bad)).body.responseCode).toBe(110)
  })

  it('creates an enquiry, refuses a duplicate ticket (114) and bad input (110, nothing stored), audits', async () => {
    const before = (await h.database.db.select({ id: enquiries.id }).from(enquiries)).length
    const r = await post('/enquiry/add', form())
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const id = r.body.eId as string
    const d = await post('/enquiry/details', { eId: id })
    expect(d.body.enquiry).toMatchObject({
      fname: 'Kavya',
      ticketNo: 'T-1001',
      status: 'open',
      active: true,
      attachment: [IMG(1)],
      resolved: { remark: null, attachment: [], resolver: { fname: null } },
    })
    const dup = await post('/enquiry/add', form({ mobileNo: '7012345679' }))
    expect([dup.status, dup.body.responseCode, dup.body.message]).toEqual([409, 114, 'Duplicate Records'])
    for (const bad of [
      form({ ticketNo: 'T-2', fname: '  ' }),
      form({ ticketNo: 'T-2', mobileNo: '12345' }),
      form({ ticketNo: 'T-2', enquiryType: 'gossip' }),
      form({ ticketNo: 'T-2', status: 'pending' }),
      form({ ticketNo: 'T-2', email: 'nope' }),
      form({ ticketNo: 'T-2', attachment: ['https://evil.example/x.png'] }),
      form({ ticketNo: 'T-2', attachment: [`${A}/local/file/docs/${'a'.repeat(32)}.png`] }),
      form({ ticketNo: '' }),
      'garbage',
      null,
    ]) {
      const b = await post('/enquiry/add', bad)
      expect([b.status, b.body.responseCode], JSON.stringify(bad)).toEqual([400, 110])
    }
    expect((await h.database.db.select({ id: enquiries.id }).from(enquiries)).length).toBe(before + 1)
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    expect(audits.map((a) => a.action)).toContain('create')
  })

  it('updates by eId: status, active and the resolution; refuses another ticket number (114), bad input and unknown ids', async () => {
    const id = (await post('/enquiry/add', form({ ticketNo: 'T-3001', mobileNo: '7012345601' }))).body.eId as string
    await post('/enquiry/add', form({ ticketNo: 'T-3002', mobileNo: '7012345602' }))
    const resolved = { remark: 'Ride booked for Saturday', resolver: { fname: 'Priya' }, attachment: [IMG(2, 'jpg'), IMG(3)] }
    const upd = await support.update(`${A}/enquiry/update`, {
      ...form({ ticketNo: 'T-3001', mobileNo: '7012345601' }),
      eId: id,
      status: 'closed',
      active: false,
      resolved,
    })
    expect(upd.status, JSON.stringify(upd.body)).toBe(200)
    const d = await post('/enquiry/details', { eId: id })
    expect(d.body.enquiry).toMatchObject({ status: 'closed', active: false, resolved })
    const [row] = await h.database.db.select().from(enquiries).where(eq(enquiries.id, id))
    const dup = await admin.update(`${A}/enquiry/update`, { ...form({ ticketNo: 'T-3002' }), eId: id })
    expect([dup.status, dup.body.responseCode]).toEqual([409, 114])
    const bad = await admin.update(`${A}/enquiry/update`, {
      ...form({ ticketNo: 'T-3001' }),
      eId: id,
      resolved: { attachment: ['javascript:alert(1)'] },
    })
    expect([bad.status, bad.body.responseCode]).toEqual([400, 110])
    const noId = await admin.update(`${A}/enquiry/update`, form({ ticketNo: 'T-3001' }))
    expect([noId.status, noId.body.responseCode]).toEqual([400, 110])
    const [after] = await h.database.db.select().from(enquiries).where(eq(enquiries.id, id))
    expect(after).toEqual(row)
    const missing = await admin.update(`${A}/enquiry/update`, { ...form({ ticketNo: 'T-3999' }), eId: MISSING })
    expect([missing.status, missing.body.responseCode]).toEqual([404, 123])
    expect((await post('/enquiry/details', { eId: MISSING })).body.responseCode).toBe(123)
    expect((await post('/enquiry/details', { eId: 'x' })).body.responseCode).toBe(110)
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    expect(audits.map((a) => a.action)).toContain('update')
  })

  it('refuses a role without Enquiry on every call (403/111), and support (no add button) on create', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/enquiry/all', {}],
      ['POST', '/enquiry/export', {}],
      ['POST', '/enquiry/options', { name: 'requestType' }],
      ['POST', '/enquiry/details', { eId: MISSING }],
      ['POST', '/enquiry/add', form({ ticketNo: 'T-9' })],
      ['PUT', '/enquiry/update', { ...form({ ticketNo: 'T-9' }), eId: MISSING }],
    ]
    for (const [method, path, body] of calls) {
      const r = await franchise.call(method as 'POST', `${A}${path}`, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    const add = await support.post(`${A}/enquiry/add`, form({ ticketNo: 'T-9' }))
    expect([add.status, add.body.responseCode]).toEqual([403, 111])
    expect((await support.post(`${A}/enquiry/all`, {})).status).toBe(200)
    expect((await support.post(`${A}/enquiry/export`, {})).body.responseCode).toBe(111)
  })
})
