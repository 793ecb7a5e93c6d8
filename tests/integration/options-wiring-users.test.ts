import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USER_MESSAGES as UM } from '../../shared/api/users'
import { serviceCentres, users } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, type Agent, type Answer, lastMessage, signIn, startHarness, type Harness } from './support/harness'

/**
 * Issue 21 wired into the users module: the worker's departments read the Options screen's department list, and every
 * password flow takes its lengths from the organisation settings, never below SECURITY.md item 10 (8, and up to 64).
 */
const A = '/api/admin'
const DEMO = 'Demo@12345'

describe.each(oneDatabase)('options wired into users and passwords on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let centre: string
  let technicianRole: string
  const refused = (r: Answer, message: string) =>
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([400, 110, message])
  const worker = (mobileNo: string, over: Record<string, unknown> = {}) => ({
    userType: 'worker',
    fname: 'Ravi',
    lname: 'Shankar',
    mobileNo,
    scuId: centre,
    permission: technicianRole,
    ...over,
  })
  const departmentId = async (value: string) => {
    const lists = (await admin.get(`${A}/options/lists`)).body.lists as Record<string, { _id: string; value: string }[]>
    return lists.department!.find((v) => v.value === value)!._id
  }
  const departmentNames = async () => (await admin.get(`${A}/get/department/names`)).body.result as string[]
  /** Saves the organisation settings with `over` changed (read first for their version). */
  const settings = async (over: Record<string, unknown>) => {
    const { updatedAt: _, ...current } = (await admin.get(`${A}/options/settings`)).body.settings as Record<string, unknown>
    return admin.put(`${A}/options/settings`, { ...current, ...over })
  }
  const rule = async (agent: Agent) => {
    const r = await agent.get(`${A}/password/rule`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    return r.body.rule as { min: number; max: number }
  }

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    const [c] = await h.database.db.select({ id: serviceCentres.id }).from(serviceCentres).orderBy(asc(serviceCentres.title)).limit(1)
    centre = c!.id
    technicianRole = h.roleIds.get('Technician')!
  })
  afterAll(() => h.close())

  it('takes a department added on Options, refuses it once deactivated, and lets an edit keep it', async () => {
    refused(await admin.post(`${A}/user/add`, worker('6200000001', { departments: ['welding'] })), UM.department)
    expect(await departmentNames()).not.toContain('welding')

    const added = await admin.post(`${A}/options/add`, { list: 'department', label: 'Welding' })
    expect(added.body.responseCode, JSON.stringify(added.body)).toBe(109)
    expect(await departmentNames()).toContain('welding')
    const made = await admin.post(`${A}/user/add`, worker('6200000001', { departments: ['welding', 'kit'] }))
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const id = made.body.userId as string
    const other = await admin.post(`${A}/user/add`, worker('6200000002', { departments: ['kit'] }))
    expect(other.status, JSON.stringify(other.body)).toBe(200)

    const off = await admin.post(`${A}/options/active`, { recordId: await departmentId('welding'), active: false })
    expect(off.body.responseCode).toBe(109)
    expect(await departmentNames()).not.toContain('welding')
    refused(await admin.post(`${A}/user/add`, worker('6200000003', { departments: ['welding'] })), UM.department)
    expect(await h.database.db.select().from(users).where(eq(users.mobileNo, '6200000003'))).toHaveLength(0)

    // The worker who has it keeps it through an edit; another cannot be given it.
    const kept = await admin.update(`${A}/user/update`, {
      userId: id,
      ...worker('6200000001', { departments: ['welding', 'kit'], city: 'Pune' }),
    })
    expect(kept.status, JSON.stringify(kept.body)).toBe(200)
    const given = await admin.update(`${A}/user/update`, {
      userId: other.body.userId,
      ...worker('6200000002', { departments: ['kit', 'welding'] }),
    })
    refused(given, UM.department)
    const [row] = await h.database.db.select().from(users).where(eq(users.id, id))
    expect(row).toMatchObject({ city: 'Pune', departments: ['welding', 'kit'] })
    // Deactivated but in use: the list refuses to delete it.
    const del = await admin.call('DELETE', `${A}/options/delete`, { recordId: await departmentId('welding') })
    expect(del.body.responseCode).toBe(110)
  })

  it('applies the settings’ password lengths to the users form, never below SECURITY.md item 10', async () => {
    expect(await rule(admin)).toEqual({ min: 8, max: 64 })
    // A 10-character password passes the seeded 8…64; 65 characters do not.
    const ok = await admin.post(`${A}/user/add`, worker('6200000011', { password: 'Kp7-river-z' }))
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    refused(
      await admin.post(`${A}/user/add`, worker('6200000012', { password: `Kp7-${'r'.repeat(61)}` })),
      'Password must have at most 64 characters',
    )

    expect((await settings({ passwordMinLength: 12, passwordMaxLength: 100 })).body.responseCode).toBe(109)
    expect(await rule(admin)).toEqual({ min: 12, max: 100 })
    refused(
      await admin.post(`${A}/user/add`, worker('6200000012', { password: 'Kp7-river-z' })),
      'Password must have at least 12 characters',
    )
    const longer = await admin.post(`${A}/user/add`, worker('6200000012', { password: `Kp7-${'r'.repeat(80)}` }))
    expect(longer.status, JSON.stringify(longer.body)).toBe(200)

    // The floor: a minimum under 8 cannot be saved, and one written past the screen still leaves 8 in force.
    refused(await settings({ passwordMinLength: 4, passwordMaxLength: 100 }), 'Minimum password length cannot be below 8')
    await h.database.db.execute(sql`UPDATE organisation_settings SET password_min_length = 4, password_max_length = 20 WHERE id = 1`)
    expect(await rule(admin)).toEqual({ min: 8, max: 64 })
    refused(await admin.post(`${A}/user/add`, worker('6200000013', { password: 'Kp7-riv' })), 'Password must have  at least 8 characters')
    const atFloor = await admin.post(`${A}/user/add`, worker('6200000013', { password: `Kp7-${'r'.repeat(56)}` }))
    expect(atFloor.status, JSON.stringify(atFloor.body)).toBe(200)
    await h.database.db.execute(sql`UPDATE organisation_settings SET password_min_length = 8, password_max_length = 64 WHERE id = 1`)
  })

  it('applies them to a user’s own change and to the generated password, and tells any signed-in user the rule', async () => {
    const support = await signIn(h, ACCOUNTS.support)
    expect((await support.get(`${A}/options/settings`)).status).toBe(403)
    expect((await settings({ passwordMinLength: 14, passwordMaxLength: 70 })).body.responseCode).toBe(109)
    expect(await rule(support)).toEqual({ min: 14, max: 70 })

    const change = (password: string) => support.put(`${A}/password/reset`, { oldPassword: DEMO, password, confirmPassword: password })
    refused(await change('Brisk-otter-9'), 'Password must have at least 14 characters')
    refused(await change(`Brisk-${'o'.repeat(65)}`), 'Password must have at most 70 characters')
    expect((await change('Brisk-otter-92x')).body.responseCode).toBe(105)

    // The forgot-password link's temporary password is as long as the minimum in force.
    await admin.get(`${A}/forgot/password?username=${ACCOUNTS.technician}`)
    const mailed = async () => (await lastMessage(h.database, 'technician@example.com'))!.text
    const token = (await mailed()).match(/token=([A-Za-z0-9_-]+)/)![1]
    expect((await admin.get(`${A}/password/generate?token=${token}`)).body.responseCode).toBe(119)
    const temp = (await mailed()).match(/password is: (\S+)/)![1]!
    expect(temp.length).toBe(14)
    await signIn(h, ACCOUNTS.technician, temp)
  })
})
