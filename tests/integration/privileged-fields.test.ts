import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RIDING_MODE_NUMBERS } from '../../shared/api/riding-mode'
import { grant } from '../../shared/permissions'
import { auditLog, users } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Answer, type Harness } from './support/harness'
import { installWriteCounter, type WriteCounter } from './support/write-counter'
import { customerForm } from './support/forms'

const A = '/api/admin'
/** A value no audit row may ever hold: the refusal records field names, never values. */
const SENTINEL = 'sentinel-value-7f3a'

/**
 * SECURITY.md item 13 (issue item 9): a field that names a privilege is refused (400/110, the message naming it) when
 * the call does not take it, instead of being dropped silently, and the attempt is audited without its value. Harmless
 * extras are still dropped; calls whose form has such a field keep taking it.
 */
describe.each(oneDatabase)('privileged fields on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let counter: WriteCounter
  let n = 0
  const fresh = () => String(6500000000 + ++n)
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const put = (path: string, body: unknown) => admin.update(`${A}${path}`, body)

  const customer = (over: Record<string, unknown> = {}) => customerForm(fresh(), over)

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    counter = await installWriteCounter(h.database)
  })
  afterAll(() => h.close())

  const lastRefusal = async () =>
    (await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'privilege.refused')).orderBy(desc(auditLog.id)).limit(1))[0]

  async function expectRefused(send: () => Promise<Answer>, field: string) {
    const before = await counter.read()
    const r = await send()
    const label = `${field}: ${r.status} ${JSON.stringify(r.body)}`
    expect([r.status, r.body.responseCode], label).toEqual([400, 110])
    expect(r.body.message, label).toBe(`${field} cannot be set through this call`)
    const after = await counter.read()
    expect(after.writes, label).toBe(before.writes)
    expect(after.audits, label).toBe(before.audits + 1)
    const audit = await lastRefusal()
    expect(audit, label).toMatchObject({ entity: 'endpoint', actorId: h.userIds.get(ACCOUNTS.superAdmin), changes: { fields: [field] } })
    expect(JSON.stringify(audit), label).not.toContain(SENTINEL)
  }

  it.each([
    'isSuperAdmin',
    'passwordAttempt',
    'roleId',
    'id',
    '_id',
    'createdById',
    'mustChangePassword',
    'passwordHash',
    'is_super_admin',
  ])('refuses %s on POST /user/add and PUT /user/update, changing nothing, auditing the attempt', async (field) => {
    await expectRefused(() => post('/user/add', customer({ [field]: SENTINEL })), field)
    const created = await post('/user/add', customer())
    expect(created.body.responseCode).toBe(109)
    const userId = created.body.userId as string
    const [before] = await h.database.db.select().from(users).where(eq(users.id, userId))
    await expectRefused(
      () => put('/user/update', { ...customer({ mobileNo: before!.mobileNo, landmark: 'changed' }), userId, [field]: SENTINEL }),
      field,
    )
    const [after] = await h.database.db.select().from(users).where(eq(users.id, userId))
    expect(after).toEqual(before)
  })

  it('refuses permission where the form has none (a customer), takes it where it has one (an admin)', async () => {
    await expectRefused(() => post('/user/add', customer({ permission: h.roleIds.get('Administrator') })), 'permission')
    const staff = await post('/user/add', {
      userType: 'admin',
      fname: 'Nila',
      lname: 'Das',
      mobileNo: fresh(),
      status: 'approved',
      permission: h.roleIds.get('Support'),
      password: 'Long enough 1',
    })
    expect(staff.body.responseCode, JSON.stringify(staff.body)).toBe(109)
  })

  it('refuses privileged fields on any call, nested ones and query parameters too', async () => {
    await expectRefused(() => post('/crm/add', { fname: 'Ravi', mobileNo: fresh(), createdById: SENTINEL }), 'createdById')
    await expectRefused(
      () =>
        post('/riding-mode/add', {
          title: `Mode ${++n}`,
          ...Object.fromEntries(RIDING_MODE_NUMBERS.map((k) => [k, 1])),
          isSuperAdmin: true,
        }),
      'isSuperAdmin',
    )
    await expectRefused(
      () => post('/user/add', customer({ vehicleDetails: { ...customer().vehicleDetails, _id: SENTINEL } })),
      'vehicleDetails._id',
    )
    await expectRefused(
      () => admin.get(`${A}/notification/all?userId=${h.userIds.get(ACCOUNTS.support)}&isSuperAdmin=${SENTINEL}`),
      'isSuperAdmin',
    )
    await expectRefused(() => post('/role/create', { name: `Role ${++n}`, permission: grant({ Users: ['query'] }) }), 'permission')
  })

  it('still drops harmless extras, resets attempts with { userId, passwordAttempt: 0 } and updates role permissions', async () => {
    const extra = await post('/user/add', customer({ nickname: 'Ash', password: 'not for customers' }))
    expect(extra.body.responseCode, JSON.stringify(extra.body)).toBe(109)
    const supportId = h.userIds.get(ACCOUNTS.support)!
    await h.database.db.update(users).set({ passwordAttempt: 3 }).where(eq(users.id, supportId))
    const reset = await put('/user/update', { userId: supportId, passwordAttempt: 0 })
    expect(reset.body, JSON.stringify(reset.body)).toMatchObject({ responseCode: 109 })
    const [support] = await h.database.db.select({ passwordAttempt: users.passwordAttempt }).from(users).where(eq(users.id, supportId))
    expect(support!.passwordAttempt).toBe(0)
    const roleId = (await post('/role/create', { name: `Role ${++n}` })).body.roleId as string
    const update = await put('/role/permission/update', { roleId, name: `Role ${n}`, active: true, permission: grant({ CRM: ['query'] }) })
    expect(update.body, JSON.stringify(update.body)).toMatchObject({ responseCode: 109 })
    const refusals = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privilege.refused'), eq(auditLog.comment, `PUT ${A}/role/permission/update: permission`)))
    expect(refusals).toHaveLength(0)
  })
})
