import { and, asc, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grant } from '../../shared/permissions'
import { auditLog, branches, roles, serviceCentres, users } from '../../server/db/schema'
import { DEMO_ROLES } from '../../server/db/seed/roles'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

const LIST = '/api/admin/user/all'
const EXPORT = '/api/admin/user/export'

const ROW_KEYS = [
  '_id',
  'active',
  'bluetoothId',
  'createdAt',
  'email',
  'fname',
  'lname',
  'mobileNo',
  'odometer',
  'passcode',
  'passwordAttempt',
  'scuId',
  'status',
  'updatedAt',
  'userType',
  'vehicleNo',
  'vehicleType',
]

interface Row {
  _id: string
  fname: string
  lname: string | null
  mobileNo: string
  vehicleNo: string | null
  email: string | null
  userType: string
  active: boolean
  status: string | null
  createdAt: number
  scuId: { _id: string; title: string } | null
  [k: string]: unknown
}
interface ListBody {
  responseCode: number
  rows: Row[]
  pages: number
  filterRecords: number
  filterRecordsEstimated: boolean
  message?: string
}

const SORTS: Record<string, PgColumn> = {
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  fname: users.fname,
  lname: users.lname,
  mobileNo: users.mobileNo,
  userType: users.userType,
  vehicleNo: users.vehicleNo,
  odometer: users.odometer,
}

/** Users whose names hold LIKE's special characters and a quote, to prove the keyword is taken literally. */
const ODD_NAMES = [
  { fname: 'Per%cent', lname: 'Zed', mobileNo: '5000000001' },
  { fname: 'Under_score', lname: 'Zed', mobileNo: '5000000002' },
  { fname: 'Shaun', lname: "O'Brien", mobileNo: '5000000003' },
  { fname: 'Back\\slash', lname: 'Zed', mobileNo: '5000000004' },
  { fname: 'Abc', lname: 'Zed', mobileNo: '5000000005' },
]

const ZEDS = ODD_NAMES.filter((u) => u.lname === 'Zed')

