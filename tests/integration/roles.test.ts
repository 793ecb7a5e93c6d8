import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUTTONS, grant, SCREENS } from '../../shared/permissions'
import { auditLog, roles, users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

const A = '/api/admin'

interface Perm {
  label: string
  enable: boolean
  buttons: { label: string; enable: boolean }[]
}

describe.each(testDatabases)('roles on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
  })
  afterAll(() => h.close())

  it('creates a role (active, owned by the signed-in user) and refuses a duplicate name in any case', async () => {
    const r = await admin.post(`${A}/role/create`, { name: '  Dispatch  ', active: false })
    expect(r.status).toBe(200)
    expect(r.body.responseCode).toBe(109)
    const id = r.body.roleId as string
    const [row] = await h.database.db.select().from(roles).where(eq(roles.id, id))
    expect(row).toMatchObject({ name: 'Dispatch', active: true, ownerId: h.userIds.get(ACCOUNTS.superAdmin) })

    const dup = await admin.post(`${A}/role/create`, { name: 'dispatch' })
    expect(dup.status).toBe(409)
    expect(dup.body).toMatchObject({ responseCode: 114, message: 'Duplicate Records' })

    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'role'), eq(auditLog.recordId, id)))
    expect(audit.map((a) => a.action)).toEqual(['create'])
  })

  it('refuses a missing, blank or too long name with the spec message', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }]) {
      const r = await admin.post(`${A}/role/create`, body)
      expect(r.status).toBe(400)
      expect(r.body).toMatchObject({ responseCode: 110, message: 'Name is required' })
    }
    const long = await admin.post(`${A}/role/create`, { name: 'x'.repeat(101) })
    expect(long.status).toBe(400)
    expect(long.body.responseCode).toBe(110)
  })

  it('lists roles with keyword, active filter, sort and owner', async () => {
    const r = await admin.post(`${A}/roles/all`, { keyword: 'dispa', active: true, sortField: 'name', sortOrder: 'true' })
    expect(r.status).toBe(200)
    const rows = r.body.rows as { name: string; owner: { fname: string } | null }[]
    expect(rows.map((x) => x.name)).toEqual(['Dispatch'])
    expect(rows[0]!.owner).toMatchObject({ fname: 'Super' })
    const all = await admin.post(`${A}/roles/all`, { sortField: 'name', sortOrder: 'true', pageSize: 100 })
    const names = (all.body.rows as { name: string }[]).map((x) => x.name)
    expect(names.indexOf('Administrator')).toBeLessThan(names.indexOf('Technician'))
    expect(names).toContain('Administrator')
    const bad = await admin.post(`${A}/roles/all`, { sortField: 'permission' })
    expect(bad.status).toBe(400)
  })

  it('answers the active role titles', async () => {
    const r = await admin.get(`${A}/roles/titles`)
    expect(r.status).toBe(200)
    const titles = r.body.roles as { _id: string; name: string }[]
    expect(titles.map((t) => t.name)).toContain('Support')
    expect(Object.keys(titles[0]!).sort()).toEqual(['_id', 'name'])
  })

  it('answers details with every screen and button, and 404 for an unknown role', async () => {
    const r = await admin.post(`${A}/role/details`, { roleId: h.roleIds.get('Support') })
    expect(r.status).toBe(200)
    const role = r.body.role as { name: string; permission: Perm[] }
    expect(role.name).toBe('Support')
    expect(role.permission.map((p) => p.label)).toEqual([...SCREENS])
    for (const p of role.permission) expect(p.buttons.map((b) => b.label)).toEqual([...BUTTONS])
    expect(role.permission.find((p) => p.label === 'CRM')!.enable).toBe(true)
    const missing = await admin.post(`${A}/role/details`, { roleId: '00000000-0000-0000-0000-000000000000' })
    expect(missing.status).toBe(404)
    expect((await admin.post(`${A}/role/details`, { roleId: 'x' })).status).toBe(400)
  })

  it('updates name, active and permission, audits the diff, refuses unknown labels and duplicates', async () => {
    const [row] = await h.database.db.select().from(roles).where(eq(roles.name, 'Dispatch'))
    const roleId = row!.id
    const permission = grant({ Users: ['query', 'view'] })
    const r = await admin.update(`${A}/role/permission/update`, { roleId, name: 'Dispatch desk', active: true, permission })
    expect(r.status).toBe(200)
    expect(r.body.responseCode).toBe(109)
    const [after] = await h.database.db.select().from(roles).where(eq(roles.id, roleId))
    expect(after!.name).toBe('Dispatch desk')
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'permission.update'), eq(auditLog.recordId, roleId)))
    expect(audit!.changes).toMatchObject({
      name: { from: 'Dispatch', to: 'Dispatch desk' },
      permission: { Users: { from: false, to: true }, 'Users.query': { from: false, to: true }, 'Users.view': { from: false, to: true } },
    })
    expect(Object.keys((audit!.changes as { permission: object }).permission)).toHaveLength(3)

    const unknownScreen = await admin.update(`${A}/role/permission/update`, {
      roleId,
      name: 'Dispatch desk',
      active: true,
      permission: [{ label: 'Nuclear', enable: true, buttons: [] }],
    })
    expect(unknownScreen.status).toBe(400)
    const unknownButton = await admin.update(`${A}/role/permission/update`, {
      roleId,
      name: 'Dispatch desk',
      active: true,
      permission: [{ label: 'Users', enable: true, buttons: [{ label: 'launch', enable: true }] }],
    })
    expect(unknownButton.status).toBe(400)
    const dup = await admin.update(`${A}/role/permission/update`, { roleId, name: 'SUPPORT', active: true, permission })
    expect(dup.status).toBe(409)
    expect(dup.body.responseCode).toBe(114)
  })

  it('lists unassigned admins and workers, grants the role, and the holder gets it at the next request', async () => {
    const [row] = await h.database.db.select().from(roles).where(eq(roles.name, 'Dispatch desk'))
    const roleId = row!.id
    const support = await signIn(h, ACCOUNTS.support)
    expect((await support.post(`${A}/user/all`, {})).status).toBe(403)

    const un = await admin.post(`${A}/role/permission/unassigned`, { roleId })
    expect(un.status).toBe(200)
    const admins = un.body.admins as { _id: string; mobileNo: string }[]
    const employees = un.body.employees as { _id: string; mobileNo: string }[]
    expect(admins.map((a) => a.mobileNo)).toContain(ACCOUNTS.support)
    expect(employees.map((a) => a.mobileNo)).toContain(ACCOUNTS.technician)
    expect(Object.keys(admins[0]!).sort()).toEqual(['_id', 'fname', 'lname', 'mobileNo', 'roleName'])
    // Each with the role they hold now; the signed-in admin is not offered.
    expect(admins.find((a) => a.mobileNo === ACCOUNTS.support)).toMatchObject({ roleName: 'Support' })
    expect([...admins, ...employees].map((a) => a.mobileNo)).not.toContain(ACCOUNTS.superAdmin)

    // Only admin and worker ids are accepted.
    const scp = await admin.put(`${A}/role/permission/grant`, { roleId, assign: [h.userIds.get(ACCOUNTS.franchise)] })
    expect(scp.status).toBe(400)
    expect((await admin.put(`${A}/role/permission/grant`, { roleId, assign: [] })).status).toBe(400)

    const supportId = h.userIds.get(ACCOUNTS.support)!
    const g = await admin.put(`${A}/role/permission/grant`, { roleId, assign: [supportId] })
    expect(g.status).toBe(200)
    const [u] = await h.database.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, supportId))
    expect(u!.roleId).toBe(roleId)
    expect((await support.post(`${A}/user/all`, {})).status).toBe(200)
    const after = await admin.post(`${A}/role/permission/unassigned`, { roleId })
    expect((after.body.admins as { _id: string }[]).map((a) => a._id)).not.toContain(supportId)
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'role.assign'), eq(auditLog.recordId, supportId)))
    expect(audit).toHaveLength(1)
    await h.database.db
      .update(users)
      .set({ roleId: h.roleIds.get('Support') })
      .where(eq(users.id, supportId))
  })

  it('refuses a user without the Role permission', async () => {
    const support = await signIn(h, ACCOUNTS.support)
    expect((await support.post(`${A}/roles/all`, {})).status).toBe(403)
    expect((await support.post(`${A}/role/create`, { name: 'Sneaky' })).status).toBe(403)
    expect((await support.get(`${A}/roles/titles`)).status).toBe(403)
  })
})
