import { and, asc, eq, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  callLogAnswer,
  contactListAnswer,
  notificationListAnswer,
  rechargeListAnswer,
  tripListAnswer,
  USER_ACTIVITY_MESSAGES as AM,
} from '../../shared/api/user-activity'
import { INPUT_MESSAGES } from '../../shared/input-safety'
import { BUTTONS, grant, type Button } from '../../shared/permissions'
import { callLogs, contacts, notifications, plans, recharges, roles, serviceCentres, trips, users } from '../../server/db/schema'
import { DEMO_ROLES } from '../../server/db/seed/roles'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Answer, type Harness } from './support/harness'

const A = '/api/admin'
const DAY = 86_400
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/** The notification, recharge, trip, contact and call-log calls of the user record (shared/api/user-activity.ts). */
describe.each(testDatabases)('user activity calls on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let now: number
  let customerId: string
  let elsewhereWorkerId: string
  let technicianId: string

  const notif = (query: Record<string, string | number>) =>
    admin.get(`${A}/notification/all?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}`)
  const refused = (r: Answer, status: number, code: number, message?: string) => {
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([status, code])
    if (message) expect(r.body.message).toBe(message)
  }
  async function counts() {
    const res = (await h.database.db.execute(
      sql`select (select count(*) from notifications)::int as n, (select count(*) from recharges)::int as r, (select count(*) from trips)::int as t,
        (select count(*) from contacts)::int as c, (select count(*) from call_logs)::int as l, (select count(*) from audit_log)::int as a`,
    )) as unknown as { rows: Record<string, number>[] }
    return res.rows[0]
  }

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    now = Math.floor(h.clock.now().getTime() / 1000)
    const db = h.database.db
    technicianId = h.userIds.get(ACCOUNTS.technician)!

    // A customer with known activity: 12 notifications one day apart (every third read), 7 recharges, 6 trips.
    const [c] = await db
      .insert(users)
      .values({
        userType: 'user',
        fname: 'Activity',
        lname: 'Rider',
        mobileNo: '6200000001',
        vehicleNo: 'KA01ZZ0001',
        vehicleType: 'Retrofit',
      })
      .returning({ id: users.id })
    customerId = c!.id
    await db.insert(notifications).values(
      Array.from({ length: 12 }, (_, k) => ({
        userId: customerId,
        title: `Note ${k}`,
        subject: k % 2 ? null : 'Subject',
        body: `Body ${k}`,
        notificationType: 'reminder',
        read: k % 3 === 0,
        createdAt: new Date((now - k * DAY) * 1000),
      })),
    )
    const [plan] = await db.select().from(plans).orderBy(asc(plans.title)).limit(1)
    await db.insert(recharges).values(
      Array.from({ length: 7 }, (_, k) => ({
        userId: customerId,
        planId: plan!.id,
        odometer: 1000 + k,
        remainingMileage: k === 0 ? null : 50,
        odometerAt: 900 + k,
        isVehicleRecharged: k > 0,
        orderId: `order_${k}`,
        paymentRefId: k === 0 ? null : `pay_${k}`,
        amountPaise: 49_900,
        expireAt: k === 0 ? null : new Date((now + 30 * DAY - k * 10 * DAY) * 1000),
        createdAt: new Date((now - k * 10 * DAY) * 1000),
      })),
    )
    // Trips ride at dateTime; their createdAt is a week later, so a range on createdAt would find other rows.
    await db.insert(trips).values(
      Array.from({ length: 6 }, (_, k) => ({
        userId: customerId,
        distance: 10 + k,
        distanceGps: 10.2 + k,
        avgSpeed: 20,
        maxSpeed: 45,
        fault: k === 2 ? 'Over current' : null,
        durationSeconds: 1800,
        dateTime: new Date((now - (k + 1) * 2 * DAY) * 1000),
        createdAt: new Date((now - (k + 1) * 2 * DAY + 7 * DAY) * 1000),
      })),
    )
    // A worker of another centre than the demo scc account's.
    const [home] = await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service))
    const [other] = await db.select({ id: serviceCentres.id }).from(serviceCentres).where(ne(serviceCentres.id, home!.scuId!)).limit(1)
    const [w] = await db
      .insert(users)
      .values({
        userType: 'worker',
        fname: 'Far',
        lname: 'Away',
        mobileNo: '6200000002',
        scuId: other!.id,
        roleId: h.roleIds.get('Technician'),
      })
      .returning({ id: users.id })
    elsewhereWorkerId = w!.id
    await db.insert(contacts).values({ userId: elsewhereWorkerId, name: 'Hidden Contact', phones: ['9811111111'] })
    // 520 calls, one minute apart, half of them with one number written three ways.
    await db.insert(callLogs).values(
      Array.from({ length: 520 }, (_, k) => ({
        userId: elsewhereWorkerId,
        name: k % 2 ? 'Ramesh' : null,
        number: k % 2 ? ['+91 98450 12345', '09845012345', '9845012345'][k % 3]! : `70000${String(k).padStart(5, '0')}`,
        callType: (['incoming', 'outgoing', 'missed', 'rejected'] as const)[k % 4]!,
        duration: k % 4 < 2 ? 60 : 0,
        simDisplayName: 'Jio 4G',
        timestamp: new Date((now - k * 60) * 1000),
      })),
    )
  })
  afterAll(() => h.close())

  describe('GET /notification/all', () => {
    it('pages a user’s notifications, newest first, five a page by default', async () => {
      const r = await notif({ userId: customerId })
      expect(r.status).toBe(200)
      const a = notificationListAnswer.parse(r.body)
      expect(a.filterRecords).toBe(12)
      expect(a.page).toBe(3)
      expect(a.result.map((n) => n.title)).toEqual(['Note 0', 'Note 1', 'Note 2', 'Note 3', 'Note 4'])
      expect(a.result[0]).toEqual({
        _id: expect.any(String),
        title: 'Note 0',
        notificationType: 'reminder',
        body: 'Body 0',
        subject: 'Subject',
        read: true,
        createdAt: now,
      })
      expect(a.result[1]!.subject).toBeNull()
      const last = notificationListAnswer.parse((await notif({ userId: customerId, page: 2 })).body)
      expect(last.result.map((n) => n.title)).toEqual(['Note 10', 'Note 11'])
      const beyond = notificationListAnswer.parse((await notif({ userId: customerId, page: 9 })).body)
      expect([beyond.result.length, beyond.filterRecords]).toEqual([0, 12])
      const asc = notificationListAnswer.parse(
        (await notif({ userId: customerId, sortOrder: 'true', pageSize: 3, sortField: 'createdAt' })).body,
      )
      expect(asc.result.map((n) => n.title)).toEqual(['Note 11', 'Note 10', 'Note 9'])
      expect(asc.page).toBe(4)
    })

    it('filters by read flag and by a creation date range (inclusive)', async () => {
      const read = notificationListAnswer.parse((await notif({ userId: customerId, read: 'true', pageSize: 100 })).body)
      expect(read.result.map((n) => n.title)).toEqual(['Note 0', 'Note 3', 'Note 6', 'Note 9'])
      const unread = notificationListAnswer.parse((await notif({ userId: customerId, read: 'false', pageSize: 100 })).body)
      expect(unread.filterRecords).toBe(8)
      expect(unread.result.every((n) => !n.read)).toBe(true)
      expect(notificationListAnswer.parse((await notif({ userId: customerId, read: '' })).body).filterRecords).toBe(12)
      const range = notificationListAnswer.parse(
        (await notif({ userId: customerId, startDate: now - 4 * DAY, endDate: now - 2 * DAY, pageSize: 100 })).body,
      )
      expect(range.result.map((n) => n.title)).toEqual(['Note 2', 'Note 3', 'Note 4'])
      const open = notificationListAnswer.parse((await notif({ userId: customerId, startDate: now - DAY, read: 'false' })).body)
      expect(open.result.map((n) => n.title)).toEqual(['Note 1'])
    })

    it('refuses bad input with 400/110 and an unknown user with 404/123', async () => {
      const before = await counts()
      refused(await notif({ userId: customerId, startDate: now, endDate: now - 1 }), 400, 110, AM.dateRange)
      refused(await admin.get(`${A}/notification/all`), 400, 110, AM.selectUser)
      refused(await notif({ userId: 'nope' }), 400, 110, AM.selectUser)
      refused(await notif({ userId: customerId, read: 'yes' }), 400, 110, AM.read)
      refused(await notif({ userId: customerId, pageSize: 101 }), 400, 110, AM.pageSize)
      refused(await notif({ userId: customerId, pageSize: 0 }), 400, 110, AM.pageSize)
      refused(await notif({ userId: customerId, page: -1 }), 400, 110, AM.page)
      refused(await notif({ userId: customerId, sortField: 'title' }), 400, 110, AM.sortField)
      refused(await notif({ userId: customerId, sortOrder: 'up' }), 400, 110, AM.sortOrder)
      refused(await notif({ userId: customerId, startDate: 'yesterday' }), 400, 110, AM.date)
      refused(await notif({ userId: UNKNOWN }), 404, 123)
      expect(await counts()).toEqual(before)
    })
  })

  describe('POST /subscription/user/all', () => {
    it('pages the recharge history with the plan and the amount paid, newest first', async () => {
      const r = await admin.post(`${A}/subscription/user/all`, { userId: customerId })
      expect(r.status).toBe(200)
      const a = rechargeListAnswer.parse(r.body)
      expect([a.filterRecords, a.pages, a.rows.length]).toEqual([7, 1, 7])
      const [plan] = await h.database.db.select().from(plans).orderBy(asc(plans.title)).limit(1)
      expect(a.rows[0]).toEqual({
        _id: expect.any(String),
        odometer: 1000,
        remainingMileage: null,
        subscribedPlan: { title: plan!.title, mileage: plan!.mileage, paymentSplit: { total: 49_900 } },
        odometerAt: 900,
        isVehicleRecharged: false,
        orderId: 'order_0',
        paymentRefId: null,
        expireAt: null,
        updatedAt: expect.any(Number),
        createdAt: now,
      })
      expect(a.rows[1]!.expireAt).toBe(now + 20 * DAY)
      const page = rechargeListAnswer.parse(
        (await admin.post(`${A}/subscription/user/all`, { userId: customerId, page: 1, pageSize: 3 })).body,
      )
      expect(page.rows.map((x) => x.orderId)).toEqual(['order_3', 'order_4', 'order_5'])
      expect(page.pages).toBe(3)
      const oldest = rechargeListAnswer.parse(
        (await admin.post(`${A}/subscription/user/all`, { userId: customerId, sortOrder: 'true', pageSize: 1 })).body,
      )
      expect(oldest.rows[0]!.orderId).toBe('order_6')
    })

    it('filters on the creation date and refuses a start after the end', async () => {
      const r = await admin.post(`${A}/subscription/user/all`, { userId: customerId, startDate: now - 30 * DAY, endDate: now - 10 * DAY })
      expect(rechargeListAnswer.parse(r.body).rows.map((x) => x.orderId)).toEqual(['order_1', 'order_2', 'order_3'])
      refused(
        await admin.post(`${A}/subscription/user/all`, { userId: customerId, startDate: now, endDate: now - 1 }),
        400,
        110,
        AM.dateRange,
      )
      refused(await admin.post(`${A}/subscription/user/all`, { userId: customerId, pageSize: 500 }), 400, 110, AM.pageSize)
      refused(await admin.post(`${A}/subscription/user/all`, {}), 400, 110, AM.selectUser)
      refused(await admin.post(`${A}/subscription/user/all`, { userId: UNKNOWN }), 404, 123)
      const none = rechargeListAnswer.parse((await admin.post(`${A}/subscription/user/all`, { userId: technicianId })).body)
      expect([none.rows, none.pages, none.filterRecords]).toEqual([[], 0, 0])
    })
  })

  describe('POST /trip/all', () => {
    it('pages the trips by ride time with every figure', async () => {
      const r = await admin.post(`${A}/trip/all`, { userId: customerId, pageSize: 4 })
      expect(r.status).toBe(200)
      const a = tripListAnswer.parse(r.body)
      expect([a.filterRecords, a.pages, a.rows.length]).toEqual([6, 2, 4])
      expect(a.rows[0]).toMatchObject({
        distance: 10,
        distanceGPS: 10.2,
        avgSpeed: 20,
        avgSpeedGPS: null,
        maxSpeed: 45,
        fault: null,
        durationSeconds: 1800,
        dateTime: now - 2 * DAY,
        createdAt: now + 5 * DAY,
      })
      expect(a.rows.map((t) => t.dateTime)).toEqual([...a.rows.map((t) => t.dateTime)].sort((x, y) => y - x))
      const asc = tripListAnswer.parse((await admin.post(`${A}/trip/all`, { userId: customerId, sortOrder: 'true' })).body)
      expect(asc.rows[0]!.distance).toBe(15)
    })

    it('filters on the ride time, not the creation time, and refuses a start after the end', async () => {
      const r = await admin.post(`${A}/trip/all`, { userId: customerId, startDate: now - 6 * DAY, endDate: now - 4 * DAY })
      expect(tripListAnswer.parse(r.body).rows.map((t) => t.distance)).toEqual([11, 12])
      refused(await admin.post(`${A}/trip/all`, { userId: customerId, startDate: now, endDate: now - 1 }), 400, 110, AM.dateRange)
      refused(await admin.post(`${A}/trip/all`, { userId: customerId, page: 1.5 }), 400, 110, AM.page)
      refused(await admin.post(`${A}/trip/all`, { userId: UNKNOWN }), 404, 123)
    })
  })

  describe('POST /user/contacts and /user/calllogs', () => {
    it('lists the seeded contacts of the demo worker and scc accounts by name, searchable by name or number', async () => {
      for (const mobile of [ACCOUNTS.technician, ACCOUNTS.service]) {
        const id = h.userIds.get(mobile)!
        const r = await admin.post(`${A}/user/contacts`, { recordId: id, pageSize: 100 })
        expect(r.status).toBe(200)
        const a = contactListAnswer.parse(r.body)
        expect(a.filterRecords).toBeGreaterThanOrEqual(20)
        const withPlus = a.rows.find((c) => c.phones.some((p) => p.startsWith('+91 ')))!
        const digits = withPlus.phones
          .find((p) => p.startsWith('+91 '))!
          .replace(/\D/g, '')
          .slice(2)
        // A number typed with other separators finds the contact by its digits.
        const byNumber = contactListAnswer.parse(
          (await admin.post(`${A}/user/contacts`, { recordId: id, keyword: `${digits.slice(0, 3)}-${digits.slice(3, 7)}` })).body,
        )
        expect(byNumber.rows.map((c) => c._id)).toContain(withPlus._id)
        const byName = contactListAnswer.parse(
          (await admin.post(`${A}/user/contacts`, { recordId: id, keyword: withPlus.name.slice(1, 5).toUpperCase() })).body,
        )
        expect(byName.rows.map((c) => c._id)).toContain(withPlus._id)
        const page = contactListAnswer.parse((await admin.post(`${A}/user/contacts`, { recordId: id, page: 1, pageSize: 5 })).body)
        expect(page.rows.map((c) => c.name)).toEqual(a.rows.slice(5, 10).map((c) => c.name))
        expect(page.pages).toBe(Math.ceil(a.filterRecords / 5))
        const none = contactListAnswer.parse((await admin.post(`${A}/user/contacts`, { recordId: id, keyword: 'zz%_zz' })).body)
        expect([none.rows, none.filterRecords]).toEqual([[], 0])

        const logs = callLogAnswer.parse((await admin.post(`${A}/user/calllogs`, { recordId: id })).body)
        expect(logs.logs.length).toBeGreaterThanOrEqual(60)
        expect(logs.logs.map((l) => l.timestamp)).toEqual([...logs.logs.map((l) => l.timestamp)].sort((x, y) => y - x))
        const count = (t: string) => logs.logs.filter((l) => l.callType === t).length
        expect(logs.stats).toEqual({ incomingCount: count('incoming'), outgoingCount: count('outgoing'), missedCount: count('missed') })
        // The calls of one contact, asked by that contact's number.
        const called = logs.logs.find((l) => l.name !== null)!
        const only = callLogAnswer.parse((await admin.post(`${A}/user/calllogs`, { recordId: id, number: called.number })).body)
        expect(only.logs.length).toBeGreaterThan(0)
        const key = (n: string) => n.replace(/\D/g, '').slice(-10)
        expect(only.logs.every((l) => key(l.number) === key(called.number))).toBe(true)
      }
    })

    it('keeps the newest 500 calls, matches a number by its last ten digits and counts every matching call', async () => {
      const all = callLogAnswer.parse((await admin.post(`${A}/user/calllogs`, { recordId: elsewhereWorkerId })).body)
      expect(all.logs).toHaveLength(500)
      expect(all.logs[0]).toEqual({
        _id: expect.any(String),
        name: null,
        number: '7000000000',
        callType: 'incoming',
        duration: 60,
        simDisplayName: 'Jio 4G',
        timestamp: now,
      })
      expect(all.logs[499]!.timestamp).toBe(now - 499 * 60)
      expect(all.stats).toEqual({ incomingCount: 130, outgoingCount: 130, missedCount: 130 })
      for (const number of ['9845012345', '+919845012345', '0 98450-12345']) {
        const one = callLogAnswer.parse((await admin.post(`${A}/user/calllogs`, { recordId: elsewhereWorkerId, number })).body)
        expect(one.logs, number).toHaveLength(260)
        expect(new Set(one.logs.map((l) => l.number))).toEqual(new Set(['+91 98450 12345', '09845012345', '9845012345']))
        // Odd k: k % 4 is 1 (outgoing) or 3 (rejected).
        expect(one.stats).toEqual({ incomingCount: 0, outgoingCount: 130, missedCount: 0 })
      }
      const nobody = callLogAnswer.parse((await admin.post(`${A}/user/calllogs`, { recordId: elsewhereWorkerId, number: '1234' })).body)
      expect(nobody).toEqual({ logs: [], stats: { incomingCount: 0, outgoingCount: 0, missedCount: 0 } })
      const empty = callLogAnswer.parse((await admin.post(`${A}/user/calllogs`, { recordId: elsewhereWorkerId, number: '' })).body)
      expect(empty.logs).toHaveLength(500)
    })

    it('refuses a user who is not a worker or scc, bad input and unknown users', async () => {
      const before = await counts()
      const adminId = h.userIds.get(ACCOUNTS.superAdmin)!
      for (const recordId of [customerId, adminId]) {
        refused(await admin.post(`${A}/user/contacts`, { recordId }), 400, 110, AM.selectWorker)
        refused(await admin.post(`${A}/user/calllogs`, { recordId }), 400, 110, AM.selectWorker)
      }
      refused(await admin.post(`${A}/user/contacts`, {}), 400, 110, AM.selectWorker)
      refused(await admin.post(`${A}/user/calllogs`, { recordId: 'x' }), 400, 110, AM.selectWorker)
      refused(await admin.post(`${A}/user/contacts`, { recordId: technicianId, keyword: 'x'.repeat(101) }), 400, 110, AM.keyword)
      // Refused at the request boundary, before the schema, with the field named (server/plugins/input-guard.ts).
      refused(
        await admin.post(`${A}/user/contacts`, { recordId: technicianId, keyword: 'a\u0000b' }),
        400,
        110,
        INPUT_MESSAGES.badCharacters('keyword'),
      )
      refused(await admin.post(`${A}/user/contacts`, { recordId: technicianId, pageSize: 0 }), 400, 110, AM.pageSize)
      refused(await admin.post(`${A}/user/calllogs`, { recordId: technicianId, number: 'abc' }), 400, 110, AM.number)
      refused(await admin.post(`${A}/user/calllogs`, { recordId: technicianId, number: 98450 }), 400, 110, AM.number)
      refused(await admin.post(`${A}/user/contacts`, { recordId: UNKNOWN }), 404, 123)
      refused(await admin.post(`${A}/user/calllogs`, { recordId: UNKNOWN }), 404, 123)
      expect(await counts()).toEqual(before)
    })
  })

  describe('permissions and scope', () => {
    const calls = (userId: string, workerId: string) =>
      [
        ['view', (a: Agent) => a.get(`${A}/notification/all?userId=${userId}`)],
        ['view', (a: Agent) => a.post(`${A}/subscription/user/all`, { userId })],
        ['view', (a: Agent) => a.post(`${A}/trip/all`, { userId })],
        ['contacts', (a: Agent) => a.post(`${A}/user/contacts`, { recordId: workerId })],
        ['contacts', (a: Agent) => a.post(`${A}/user/calllogs`, { recordId: workerId })],
      ] as const

    async function withUsersButtons(buttons: readonly Button[] | null) {
      await h.database.db
        .update(roles)
        .set({ permission: buttons ? grant({ Users: buttons }) : grant({ CRM: ['query'] }) })
        .where(eq(roles.id, h.roleIds.get('Support')!))
      return signIn(h, ACCOUNTS.support)
    }

    it('needs Users + view for the lists and Users + contacts for the phone data (403/111 otherwise)', async () => {
      const none = await withUsersButtons(null)
      for (const [, call] of calls(customerId, technicianId)) refused(await call(none), 403, 111)
      const viewOnly = await withUsersButtons(BUTTONS.filter((b) => b !== 'contacts'))
      for (const [button, call] of calls(customerId, technicianId)) {
        if (button === 'view') expect((await call(viewOnly)).status).toBe(200)
        else refused(await call(viewOnly), 403, 111)
      }
      const contactsOnly = await withUsersButtons(['contacts'])
      for (const [button, call] of calls(customerId, technicianId)) {
        if (button === 'contacts') expect((await call(contactsOnly)).status).toBe(200)
        else refused(await call(contactsOnly), 403, 111)
      }
      await h.database.db
        .update(roles)
        .set({ permission: DEMO_ROLES.Support })
        .where(eq(roles.id, h.roleIds.get('Support')!))
    })

    it('keeps an scc user to the users of their own centre (404/123 for others)', async () => {
      await h.database.db
        .update(roles)
        .set({ permission: grant({ Users: BUTTONS }) })
        .where(eq(roles.id, h.roleIds.get('Service')!))
      const scc = await signIn(h, ACCOUNTS.service)
      // The worker of another centre, and a customer (customers belong to no centre).
      for (const [, call] of calls(elsewhereWorkerId, elsewhereWorkerId)) refused(await call(scc), 404, 123)
      for (const [, call] of calls(customerId, elsewhereWorkerId)) refused(await call(scc), 404, 123)
      // The technician works at the scc account's centre.
      const [me] = await h.database.db.select().from(users).where(eq(users.mobileNo, ACCOUNTS.service))
      const [tech] = await h.database.db
        .select()
        .from(users)
        .where(and(eq(users.id, technicianId), eq(users.scuId, me!.scuId!)))
      expect(tech).toBeDefined()
      for (const [, call] of calls(technicianId, technicianId)) expect((await call(scc)).status).toBe(200)
      const own = contactListAnswer.parse((await scc.post(`${A}/user/contacts`, { recordId: me!.id })).body)
      expect(own.filterRecords).toBeGreaterThan(0)
    })
  })
})
