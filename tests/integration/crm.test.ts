import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, leadCalls, leads, users } from '../../server/db/schema'
import { DEMO_LEAD_MOBILE } from '../../server/modules/crm/seed'
import { crmCallRoutes } from '../../server/modules/crm/call'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const SECRET = 'test-webhook-secret-0123456789'

/** Mounts the click-to-call routes when the exotel module does not (yet). */
const mountCalls = async (app: Parameters<typeof crmCallRoutes>[0]) => {
  if (!app.hasRoute({ method: 'POST', url: '/api/exotel/call/customer' })) await app.register(crmCallRoutes, { prefix: '/api/exotel' })
}

describe.each(testDatabases)('CRM on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let support: Agent
  let supportId: string
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)

  beforeAll(async () => {
    h = await startHarness(tdb, { config: { EXOTEL_WEBHOOK_SECRET: SECRET }, beforeReady: mountCalls })
    admin = await signIn(h, ACCOUNTS.superAdmin)
    support = await signIn(h, ACCOUNTS.support)
    supportId = h.userIds.get(ACCOUNTS.support)!
  })
  afterAll(() => h.close())

  it('lists the demo leads with the special cells’ fields, finds by keyword and digits, filters and sorts', async () => {
    const r = await post('/crm/all', { page: 0, pageSize: 100 })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const rows = r.body.rows as Array<Record<string, unknown>>
    expect(r.body.filterRecords).toBe(60)
    const demo = rows.find((x) => x.mobileNo === DEMO_LEAD_MOBILE)!
    expect(demo).toMatchObject({ fname: 'Rahul', callStatus: 'new_lead', marketingType: ['website', 'google'] })
    expect(demo.assignedTo).toMatchObject({ fname: 'Priya' })
    expect((demo.followups as unknown[]).length).toBe(1)
    expect(demo.followups).toEqual([expect.objectContaining({ assignedExecutiveName: 'Priya Support', followUpDate: expect.any(Number) })])
    const byDigits = await post('/crm/all', { keyword: '98765' })
    expect((byDigits.body.rows as { mobileNo: string }[]).map((x) => x.mobileNo)).toEqual([DEMO_LEAD_MOBILE])
    const byName = await post('/crm/all', { keyword: 'rahul sha' })
    expect((byName.body.rows as unknown[]).length).toBeGreaterThanOrEqual(1)
    const existed = await post('/crm/all', { callStatus: 'existed', pageSize: 100 })
    expect(existed.body.filterRecords).toBe(5)
    const web = await post('/crm/all', { marketingType: 'website', pageSize: 100 })
    expect((web.body.rows as { marketingType: string[] }[]).every((x) => x.marketingType.includes('website'))).toBe(true)
    const sorted = await post('/crm/all', { sortField: 'fname', sortOrder: 'true', pageSize: 5 })
    const names = (sorted.body.rows as { fname: string }[]).map((x) => x.fname)
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect((await post('/crm/all', { callStatus: 'bogus' })).body.responseCode).toBe(110)
    expect((await post('/crm/all', { sortField: 'password' })).body.responseCode).toBe(110)
  })

  it('exports the leads as NDJSON and audits it', async () => {
    const r = await admin.call('POST', `${A}/crm/export`, { callStatus: 'existed' })
    expect(r.status).toBe(200)
    const res = await h.app.inject({
      method: 'POST',
      url: `${A}/crm/export`,
      payload: { callStatus: 'existed' },
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${admin.cookie}` },
    })
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines[0]).toMatchObject({ total: 5 })
    expect(lines.at(-1)).toEqual({ done: true, rows: 5 })
  })

  it('adds a lead (mobile normalised), refuses a duplicate number (114) and bad input (110), audits', async () => {
    const form = {
      fname: 'Meera',
      lname: 'Iyer',
      mobileNo: '+91 61234 50001',
      email: 'meera@example.com',
      city: 'Mysuru',
      marketingType: ['expo', 'fm'],
    }
    const r = await post('/crm/add', form)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const id = r.body.leadId as string
    const [row] = await h.database.db.select().from(leads).where(eq(leads.id, id))
    expect(row).toMatchObject({ mobileNo: '6123450001', callStatus: 'new_lead', marketingType: ['expo', 'fm'] })
    const dup = await post('/crm/add', { ...form, mobileNo: '6123450001' })
    expect([dup.status, dup.body.responseCode]).toEqual([409, 114])
    for (const bad of [
      { ...form, mobileNo: '12345' },
      { ...form, fname: '' },
      { ...form, marketingType: ['carrier_pigeon'] },
      { ...form, callStatus: 'won' },
      { ...form, email: 'not-an-email' },
      { ...form, assignedTo: 'nope' },
      'garbage',
      null,
    ]) {
      const b = await post('/crm/add', bad)
      expect([b.status, b.body.responseCode], JSON.stringify(bad)).toEqual([400, 110])
    }
    // An assignee that is not active staff.
    const [customer] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.userType, 'user')).limit(1)
    const notStaff = await post('/crm/add', { ...form, mobileNo: '6123450002', assignedTo: customer!.id })
    expect([notStaff.status, notStaff.body.responseCode]).toEqual([400, 110])
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    expect(audits.map((a) => a.action)).toContain('create')
  })

  it('updates a lead, refusing another lead’s number (114) and unknown ids (404/123)', async () => {
    const a = (await post('/crm/add', { fname: 'Ajay', mobileNo: '6123450011' })).body.leadId as string
    await post('/crm/add', { fname: 'Binu', mobileNo: '6123450012' })
    const upd = await admin.update(`${A}/crm/update`, {
      leadId: a,
      fname: 'Ajay',
      lname: 'Kumar',
      mobileNo: '6123450011',
      callStatus: 'converted',
      assignedTo: supportId,
    })
    expect(upd.status, JSON.stringify(upd.body)).toBe(200)
    const d = await post('/crm/details', { leadId: a })
    expect(d.body.lead).toMatchObject({ lname: 'Kumar', callStatus: 'converted', assignedTo: { _id: supportId } })
    const dup = await admin.update(`${A}/crm/update`, { leadId: a, fname: 'Ajay', mobileNo: '6123450012' })
    expect(dup.body.responseCode).toBe(114)
    const missing = await admin.update(`${A}/crm/update`, {
      leadId: '00000000-0000-4000-8000-000000000000',
      fname: 'X',
      mobileNo: '6123450099',
    })
    expect([missing.status, missing.body.responseCode]).toEqual([404, 123])
    expect((await post('/crm/details', { leadId: 'x' })).body.responseCode).toBe(110)
  })

  it('adds follow-ups (latest date first) and re-assigns a multi-selection', async () => {
    const id = (await post('/crm/add', { fname: 'Chitra', mobileNo: '6123450021' })).body.leadId as string
    const day = Math.floor(Date.UTC(2026, 5, 10) / 1000)
    const f1 = await post('/crm/followup/add', { leadId: id, executiveId: supportId, followUpDate: day, remark: 'first' })
    expect(f1.status, JSON.stringify(f1.body)).toBe(200)
    await post('/crm/followup/add', { leadId: id, executiveId: supportId, followUpDate: day + 86400, remark: 'second' })
    const d = await post('/crm/details', { leadId: id })
    const f = (d.body.lead as { followups: { remark: string; assignedExecutiveName: string }[] }).followups
    expect(f.map((x) => x.remark)).toEqual(['second', 'first'])
    expect(f[0]!.assignedExecutiveName).toBe('Priya Support')
    expect((await post('/crm/followup/add', { leadId: id, executiveId: supportId })).body.responseCode).toBe(110)
    const other = (await post('/crm/add', { fname: 'Dinesh', mobileNo: '6123450022' })).body.leadId as string
    const r = await post('/crm/reassign', { leadIds: [id, other], assignedTo: supportId })
    expect(r.body).toMatchObject({ responseCode: 109, updated: 2 })
    const rows = await h.database.db.select({ a: leads.assignedToId }).from(leads).where(eq(leads.id, other))
    expect(rows[0]!.a).toBe(supportId)
    expect((await post('/crm/reassign', { leadIds: [], assignedTo: supportId })).body.responseCode).toBe(110)
    const logs = await post('/crm/logs', { recordId: id })
    expect((logs.body.logs as { activity: string }[]).map((l) => l.activity)).toEqual(
      expect.arrayContaining(['create', 'followup.add', 'reassign']),
    )
  })

  it('logs name the changed fields with their old and new values, and who changed them', async () => {
    const id = (await post('/crm/add', { fname: 'Ishaan', city: 'Pune', mobileNo: '6123450061' })).body.leadId as string
    const upd = await admin.update(`${A}/crm/update`, { leadId: id, fname: 'Ishan', city: 'Nashik', mobileNo: '6123450061' })
    expect(upd.body.responseCode).toBe(109)
    const logs = (await post('/crm/logs', { recordId: id })).body.logs as Record<string, unknown>[]
    const update = logs.find((l) => l.activity === 'update')!
    expect(update.comment).toBe('fname, city changed')
    expect(update.changes).toEqual({ fname: { from: 'Ishaan', to: 'Ishan' }, city: { from: 'Pune', to: 'Nashik' } })
    expect(update).toMatchObject({ operatedBy: { fname: expect.any(String) }, actor: null })
  })

  it('re-assigns with the versions the list read: a lead changed since is reported in `changed` and keeps its executive', async () => {
    const stale = (await post('/crm/add', { fname: 'Gauri', mobileNo: '6123450051' })).body.leadId as string
    const fresh = (await post('/crm/add', { fname: 'Hari', mobileNo: '6123450052' })).body.leadId as string
    const listed = await post('/crm/all', { keyword: '612345005', pageSize: 10 })
    const rows = listed.body.rows as { _id: string; version: number }[]
    const versions = Object.fromEntries(rows.filter((r) => r._id === stale || r._id === fresh).map((r) => [r._id, r.version]))
    expect(versions).toEqual({ [stale]: 1, [fresh]: 1 })
    // Someone assigns the first lead to the super admin after the list was read.
    const adminId = h.userIds.get(ACCOUNTS.superAdmin)!
    const upd = await admin.update(`${A}/crm/update`, { leadId: stale, fname: 'Gauri', mobileNo: '6123450051', assignedTo: adminId })
    expect(upd.body).toMatchObject({ responseCode: 109, version: 2 })

    const r = await post('/crm/reassign', { leadIds: [stale, fresh], assignedTo: supportId, versions })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toMatchObject({ responseCode: 109, updated: 1, changed: [stale] })
    const after = await h.database.db
      .select({ id: leads.id, a: leads.assignedToId, v: leads.version })
      .from(leads)
      .where(inArray(leads.id, [stale, fresh]))
    const byId = new Map(after.map((x) => [x.id, x]))
    expect(byId.get(stale)).toMatchObject({ a: adminId, v: 2 })
    expect(byId.get(fresh)).toMatchObject({ a: supportId, v: 2 })
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, stale))
    expect(audits.map((x) => x.action)).not.toContain('reassign')
    // With the version it has now the lead moves too.
    const again = await post('/crm/reassign', { leadIds: [stale], assignedTo: supportId, versions: { [stale]: 2 } })
    expect(again.body).toMatchObject({ responseCode: 109, updated: 1, changed: [] })
  })

  it('looks up a number: the lead, a customer without a lead (existing user), or nothing', async () => {
    const lead = await post('/crm/by-mobile', { mobileNo: DEMO_LEAD_MOBILE })
    expect(lead.body).toMatchObject({ responseCode: 109, existingUser: false, lead: { mobileNo: DEMO_LEAD_MOBILE } })
    const [customer] = await h.database.db
      .insert(users)
      .values({ userType: 'user', fname: 'Esha', lname: 'Nair', mobileNo: '6123450031' })
      .returning()
    const cust = await post('/crm/by-mobile', { mobileNo: customer!.mobileNo })
    expect(cust.body).toMatchObject({ lead: null, existingUser: true, customer: { fname: 'Esha' } })
    const none = await post('/crm/by-mobile', { mobileNo: '6123450032' })
    expect(none.body).toMatchObject({ lead: null, existingUser: false })
    expect((await post('/crm/by-mobile', { mobileNo: 'abc' })).body.responseCode).toBe(110)
  })

  it('refuses callers without the CRM buttons (111); the support agent may add and call a lead but not re-assign', async () => {
    const tech = await signIn(h, ACCOUNTS.technician)
    expect((await tech.post(`${A}/crm/all`, {})).body.responseCode).toBe(111)
    expect((await support.post(`${A}/crm/all`, {})).body.responseCode).toBe(109)
    expect((await support.post(`${A}/crm/by-mobile`, { mobileNo: DEMO_LEAD_MOBILE })).body.responseCode).toBe(109)
    // A caller without a lead becomes one from the incoming-call overlay; the lead can be called back.
    const added = await support.post(`${A}/crm/add`, { fname: 'Caller', mobileNo: '6123450041' })
    expect(added.body.responseCode).toBe(109)
    const [lead] = await h.database.db.select().from(leads).where(eq(leads.mobileNo, '6123450041'))
    expect((await support.post('/api/exotel/call/customer', { leadId: lead!.id })).body.responseCode).toBe(109)
    expect((await support.post(`${A}/crm/reassign`, { leadIds: [lead!.id], assignedTo: supportId })).body.responseCode).toBe(111)
    expect((await new Agent(h.app).post(`${A}/crm/all`, {})).status).toBe(401)
  })

  it('click-to-call with the local provider records the call and updates the lead at once', async () => {
    const [lead] = await h.database.db.select().from(leads).where(eq(leads.mobileNo, DEMO_LEAD_MOBILE))
    const r = await admin.post('/api/exotel/call/customer', { leadId: lead!.id })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body).toMatchObject({ responseCode: 109, status: 'completed', duration: expect.any(Number) })
    const [after] = await h.database.db.select().from(leads).where(eq(leads.id, lead!.id))
    expect(after).toMatchObject({ lastCallOutcome: 'completed', lastDuration: r.body.duration })
    const [call] = await h.database.db
      .select()
      .from(leadCalls)
      .where(eq(leadCalls.id, r.body.callId as string))
    expect(call).toMatchObject({
      provider: 'local',
      agentNumber: ACCOUNTS.superAdmin,
      customerNumber: DEMO_LEAD_MOBILE,
      status: 'completed',
    })
    const d = await post('/crm/details', { leadId: lead!.id })
    expect((d.body.lead as { calls: unknown[] }).calls.length).toBe(1)
    expect((await admin.post('/api/exotel/call/customer', { leadId: 'bad' })).body.responseCode).toBe(110)
    // A number ending in 00 does not answer.
    const id = (await post('/crm/add', { fname: 'Farah', mobileNo: '6123450100' })).body.leadId as string
    expect((await admin.post('/api/exotel/call/customer', { leadId: id })).body).toMatchObject({ status: 'no-answer', duration: 0 })
  })

  it('the status callback needs the webhook secret; unknown calls answer 404', async () => {
    const payload = { CallSid: 'nope', Status: 'completed', ConversationDuration: 5 }
    const bare = await h.app.inject({ method: 'POST', url: '/api/exotel/call/status', payload })
    expect(bare.statusCode).toBe(401)
    const wrong = await h.app.inject({ method: 'POST', url: '/api/exotel/call/status?token=wrong-secret-000000', payload })
    expect(wrong.statusCode).toBe(401)
    const unknown = await h.app.inject({ method: 'POST', url: `/api/exotel/call/status?token=${SECRET}`, payload })
    expect([unknown.statusCode, unknown.json().responseCode]).toEqual([404, 123])
    const bad = await h.app.inject({ method: 'POST', url: `/api/exotel/call/status?token=${SECRET}`, payload: { Status: 1 } })
    expect(bad.json().responseCode).toBe(110)
  })
})
