import { and, count, eq, inArray, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  TEST_DRIVE_MESSAGES as M,
  availableSlotsAnswer,
  testDriveBranchesAnswer,
  testDriveDetailsAnswer,
  testDriveRow,
  type TestDriveDetails,
  type TestDriveFormInput,
} from '../../shared/api/testdrive'
import { grant } from '../../shared/permissions'
import { auditLog, branches, roles, serviceCentres, users } from '../../server/db/schema'
import { DEMO_TEST_DRIVES } from '../../server/modules/testdrive/seed'
import { testDriveConfigs, testDriveSlotDays, testDriveSlots, testDrives } from '../../server/modules/testdrive/schema'
import type { Database } from '../../server/db/client'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const DAY = 86_400
/** The harness's clock: Monday 1 June 2026, 15:30 in India. Days are India midnights in Unix seconds. */
const TODAY = Date.parse('2026-05-31T18:30:00Z') / 1000
const WEDNESDAY = TODAY + 9 * DAY // 10 June
const SUNDAY = TODAY + 6 * DAY // 7 June
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/** A branch of `scuId` with an active configuration (Sunday off) and these slots: [day, start minute, end minute, limit]. */
async function branchWithSlots(db: Database['db'], scuId: string, name: string, slots: [number, number, number, number][]) {
  const now = new Date('2026-06-01T10:00:00Z')
  const [branch] = await db.insert(branches).values({ scuId, name, createdAt: now, updatedAt: now }).returning({ id: branches.id })
  const [config] = await db
    .insert(testDriveConfigs)
    .values({ branchId: branch!.id, scuId, title: `${name} rides`, officeNo: '08041230000', holidays: [0], createdAt: now, updatedAt: now })
    .returning({ id: testDriveConfigs.id })
  const ids = await db
    .insert(testDriveSlots)
    .values(slots.map(([day, startMin, endMin, capacity]) => ({ configId: config!.id, day, startMin, endMin, capacity, createdAt: now })))
    .returning({ id: testDriveSlots.id })
  return { branchId: branch!.id, configId: config!.id, slotIds: ids.map((s) => s.id) }
}

let serial = 0
function form(branchId: string, slotId: string, bookingDate: number, over: Partial<TestDriveFormInput> = {}): TestDriveFormInput {
  serial++
  return {
    branchId,
    slotId,
    bookingDate,
    customerMobileNo: `6${String(300_000_000 + serial * 7919).slice(-9)}`,
    customerFname: 'Test',
    customerLname: 'Rider',
    ...over,
  }
}

