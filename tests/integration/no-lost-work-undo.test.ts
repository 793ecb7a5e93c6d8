import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RIDING_MODE_NUMBERS } from '../../shared/api/riding-mode'
import { grant } from '../../shared/permissions'
import { RECORD_MESSAGES } from '../../shared/validation'
import { auditLog, ridingModes, roles, users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { customerForm } from './support/forms'
import { ACCOUNTS, signIn, startHarness, type Agent, type Answer, type Harness } from './support/harness'

const A = '/api/admin'
const NOW = Math.floor(Date.parse('2026-06-01T10:00:00Z') / 1000)
const ridingMode = (title: string) => ({ title, ...Object.fromEntries(RIDING_MODE_NUMBERS.map((k, i) => [k, 10 + i])) })
const banner = (title: string) => ({
  title,
  description: 'Off',
  adPosition: 'top',
  typeOfLink: 'banner',
  startAt: NOW,
  endAt: NOW + 86_400,
})

/** No lost work (issue 14): creates with an Idempotency-Key happen once; a soft delete can be undone at its version. */
describe.each(testDatabases)('no lost work: idempotent creates and restore on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let support: Agent
  const modesTitled = async (title: string) => (await h.database.db.select().from(ridingModes).where(eq(ridingModes.title, title))).length
  const add = (agent: Agent, title: string, key?: string) =>
    agent.post(`${A}/riding-mode/add`, ridingMode(title), key === undefined ? {} : { 'idempotency-key': key })

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    support = await signIn(h, ACCOUNTS.support)
  })
  afterAll(() => h.close())

  it('a create sent twice with one Idempotency-Key, in turn or at once, makes one record and answers the same', async () => {
    const first = await add(admin, 'Once', 'key-once-1')
    const again = await add(admin, 'Once', 'key-once-1')
    expect(first.body.responseCode).toBe(109)
    expect(again.status).toBe(first.status)
    expect(again.body).toEqual(first.body)
    expect(await modesTitled('Once')).toBe(1)

    // At once, the second sent a little later each time (a few ms lands its duplicate check after the first's
    // commit but its key lookup before it): the later one answers what the first stored, never 114.
    for (let i = 0; i < 16; i++) {
      const title = `At once ${i}`
      const later = async () => {
        await new Promise((r) => setTimeout(r, i))
        return add(admin, title, `key-once-2-${i}`)
      }
      const [a, ...others] = await Promise.all([add(admin, title, `key-once-2-${i}`), later(), later()])
      expect(a!.body.responseCode, title).toBe(109)
      for (const b of others) expect(b.body, title).toEqual(a!.body)
      expect(await modesTitled(title)).toBe(1)
    }

    // Notifications too: one send.
    const send = { title: 'Keyed', body: 'Once', notificationType: 'alert' }
    const n1 = await admin.post(`${A}/notification/create`, send, { 'idempotency-key': 'key-send-1' })
    const n2 = await admin.post(`${A}/notification/create`, send, { 'idempotency-key': 'key-send-1' })
    expect(n1.body.responseCode).toBe(109)
    expect(n2.body).toEqual(n1.body)
  })

  it('a create refused inside its transaction stores nothing for its key: the same key then goes through once', async () => {
    // The type is checked in the send's transaction (issue 34: a thrown refusal rolls the key's claim back with it).
    const refused = await admin.post(
      `${A}/notification/create`,
      { title: 'Keyed refusal', body: 'Once', notificationType: 'no such type' },
      { 'idempotency-key': 'key-refused-1' },
    )
    expect([refused.status, refused.body.responseCode]).toEqual([400, 110])
    const send = { title: 'Keyed refusal', body: 'Once', notificationType: 'alert' }
    const first = await admin.post(`${A}/notification/create`, send, { 'idempotency-key': 'key-refused-1' })
    const again = await admin.post(`${A}/notification/create`, send, { 'idempotency-key': 'key-refused-1' })
    expect(first.body.responseCode).toBe(109)
    expect(again.body).toEqual(first.body)
  })

  it('keys are per user; a bad key or a key of another route answers 400/110 and creates nothing', async () => {
    const lead = (agent: Agent, mobileNo: string) =>
      agent.post(`${A}/crm/add`, { fname: 'Keyed', mobileNo }, { 'idempotency-key': 'shared-key' })
    const mine = await lead(admin, '6400000301')
    const hers = await lead(support, '6400000302')
    expect(mine.body.responseCode).toBe(109)
    expect(hers.body.responseCode).toBe(109)
    expect(hers.body.leadId).not.toBe(mine.body.leadId)

    for (const key of ['', 'has space', 'x'.repeat(201), 'ünïcode']) {
      const r = await add(admin, 'Bad key', key)
      expect(r.status, key).toBe(400)
      expect(r.body).toMatchObject({ responseCode: 110, message: RECORD_MESSAGES.badIdempotencyKey })
    }
    expect(await modesTitled('Bad key')).toBe(0)

    const elsewhere = await admin.post(`${A}/advertisement/add`, banner('Keyed ad'), { 'idempotency-key': 'shared-key' })
    expect(elsewhere.status).toBe(400)
    expect(elsewhere.body.responseCode).toBe(110)
  })

  const restoreCases = [
    {
      name: 'riding mode',
      create: () => add(admin, 'Undo me'),
      answerId: 'recordId',
      idField: 'recordId',
      remove: '/riding-mode/delete',
      restore: '/riding-mode/restore',
      entity: 'ridingMode',
    },
    {
      name: 'user',
      create: () => admin.post(`${A}/user/add`, customerForm('6400000201')),
      answerId: 'userId',
      idField: 'userId',
      remove: '/user/delete',
      restore: '/user/restore',
      entity: 'user',
    },
    {
      name: 'advertisement',
      create: () => admin.post(`${A}/advertisement/add`, banner('Undo ad')),
      answerId: 'AdvId',
      idField: 'AdvId',
      remove: '/advertisement/delete',
      restore: '/advertisement/restore',
      entity: 'advertisement',
    },
  ]

  it.each(restoreCases)('$name: a delete answers its version; restore at it brings the record back, audited', async (c) => {
    const created = await c.create()
    const id = created.body[c.answerId] as string
    const deleted = await admin.call('DELETE', `${A}${c.remove}`, { [c.idField]: id })
    expect(deleted.body.responseCode).toBe(109)
    const version = deleted.body.version as number
    expect(version).toBe(2)

    const old = await admin.post(`${A}${c.restore}`, { [c.idField]: id, version: version - 1 })
    expect(old.status).toBe(409)
    expect(old.body.responseCode).toBe(125)
    expect((old.body.current as Answer['body']).version).toBe(version)
    expect((old.body.changedBy as { name: string }).name).toMatch(/\S/)

    expect((await admin.post(`${A}${c.restore}`, { [c.idField]: id })).body).toMatchObject({ responseCode: 110 })
    const back = await admin.post(`${A}${c.restore}`, { [c.idField]: id, version })
    expect(back.body).toMatchObject({ responseCode: 109, message: RECORD_MESSAGES.restored, version: version + 1 })
    const rows = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, c.entity), eq(auditLog.recordId, id), eq(auditLog.action, 'restore')))
    expect(rows).toHaveLength(1)

    const active = await admin.post(`${A}${c.restore}`, { [c.idField]: id, version: version + 1 })
    expect(active.body).toMatchObject({ responseCode: 110, message: RECORD_MESSAGES.notDeleted })
    const missing = await admin.post(`${A}${c.restore}`, { [c.idField]: '00000000-0000-4000-8000-000000000000', version: 1 })
    expect(missing.body.responseCode).toBe(123)
  })

  it('a restore that would duplicate an active record answers 114', async () => {
    const first = await add(admin, 'Twin')
    const id = first.body.recordId as string
    const deleted = await admin.call('DELETE', `${A}/riding-mode/delete`, { recordId: id })
    expect((await add(admin, 'Twin')).body.responseCode).toBe(109)
    const r = await admin.post(`${A}/riding-mode/restore`, { recordId: id, version: deleted.body.version })
    expect(r.body.responseCode).toBe(114)
  })

  it('restore needs delete or edit: a role with neither gets 403, either one is enough', async () => {
    const created = await add(admin, 'Guarded')
    const id = created.body.recordId as string
    const deleted = await admin.call('DELETE', `${A}/riding-mode/delete`, { recordId: id })
    const as = async (buttons: ('view' | 'add' | 'edit' | 'delete')[]) => {
      const [role] = await h.database.db
        .insert(roles)
        .values({ name: `Restore ${buttons.join(' ')}`, permission: grant({ RidingMode: buttons }) })
        .returning({ id: roles.id })
      await h.database.db.update(users).set({ roleId: role!.id }).where(eq(users.mobileNo, ACCOUNTS.technician))
      const agent = await signIn(h, ACCOUNTS.technician)
      return agent.post(`${A}/riding-mode/restore`, { recordId: id, version: deleted.body.version })
    }
    const refused = await as(['view', 'add'])
    expect(refused.status).toBe(403)
    expect(refused.body.responseCode).toBe(111)
    expect((await as(['edit'])).body.responseCode).toBe(109)
  })
})
