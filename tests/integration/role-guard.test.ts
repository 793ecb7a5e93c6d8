import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalisePermission } from '../../shared/api/roles'
import { BROADER_THAN_OWN, grant, PermissionSet, type PermissionList } from '../../shared/permissions'
import { auditLog, roles, users } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

const A = '/api/admin'
const adminForm = (mobileNo: string, permission: string) => ({
  userType: 'admin',
  fname: 'Esc',
  lname: 'Alate',
  mobileNo,
  status: 'approved',
  permission,
})

/** SECURITY: a holder of Users + edit or Role + edit cannot hand out more than they hold; the super admin can. */
describe.each(oneDatabase)('privilege-escalation guard on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let supportId: string
  const roleOf = async (id: string) => (await h.database.db.select().from(roles).where(eq(roles.id, id)))[0]!
  const userByMobile = async (m: string) => (await h.database.db.select().from(users).where(eq(users.mobileNo, m)))[0]

  /** Gives the support account a fresh role with exactly this permission and signs it in. */
  async function supportWith(name: string, permission: PermissionList): Promise<{ agent: Agent; roleId: string }> {
    const [role] = await h.database.db
      .insert(roles)
      .values({ name, permission: normalisePermission(permission) })
      .returning({ id: roles.id })
    await h.database.db.update(users).set({ roleId: role!.id }).where(eq(users.id, supportId))
    return { agent: await signIn(h, ACCOUNTS.support), roleId: role!.id }
  }

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    supportId = h.userIds.get(ACCOUNTS.support)!
  })
  afterAll(() => h.close())

  it('refuses a Users + edit holder making someone Administrator (add and update), and changes nothing', async () => {
    const { agent } = await supportWith('Users editor', grant({ Users: ['query', 'view', 'add', 'edit'] }))
    const administrator = h.roleIds.get('Administrator')!

    const add = await agent.post(`${A}/user/add`, adminForm('6200000001', administrator))
    expect(add.status).toBe(403)
    expect(add.body).toMatchObject({ responseCode: 111, message: BROADER_THAN_OWN })
    expect(await userByMobile('6200000001')).toBeUndefined()

    // A role within their own is fine, and so is editing that user without touching the role.
    const narrow = (
      await h.database.db
        .insert(roles)
        .values({ name: 'Users reader', permission: grant({ Users: ['query'] }) })
        .returning({ id: roles.id })
    )[0]!.id
    const ok = await agent.post(`${A}/user/add`, adminForm('6200000002', narrow))
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const userId = ok.body.userId as string

    const up = await agent.update(`${A}/user/update`, { ...adminForm('6200000002', administrator), userId })
    expect(up.status).toBe(403)
    expect(up.body).toMatchObject({ responseCode: 111, message: BROADER_THAN_OWN })
    expect((await userByMobile('6200000002'))!.roleId).toBe(narrow)
    const denied = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'permission.denied'), eq(auditLog.actorId, supportId), eq(auditLog.recordId, administrator)))
    expect(denied.length).toBe(2)

    const rename = await agent.update(`${A}/user/update`, { ...adminForm('6200000002', narrow), userId, fname: 'Renamed' })
    expect(rename.status, JSON.stringify(rename.body)).toBe(200)

    // A user who already holds a role broader than the actor's is out of reach (a new password or e-mail would hand it over).
    await h.database.db.update(users).set({ roleId: administrator }).where(eq(users.id, userId))
    const takeover = await agent.update(`${A}/user/update`, {
      ...adminForm('6200000002', administrator),
      userId,
      password: 'Taken#Over2026',
    })
    expect(takeover.status).toBe(403)
    expect(takeover.body.responseCode).toBe(111)
    expect((await userByMobile('6200000002'))!.passwordHash).toBeNull()
  })

  it('refuses a Role + edit holder enabling a screen or button they lack, on their own role or another', async () => {
    const own = grant({ Role: ['query', 'view', 'edit', 'assign'] })
    const { agent, roleId } = await supportWith('Role editor', own)

    const withUsers = normalisePermission(grant({ Role: ['query', 'view', 'edit', 'assign'], Users: ['query'] }))
    const r = await agent.update(`${A}/role/permission/update`, { roleId, name: 'Role editor', active: true, permission: withUsers })
    expect(r.status).toBe(403)
    expect(r.body).toMatchObject({ responseCode: 111, message: BROADER_THAN_OWN })
    expect(new PermissionSet((await roleOf(roleId)).permission).hasScreen('Users')).toBe(false)

    const withDelete = normalisePermission(grant({ Role: ['query', 'view', 'edit', 'assign', 'delete'] }))
    expect(
      (await agent.update(`${A}/role/permission/update`, { roleId, name: 'Role editor', active: true, permission: withDelete })).status,
    ).toBe(403)

    // On another role: enabling Users there is refused too; renaming it or removing what it has is not.
    const technician = h.roleIds.get('Technician')!
    const before = await roleOf(technician)
    const more = normalisePermission([
      ...before.permission.filter((e) => e.label !== 'Users'),
      ...grant({ Users: ['query'] }).filter((e) => e.label === 'Users'),
    ])
    expect(
      (await agent.update(`${A}/role/permission/update`, { roleId: technician, name: 'Technician', active: true, permission: more }))
        .status,
    ).toBe(403)
    expect((await roleOf(technician)).permission).toEqual(before.permission)
    const rename = await agent.update(`${A}/role/permission/update`, {
      roleId: technician,
      name: 'Technician desk',
      active: true,
      permission: before.permission,
    })
    expect(rename.status, JSON.stringify(rename.body)).toBe(200)
    const fewer = normalisePermission(grant({ Ticket: ['query'] }))
    expect(
      (await agent.update(`${A}/role/permission/update`, { roleId: technician, name: 'Technician', active: true, permission: fewer }))
        .status,
    ).toBe(200)

    // Reactivating a role enables everything it holds: refused when that is more than the actor's.
    await h.database.db.update(roles).set({ active: false }).where(eq(roles.id, technician))
    const reactivate = await agent.update(`${A}/role/permission/update`, {
      roleId: technician,
      name: 'Technician',
      active: true,
      permission: fewer,
    })
    expect(reactivate.status).toBe(403)
    expect((await roleOf(technician)).active).toBe(false)
    await h.database.db.update(roles).set({ active: true, permission: before.permission }).where(eq(roles.id, technician))

    // Narrowing their own role is allowed.
    const narrower = normalisePermission(grant({ Role: ['query', 'view', 'edit'] }))
    expect(
      (await agent.update(`${A}/role/permission/update`, { roleId, name: 'Role editor', active: true, permission: narrower })).status,
    ).toBe(200)
  })

  it('refuses a Role + assign holder granting a role broader than their own', async () => {
    const { agent, roleId } = await supportWith('Role assigner', grant({ Role: ['query', 'view', 'assign'] }))
    const technicianId = h.userIds.get(ACCOUNTS.technician)!
    const [tech] = await h.database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, technicianId))

    const g = await agent.put(`${A}/role/permission/grant`, { roleId: h.roleIds.get('Administrator'), assign: [technicianId] })
    expect(g.status).toBe(403)
    expect(g.body).toMatchObject({ responseCode: 111, message: BROADER_THAN_OWN })
    expect((await h.database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, technicianId)))[0]!.roleId).toBe(
      tech!.roleId,
    )

    // Their own role (equal, so within) may be granted.
    const same = await agent.put(`${A}/role/permission/grant`, { roleId, assign: [technicianId] })
    expect(same.status, JSON.stringify(same.body)).toBe(200)
    await h.database.db.update(users).set({ roleId: tech!.roleId }).where(eq(users.id, technicianId))
  })

  it('keeps users with a broader role out of reach: no update, reset of attempts or delete, and nothing changes', async () => {
    const created = await admin.post(`${A}/user/add`, adminForm('6200000004', h.roleIds.get('Administrator')!))
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const targetId = created.body.userId as string
    await h.database.db.update(users).set({ passwordAttempt: 3 }).where(eq(users.id, targetId))
    const { agent } = await supportWith('Users manager', grant({ Users: ['query', 'view', 'edit', 'delete'] }))

    const update = await agent.update(`${A}/user/update`, {
      ...adminForm('6200000004', h.roleIds.get('Administrator')!),
      userId: targetId,
      email: 'mine@example.com',
    })
    expect(update.status).toBe(403)
    const reset = await agent.post(`${A}/user/resetpasswordattempt`, { userId: targetId })
    expect(reset.status).toBe(403)
    const resetByUpdate = await agent.update(`${A}/user/update`, { userId: targetId, passwordAttempt: 0 })
    expect(resetByUpdate.status).toBe(403)
    const del = await agent.call('DELETE', `${A}/user/delete`, { userId: targetId })
    expect(del.status).toBe(403)
    const after = await userByMobile('6200000004')
    expect(after).toMatchObject({ active: true, passwordAttempt: 3, email: null })

    // A user within their reach (no role broader than theirs) may be reset and deleted.
    const narrow = (
      await h.database.db
        .insert(roles)
        .values({ name: 'Users viewer', permission: grant({ Users: ['query', 'view'] }) })
        .returning({ id: roles.id })
    )[0]!.id
    const lesserId = (await admin.post(`${A}/user/add`, adminForm('6200000005', narrow))).body.userId as string
    await h.database.db.update(users).set({ passwordAttempt: 2 }).where(eq(users.id, lesserId))
    expect((await agent.post(`${A}/user/resetpasswordattempt`, { userId: lesserId })).status).toBe(200)
    expect((await agent.call('DELETE', `${A}/user/delete`, { userId: lesserId })).status).toBe(200)
  })

  it('lets the super admin do all of it', async () => {
    const administrator = h.roleIds.get('Administrator')!
    const add = await admin.post(`${A}/user/add`, adminForm('6200000003', administrator))
    expect(add.status, JSON.stringify(add.body)).toBe(200)
    const roleId = h.roleIds.get('Support')!
    const permission = normalisePermission(grant({ Role: ['query', 'view', 'edit', 'assign'], Users: ['query', 'delete'] }))
    expect((await admin.update(`${A}/role/permission/update`, { roleId, name: 'Support', active: true, permission })).status).toBe(200)
    const g = await admin.put(`${A}/role/permission/grant`, { roleId: administrator, assign: [add.body.userId] })
    expect(g.status).toBe(200)
  })
})
