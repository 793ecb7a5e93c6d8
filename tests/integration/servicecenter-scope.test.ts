import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceCenterDetails, type ServiceCenterFormInput } from '../../shared/api/servicecenter'
import { grant } from '../../shared/permissions'
import { branches, roles, serviceCentres, users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'

/**
 * Issue 18's reach (SECURITY.md item 14) and permissions: an scc user sees and edits their own centre only, adds none
 * and deletes theirs only with the delete button; roles without ServiceCenter are refused every call; the delete
 * check counts the centre's staff and open work.
 */
describe.each(testDatabases)('service centre scope and permissions on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let service: Agent
  let support: Agent
  let home: string
  let other: string
  const post = (path: string, body: unknown, agent: Agent) => agent.post(`${A}${path}`, body)
  const detailsOf = async (id: string, agent: Agent) => (await post('/servicecenter/details', { recordId: id }, agent)).body
  const formOf = async (id: string): Promise<ServiceCenterFormInput & { version: number }> => {
    const d = serviceCenterDetails.parse((await detailsOf(id, admin)).centre)
    return { ...d.form, location: d.form.location!, branches: d.form.branches.map(({ inUse: _i, ...b }) => b), version: d.version }
  }

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    service = await signIn(h, ACCOUNTS.service)
    support = await signIn(h, ACCOUNTS.support)
    const db = h.database.db
    home = (await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service)))[0]!.scuId!
    other = (
      await db
        .select({ id: serviceCentres.id })
        .from(serviceCentres)
        .where(sql`${serviceCentres.id} <> ${home}`)
        .limit(1)
    )[0]!.id
  })
  afterAll(() => h.close())

  it('lists, exports and opens only the scc user’s own centre; another centre is 123', async () => {
    const list = await post('/servicecenter/all', { page: 0, pageSize: 100 }, service)
    expect(list.body.responseCode).toBe(109)
    expect((list.body.rows as { _id: string }[]).map((r) => r._id)).toEqual([home])
    expect((await detailsOf(home, service)).responseCode).toBe(109)
    for (const path of ['/servicecenter/details', '/servicecenter/branches']) {
      const r = await post(path, { recordId: other }, service)
      expect([r.status, r.body.responseCode], path).toEqual([404, 123])
    }
    // The super admin sees every centre.
    const all = await post('/servicecenter/all', { page: 0, pageSize: 100 }, admin)
    expect(all.body.filterRecords as number).toBeGreaterThanOrEqual(8)
  })

  it('lets the scc user update their centre but not another, not add one, and not switch theirs off without delete', async () => {
    const mine = await formOf(home)
    const r = await service.put(`${A}/servicecenter/update`, { ...mine, address: `${mine.address} (2nd floor)`, recordId: home })
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    const theirs = await formOf(other)
    const refused = await service.put(`${A}/servicecenter/update`, { ...theirs, title: 'Taken over', recordId: other })
    expect([refused.status, refused.body.responseCode]).toEqual([404, 123])
    const { version: _v, ...fresh } = await formOf(home)
    const added = await post('/servicecenter/add', { ...fresh, title: 'Zeta Own New Centre', branches: [] }, service)
    expect([added.status, added.body.responseCode]).toEqual([403, 111])
    const off = await service.put(`${A}/servicecenter/update`, { ...(await formOf(home)), active: false, recordId: home })
    expect([off.status, off.body.responseCode]).toEqual([403, 111])
    // The demo Service role has no delete button: the delete and its check are refused.
    const del = await service.call('DELETE', `${A}/servicecenter/delete`, { recordId: home })
    expect([del.status, del.body.responseCode]).toEqual([403, 111])
  })

  it('with the delete button, the scc user may delete only their own centre', async () => {
    const db = h.database.db
    const before = (
      await db
        .select()
        .from(roles)
        .where(eq(roles.id, h.roleIds.get('Service')!))
    )[0]!.permission
    await db
      .update(roles)
      .set({ permission: grant({ ServiceCenter: ['query', 'view', 'edit', 'delete', 'logs'] }) })
      .where(eq(roles.id, h.roleIds.get('Service')!))
    const scc = await signIn(h, ACCOUNTS.service)
    const theirs = await scc.call('DELETE', `${A}/servicecenter/delete`, { recordId: other })
    expect([theirs.status, theirs.body.responseCode]).toEqual([404, 123])
    const check = await post('/servicecenter/delete-check', { recordId: home }, scc)
    expect(check.body.responseCode).toBe(109)
    expect((await post('/servicecenter/logs', { recordId: other }, scc)).body.responseCode).toBe(123)
    await db
      .update(roles)
      .set({ permission: before })
      .where(eq(roles.id, h.roleIds.get('Service')!))
  })

  it('counts the active staff, the test drives booked ahead and the open bookings of a centre before its delete', async () => {
    const db = h.database.db
    const staff = await db.execute(
      sql`SELECT count(*)::int AS n FROM users WHERE scu_id = ${home}::uuid AND active AND user_type IN ('scc', 'worker')`,
    )
    const drives = await db.execute(
      sql`SELECT count(*)::int AS n FROM test_drives WHERE scu_id = ${home}::uuid AND active AND status IN ('booked', 'rescheduled') AND booking_date >= '2026-05-31T18:30:00Z'::timestamptz`,
    )
    const bookings = await db.execute(
      sql`SELECT count(*)::int AS n FROM bookings WHERE scu_id = ${home}::uuid AND active AND status IN ('booked', 'confirmed')`,
    )
    const n = (r: unknown) => Number((r as { rows: { n: number }[] }).rows[0]!.n)
    const check = await post('/servicecenter/delete-check', { recordId: home }, admin)
    expect(check.body).toMatchObject({ responseCode: 109, staff: n(staff), testDrives: n(drives), bookings: n(bookings) })
    expect(n(staff)).toBeGreaterThan(0)
    const tickets = await db.execute(sql`SELECT to_regclass('public.tickets') IS NOT NULL AS t`)
    // Open tickets are counted where this installation has them (the Tickets module), else null.
    if (!(tickets as unknown as { rows: { t: boolean }[] }).rows[0]!.t) expect(check.body.tickets).toBeNull()
    else {
      const open = await db.execute(
        sql`SELECT count(*)::int AS n FROM tickets WHERE scu_id = ${home}::uuid AND stage NOT IN ('resolved', 'cancelled') AND active`,
      )
      expect(check.body.tickets).toBe(n(open))
    }
  })

  it('refuses every call to a role without ServiceCenter (111, HTTP 403)', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/servicecenter/all', { page: 0, pageSize: 10 }],
      ['POST', '/servicecenter/export', {}],
      ['POST', '/servicecenter/details', { recordId: home }],
      ['POST', '/servicecenter/add', {}],
      ['PUT', '/servicecenter/update', { recordId: home }],
      ['DELETE', '/servicecenter/delete', { recordId: home }],
      ['POST', '/servicecenter/restore', { recordId: home, version: 1 }],
      ['POST', '/servicecenter/logs', { recordId: home }],
      ['POST', '/servicecenter/branches', { recordId: home }],
      ['POST', '/servicecenter/delete-check', { recordId: home }],
      ['GET', '/servicecenter/places?place=Pune', undefined],
      ['GET', '/servicecenter/place?placeId=x', undefined],
      ['GET', '/servicecenter/map', undefined],
    ]
    for (const [method, path, body] of calls) {
      const r = await support.call(method as 'POST', `${A}${path}`, body)
      expect([r.status, r.body.responseCode], `${method} ${path}`).toEqual([403, 111])
    }
  })

  it('keeps the lookups on active centres and branches', async () => {
    const db = h.database.db
    const [b] = await db.insert(branches).values({ scuId: home, name: 'Zeta Closed Branch', active: false }).returning()
    const list = await admin.get(`${A}/branch/scu?scuId=${home}`)
    expect((list.body.result as { _id: string }[]).map((x) => x._id)).not.toContain(b!.id)
    const centres = await admin.post(`${A}/inventory/scu/centres`, { keyword: '' })
    const found = (centres.body.serviceCentre as { _id: string; location: { coordinates: number[] } }[]).find((c) => c._id === home)
    expect(found!.location.coordinates).toHaveLength(2)
  })
})