describe.each(testDatabases)('users list (POST /user/all) on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  const db = () => h.database.db

  const list = async (body: Record<string, unknown>, agent: Agent = admin) => {
    const r = await agent.post(LIST, body)
    return { status: r.status, body: r.body as unknown as ListBody }
  }
  /** Every row of a query, page by page. */
  const listAll = async (body: Record<string, unknown>, pageSize = 100) => {
    const out: Row[] = []
    for (let page = 0; ; page++) {
      const r = await list({ ...body, page, pageSize })
      expect(r.status).toBe(200)
      out.push(...r.body.rows)
      if (r.body.rows.length < pageSize) return out
    }
  }
  /** The ids the database orders by (column, id), with PostgreSQL's own NULL placement. */
  const expectedIds = async (where: SQL | undefined, column: PgColumn, ascending: boolean) => {
    const rows = await db()
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...(ascending ? [asc(column), asc(users.id)] : [desc(column), desc(users.id)]))
    return rows.map((r) => r.id)
  }

  beforeAll(async () => {
    h = await startHarness(tdb)
    const now = h.clock.now()
    await db()
      .insert(users)
      .values(
        ODD_NAMES.map((u) => ({
          ...u,
          userType: 'user' as const,
          status: 'pending' as const,
          vehicleNo: 'KA99ZZ0001',
          createdAt: now,
          updatedAt: now,
        })),
      )
    admin = await signIn(h, ACCOUNTS.superAdmin)
  })
  afterAll(() => h.close())

  describe('answer and paging', () => {
    it('answers the first page newest first, with the row shape and an exact count', async () => {
      const r = await list({})
      expect(r.status).toBe(200)
      const [{ n: total }] = (await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(users)) as [{ n: number }]
      expect(r.body).toMatchObject({ responseCode: 109, filterRecords: total, pages: Math.ceil(total / 10), filterRecordsEstimated: false })
      expect(r.body.rows).toHaveLength(10)
      for (const row of r.body.rows) {
        expect(Object.keys(row).sort()).toEqual(ROW_KEYS)
        expect(Number.isInteger(row.createdAt)).toBe(true)
        expect(JSON.stringify(row)).not.toMatch(/password_?hash|\$scrypt|\$argon/i)
      }
      expect(r.body.rows.map((x) => x._id)).toEqual((await expectedIds(undefined, users.createdAt, false)).slice(0, 10))
    })

    it('walks every page once, without gaps or repeats, and answers an empty page beyond the end', async () => {
      const all = await listAll({}, 7)
      const ids = await expectedIds(undefined, users.createdAt, false)
      expect(all.map((x) => x._id)).toEqual(ids)
      const last = Math.ceil(ids.length / 7) - 1
      const end = await list({ page: last, pageSize: 7 })
      expect(end.body.rows).toHaveLength(ids.length - last * 7)
      const beyond = await list({ page: last + 5, pageSize: 7 })
      expect(beyond.status).toBe(200)
      expect(beyond.body).toMatchObject({ rows: [], filterRecords: ids.length, pages: Math.ceil(ids.length / 7) })
    })

    it('accepts page and pageSize as digits in text, and null or empty as the defaults', async () => {
      const a = await list({ page: '1', pageSize: '5' })
      const b = await list({ page: 1, pageSize: 5 })
      expect(a.body.rows.map((x) => x._id)).toEqual(b.body.rows.map((x) => x._id))
      const c = await list({ page: null, pageSize: '', keyword: null, sortField: '', sortOrder: null, active: null, status: '' })
      expect(c.status).toBe(200)
      expect(c.body.rows).toHaveLength(10)
    })

    it('accepts pageSize 1 and 1000 and refuses anything outside 1..1000 with 400/110', async () => {
      expect((await list({ pageSize: 1 })).body.rows).toHaveLength(1)
      const big = await list({ pageSize: 1000 })
      expect(big.status).toBe(200)
      expect(big.body.rows).toHaveLength(big.body.filterRecords)
      for (const pageSize of [0, 1001, 'abc', -1, 1.5, true, [], {}]) {
        const r = await list({ pageSize })
        expect(r.status, JSON.stringify(pageSize)).toBe(400)
        expect(r.body).toMatchObject({ responseCode: 110, message: 'pageSize must be between 1 and 1000' })
      }
      for (const page of [-1, 'x', 2.5]) {
        const r = await list({ page })
        expect(r.status).toBe(400)
        expect(r.body).toMatchObject({ responseCode: 110, message: 'page must be a whole number of at least 0' })
      }
    })
  })

  describe('sorting', () => {
    it.each(Object.keys(SORTS))('sorts by %s both ways, ties broken by id', async (field) => {
      for (const sortOrder of ['true', 'false'] as const) {
        const rows = await listAll({ sortField: field, sortOrder }, 1000)
        expect(
          rows.map((x) => x._id),
          `${field} ${sortOrder}`,
        ).toEqual(await expectedIds(undefined, SORTS[field]!, sortOrder === 'true'))
      }
    })

    it('has ties to break (userType) and breaks them by id in the sort direction', async () => {
      const rows = await listAll({ sortField: 'userType', sortOrder: 'true' }, 1000)
      const customers = rows.filter((x) => x.userType === 'user').map((x) => x._id)
      expect(customers.length).toBeGreaterThan(100)
      expect(customers).toEqual([...customers].sort())
      const down = (await listAll({ sortField: 'userType', sortOrder: 'false' }, 1000))
        .filter((x) => x.userType === 'user')
        .map((x) => x._id)
      expect(down).toEqual([...customers].reverse())
    })

    it("reads sortOrder 'false' (the default) as descending and accepts booleans", async () => {
      const byDefault = await list({ sortField: 'mobileNo' })
      const falseText = await list({ sortField: 'mobileNo', sortOrder: 'false' })
      const trueBool = await list({ sortField: 'mobileNo', sortOrder: true })
      expect(byDefault.body.rows).toEqual(falseText.body.rows)
      const mobiles = byDefault.body.rows.map((x) => x.mobileNo)
      expect(mobiles).toEqual([...mobiles].sort().reverse())
      expect(trueBool.body.rows[0]!.mobileNo < mobiles[0]!).toBe(true)
    })

    it('refuses a field outside the whitelist and an unknown sortOrder', async () => {
      for (const sortField of ['password_hash', 'passwordHash', 'email', 'id; drop table users', 7]) {
        const r = await list({ sortField })
        expect(r.status).toBe(400)
        expect(r.body).toMatchObject({ responseCode: 110, message: 'Unknown sort field' })
      }
      const r = await list({ sortOrder: 'asc' })
      expect(r.status).toBe(400)
      expect(r.body.responseCode).toBe(110)
    })
  })

  describe('keyword', () => {
    const ids = (rows: Row[]) => rows.map((x) => x._id).sort()

    it('matches names case-insensitively and in part, and the full name', async () => {
      const lower = await listAll({ keyword: 'kumar' })
      expect(lower.length).toBeGreaterThan(0)
      expect(ids(await listAll({ keyword: 'KuMaR' }))).toEqual(ids(lower))
      for (const r of lower) expect(`${r.fname} ${r.lname}\u0001${r.email}`.toLowerCase()).toContain('kumar')
      const part = await listAll({ keyword: 'umar' })
      expect(part.length).toBeGreaterThanOrEqual(lower.length)
      const [someone] = lower
      const full = await listAll({ keyword: `${someone!.fname} ${someone!.lname}` })
      expect(full.map((x) => x._id)).toContain(someone!._id)
      for (const r of full) expect(`${r.fname} ${r.lname}`.toLowerCase()).toContain(`${someone!.fname} ${someone!.lname}`.toLowerCase())
    })

    it('finds mobile numbers by their first digits, in full, and written with +91, spaces or dashes', async () => {
      const found = await listAll({ keyword: '9000000' })
      expect(found.map((x) => x.mobileNo).sort()).toEqual(expect.arrayContaining(Object.values(ACCOUNTS)))
      for (const r of found) expect(r.mobileNo.startsWith('9000000') || `${r.vehicleNo}${r.email}`.includes('9000000')).toBe(true)
      for (const keyword of [ACCOUNTS.service, '+91 90000 00004', '+919000000004', '90000-00004', '919000000004']) {
        const one = await list({ keyword })
        expect(
          one.body.rows.map((x) => x.mobileNo),
          keyword,
        ).toEqual([ACCOUNTS.service])
        expect(one.body.filterRecords).toBe(1)
      }
      // Digits match a mobile number from its start (and vehicle numbers and e-mails anywhere).
      const tail = await listAll({ keyword: ACCOUNTS.service.slice(4) })
      expect(tail.map((x) => x.mobileNo)).not.toContain(ACCOUNTS.service)
    })

    it('finds a vehicle number, whole or in part, in any case', async () => {
      const [withVehicle] = await db()
        .select({ id: users.id, vehicleNo: users.vehicleNo })
        .from(users)
        .where(and(isNotNull(users.vehicleNo), eq(users.userType, 'user')))
        .limit(1)
      const whole = await listAll({ keyword: withVehicle!.vehicleNo!.toLowerCase() })
      expect(whole.map((x) => x._id)).toContain(withVehicle!.id)
      const part = await listAll({ keyword: withVehicle!.vehicleNo!.slice(2, 8) })
      expect(part.map((x) => x._id)).toContain(withVehicle!.id)
    })

    it('takes %, _, \\ and quotes literally', async () => {
      const names = async (keyword: string) => (await listAll({ keyword })).map((x) => x.fname).sort()
      expect(await names('%')).toEqual(['Per%cent'])
      expect(await names('r%c')).toEqual(['Per%cent'])
      expect(await names('_')).toEqual(['Under_score'])
      expect(await names('r_s')).toEqual(['Under_score'])
      expect(await names("o'brien")).toEqual(['Shaun'])
      expect(await names('\\')).toEqual(['Back\\slash'])
      expect(await names('a_c')).toEqual([])
      expect(await names('%%')).toEqual([])
    })

    it('trims the keyword, ignores a blank one and refuses one too long or with control characters', async () => {
      expect(ids(await listAll({ keyword: '  kumar  ' }))).toEqual(ids(await listAll({ keyword: 'kumar' })))
      expect((await list({ keyword: '   ' })).body.filterRecords).toBe((await list({})).body.filterRecords)
      const long = await list({ keyword: 'x'.repeat(201) })
      expect(long.status).toBe(400)
      expect(long.body).toMatchObject({ responseCode: 110, message: 'keyword must be at most 200 characters' })
      expect((await list({ keyword: 'x'.repeat(200) })).status).toBe(200)
      for (const keyword of ['a\u0000b', 'a\u001fb']) expect((await list({ keyword })).status).toBe(400)
      expect((await list({ keyword: 123 })).status).toBe(400)
    })
  })

  describe('filters', () => {
    const count = async (where: SQL | undefined) =>
      Number(
        (
          await db()
            .select({ n: sql<number>`count(*)::int` })
            .from(users)
            .where(where)
        )[0]!.n,
      )

    it('filters by userType (all means every type) and by the generic type', async () => {
      for (const userType of ['user', 'admin', 'scp', 'scc', 'worker'] as const) {
        const rows = await listAll({ userType })
        expect(rows.length, userType).toBe(await count(eq(users.userType, userType)))
        expect(new Set(rows.map((x) => x.userType))).toEqual(new Set([userType]))
        expect((await list({ type: userType })).body.filterRecords).toBe(rows.length)
      }
      expect((await list({ userType: 'all' })).body.filterRecords).toBe(await count(undefined))
      const bad = await list({ userType: 'root' })
      expect(bad.status).toBe(400)
      expect(bad.body.message).toMatch(/^userType must be one of all, user, admin, scp, scc, worker/)
    })

    it('filters by active, also given as text', async () => {
      const inactive = await listAll({ active: false })
      expect(inactive.length).toBe(await count(eq(users.active, false)))
      expect(inactive.length).toBeGreaterThan(0)
      expect(inactive.every((x) => x.active === false)).toBe(true)
      expect((await list({ active: 'true' })).body.filterRecords).toBe(await count(eq(users.active, true)))
      expect((await list({ active: 'maybe' })).status).toBe(400)
    })

    it('filters by service centre and branch', async () => {
      const [centre] = await db().select().from(serviceCentres).orderBy(serviceCentres.title).limit(1)
      const rows = await listAll({ scuId: centre!.id })
      expect(rows.length).toBe(await count(eq(users.scuId, centre!.id)))
      expect(rows.length).toBeGreaterThan(0)
      expect(rows.every((x) => x.scuId?._id === centre!.id && x.scuId.title === centre!.title)).toBe(true)
      const [branch] = await db().select({ id: users.branchId }).from(users).where(isNotNull(users.branchId)).limit(1)
      const inBranch = await listAll({ branchId: branch!.id })
      expect(inBranch.length).toBe(await count(eq(users.branchId, branch!.id!)))
      expect((await list({ scuId: 'not-a-uuid' })).body).toMatchObject({ responseCode: 110, message: 'scuId must be a service centre id' })
      expect((await list({ branchId: 12 })).status).toBe(400)
      const [emptyBranch] = await db()
        .select({ id: branches.id })
        .from(branches)
        .where(sql`${branches.id} not in (select branch_id from users where branch_id is not null)`)
        .limit(1)
      expect((await list({ branchId: emptyBranch!.id })).body).toMatchObject({ rows: [], filterRecords: 0, pages: 0 })
    })

    it('filters by status; "all" means every status', async () => {
      const pending = await listAll({ status: 'pending' })
      expect(pending.length).toBe(await count(eq(users.status, 'pending')))
      expect(pending.every((x) => x.status === 'pending')).toBe(true)
      expect((await list({ status: 'all' })).body.filterRecords).toBe(await count(undefined))
    })

    it('combines keyword and filters', async () => {
      const rows = await listAll({ keyword: 'zed', status: 'pending', userType: 'user' })
      expect(rows.map((x) => x.fname).sort()).toEqual(ZEDS.map((u) => u.fname).sort())
    })

    it('filters by a creation date range, inclusive, and refuses a start after the end', async () => {
      const all = await listAll({}, 1000)
      const times = [...new Set(all.map((x) => x.createdAt))].sort((a, b) => a - b)
      const from = times[Math.floor(times.length / 3)]!
      const to = times[Math.floor((times.length * 2) / 3)]!
      const inRange = await listAll({ startDate: from, endDate: to })
      const expected = await count(and(sql`${users.createdAt} >= to_timestamp(${from})`, sql`${users.createdAt} < to_timestamp(${to + 1})`))
      expect(inRange.length).toBe(expected)
      expect(inRange.every((x) => x.createdAt >= from && x.createdAt <= to)).toBe(true)
      expect(inRange.some((x) => x.createdAt === from)).toBe(true)
      expect((await list({ startDate: from })).body.filterRecords).toBe(all.filter((x) => x.createdAt >= from).length)
      const bad = await list({ startDate: to, endDate: from })
      expect(bad.status).toBe(400)
      expect(bad.body).toMatchObject({ responseCode: 110, message: 'Start date can not be after end date' })
      const badAt = await list({ startAt: 10, endAt: 5 })
      expect(badAt.body.message).toBe('Start time can not be after end time')
      for (const startDate of ['yesterday', -5, 1.5, 1e15]) expect((await list({ startDate })).status).toBe(400)
      expect((await list({ startDate: String(from), endDate: String(to) })).body.filterRecords).toBe(expected)
    })
  })

  describe('access', () => {
    let serviceRole: string

    beforeAll(async () => {
      serviceRole = h.roleIds.get('Service')!
      // The demo's Service role has no Users screen; give it the table (not the export) for these tests.
      await db()
        .update(roles)
        .set({ permission: grant({ ServiceCenter: ['query'], Ticket: ['query'], Users: ['query', 'view'] }) })
        .where(eq(roles.id, serviceRole))
    })
    afterAll(async () => {
      await db().update(roles).set({ permission: DEMO_ROLES.Service }).where(eq(roles.id, serviceRole))
    })

    it('refuses the list without Users + query and the export without Users + export (403/111)', async () => {
      const support = await signIn(h, ACCOUNTS.support)
      expect((await support.post(LIST, {})).status).toBe(403)
      expect((await support.post(EXPORT, {})).body.responseCode).toBe(111)
      await db()
        .update(roles)
        .set({ permission: grant({ Users: ['view', 'export'] }) })
        .where(eq(roles.id, h.roleIds.get('Support')!))
      expect((await support.post(LIST, {})).status).toBe(403)
      expect((await support.post(EXPORT, {})).headers['content-type']).toMatch(/x-ndjson/)
      await db()
        .update(roles)
        .set({ permission: grant({ Users: ['query'] }) })
        .where(eq(roles.id, h.roleIds.get('Support')!))
      expect((await support.post(LIST, {})).status).toBe(200)
      const refused = await support.post(EXPORT, {})
      expect(refused.status).toBe(403)
      expect(refused.headers['content-type']).toMatch(/application\/json/)
      await db()
        .update(roles)
        .set({ permission: DEMO_ROLES.Support })
        .where(eq(roles.id, h.roleIds.get('Support')!))
    })

    it('shows an scc user only the users of their own service centre', async () => {
      const [me] = await db().select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service))
      const service = await signIn(h, ACCOUNTS.service)
      const r = await service.post(LIST, { pageSize: 1000 })
      const rows = (r.body as unknown as ListBody).rows
      const own = await db().select({ id: users.id }).from(users).where(eq(users.scuId, me!.scuId!))
      expect(rows.map((x) => x._id).sort()).toEqual(own.map((x) => x.id).sort())
      expect(rows.length).toBeGreaterThan(1)
      expect(rows.length).toBeLessThan(20)
      expect(rows.every((x) => x.scuId?._id === me!.scuId)).toBe(true)
      expect((r.body as unknown as ListBody).filterRecords).toBe(own.length)
      // Asking for another centre or a customer's number finds nothing; the scope always applies.
      const [other] = await db()
        .select({ id: serviceCentres.id })
        .from(serviceCentres)
        .where(sql`${serviceCentres.id} <> ${me!.scuId}`)
        .limit(1)
      expect(((await service.post(LIST, { scuId: other!.id })).body as unknown as ListBody).filterRecords).toBe(0)
      expect(((await service.post(LIST, { keyword: ACCOUNTS.superAdmin })).body as unknown as ListBody).rows).toEqual([])
    })

    it('shows an scc user without a centre nobody', async () => {
      await db().update(users).set({ scuId: null }).where(eq(users.mobileNo, ACCOUNTS.service))
      try {
        const service = await signIn(h, ACCOUNTS.service)
        expect(((await service.post(LIST, {})).body as unknown as ListBody).filterRecords).toBe(0)
      } finally {
        const [centre] = await db()
          .select({ id: serviceCentres.id })
          .from(serviceCentres)
          .where(eq(serviceCentres.title, 'Koramangala Service Centre'))
        await db().update(users).set({ scuId: centre!.id }).where(eq(users.mobileNo, ACCOUNTS.service))
      }
    })
  })

  it('describes both calls in the OpenAPI document', async () => {
    const doc = (await admin.get('/api/docs/json')).body as unknown as { paths: Record<string, { post?: { requestBody?: unknown } }> }
    expect(doc.paths['/api/admin/user/all']?.post?.requestBody).toBeDefined()
    expect(doc.paths['/api/admin/user/export']?.post).toBeDefined()
    expect(JSON.stringify(doc.paths['/api/admin/user/all'])).toContain('sortOrder')
  })

  describe('export (POST /user/export)', () => {
    const parse = (payload: string) =>
      payload
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>)
    const exportOf = async (body: Record<string, unknown>) => {
      const res = await h.app.inject({
        method: 'POST',
        url: EXPORT,
        headers: {
          cookie: `sid=${admin.cookie}`,
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/json',
          'x-action-source': 'hotkey',
        },
        payload: JSON.stringify(body),
      })
      return res
    }

    it('streams the header, every matching row in the list’s order and shape, and a done line', async () => {
      const body = { keyword: 'a', userType: 'user', sortField: 'lname', sortOrder: 'true', page: 3, pageSize: 5 }
      const res = await exportOf(body)
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-store')
      const lines = parse(res.payload)
      const listed = await listAll({ ...body }, 1000)
      expect(lines[0]).toEqual({
        columns: [
          '_id',
          'vehicleNo',
          'vehicleType',
          'fname',
          'lname',
          'userType',
          'mobileNo',
          'odometer',
          'passcode',
          'bluetoothId',
          'createdAt',
          'updatedAt',
          'active',
          'passwordAttempt',
          'email',
          'status',
          'scuId',
        ],
        total: listed.length,
      })
      expect(lines.slice(1, -1)).toEqual(listed)
      expect(lines.at(-1)).toEqual({ done: true, rows: listed.length })
      expect(listed.length).toBeGreaterThan(50)
    })

    it('exports every user when unfiltered, with nullable sort columns in both directions', async () => {
      for (const [sortField, sortOrder] of [
        ['vehicleNo', 'true'],
        ['vehicleNo', 'false'],
        ['odometer', 'false'],
        ['createdAt', 'false'],
      ] as const) {
        const lines = parse((await exportOf({ sortField, sortOrder })).payload)
        const ids = lines.slice(1, -1).map((x) => x._id)
        expect(ids, `${sortField} ${sortOrder}`).toEqual(await expectedIds(undefined, SORTS[sortField]!, sortOrder === 'true'))
      }
    })

    it('writes an audit row with the filters and the rows sent', async () => {
      const before = await db().select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.action, 'export'))
      const lines = parse((await exportOf({ status: 'pending', keyword: 'zed' })).payload)
      expect(lines.at(-1)).toEqual({ done: true, rows: ZEDS.length })
      const rows = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'export'), eq(auditLog.entity, 'user')))
        .orderBy(desc(auditLog.id))
      expect(rows.length).toBe(before.length + 1)
      expect(rows[0]).toMatchObject({
        actorId: h.userIds.get(ACCOUNTS.superAdmin),
        source: 'hotkey',
        changes: {
          filters: { keyword: 'zed', status: 'pending', sortField: 'createdAt', sortOrder: 'false' },
          rows: ZEDS.length,
          total: ZEDS.length,
          completed: true,
        },
      })
    })

    it('answers validation errors as the JSON envelope, before any streaming', async () => {
      for (const body of [{ pageSize: 0 }, { sortField: 'nope' }, { startDate: 5, endDate: 1 }]) {
        const res = await exportOf(body)
        expect(res.statusCode).toBe(400)
        expect(res.headers['content-type']).toMatch(/application\/json/)
        expect(res.json()).toMatchObject({ responseCode: 110 })
      }
      // page and pageSize are ignored by the export, but still have to be well formed.
      expect((await exportOf({ page: 99, pageSize: 1 })).statusCode).toBe(200)
    })

    it('applies the scope of an scc user to the export as well', async () => {
      const serviceRole = h.roleIds.get('Service')!
      await db()
        .update(roles)
        .set({ permission: grant({ Users: ['query', 'export'] }) })
        .where(eq(roles.id, serviceRole))
      try {
        const service = await signIn(h, ACCOUNTS.service)
        const res = await h.app.inject({
          method: 'POST',
          url: EXPORT,
          headers: { cookie: `sid=${service.cookie}`, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
          payload: '{}',
        })
        const lines = parse(res.payload)
        const [me] = await db().select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service))
        const own = await db()
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.scuId, [me!.scuId!]))
        expect(
          lines
            .slice(1, -1)
            .map((x) => x._id)
            .sort(),
        ).toEqual(own.map((x) => x.id).sort())
      } finally {
        await db().update(roles).set({ permission: DEMO_ROLES.Service }).where(eq(roles.id, serviceRole))
      }
    })
  })
})
