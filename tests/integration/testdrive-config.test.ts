import { and, asc, eq, isNull, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  TEST_DRIVE_CONFIG_MESSAGES as M,
  configBranchesAnswer,
  testDriveConfigDetails,
  testDriveConfigRow,
  type TestDriveConfigDetails,
  type TestDriveConfigFormInput,
} from '../../shared/api/testdrive-config'
import { WEEK_DAYS } from '../../shared/api/testdrive-config.table'
import { grant } from '../../shared/permissions'
import { auditLog, branches, roles, serviceCentres, users } from '../../server/db/schema'
import type { Db } from '../../server/db/client'
import { demoConfiguredBranches, seedConfigs } from '../../server/modules/testdrive/config-seed'
import { testDriveConfigs, testDriveSlotDays, testDriveSlots, testDrives } from '../../server/modules/testdrive/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
/** The harness's clock is Monday 1 June 2026, 15:30 in India; the next Monday and the one before, as midnight in India. */
const NEXT_MONDAY = new Date('2026-06-07T18:30:00Z')
const LAST_MONDAY = new Date('2026-05-24T18:30:00Z')
const slot = (startAt: string, endAt: string, limit: number) => ({ startAt, endAt, limit })

/** A valid form: Sunday off, Monday two slots, Tuesday to Saturday one. */
function form(branchId: string, over: Partial<TestDriveConfigFormInput> = {}): TestDriveConfigFormInput {
  return {
    branchId,
    title: 'Test rides',
    city: 'Bengaluru',
    officeNo: '080-41239999',
    mobileNo: '9845000001',
    contactEmail: 'rides@example.com',
    week: WEEK_DAYS.map((day, n) => ({
      day,
      isHoliday: n === 0,
      slots: n === 0 ? [] : n === 1 ? [slot('10:00', '12:00', 4), slot('14:00', '16:00', 4)] : [slot('10:00', '12:00', 3)],
    })),
    ...over,
  }
}
/** The form with Monday's slots (and holiday flag) replaced. */
function monday(f: TestDriveConfigFormInput, slots: ReturnType<typeof slot>[], isHoliday = false): TestDriveConfigFormInput {
  return { ...f, week: f.week.map((d, n) => (n === 1 ? { ...d, isHoliday, slots } : d)) }
}

