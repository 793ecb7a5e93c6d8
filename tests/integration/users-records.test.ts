import { and, asc, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BUTTONS, grant } from '../../shared/permissions'
import { auditLog, branches, roles, serviceCentres, users } from '../../server/db/schema'
import { DEMO_ROLES } from '../../server/db/seed/roles'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const MANDATORY = 'Please fill all the mandatory fields'

const customer = (over: Record<string, unknown> = {}) => ({
  userType: 'user',
  fname: 'Asha',
  lname: 'Rao',
  mobileNo: '6100000001',
  status: 'approved',
  email: 'asha@example.com',
  dob: Math.floor(Date.UTC(1990, 4, 17) / 1000),
  city: 'Bengaluru',
  pin: '560034',
  vehicleDetails: {
    passcode: '1234',
    odometer: 1200,
    bluetoothId: 'BT-01',
    vehicleNo: 'ka 01-ab 1234',
    vehicleType: 'Retrofit',
    vehicleMake: 'Honda',
    vehicleModel: 'Dio',
  },
  batteryDetails: { batteryId: 'B1' },
  ...over,
})

describe.each(testDatabases)('user records on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let centres: { id: string }[]
  let technicianRole: string
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    centres = await h.database.db.select({ id: serviceCentres.id }).from(serviceCentres).orderBy(asc(serviceCentres.title))
    technicianRole = h.roleIds.get('Technician')!
  })
  afterAll(() => h.close())

  it('adds a customer: vehicle number normalised, unknown fields stripped, privileged ones refused, audit without secrets', async () => {
    // Fields naming a privilege are refused (SECURITY.md item 13; tests/integration/privileged-fields.test.ts)…
    for (const privileged of [{ isSuperAdmin: true }, { passwordAttempt: 9 }, { permission: h.roleIds.get('Administrator') }]) {
      const refused = await post('/user/add', customer(privileged))
      expect([refused.status, refused.body.responseCode], JSON.stringify(privileged)).toEqual([400, 110])
    }
    // …other fields the customer form does not have are dropped.
    const r = await post('/user/add', customer({ password: 'Secret#Pass1', nickname: 'Ash' }))
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const id = r.body.userId as string
    const [row] = await h.database.db.select().from(users).where(eq(users.id, id))
    expect(row).toMatchObject({
      vehicleNo: 'KA01AB1234',
      isSuperAdmin: false,
      passwordAttempt: 0,
      passwordHash: null,
      roleId: null,
      bluetoothId: 'BT-01',
    })
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create'), eq(auditLog.recordId, id)))
    expect(audit!.changes).toMatchObject({ fname: { to: 'Asha' }, vehicleNo: { to: 'KA01AB1234' } })
    expect(JSON.stringify(audit!.changes)).not.toContain('Secret')

    const d = await post('/user/details', { userId: id })
    expect(d.status).toBe(200)
    const user = d.body.user as Record<string, unknown>
    expect(user).toMatchObject({
      fname: 'Asha',
      vehicleDetails: { vehicleNo: 'KA01AB1234', odometer: 1200, vehicleMake: 'Honda' },
      batteryDetails: { batteryId: 'B1', bluetoothId: null },
      dob: Math.floor(Date.UTC(1990, 4, 17) / 1000),
      age: 36,
      scuId: null,
      permission: null,
    })
    expect(user).not.toHaveProperty('passwordHash')
    expect(user).not.toHaveProperty('password')
  })

  it('refuses a duplicate mobile number with 114', async () => {
    const r = await post('/user/add', customer())
    expect(r.status).toBe(409)
    expect(r.body).toMatchObject({ responseCode: 114, message: 'Duplicate Records' })
  })

  it('answers the spec messages for bad forms', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [customer({ mobileNo: '6100000002', fname: '' }), MANDATORY],
      [customer({ mobileNo: '6100000002', fname: 'R2D2' }), 'Only letters and spaces are allowed'],
      [customer({ mobileNo: '61000' }), 'Please enter valid mobile number'],
      [customer({ mobileNo: '' }), MANDATORY],
      [customer({ mobileNo: '6100000002', pin: '5600341' }), 'Pin must have at most 6 digits'],
      [customer({ mobileNo: '6100000002', email: 'a b@x.com' }), 'Please enter valid email'],
      [customer({ mobileNo: '6100000002', dob: Math.floor(Date.now() / 1000) + 86400 * 30 }), 'Date of birth cannot be in the future'],
      [customer({ mobileNo: '6100000002', vehicleDetails: { ...customer().vehicleDetails, vehicleNo: ' - ' } }), 'This field is required'],
      [customer({ mobileNo: '6100000002', vehicleDetails: { ...customer().vehicleDetails, vehicleModel: '' } }), MANDATORY],
      [customer({ mobileNo: '6100000002', status: '' }), MANDATORY],
      [{ fname: 'No', lname: 'Type', mobileNo: '6100000002' }, MANDATORY],
      [{ userType: 'scc', fname: 'Centre', lname: 'Desk', mobileNo: '6100000002' }, 'Please select Service Center'],
      [{ userType: 'worker', fname: 'Wo', lname: 'Rker', mobileNo: '6100000002', scuId: centres[0]!.id }, 'Please select the Permission'],
      [
        {
          userType: 'worker',
          fname: 'Wo',
          lname: 'Rker',
          mobileNo: '6100000002',
          scuId: centres[0]!.id,
          permission: technicianRole,
          password: 'short',
        },
        'Password must have  at least 8 characters',
      ],
      [{ userType: 'scp', fname: 'Green', lname: 'Wheels', mobileNo: '6100000002', city: 'X' }, MANDATORY],
      [{ userType: 'admin', fname: 'Ad', lname: 'Min', mobileNo: '6100000002', status: 'approved' }, MANDATORY],
    ]
    for (const [body, message] of cases) {
      const r = await post('/user/add', body)
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body, JSON.stringify(body)).toMatchObject({ responseCode: 110, message })
    }
    expect(await h.database.db.select().from(users).where(eq(users.mobileNo, '6100000002'))).toHaveLength(0)
  })

  it('drops fields a type does not have (scp: vehicle, battery, bluetooth) and refuses a permission it has none of', async () => {
    const scp = {
      userType: 'scp',
      fname: 'Green Wheels',
      lname: 'Partner',
      mobileNo: '6100000003',
      fragmentedAddress: '1 Main Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      bluetoothId: 'BT-9',
      vehicleDetails: customer().vehicleDetails,
      password: 'Partner#2026',
    }
    const refused = await post('/user/add', { ...scp, permission: h.roleIds.get('Administrator') })
    expect(refused.body).toMatchObject({ responseCode: 110, message: 'permission cannot be set through this call' })
    const r = await post('/user/add', scp)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const [row] = await h.database.db.select().from(users).where(eq(users.mobileNo, '6100000003'))
    expect(row).toMatchObject({ bluetoothId: null, roleId: null, vehicleNo: null, batteryDetails: null })
    expect(row!.passwordHash).toMatch(/^scrypt\$/)
  })

  let workerId: string
  it('adds a worker with centre, branch, departments and role; the new staff can sign in with the password', async () => {
    const [branch] = await h.database.db.select().from(branches).where(eq(branches.scuId, centres[1]!.id)).limit(1)
    const r = await post('/user/add', {
      userType: 'worker',
      fname: 'Kiran',
      lname: 'Kumar',
      mobileNo: '6100000004',
      scuId: centres[1]!.id,
      branchId: branch!.id,
      departments: ['battery', 'kit'],
      permission: technicianRole,
      password: 'Worker#2026x',
    })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    workerId = r.body.userId as string
    const d = await post('/user/details', { userId: workerId })
    expect(d.body.user).toMatchObject({
      permission: technicianRole,
      departments: ['battery', 'kit'],
      branchId: { _id: branch!.id },
      scuId: { _id: centres[1]!.id },
    })
    await signIn(h, '6100000004', 'Worker#2026x')

    const wrongBranch = await post('/user/add', {
      userType: 'worker',
      fname: 'Ka',
      lname: 'Ku',
      mobileNo: '6100000005',
      scuId: centres[0]!.id,
      branchId: branch!.id,
      permission: technicianRole,
    })
    expect(wrongBranch.status).toBe(400)
    const unknownRole = await post('/user/add', {
      userType: 'worker',
      fname: 'Ka',
      lname: 'Ku',
      mobileNo: '6100000005',
      scuId: centres[0]!.id,
      permission: '00000000-0000-0000-0000-000000000000',
    })
    expect(unknownRole.body).toMatchObject({ responseCode: 110, message: 'Please select the Permission' })
    expect(await h.database.db.select().from(users).where(eq(users.mobileNo, '6100000005'))).toHaveLength(0)
  })

  it('updates a user (mobile number locked), audits the changed fields, and deactivation ends the sessions', async () => {
    const worker = await signIn(h, '6100000004', 'Worker#2026x')
    const base = {
      userId: workerId,
      userType: 'worker',
      fname: 'Kiran',
      lname: 'Kumar',
      mobileNo: '6100000004',
      scuId: centres[1]!.id,
      permission: technicianRole,
    }
    const locked = await admin.update(`${A}/user/update`, { ...base, mobileNo: '6100000009' })
    expect(locked.body).toMatchObject({ responseCode: 110, message: 'Mobile number cannot be changed' })
    const bad = await admin.update(`${A}/user/update`, { ...base, scuId: '' })
    expect(bad.body).toMatchObject({ responseCode: 110, message: 'Please select Service Center' })

    const privileged = await admin.update(`${A}/user/update`, { ...base, city: 'Mysuru', isSuperAdmin: true })
    expect(privileged.body).toMatchObject({ responseCode: 110, message: 'isSuperAdmin cannot be set through this call' })
    const r = await admin.update(`${A}/user/update`, { ...base, city: 'Mysuru' })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const [row] = await h.database.db.select().from(users).where(eq(users.id, workerId))
    expect(row).toMatchObject({ city: 'Mysuru', isSuperAdmin: false, branchId: null, departments: [] })
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update'), eq(auditLog.recordId, workerId)))
    expect(audit!.changes).toMatchObject({ city: { from: null, to: 'Mysuru' } })
    expect(audit!.changes).not.toHaveProperty('fname')
    expect((await worker.get(`${A}/islogin`)).status).toBe(200)

    const off = await admin.update(`${A}/user/update`, { ...base, active: false })
    expect(off.status).toBe(200)
    expect((await worker.get(`${A}/islogin`)).body.responseCode).toBe(108)
    await admin.update(`${A}/user/update`, { ...base, active: true })
  })

  it('resets the attempts of a locked admin, who can then sign in; refuses non-admins and zero attempts', async () => {
    const supportId = h.userIds.get(ACCOUNTS.support)!
    const agent = new Agent(h.app)
    for (let i = 0; i < 5; i++) await agent.post(`${A}/accountLogin`, { email: ACCOUNTS.support, password: 'wrong-password' })
    expect((await agent.post(`${A}/accountLogin`, { email: ACCOUNTS.support, password: 'Demo@12345' })).body.responseCode).toBe(116)

    const worker = await admin.post(`${A}/user/resetpasswordattempt`, { userId: workerId })
    expect(worker.body).toMatchObject({ responseCode: 110, message: 'Only admin passwords can be reset' })
    const r = await admin.post(`${A}/user/resetpasswordattempt`, { userId: supportId })
    expect(r.body).toMatchObject({ responseCode: 109, message: 'Password attempt reset successfully' })
    await signIn(h, ACCOUNTS.support)
    const zero = await admin.update(`${A}/user/update`, { userId: supportId, passwordAttempt: 0 })
    expect(zero.body).toMatchObject({ responseCode: 110, message: 'Password attempts already zero' })

    await h.database.db.update(users).set({ passwordAttempt: 3 }).where(eq(users.id, supportId))
    const viaUpdate = await admin.update(`${A}/user/update`, { userId: supportId, passwordAttempt: 0 })
    expect(viaUpdate.body).toMatchObject({ responseCode: 109, message: 'Password attempt reset successfully' })
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'passwordAttempt.reset'), eq(auditLog.recordId, supportId)))
    expect(audits).toHaveLength(2)
  })

  it('soft deletes once, ends the user’s session, then answers Record Already Deleted; logs show the history', async () => {
    const worker = await signIn(h, '6100000004', 'Worker#2026x')
    const r = await h.app.inject({
      method: 'DELETE',
      url: `${A}/user/delete`,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${admin.cookie}` },
      payload: JSON.stringify({ userId: workerId }),
    })
    expect(r.statusCode).toBe(200)
    expect(r.json()).toMatchObject({ responseCode: 109, message: 'Record Deleted Successfully' })
    const [row] = await h.database.db.select().from(users).where(eq(users.id, workerId))
    expect(row!.active).toBe(false)
    const me = await worker.get(`${A}/islogin`)
    expect(me.status).toBe(401)
    expect(me.body.responseCode).toBe(108)
    const again = await admin.call('DELETE', `${A}/user/delete`, { userId: workerId })
    expect(again.body).toMatchObject({ responseCode: 110, message: 'Record Already Deleted' })

    const logs = await post('/user/logs', { recordId: workerId })
    expect(logs.status).toBe(200)
    const entries = logs.body.logs as { activity: string; operatedBy: { fname: string }; updatedAt: number; comment: string }[]
    // Sign-ins of the user are recorded against them too.
    expect(entries.map((e) => e.activity).filter((a) => !a.startsWith('signin'))).toEqual([
      'delete',
      'update',
      'update',
      'update',
      'create',
    ])
    expect(entries[0]!.operatedBy).toEqual({ fname: 'Super', lname: 'Admin' })
    expect(typeof entries[0]!.updatedAt).toBe('number')
  })

  it('keeps an scc user to the users of their own centre', async () => {
    await h.database.db
      .update(roles)
      .set({ permission: grant({ Users: BUTTONS }) })
      .where(eq(roles.id, h.roleIds.get('Service')!))
    const scc = await signIn(h, ACCOUNTS.service)
    const [me] = await h.database.db.select().from(users).where(eq(users.mobileNo, ACCOUNTS.service))
    const [other] = await h.database.db
      .select()
      .from(users)
      .where(and(eq(users.id, workerId)))
    expect(other!.scuId).not.toBe(me!.scuId)
    expect((await scc.post(`${A}/user/details`, { userId: workerId })).status).toBe(404)
    expect((await scc.post(`${A}/user/logs`, { recordId: workerId })).status).toBe(404)
    expect((await scc.call('DELETE', `${A}/user/delete`, { userId: workerId })).status).toBe(404)
    const upd = await scc.update(`${A}/user/update`, {
      userId: workerId,
      userType: 'worker',
      fname: 'Kiran',
      lname: 'Kumar',
      mobileNo: '6100000004',
      scuId: me!.scuId,
      permission: technicianRole,
    })
    expect(upd.status).toBe(404)
    // A colleague of the same centre is reachable; a user cannot be placed in another centre.
    const [colleague] = await h.database.db
      .select()
      .from(users)
      .where(and(eq(users.scuId, me!.scuId!), ne(users.id, me!.id)))
      .limit(1)
    if (colleague) expect((await scc.post(`${A}/user/details`, { userId: colleague.id })).status).toBe(200)
    const elsewhere = await scc.post(`${A}/user/add`, {
      userType: 'scc',
      fname: 'Other',
      lname: 'Desk',
      mobileNo: '6100000008',
      scuId: other!.scuId,
    })
    expect(elsewhere.status).toBe(404)
    const own = await scc.post(`${A}/user/add`, { userType: 'scc', fname: 'Own', lname: 'Desk', mobileNo: '6100000008', scuId: me!.scuId })
    expect(own.status, JSON.stringify(own.body)).toBe(200)
    expect((await scc.post(`${A}/user/details`, { userId: own.body.userId })).status).toBe(200)
  })

  it('refuses users without the button (403) and answers 400 to bad ids', async () => {
    const support = await signIn(h, ACCOUNTS.support)
    expect((await support.post(`${A}/user/details`, { userId: workerId })).status).toBe(403)
    expect((await support.post(`${A}/user/add`, customer({ mobileNo: '6100000010' }))).status).toBe(403)
    expect((await support.update(`${A}/user/update`, { userId: workerId, passwordAttempt: 0 })).status).toBe(403)
    expect((await support.call('DELETE', `${A}/user/delete`, { userId: workerId })).status).toBe(403)
    expect((await post('/user/details', { userId: 'nope' })).status).toBe(400)
    expect((await post('/user/details', { userId: '00000000-0000-0000-0000-000000000000' })).status).toBe(404)
    expect((await admin.update(`${A}/user/update`, {})).status).toBe(400)
  })

  it('lets view, visibility or edit read a user and the form tabs (the dialog each opens loads them first)', async () => {
    const read = async (buttons: readonly (typeof BUTTONS)[number][]) => {
      await h.database.db
        .update(roles)
        .set({ permission: grant({ Users: ['query', ...buttons] }) })
        .where(eq(roles.name, 'Support'))
      const agent = await signIn(h, ACCOUNTS.support)
      return Promise.all([
        agent.post(`${A}/user/details`, { userId: workerId }).then((r) => r.status),
        agent.post(`${A}/trip/all`, { userId: workerId }).then((r) => r.status),
        agent.post(`${A}/subscription/user/all`, { userId: workerId }).then((r) => r.status),
        agent.get(`${A}/notification/all?userId=${workerId}`).then((r) => r.status),
      ])
    }
    try {
      expect(await read(['view'])).toEqual([200, 200, 200, 200])
      expect(await read(['visibility'])).toEqual([200, 200, 200, 200])
      expect(await read(['edit'])).toEqual([200, 200, 200, 200])
      expect(await read(['delete', 'logs'])).toEqual([403, 403, 403, 403])
    } finally {
      await h.database.db.update(roles).set({ permission: DEMO_ROLES.Support }).where(eq(roles.name, 'Support'))
    }
  })
})
