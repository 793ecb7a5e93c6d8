import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPTIONS_MESSAGES as M, OPTION_LISTS, labelOfValue } from '../../shared/api/options'
import { TICKET_MESSAGES as TM } from '../../shared/api/ticket'
import { auditLog, serviceCentres } from '../../server/db/schema'
import { optionValues } from '../../server/modules/options/schema'
import { tickets } from '../../server/modules/ticket/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
type Value = { _id: string; value: string; label: string; active: boolean; version: number; sortOrder: number }

describe.each(testDatabases)('options on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let support: Agent
  let centre: string
  const refused = (r: Answer, message: string) =>
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([400, 110, message])
  const lists = async () => (await admin.get(`${A}/options/lists`)).body.lists as Record<string, Value[]>
  const active = async (name: string, agent: Agent = admin) => {
    const r = await agent.get(`${A}/options/list?name=${name}`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return (r.body.options as { value: string }[]).map((o) => o.value)
  }
  const add = async (list: string, label: string, value?: string) => {
    const r = await admin.post(`${A}/options/add`, { list, label, value })
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    return r.body._id as string
  }
  const addTicket = (type: string) => admin.post(`${A}/ticket/add`, { title: 'Warranty claim', scuId: centre, type, priority: 'normal' })

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    support = await signIn(h, ACCOUNTS.support)
    const [c] = await h.database.db.select({ id: serviceCentres.id }).from(serviceCentres).where(eq(serviceCentres.active, true)).limit(1)
    centre = c!.id
  })
  afterAll(() => h.close())

  it('seeds every list with the values the code used, in order', async () => {
    const all = await lists()
    for (const [key, def] of Object.entries(OPTION_LISTS)) {
      expect(all[key]!.map((v) => v.value)).toEqual([...def.seed])
      expect(all[key]!.map((v) => v.label)).toEqual(def.seed.map(labelOfValue))
    }
    expect(await active('ticketType', support)).toEqual([...OPTION_LISTS.ticketType.seed])
  })

  it('adds, renames, reorders and deactivates; the ticket form takes a new type and refuses an inactive one', async () => {
    refused(await addTicket('warranty'), TM.type)
    const id = await add('ticketType', 'Warranty')
    expect((await active('ticketType')).at(-1)).toBe('warranty')
    expect(
      (await admin.post(`${A}/options/add`, { list: 'ticketType', label: 'Warranty again', value: 'warranty' })).body.responseCode,
    ).toBe(114)
    const made = await addTicket('warranty')
    expect([made.status, made.body.responseCode], JSON.stringify(made.body)).toEqual([200, 109])

    let row = (await lists()).ticketType!.find((v) => v._id === id)!
    const renamed = await admin.put(`${A}/options/rename`, { recordId: id, label: 'Warranty claim', version: row.version })
    expect(renamed.body.responseCode).toBe(109)
    const stale = await admin.put(`${A}/options/rename`, { recordId: id, label: 'Stale', version: row.version })
    expect([stale.status, stale.body.responseCode]).toEqual([409, 125])
    row = (await lists()).ticketType!.find((v) => v._id === id)!
    expect(row.label).toBe('Warranty claim')

    expect((await admin.post(`${A}/options/move`, { recordId: id, direction: 'up' })).body.responseCode).toBe(109)
    const order = await active('ticketType')
    expect(order.slice(-2)).toEqual(['warranty', 'other'])
    await admin.post(`${A}/options/move`, { recordId: id, direction: 'down' })
    await admin.post(`${A}/options/move`, { recordId: id, direction: 'down' }) // already last: nothing moves
    expect((await active('ticketType')).slice(-2)).toEqual(['other', 'warranty'])

    expect((await admin.post(`${A}/options/active`, { recordId: id, active: false })).body.responseCode).toBe(109)
    expect(await active('ticketType')).not.toContain('warranty')
    refused(await addTicket('warranty'), TM.type)
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'option'), eq(auditLog.recordId, id)))
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'deactivate', 'move', 'move', 'update'])
  })

  it('refuses to delete a value in use (deactivating is allowed) and deletes an unused one', async () => {
    const used = await add('ticketType', 'Insurance')
    expect((await addTicket('insurance')).body.responseCode).toBe(109)
    refused(await admin.call('DELETE', `${A}/options/delete`, { recordId: used }), M.inUse)
    expect((await admin.post(`${A}/options/active`, { recordId: used, active: false })).body.responseCode).toBe(109)
    refused(await admin.call('DELETE', `${A}/options/delete`, { recordId: used }), M.inUse)
    // A soft-deleted ticket still stores the value.
    await h.database.db.update(tickets).set({ active: false }).where(eq(tickets.type, 'insurance'))
    refused(await admin.call('DELETE', `${A}/options/delete`, { recordId: used }), M.inUse)

    const partner = await add('logisticPartner', 'Blue Dart')
    expect((await admin.call('DELETE', `${A}/options/delete`, { recordId: partner })).body.responseCode).toBe(109)
    expect(await h.database.db.select().from(optionValues).where(eq(optionValues.id, partner))).toEqual([])
    const seeded = (await lists()).bookingStatus!.find((v) => v.value === 'not_applied')!
    const r = await admin.call('DELETE', `${A}/options/delete`, { recordId: seeded._id })
    // Bookings of the demo data are not applied for RTO: in use.
    if (r.body.responseCode !== 109) refused(r, M.inUse)
  })

  it('a delete racing a ticket write never leaves a ticket with a deleted type', async () => {
    const id = await add('ticketType', 'Race')
    const [made, removed] = await Promise.all([addTicket('race'), admin.call('DELETE', `${A}/options/delete`, { recordId: id })])
    const stored = await h.database.db.select().from(tickets).where(eq(tickets.type, 'race'))
    const left = await h.database.db.select().from(optionValues).where(eq(optionValues.id, id))
    if (made.body.responseCode === 109) {
      expect(stored).toHaveLength(1)
      expect(left).toHaveLength(1)
      expect(removed.body.responseCode).toBe(110)
    } else {
      expect(stored).toHaveLength(0)
      expect(removed.body.responseCode).toBe(109)
    }
  })

  const good = {
    countryCode: 'in',
    currencyCode: 'INR',
    tenantId: 'ABCDEF123456',
    passwordMinLength: 10,
    passwordMaxLength: 72,
    weekOffDays: [0, 6],
    units: 366,
    headerStartRow: 1,
    headerEndRow: 3,
  }
  const settings = async () => (await admin.get(`${A}/options/settings`)).body.settings as typeof good & { version: number }

  it('saves the settings with their version, audited, and refuses each rule with its spec message', async () => {
    const got = await admin.get(`${A}/options/settings`)
    expect(got.status, JSON.stringify(got.body)).toBe(200)
    const before = await settings()
    expect(before).toMatchObject({ countryCode: 'IN', currencyCode: 'INR', passwordMinLength: 8, passwordMaxLength: 64 })
    const saved = await admin.put(`${A}/options/settings`, { ...good, version: before.version })
    expect([saved.status, saved.body.responseCode], JSON.stringify(saved.body)).toEqual([200, 109])
    expect(await settings()).toMatchObject({ ...good, countryCode: 'IN', version: before.version + 1 })
    const stale = await admin.put(`${A}/options/settings`, { ...good, version: before.version })
    expect([stale.status, stale.body.responseCode]).toEqual([409, 125])
    const [audit] = await h.database.db.select().from(auditLog).where(eq(auditLog.entity, 'settings'))
    expect(audit!.changes).toMatchObject({ tenantId: { to: 'ABCDEF123456' } })

    const version = before.version + 1
    const cases: [Record<string, unknown>, string][] = [
      [{ units: 367 }, M.units],
      [{ countryCode: 'IND' }, M.countryCode],
      [{ currencyCode: 'RS' }, M.currencyCode],
      [{ tenantId: 'SHORT' }, M.tenantId],
      [{ passwordMinLength: -1 }, M.lengths],
      [{ passwordMinLength: 80, passwordMaxLength: 72 }, M.lengths],
      [{ passwordMinLength: 6 }, M.passwordFloor],
      [{ passwordMaxLength: 40, passwordMinLength: 10 }, M.passwordCeiling],
      [{ passwordMaxLength: 129, passwordMinLength: 10 }, M.passwordTop],
      [{ weekOffDays: [] }, M.weekOff],
      [{ headerStartRow: 3, headerEndRow: 3 }, M.headerRows],
    ]
    for (const [over, message] of cases) refused(await admin.put(`${A}/options/settings`, { ...good, ...over, version }), message)
    expect((await settings()).version).toBe(version)
  })

  it('answers bad input with 400, never 500, and refuses staff without the Options permission', async () => {
    for (const body of [
      {},
      { list: 'colours', label: 'x' },
      { list: 'ticketType', label: '' },
      { list: 'ticketType', label: 'x'.repeat(200) },
      'nope',
    ])
      expect((await admin.post(`${A}/options/add`, body)).status).toBe(400)
    expect((await admin.post(`${A}/options/add`, { list: 'bookingStage', label: 'A very long stage name' })).status).toBe(400)
    expect((await admin.post(`${A}/options/move`, { recordId: 'x', direction: 'up' })).status).toBe(400)
    expect((await admin.post(`${A}/options/move`, { recordId: '00000000-0000-4000-8000-000000000000', direction: 'up' })).status).toBe(404)
    expect((await admin.call('DELETE', `${A}/options/delete`, { recordId: 7 })).status).toBe(400)
    expect((await admin.put(`${A}/options/settings`, { countryCode: 5 })).status).toBe(400)
    expect((await admin.get(`${A}/options/list?name=colours`)).status).toBe(400)

    const denied = [
      await support.get(`${A}/options/lists`),
      await support.post(`${A}/options/add`, { list: 'ticketType', label: 'Sneaky' }),
      await support.put(`${A}/options/settings`, { ...good, version: 1 }),
      await support.get(`${A}/options/settings`),
    ]
    for (const r of denied) expect([r.status, r.body.responseCode]).toEqual([403, 111])
    expect((await active('ticketType')).includes('sneaky')).toBe(false)
  })
})