describe.each(testDatabases)('test-drive configurations on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let service: Agent
  let franchise: Agent
  let homeCentre: string
  let otherCentre: string
  const fresh: Record<'a' | 'b' | 'c' | 'd' | 'other' | 'closed', string> = { a: '', b: '', c: '', d: '', other: '', closed: '' }
  const post = (path: string, body: unknown, agent: Agent = admin) => agent.post(`${A}${path}`, body)
  const details = async (id: string, agent: Agent = admin) => (await post('/testdrive-config/details', { recordId: id }, agent)).body
  const configOf = async (id: string) => testDriveConfigDetails.parse((await details(id)).config) as TestDriveConfigDetails
  const update = async (id: string, body: TestDriveConfigFormInput, agent: Agent = admin) => {
    const { version } = await details(id)
    return agent.put(`${A}/testdrive-config/update`, { ...body, recordId: id, version })
  }
  const add = async (body: TestDriveConfigFormInput, agent: Agent = admin) => {
    const r = await post('/testdrive-config/add', body, agent)
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    return r.body.recordId as string
  }
  /** The configuration's week as stored: its slots not retired. */
  const slotsOf = async (configId: string) =>
    h.database.db
      .select()
      .from(testDriveSlots)
      .where(and(eq(testDriveSlots.configId, configId), isNull(testDriveSlots.removedAt)))
      .orderBy(asc(testDriveSlots.day), asc(testDriveSlots.startMin))

  beforeAll(async () => {
    h = await startHarness(tdb)
    const db = h.database.db
    await db
      .update(roles)
      .set({ permission: grant({ TestDriveConfig: ['query', 'add', 'edit', 'view', 'delete', 'export', 'logs'] }) })
      .where(eq(roles.id, h.roleIds.get('Service')!))
    admin = await signIn(h, ACCOUNTS.superAdmin)
    service = await signIn(h, ACCOUNTS.service)
    franchise = await signIn(h, ACCOUNTS.franchise)
    homeCentre = (await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service)))[0]!.scuId!
    otherCentre = (await db.select({ id: serviceCentres.id }).from(serviceCentres).where(ne(serviceCentres.id, homeCentre)).limit(1))[0]!.id
    // Branches of our own, so the demo configurations (one per demo branch, when seeded) never stand in the way.
    const made = await db
      .insert(branches)
      .values([
        { scuId: homeCentre, name: 'Zeta Test Branch A' },
        { scuId: homeCentre, name: 'Zeta Test Branch B' },
        { scuId: homeCentre, name: 'Zeta Test Branch C' },
        { scuId: homeCentre, name: 'Zeta Test Branch D' },
        { scuId: otherCentre, name: 'Zeta Other Centre Branch' },
        { scuId: homeCentre, name: 'Zeta Closed Branch', active: false },
      ])
      .returning({ id: branches.id })
    const ids = made.map((b) => b.id)
    Object.assign(fresh, { a: ids[0], b: ids[1], c: ids[2], d: ids[3], other: ids[4], closed: ids[5] })
  })
  afterAll(() => h.close())

  it('adds a configuration, answers its details and form, and lists and exports it as rows of the contract', async () => {
    const id = await add(form(fresh.a, { title: 'Zeta A test rides', instruction: 'Bring a licence' }))
    const c = await configOf(id)
    expect(c).toMatchObject({
      _id: id,
      title: 'Zeta A test rides',
      branch: { _id: fresh.a, name: 'Zeta Test Branch A' },
      serviceCentre: { _id: homeCentre },
      slots: 7,
      places: 4 + 4 + 5 * 3,
      holidays: ['sunday'],
      active: true,
    })
    expect(c.form).toEqual({ ...form(fresh.a, { title: 'Zeta A test rides', instruction: 'Bring a licence' }), active: true })
    expect((await slotsOf(id)).map((s) => [s.day, s.startMin, s.endMin, s.capacity])).toContainEqual([1, 840, 960, 4])

    const all = await post('/testdrive-config/all', { pageSize: 1000 })
    expect(all.status, JSON.stringify(all.body).slice(0, 300)).toBe(200)
    for (const r of all.body.rows as unknown[]) testDriveConfigRow.parse(r)
    for (const keyword of ['zeta a test', 'Test Branch A']) {
      const found = await post('/testdrive-config/all', { keyword })
      expect(
        (found.body.rows as { _id: string }[]).map((r) => r._id),
        keyword,
      ).toEqual([id])
    }
    const byCity = await post('/testdrive-config/all', { keyword: 'bengaluru', pageSize: 1000 })
    expect((byCity.body.rows as { _id: string }[]).map((r) => r._id)).toContain(id)
    const other = await post('/testdrive-config/all', { scuId: otherCentre, pageSize: 1000 })
    expect((other.body.rows as { serviceCentre: { _id: string } }[]).every((r) => r.serviceCentre._id === otherCentre)).toBe(true)
    const inactive = await post('/testdrive-config/all', { active: false, pageSize: 1000 })
    expect((inactive.body.rows as { active: boolean }[]).every((r) => !r.active)).toBe(true)
    const sorted = await post('/testdrive-config/all', { sortField: 'title', sortOrder: 'true', pageSize: 1000 })
    const titles = (sorted.body.rows as { title: string }[]).map((r) => r.title)
    expect(titles).toHaveLength(all.body.filterRecords as number)
    for (const bad of [{ sortField: 'officeNo' }, { scuId: 'x' }, { active: 'maybe' }]) {
      expect((await post('/testdrive-config/all', bad)).body.responseCode, JSON.stringify(bad)).toBe(110)
    }

    const res = await h.app.inject({
      method: 'POST',
      url: `${A}/testdrive-config/export`,
      payload: { keyword: 'Zeta A test' },
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${admin.cookie}` },
    })
    expect(res.statusCode).toBe(200)
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines[0]).toMatchObject({ total: 1 })
    expect(testDriveConfigRow.parse(lines[1])._id).toBe(id)
    expect(lines.at(-1)).toEqual({ done: true, rows: 1 })
  })

  it('refuses a second active configuration of a branch (114) and bad input (110 with its message)', async () => {
    await add(form(fresh.b))
    const again = await post('/testdrive-config/add', form(fresh.b, { title: 'Another' }))
    expect([again.status, again.body.responseCode, again.body.message]).toEqual([409, 114, M.duplicate])
    // An inactive one is no duplicate.
    await add(form(fresh.b, { title: 'Old week', active: false }))

    const noSlots = form(fresh.c, { week: WEEK_DAYS.map((day, n) => ({ day, isHoliday: n === 0, slots: [] })) })
    const cases: [unknown, string][] = [
      [noSlots, M.noSlot],
      [monday(form(fresh.c), [slot('12:00', '11:00', 2)]), M.startBeforeEnd],
      [monday(form(fresh.c), [slot('10:00', '12:00', 2), slot('11:00', '13:00', 2)]), M.overlap],
      [monday(form(fresh.c), [slot('10:00', '12:00', 400)]), M.limit],
      [form(fresh.c, { officeNo: '' }), M.officeNo],
      [form(fresh.c, { mobileNo: '12345' }), M.validMobile],
      [form(fresh.c, { contactEmail: 'nope' }), M.validEmail],
      [form('0190a6a0-0000-7000-8000-000000000001'), M.unknownBranch],
      [form(fresh.closed), M.unknownBranch],
    ]
    for (const [body, message] of cases) {
      const r = await post('/testdrive-config/add', body)
      expect([r.status, r.body.responseCode, r.body.message], message).toEqual([400, 110, message])
    }
  })

  it('updates a week keeping each slot’s row by day and start, audits it, deletes and restores', async () => {
    const id = await add(form(fresh.c, { title: 'Zeta C test rides' }))
    const before = await slotsOf(id)
    const kept = before.find((s) => s.day === 1 && s.startMin === 600)!
    const next = monday(form(fresh.c, { title: 'Zeta C rides', mobileNo: '' }), [slot('10:00', '13:00', 6), slot('16:00', '18:00', 2)])
    next.week[2] = { day: 'tuesday', isHoliday: true, slots: [] }
    const r = await update(id, next)
    expect([r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([109, 'Updated successfully'])
    const after = await slotsOf(id)
    expect(after.find((s) => s.day === 1 && s.startMin === 600)).toMatchObject({ id: kept.id, endMin: 780, capacity: 6 })
    expect(after.some((s) => s.day === 1 && s.startMin === 840)).toBe(false)
    expect(after.some((s) => s.day === 2)).toBe(false)
    const c = await configOf(id)
    expect(c).toMatchObject({ title: 'Zeta C rides', holidays: ['sunday', 'tuesday'], mobileNo: null, slots: 6, places: 6 + 2 + 4 * 3 })
    expect(c.form.week[1]!.slots).toEqual([slot('10:00', '13:00', 6), slot('16:00', '18:00', 2)])

    const logs = await post('/testdrive-config/logs', { recordId: id })
    expect(logs.body.responseCode).toBe(109)
    const entries = logs.body.logs as { activity: string; comment: string; changes: Record<string, { from: unknown; to: unknown }> }[]
    expect(entries.map((e) => e.activity)).toEqual(['update', 'create'])
    expect(entries[0]!.comment).toBe('Zeta C test rides: title, mobileNo, holidays, week changed')
    expect(entries[0]!.changes.week!.to).toContain('monday 10:00-13:00 ×6')
    expect(entries[1]!.comment).toBe('test drive configuration Zeta C test rides created')

    const del = await admin.call('DELETE', `${A}/testdrive-config/delete`, { recordId: id })
    expect(del.body.responseCode).toBe(109)
    const twice = await admin.call('DELETE', `${A}/testdrive-config/delete`, { recordId: id })
    expect([twice.body.responseCode, twice.body.message]).toEqual([110, M.alreadyDeleted])
    // Another active configuration of the branch meanwhile: the restore would duplicate it.
    const second = await add(form(fresh.c, { title: 'Zeta C second' }))
    const dup = await post('/testdrive-config/restore', { recordId: id, version: del.body.version })
    expect(dup.body.responseCode).toBe(114)
    await admin.call('DELETE', `${A}/testdrive-config/delete`, { recordId: second })
    const restored = await post('/testdrive-config/restore', { recordId: id, version: del.body.version })
    expect(restored.body.responseCode).toBe(109)
    expect((await configOf(id)).active).toBe(true)
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete', 'restore', 'update'])
  })

  it('keeps an scc account to its centre: its configurations, its branches, and no other centre’s', async () => {
    const otherId = await add(form(fresh.other, { title: 'Zeta other centre rides' }))
    const list = await post('/testdrive-config/all', { pageSize: 1000 }, service)
    expect(list.body.responseCode).toBe(109)
    const rows = list.body.rows as { _id: string; serviceCentre: { _id: string } }[]
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((r) => r.serviceCentre._id === homeCentre)).toBe(true)
    expect((await details(otherId, service)).responseCode).toBe(123)
    expect((await post('/testdrive-config/logs', { recordId: otherId }, service)).body.responseCode).toBe(123)
    const refused = await post('/testdrive-config/add', form(fresh.other, { title: 'Not mine' }), service)
    expect([refused.body.responseCode, refused.body.message]).toEqual([110, M.unknownBranch])
    const mine = await add(form(fresh.d, { title: 'Zeta D rides' }), service)
    expect((await configOf(mine)).serviceCentre._id).toBe(homeCentre)

    const lookup = await service.get(`${A}/testdrive-config/branches`)
    const result = configBranchesAnswer.parse(lookup.body).result
    expect(result.every((b) => b.scuId === homeCentre)).toBe(true)
    expect(result.find((b) => b._id === fresh.d)).toMatchObject({ name: 'Zeta Test Branch D', configured: true })
    expect(result.some((b) => b._id === fresh.closed)).toBe(false)
    const everyBranch = configBranchesAnswer.parse((await admin.get(`${A}/testdrive-config/branches`)).body).result
    expect(everyBranch.find((b) => b._id === fresh.other)).toMatchObject({ scuId: otherCentre, configured: true })
    expect(new Set(everyBranch.map((b) => b.scuId)).size).toBeGreaterThan(1)
  })

  it('seeds a valid configuration for the active branches but the last of each centre with three (seedConfigs, rolled back)', async () => {
    const db = h.database.db
    const rollback = new Error('rollback')
    const seeded = await db
      .transaction(async (tx) => {
        // Whatever is configured already (the demo's, ours) makes way, inside this transaction only.
        await tx.update(testDriveConfigs).set({ active: false })
        const made = await seedConfigs(tx as unknown as Db, h.clock.now())
        const open = await tx
          .select({ id: branches.id, scuId: branches.scuId })
          .from(branches)
          .innerJoin(serviceCentres, eq(serviceCentres.id, branches.scuId))
          .where(and(eq(branches.active, true), eq(serviceCentres.active, true)))
          .orderBy(asc(serviceCentres.title), asc(branches.name), asc(branches.id))
        const left = open.filter((b) => !made.some((c) => c.branchId === b.id))
        expect(made.map((c) => c.branchId).sort()).toEqual(
          demoConfiguredBranches(open)
            .map((b) => b.id)
            .sort(),
        )
        // Some are left for 'Add Test Drive Config', never a centre's only branches.
        expect(left.length).toBeGreaterThan(0)
        for (const b of left) expect(open.filter((o) => o.scuId === b.scuId).length).toBeGreaterThanOrEqual(3)
        const titles = await tx
          .select({ title: testDriveConfigs.title, holidays: testDriveConfigs.holidays })
          .from(testDriveConfigs)
          .where(eq(testDriveConfigs.active, true))
        expect(titles.every((t) => t.title.endsWith(' test rides') && t.holidays.join() === '0')).toBe(true)
        throw Object.assign(rollback, { made })
      })
      .catch((err: unknown) => {
        if (err !== rollback) throw err
        return (err as Error & { made: Awaited<ReturnType<typeof seedConfigs>> }).made
      })
    expect(seeded.length).toBeGreaterThan(10)
    for (const c of seeded) {
      const days = [1, 2, 3, 4, 5, 6].map((d) => c.slots.filter((s) => s.day === d))
      expect(c.slots.some((s) => s.day === 0)).toBe(false)
      expect(days.every((d) => d.length >= 2 && d.length <= 4)).toBe(true)
      expect(c.slots.every((s) => s.startMin >= 600 && s.endMin <= 1080 && s.capacity >= 2 && s.capacity <= 6)).toBe(true)
    }
    expect(new Set(seeded.map((c) => c.slots.map((s) => `${s.day}:${s.startMin}`).join())).size).toBeGreaterThan(1)
    expect(await db.select().from(testDriveConfigs).where(eq(testDriveConfigs.title, 'Zeta A test rides'))).toHaveLength(1)
  })

  it('refuses a role without the buttons (403/111)', async () => {
    for (const r of [
      await post('/testdrive-config/all', {}, franchise),
      await post('/testdrive-config/add', form(fresh.a), franchise),
      await franchise.get(`${A}/testdrive-config/branches`),
      await post('/testdrive-config/logs', { recordId: fresh.a }, franchise),
    ]) {
      expect([r.status, r.body.responseCode]).toEqual([403, 111])
    }
  })

  it('refuses to drop slots with drives ahead, listing them, and saves once the drive is cancelled', async () => {
    const db = h.database.db
    const [branch] = await db.insert(branches).values({ scuId: homeCentre, name: 'Zeta Busy Branch' }).returning({ id: branches.id })
    const base = form(branch!.id, { title: 'Zeta busy rides' })
    const id = await add(base)
    const first = (await slotsOf(id)).find((s) => s.day === 1 && s.startMin === 600)!
    const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.userType, 'user')).limit(1)
    const drive = (bookingDate: Date) => ({
      configId: id,
      branchId: branch!.id,
      scuId: homeCentre,
      slotId: first.id,
      slotNo: 1,
      startAt: '10:00',
      endAt: '12:00',
      bookingDate,
      customerId: customer!.id,
      customerFname: 'Test',
      customerMobileNo: '9999900001',
      createdAt: h.clock.now(),
      updatedAt: h.clock.now(),
    })
    const [ahead] = await db.insert(testDrives).values(drive(NEXT_MONDAY)).returning({ id: testDrives.id })
    await db.insert(testDriveSlotDays).values([
      { slotId: first.id, date: NEXT_MONDAY, booked: 3, capacity: 4 },
      { slotId: first.id, date: LAST_MONDAY, booked: 4, capacity: 4 },
    ])
    const inUse = [{ day: 'monday', startAt: '10:00', endAt: '12:00', dates: [{ date: NEXT_MONDAY.getTime() / 1000, booked: 3 }] }]
    const { version } = await details(id)

    for (const next of [
      monday(base, [slot('14:00', '16:00', 4)]),
      monday(base, [slot('10:00', '12:00', 2), slot('14:00', '16:00', 4)]),
      monday(base, [], true),
      { ...base, active: false },
    ]) {
      const r = await update(id, next)
      expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, M.slotsInUse])
      expect(r.body.slotsInUse).toEqual(inUse)
    }
    const removal = await admin.call('DELETE', `${A}/testdrive-config/delete`, { recordId: id })
    expect([removal.body.responseCode, removal.body.slotsInUse]).toEqual([110, inUse])
    // Nothing was written.
    expect((await details(id)).version).toBe(version)
    expect((await slotsOf(id)).find((s) => s.id === first.id)).toMatchObject({ endMin: 720, capacity: 4 })

    // Down to the places taken: saved, and the capacity of the days ahead with it (the past day keeps its own).
    expect((await update(id, monday(base, [slot('10:00', '12:00', 3), slot('14:00', '16:00', 4)]))).body.responseCode).toBe(109)
    const days = await db
      .select()
      .from(testDriveSlotDays)
      .where(eq(testDriveSlotDays.slotId, first.id))
      .orderBy(asc(testDriveSlotDays.date))
    expect(days.map((d) => d.capacity)).toEqual([4, 3])

    // The drive cancelled: the slot may shrink further, and go: retired (its past drives keep naming it), no longer offered.
    await db.update(testDrives).set({ status: 'cancelled' }).where(eq(testDrives.id, ahead!.id))
    await db
      .update(testDriveSlotDays)
      .set({ booked: 0 })
      .where(and(eq(testDriveSlotDays.slotId, first.id), eq(testDriveSlotDays.date, NEXT_MONDAY)))
    expect((await update(id, monday(base, [slot('10:00', '11:00', 1), slot('14:00', '16:00', 4)]))).body.responseCode).toBe(109)
    expect((await slotsOf(id)).find((s) => s.id === first.id)).toMatchObject({ endMin: 660, capacity: 1 })
    const removed = await update(id, monday(base, [slot('14:00', '16:00', 4)]))
    expect(removed.body.responseCode, JSON.stringify(removed.body)).toBe(109)
    expect((await slotsOf(id)).map((s) => s.id)).not.toContain(first.id)
    const [retired] = await db.select({ removedAt: testDriveSlots.removedAt }).from(testDriveSlots).where(eq(testDriveSlots.id, first.id))
    expect(retired!.removedAt).not.toBeNull()
    // The same hours added back make a new slot beside the retired one.
    expect((await update(id, monday(base, [slot('10:00', '11:00', 2), slot('14:00', '16:00', 4)]))).body.responseCode).toBe(109)
    expect((await admin.call('DELETE', `${A}/testdrive-config/delete`, { recordId: id })).body.responseCode).toBe(109)
    const stored = await db.select({ active: testDriveConfigs.active }).from(testDriveConfigs).where(eq(testDriveConfigs.id, id))
    expect(stored).toEqual([{ active: false }])
  })
})
