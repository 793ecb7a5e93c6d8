import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RIDING_MODE_NUMBERS } from '../../shared/api/riding-mode'
import { grant } from '../../shared/permissions'
import { advertisements, leadCalls, ridingModes, users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Answer, type Harness } from './support/harness'
import { installWriteCounter, type WriteCounter } from './support/write-counter'
import { customerForm } from './support/forms'

const A = '/api/admin'
const SECRET = 'atomicity-webhook-secret-0123'
const NOW = Math.floor(Date.parse('2026-06-01T10:00:00Z') / 1000)

interface Case {
  name: string
  /** Puts the record back in a state where the call changes something (with audits working). */
  prepare?: () => Promise<void>
  send: () => Promise<Answer>
}

/**
 * SECURITY.md item 26: a change and its audit entry commit together or not at all. Every write call is made once with
 * the audit insert failing (the database refuses it): nothing may stay committed. Then once more with audits working,
 * to show the call really changes something and audits it.
 */
describe.each(testDatabases)('a change and its audit row commit together on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let counter: WriteCounter
  const ids: Record<string, string> = {}
  let n = 0
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const put = (path: string, body: unknown) => admin.update(`${A}${path}`, body)
  const del = (path: string, body: unknown) => admin.call('DELETE', `${A}${path}`, body)

  const customer = customerForm
  const ridingMode = (title: string) => ({ title, ...Object.fromEntries(RIDING_MODE_NUMBERS.map((k, i) => [k, 10 + i])) })
  const banner = (title: string) => ({
    title,
    description: 'Ten percent off',
    adPosition: 'top',
    typeOfLink: 'banner',
    startAt: NOW,
    endAt: NOW + 86_400,
  })
  const enquiry = (ticketNo: string, city = 'Mysuru') => ({
    fname: 'Kiran',
    mobileNo: '6300000100',
    enquiryType: 'general',
    ticketNo,
    city,
  })
  const created = async (r: Promise<Answer>, key: string) => {
    const a = await r
    if (a.body.responseCode !== 109) throw new Error(`setup failed: ${JSON.stringify(a.body)}`)
    return a.body[key] as string
  }

  beforeAll(async () => {
    h = await startHarness(tdb, { config: { EXOTEL_WEBHOOK_SECRET: SECRET } })
    admin = await signIn(h, ACCOUNTS.superAdmin)
    ids.support = h.userIds.get(ACCOUNTS.support)!
    ids.technician = h.userIds.get(ACCOUNTS.technician)!
    ids.customer = await created(post('/user/add', customer('6300000002')), 'userId')
    ids.role = await created(post('/role/create', { name: 'Atomic base' }), 'roleId')
    ids.lead = await created(post('/crm/add', { fname: 'Meera', mobileNo: '6300000003' }), 'leadId')
    ids.enquiry = await created(post('/enquiry/add', enquiry('ATOM-1')), 'eId')
    ids.mode = await created(post('/riding-mode/add', ridingMode('Atomic mode')), 'recordId')
    ids.ad = await created(post('/advertisement/add', banner('Atomic ad')), 'AdvId')
    ids.send = await created(
      post('/notification/create', { title: 'Alert', body: 'Once', notificationType: 'alert', userId: ids.customer }),
      'recordId',
    )
    counter = await installWriteCounter(h.database)
  })
  afterAll(() => h.close())

  const reactivateCustomer = async () => void (await h.database.db.update(users).set({ active: true }).where(eq(users.id, ids.customer!)))

  const cases: Case[] = [
    { name: 'POST /user/add', send: () => post('/user/add', customer('6300000010')) },
    {
      name: 'PUT /user/update',
      send: () => put('/user/update', { ...customer('6300000002', { landmark: `Gate ${++n}` }), userId: ids.customer }),
    },
    {
      name: 'PUT /user/update (attempts reset)',
      prepare: async () => void (await h.database.db.update(users).set({ passwordAttempt: 2 }).where(eq(users.id, ids.support!))),
      send: () => put('/user/update', { userId: ids.support, passwordAttempt: 0 }),
    },
    {
      name: 'POST /user/resetpasswordattempt',
      prepare: async () => void (await h.database.db.update(users).set({ passwordAttempt: 2 }).where(eq(users.id, ids.support!))),
      send: () => post('/user/resetpasswordattempt', { userId: ids.support }),
    },
    {
      name: 'DELETE /user/delete',
      prepare: reactivateCustomer,
      send: () => del('/user/delete', { userId: ids.customer }),
    },
    { name: 'POST /role/create', send: () => post('/role/create', { name: 'Atomic role' }) },
    {
      name: 'PUT /role/permission/update',
      send: () =>
        put('/role/permission/update', {
          roleId: ids.role,
          name: 'Atomic base',
          active: true,
          permission: grant(++n % 2 ? { CRM: ['query'] } : {}),
        }),
    },
    {
      name: 'PUT /role/permission/grant',
      prepare: async () =>
        void (await h.database.db
          .update(users)
          .set({ roleId: h.roleIds.get('Technician')! })
          .where(eq(users.id, ids.technician!))),
      send: () => put('/role/permission/grant', { roleId: ids.role, assign: [ids.technician] }),
    },
    { name: 'POST /crm/add', send: () => post('/crm/add', { fname: 'Ravi', mobileNo: '6300000011' }) },
    {
      name: 'PUT /crm/update',
      send: () => put('/crm/update', { leadId: ids.lead, fname: 'Meera', mobileNo: '6300000003', city: `City ${++n}` }),
    },
    {
      name: 'POST /crm/followup/add',
      send: () => post('/crm/followup/add', { leadId: ids.lead, executiveId: ids.support, followUpDate: NOW, remark: 'call back' }),
    },
    { name: 'POST /crm/reassign', send: () => post('/crm/reassign', { leadIds: [ids.lead], assignedTo: ids.support }) },
    { name: 'POST /enquiry/add', send: () => post('/enquiry/add', enquiry('ATOM-2')) },
    { name: 'PUT /enquiry/update', send: () => put('/enquiry/update', { ...enquiry('ATOM-1', `City ${++n}`), eId: ids.enquiry }) },
    { name: 'POST /riding-mode/add', send: () => post('/riding-mode/add', ridingMode('Atomic second')) },
    {
      name: 'PUT /riding-mode/update',
      send: () => put('/riding-mode/update', { ...ridingMode('Atomic mode'), maxFwdSpeed: ++n, recordId: ids.mode }),
    },
    {
      name: 'DELETE /riding-mode/delete',
      prepare: async () => void (await h.database.db.update(ridingModes).set({ active: true }).where(eq(ridingModes.id, ids.mode!))),
      send: () => del('/riding-mode/delete', { recordId: ids.mode }),
    },
    { name: 'POST /advertisement/add', send: () => post('/advertisement/add', banner('Atomic second')) },
    {
      name: 'PUT /advertisement/update',
      send: () => put('/advertisement/update', { ...banner('Atomic ad'), tagline: `Tag ${++n}`, AdvId: ids.ad }),
    },
    {
      name: 'DELETE /advertisement/delete',
      prepare: async () => void (await h.database.db.update(advertisements).set({ active: true }).where(eq(advertisements.id, ids.ad!))),
      send: () => del('/advertisement/delete', { AdvId: ids.ad }),
    },
    {
      name: 'POST /notification/create',
      prepare: reactivateCustomer,
      send: () => post('/notification/create', { title: 'Hello', body: 'World', userId: ids.customer }),
    },
    {
      name: 'POST /user/notification',
      prepare: reactivateCustomer,
      send: () => post('/user/notification', { title: 'Hello', body: 'World', userId: ids.customer }),
    },
    {
      name: 'POST /notification/resend',
      send: () => post('/notification/resend', { recordId: ids.send, body: 'Again', notificationType: 'alert' }),
    },
    { name: 'POST /api/exotel/call/customer', send: () => admin.post('/api/exotel/call/customer', { leadId: ids.lead }) },
    {
      name: 'POST /api/exotel/call/status',
      prepare: async () => {
        await h.database.db.delete(leadCalls).where(and(eq(leadCalls.provider, 'local'), eq(leadCalls.providerCallId, 'atomic-call')))
        await h.database.db.insert(leadCalls).values({
          leadId: ids.lead!,
          requestedById: ids.support!,
          agentNumber: ACCOUNTS.support,
          customerNumber: '6300000003',
          provider: 'local',
          providerCallId: 'atomic-call',
          status: 'requested',
          createdAt: h.clock.now(),
          updatedAt: h.clock.now(),
        })
      },
      send: () =>
        new Agent(h.app).post(
          '/api/exotel/call/status',
          { CallSid: 'atomic-call', Status: 'completed', Duration: 30 },
          { 'x-webhook-token': SECRET },
        ),
    },
  ]

  it.each(cases)('$name commits nothing when its audit row cannot be written', async (c) => {
    await c.prepare?.()
    await counter.refuseAudits(true)
    const before = await counter.read()
    let refused: Answer
    try {
      refused = await c.send()
    } finally {
      await counter.refuseAudits(false)
    }
    const after = await counter.read()
    expect(after, `${c.name} answered ${refused.status} ${JSON.stringify(refused.body)}`).toEqual(before)
    expect(refused.status).toBeGreaterThanOrEqual(500)

    // The same call with audits working changes something and writes its audit rows.
    await c.prepare?.()
    const start = await counter.read()
    const done = await c.send()
    expect(done.body.responseCode, JSON.stringify(done.body)).toBe(109)
    const end = await counter.read()
    expect(end.writes).toBeGreaterThan(start.writes)
    expect(end.audits).toBeGreaterThan(start.audits)
  })

  it('an export whose audit row cannot be written does not end with the done line', async () => {
    await counter.refuseAudits(true)
    let res: Awaited<ReturnType<typeof h.app.inject>>
    try {
      res = await h.app.inject({
        method: 'POST',
        url: `${A}/riding-mode/export`,
        payload: {},
        headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${admin.cookie}` },
      })
    } finally {
      await counter.refuseAudits(false)
    }
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines.at(-1)).toMatchObject({ responseCode: 113 })
    expect(lines.some((l) => l.done === true)).toBe(false)
  })
})