describe.each(testDatabases)('test drives on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let service: Agent
  let technician: Agent
  let franchise: Agent
  let support: Agent
  let homeCentre: string
  let otherCentre: string
  /** Home centre: slot a (Wed 10:00, limit 2), b (Wed 12:00, limit 5), m1 (Mon 10:00), m2 (Mon 16:00). Other centre: o (Wed). */
  const s = { home: '', a: '', b: '', m1: '', m2: '', other: '', o: '', bare: '' }
  const post = (path: string, body: unknown, agent: Agent = admin) => agent.post(`${A}${path}`, body)
  const details = async (id: string, agent: Agent = admin) => (await post('/testdrive/details', { recordId: id }, agent)).body
  const driveOf = async (id: string) => testDriveDetailsAnswer.parse(await details(id)).testDrive as TestDriveDetails
  const add = async (body: unknown, agent: Agent = admin) => {
    const r = await post('/testdrive/add', body, agent)
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([200, 109, M.created])
    return r.body.recordId as string
  }
  const booked = async (slotId: string, day: number) => {
    const [row] = await h.database.db
      .select({ booked: testDriveSlotDays.booked })
      .from(testDriveSlotDays)
      .where(and(eq(testDriveSlotDays.slotId, slotId), eq(testDriveSlotDays.date, new Date(day * 1000))))
    return row?.booked ?? 0
  }
  const refused = (r: { status: number; body: { responseCode?: number; message?: string } }, message: string) =>
    expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, message])

  beforeAll(async () => {
    h = await startHarness(tdb)
    const db = h.database.db
    await db
      .update(roles)
      .set({ permission: grant({ TestDrive: ['query', 'add', 'edit', 'view', 'assign', 'delete', 'logs'] }) })
      .where(eq(roles.id, h.roleIds.get('Service')!))
    await db
      .update(roles)
      .set({ permission: grant({ TestDrive: ['query', 'view', 'edit'] }) })
      .where(eq(roles.id, h.roleIds.get('Technician')!))
    admin = await signIn(h, ACCOUNTS.superAdmin)
    service = await signIn(h, ACCOUNTS.service)
    technician = await signIn(h, ACCOUNTS.technician)
    franchise = await signIn(h, ACCOUNTS.franchise)
    support = await signIn(h, ACCOUNTS.support)
    homeCentre = (await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service)))[0]!.scuId!
    otherCentre = (await db.select({ id: serviceCentres.id }).from(serviceCentres).where(ne(serviceCentres.id, homeCentre)))[0]!.id
    const home = await branchWithSlots(db, homeCentre, 'Drive Test Home', [
      [3, 600, 660, 2],
      [3, 720, 780, 5],
      [1, 600, 660, 3],
      [1, 960, 1020, 3],
    ])
    const other = await branchWithSlots(db, otherCentre, 'Drive Test Other', [[3, 600, 660, 4]])
    Object.assign(s, { home: home.branchId, other: other.branchId, o: other.slotIds[0] })
    ;[s.a, s.b, s.m1, s.m2] = home.slotIds as [string, string, string, string]
    const [bare] = await db.insert(branches).values({ scuId: homeCentre, name: 'Drive Test Bare' }).returning({ id: branches.id })
    s.bare = bare!.id
  })
  afterAll(() => h.close())

  it('seeds drives as the forms and the slots allow: within each slot’s limit, the places matching the drives', async () => {
    const all = await post('/testdrive/all', { pageSize: 1000 })
    expect(all.status, JSON.stringify(all.body).slice(0, 300)).toBe(200)
    const rows = (all.body.rows as unknown[]).map((r) => testDriveRow.parse(r))
    expect(rows.length).toBeGreaterThan(DEMO_TEST_DRIVES * 0.8)
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(['booked', 'rescheduled', 'completed', 'cancelled', 'no_show']))
    expect(rows.some((r) => r.feedback !== null)).toBe(true)
    expect(rows.filter((r) => r.bookingDate >= TODAY + DAY).every((r) => r.status === 'booked' || r.status === 'rescheduled')).toBe(true)
    const db = h.database.db
    const days = await db.select().from(testDriveSlotDays)
    for (const d of days) {
      const [n] = await db
        .select({ n: count() })
        .from(testDrives)
        .where(and(eq(testDrives.slotId, d.slotId), eq(testDrives.bookingDate, d.date), ne(testDrives.status, 'cancelled')))
      expect(d.booked, `${d.slotId} ${d.date.toISOString()}`).toBe(Number(n!.n))
      expect(d.booked).toBeLessThanOrEqual(d.capacity)
    }
    // Workers of the drive's centre, never the demo technician: their list fills with what staff assign them.
    const techId = h.userIds.get(ACCOUNTS.technician)!
    expect(rows.some((r) => r.worker !== null)).toBe(true)
    expect(rows.some((r) => r.worker?._id === techId)).toBe(false)
    const byPartner = await db
      .select({ n: count() })
      .from(testDrives)
      .where(eq(testDrives.franchiseId, h.userIds.get(ACCOUNTS.franchise)!))
    expect(Number(byPartner[0]!.n)).toBeGreaterThan(0)
  })

  it('lists the branches with a configuration and a day’s open slots', async () => {
    const b = testDriveBranchesAnswer.parse((await admin.get(`${A}/testdrive/branches`)).body)
    expect(b.result.map((x) => x._id)).toEqual(expect.arrayContaining([s.home, s.other]))
    expect(b.result.map((x) => x._id)).not.toContain(s.bare)
    const mine = testDriveBranchesAnswer.parse((await service.get(`${A}/testdrive/branches`)).body)
    expect(mine.result.map((x) => x._id)).toContain(s.home)
    expect(mine.result.map((x) => x._id)).not.toContain(s.other)

    const wed = availableSlotsAnswer.parse((await post('/testdrive/slots', { branchId: s.home, date: WEDNESDAY })).body)
    expect(wed.result.map((x) => [x.slotNo, x.startAt, x.endAt, x.limit, x.left])).toEqual([
      [1, '10:00', '11:00', 2, 2],
      [2, '12:00', '13:00', 5, 5],
    ])
    // Today (Monday, 15:30 in India): the 10:00 slot has started, the 16:00 one is open; none on Sunday or in the past.
    const today = availableSlotsAnswer.parse((await post('/testdrive/slots', { branchId: s.home, date: TODAY })).body)
    expect(today.result.map((x) => x.slotId)).toEqual([s.m2])
    expect((await post('/testdrive/slots', { branchId: s.home, date: SUNDAY })).body.result).toEqual([])
    expect((await post('/testdrive/slots', { branchId: s.home, date: TODAY - 7 * DAY })).body.result).toEqual([])
    refused(await post('/testdrive/slots', { branchId: s.bare, date: WEDNESDAY }), M.noConfig)
    refused(await post('/testdrive/slots', { branchId: s.other, date: WEDNESDAY }, service), M.noConfig)
    expect((await post('/testdrive/slots', { branchId: 'x', date: WEDNESDAY })).body.responseCode).toBe(110)
  })

  it('books a slot up to its limit, then refuses it as full and no longer offers it', async () => {
    const first = await add(form(s.home, s.a, WEDNESDAY, { vehicleModelId: undefined, remarks: 'first' }))
    await add(form(s.home, s.a, WEDNESDAY))
    const before = Number((await h.database.db.select({ n: count() }).from(testDrives))[0]!.n)
    refused(await post('/testdrive/add', form(s.home, s.a, WEDNESDAY)), M.slotFull)
    expect(Number((await h.database.db.select({ n: count() }).from(testDrives))[0]!.n)).toBe(before)
    expect(await booked(s.a, WEDNESDAY)).toBe(2)
    const open = availableSlotsAnswer.parse((await post('/testdrive/slots', { branchId: s.home, date: WEDNESDAY })).body)
    expect(open.result.map((x) => x.slotId)).toEqual([s.b])

    const d = await driveOf(first)
    expect(d).toMatchObject({ slotNo: 1, startAt: '10:00', endAt: '11:00', bookingDate: WEDNESDAY, status: 'booked', remarks: 'first' })
    expect(d.branch._id).toBe(s.home)
    expect(d.serviceCentre._id).toBe(homeCentre)
    const [customer] = await h.database.db.select().from(users).where(eq(users.mobileNo, d.customer.mobileNo))
    expect(customer!.userType).toBe('user')
    const found = await post('/testdrive/all', { keyword: d.customer.mobileNo.slice(0, 8), branchId: s.home })
    expect((found.body.rows as { _id: string }[]).map((r) => r._id)).toContain(first)
  })

  it('refuses a day, slot, branch, customer or model the rules do not allow, and bad input', async () => {
    refused(await post('/testdrive/add', form(s.home, s.b, SUNDAY)), M.holiday)
    refused(await post('/testdrive/add', form(s.home, s.m2, WEDNESDAY)), M.slotGone)
    refused(await post('/testdrive/add', form(s.home, s.o, WEDNESDAY)), M.slotGone)
    refused(await post('/testdrive/add', form(s.bare, s.b, WEDNESDAY)), M.noConfig)
    refused(await post('/testdrive/add', form(s.home, s.m1, TODAY)), M.pastSlot)
    refused(await post('/testdrive/add', form(s.home, s.b, WEDNESDAY - 14 * DAY)), M.pastSlot)
    refused(await post('/testdrive/add', form(s.home, s.b, WEDNESDAY, { customerMobileNo: ACCOUNTS.support })), M.notCustomer)
    refused(await post('/testdrive/add', form(s.home, s.b, WEDNESDAY, { vehicleModelId: UNKNOWN })), M.unknownVehicleModel)
    refused(await post('/testdrive/add', form(s.home, s.b, WEDNESDAY, { customerMobileNo: '12345' })), M.validMobile)
    refused(await post('/testdrive/add', form(s.home, s.b, WEDNESDAY, { customerFname: 'R2D2' })), M.lettersOnly)
    expect((await post('/testdrive/add', { branchId: s.home })).body.responseCode).toBe(110)
    // Today's 16:00 slot is still open at 15:30.
    await add(form(s.home, s.m2, TODAY))
  })

  it('edits only the model and remarks, with the version', async () => {
    const id = await add(form(s.home, s.b, WEDNESDAY))
    const version = (await details(id)).version as number
    const r = await admin.put(`${A}/testdrive/update`, { recordId: id, version, remarks: 'call first', branchId: s.other })
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    const d = await driveOf(id)
    expect([d.remarks, d.branch._id, d.version]).toEqual(['call first', s.home, version + 1])
    expect((await admin.put(`${A}/testdrive/update`, { recordId: id, version, remarks: 'stale' })).status).toBe(409)
  })

  it('reschedules into a slot with a place (the old place given back), never into a full one', async () => {
    const id = await add(form(s.home, s.b, WEDNESDAY))
    const fromB = await booked(s.b, WEDNESDAY)
    const next = WEDNESDAY + 7 * DAY
    const r = await post('/testdrive/reschedule', { recordId: id, bookingDate: next, slotId: s.a })
    expect([r.body.responseCode, r.body.message]).toEqual([109, M.rescheduled])
    const d = await driveOf(id)
    expect(d).toMatchObject({
      status: 'rescheduled',
      bookingDate: next,
      slotId: s.a,
      startAt: '10:00',
      rescheduleDate: h.clock.now().getTime() / 1000,
    })
    expect([await booked(s.b, WEDNESDAY), await booked(s.a, next)]).toEqual([fromB - 1, 1])
    // Slot a on the first Wednesday is full: nothing changes.
    refused(await post('/testdrive/reschedule', { recordId: id, bookingDate: WEDNESDAY, slotId: s.a }), M.slotFull)
    expect((await driveOf(id)).bookingDate).toBe(next)
    expect([await booked(s.a, WEDNESDAY), await booked(s.a, next)]).toEqual([2, 1])
    refused(await post('/testdrive/reschedule', { recordId: id, bookingDate: SUNDAY, slotId: s.a }), M.holiday)
    expect((await post('/testdrive/reschedule', { recordId: UNKNOWN, bookingDate: next, slotId: s.a })).status).toBe(404)
  })

  it('moves the status as allowed: complete, no-show, cancel (giving the place back); cancel and undo', async () => {
    const status = (recordId: string, to: string) => post('/testdrive/status', { recordId, status: to })
    const done = await add(form(s.home, s.b, WEDNESDAY))
    expect((await status(done, 'completed')).body.message).toBe(M.statusChanged)
    refused(await status(done, 'cancelled'), M.move)
    refused(await status(done, 'no_show'), M.move)
    refused(await post('/testdrive/reschedule', { recordId: done, bookingDate: WEDNESDAY, slotId: s.b }), M.move)

    const absent = await add(form(s.home, s.b, WEDNESDAY))
    expect((await status(absent, 'no_show')).body.responseCode).toBe(109)
    const places = await booked(s.b, WEDNESDAY)
    expect((await status(absent, 'cancelled')).body.message).toBe(M.cancelled)
    expect(await booked(s.b, WEDNESDAY)).toBe(places - 1)
    refused(await status(absent, 'cancelled'), M.move)
    refused(await status(absent, 'completed'), M.move)
    expect((await post('/testdrive/status', { recordId: absent, status: 'booked' })).body.responseCode).toBe(110)

    const gone = await add(form(s.home, s.b, WEDNESDAY))
    const del = await admin.call('DELETE', `${A}/testdrive/delete`, { recordId: gone })
    expect([del.body.responseCode, del.body.message]).toEqual([109, M.cancelled])
    expect(await booked(s.b, WEDNESDAY)).toBe(places - 1)
    refused(await admin.call('DELETE', `${A}/testdrive/delete`, { recordId: gone }), M.alreadyDeleted)
    refused(await admin.call('DELETE', `${A}/testdrive/delete`, { recordId: done }), M.move)
    expect((await post('/testdrive/restore', { recordId: gone, version: 1 })).status).toBe(409)
    const undo = await post('/testdrive/restore', { recordId: gone, version: del.body.version })
    expect(undo.body.responseCode, JSON.stringify(undo.body)).toBe(109)
    expect((await driveOf(gone)).status).toBe('booked')
    expect(await booked(s.b, WEDNESDAY)).toBe(places)
    refused(await post('/testdrive/restore', { recordId: gone, version: undo.body.version }), M.notDeleted)

    const logs = await post('/testdrive/logs', { recordId: gone })
    expect((logs.body.logs as { activity: string }[]).length).toBeGreaterThanOrEqual(3)
    const audits = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'testDrive'), eq(auditLog.recordId, gone)))
    expect(audits.map((a) => a.action).sort()).toEqual(['cancel', 'create', 'restore'])
  })

  it('takes feedback once, on a completed drive', async () => {
    const id = await add(form(s.home, s.b, WEDNESDAY))
    refused(await post('/testdrive/feedback', { recordId: id, rating: 4 }), M.feedbackNotCompleted)
    await post('/testdrive/status', { recordId: id, status: 'completed' })
    refused(await post('/testdrive/feedback', { recordId: id, rating: 6 }), M.rating)
    const r = await post('/testdrive/feedback', { recordId: id, rating: 5, text: 'Loved it' })
    expect([r.body.responseCode, r.body.message]).toEqual([109, M.feedbackSaved])
    expect((await driveOf(id)).feedback).toEqual({ rating: 5, text: 'Loved it' })
    refused(await post('/testdrive/feedback', { recordId: id, rating: 3 }), M.feedbackGiven)
    expect((await post('/testdrive/feedback', { recordId: UNKNOWN, rating: 3 })).status).toBe(404)
  })

  it('assigns only workers of the drives’ centre, and keeps every actor to their drives', async () => {
    const db = h.database.db
    const techId = h.userIds.get(ACCOUNTS.technician)!
    const mine = await add(form(s.home, s.b, WEDNESDAY))
    const theirs = await add(form(s.other, s.o, WEDNESDAY))
    const workers = await post('/testdrive/workers', { recordIds: [mine] })
    expect((workers.body.result as { _id: string }[]).map((w) => w._id)).toContain(techId)
    expect((await post('/testdrive/workers', { recordIds: [mine, theirs] })).body.result).toEqual([])
    refused(await post('/testdrive/assign', { recordIds: [mine, theirs], workerId: techId }), M.workerNotOfCentre)
    refused(await post('/testdrive/assign', { recordIds: [mine], workerId: h.userIds.get(ACCOUNTS.service)! }), M.workerNotOfCentre)
    expect((await post('/testdrive/assign', { recordIds: [mine, UNKNOWN], workerId: techId })).status).toBe(404)
    expect((await post('/testdrive/assign', { recordIds: [], workerId: techId })).body.responseCode).toBe(110)
    const r = await post('/testdrive/assign', { recordIds: [mine], workerId: techId })
    expect([r.body.responseCode, r.body.message, r.body.assigned]).toEqual([109, M.assigned, 1])
    expect((await driveOf(mine)).worker?._id).toBe(techId)

    // The technician sees only the drives assigned to them.
    const seen = await post('/testdrive/all', { pageSize: 1000 }, technician)
    const seenRows = seen.body.rows as { _id: string; worker: { _id: string } | null }[]
    expect(seenRows.map((x) => x._id)).toContain(mine)
    expect(seenRows.every((x) => x.worker?._id === techId)).toBe(true)
    expect((await post('/testdrive/details', { recordId: theirs }, technician)).status).toBe(404)

    // The scc sees their centre's drives only, and cannot book or assign at another centre.
    const centre = await post('/testdrive/all', { pageSize: 1000 }, service)
    const centreIds = (centre.body.rows as { _id: string }[]).map((x) => x._id)
    expect(centreIds).toContain(mine)
    expect(centreIds).not.toContain(theirs)
    const [{ n }] = (await db.select({ n: count() }).from(testDrives).where(eq(testDrives.scuId, homeCentre))) as [{ n: number }]
    expect(centre.body.filterRecords).toBe(Number(n))
    expect((await post('/testdrive/details', { recordId: theirs }, service)).status).toBe(404)
    refused(await post('/testdrive/add', form(s.other, s.o, WEDNESDAY), service), M.noConfig)
    expect((await post('/testdrive/assign', { recordIds: [theirs], workerId: techId }, service)).status).toBe(404)
    expect((await post('/testdrive/status', { recordId: theirs, status: 'completed' }, service)).status).toBe(404)

    // The franchise partner's drives are theirs, and they see only those.
    const partnerId = h.userIds.get(ACCOUNTS.franchise)!
    const own = await add(form(s.other, s.o, WEDNESDAY), franchise)
    expect((await db.select().from(testDrives).where(eq(testDrives.id, own)))[0]!.franchiseId).toBe(partnerId)
    const listed = await post('/testdrive/all', { pageSize: 1000 }, franchise)
    const ids = (listed.body.rows as { _id: string }[]).map((x) => x._id)
    expect(ids).toContain(own)
    expect(ids).not.toContain(mine)
    const theirCount = await db.select({ n: count() }).from(testDrives).where(eq(testDrives.franchiseId, partnerId))
    expect(listed.body.filterRecords).toBe(Number(theirCount[0]!.n))
    expect((await post('/testdrive/details', { recordId: mine }, franchise)).status).toBe(404)
  })

  it('refuses actors without the permission (403/111)', async () => {
    for (const [path, body] of [
      ['/testdrive/all', {}],
      ['/testdrive/add', form(s.home, s.b, WEDNESDAY)],
      ['/testdrive/slots', { branchId: s.home, date: WEDNESDAY }],
      ['/testdrive/assign', { recordIds: [UNKNOWN], workerId: UNKNOWN }],
    ] as const) {
      const r = await post(path, body, support)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    // The technician may edit but not add, assign or cancel.
    expect((await post('/testdrive/add', form(s.home, s.b, WEDNESDAY), technician)).status).toBe(403)
    expect((await post('/testdrive/assign', { recordIds: [UNKNOWN], workerId: UNKNOWN }, technician)).status).toBe(403)
    expect((await technician.call('DELETE', `${A}/testdrive/delete`, { recordId: UNKNOWN })).status).toBe(403)
    const drives = await h.database.db
      .select({ id: testDrives.id })
      .from(testDrives)
      .where(inArray(testDrives.status, ['booked']))
    expect(drives.length).toBeGreaterThan(0)
  })
})
