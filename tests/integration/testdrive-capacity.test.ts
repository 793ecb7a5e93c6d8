import { and, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TEST_DRIVE_MESSAGES as M } from '../../shared/api/testdrive'
import { branches, serviceCentres } from '../../server/db/schema'
import { testDriveConfigs, testDriveSlotDays, testDriveSlots, testDrives } from '../../server/modules/testdrive/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
/** Wednesday 10 June 2026, midnight in India (the harness's clock is Monday 1 June). */
const WEDNESDAY = Date.parse('2026-06-09T18:30:00Z') / 1000

/**
 * The promise of the slots' places (issue 17): many bookings at once into one slot take exactly its limit, and moves
 * into a slot with one place left let exactly one in. The database decides (one conditional upsert per place).
 */
describe.each(testDatabases)('test drive capacity under concurrency on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let branchId: string
  const slot = { five: '', one: '', wide: '' }
  const booked = async (slotId: string) =>
    (
      await h.database.db
        .select({ booked: testDriveSlotDays.booked })
        .from(testDriveSlotDays)
        .where(and(eq(testDriveSlotDays.slotId, slotId), eq(testDriveSlotDays.date, new Date(WEDNESDAY * 1000))))
    )[0]?.booked ?? 0
  const drivesIn = async (slotId: string) =>
    Number((await h.database.db.select({ n: count() }).from(testDrives).where(eq(testDrives.slotId, slotId)))[0]!.n)
  const add = (n: number, slotId: string) =>
    admin.post(`${A}/testdrive/add`, {
      branchId,
      slotId,
      bookingDate: WEDNESDAY,
      customerMobileNo: `5${String(400_000_000 + n * 104_729).slice(-9)}`,
      customerFname: 'Rush',
      customerLname: `Rider`,
    })

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    const db = h.database.db
    const [centre] = await db.select({ id: serviceCentres.id }).from(serviceCentres).limit(1)
    const [branch] = await db.insert(branches).values({ scuId: centre!.id, name: 'Rush Branch' }).returning({ id: branches.id })
    branchId = branch!.id
    const [config] = await db
      .insert(testDriveConfigs)
      .values({ branchId, scuId: centre!.id, title: 'Rush rides', officeNo: '08041230001', holidays: [0] })
      .returning({ id: testDriveConfigs.id })
    const slots = await db
      .insert(testDriveSlots)
      .values([
        { configId: config!.id, day: 3, startMin: 600, endMin: 660, capacity: 5 },
        { configId: config!.id, day: 3, startMin: 720, endMin: 780, capacity: 3 },
        { configId: config!.id, day: 3, startMin: 840, endMin: 900, capacity: 20 },
      ])
      .returning({ id: testDriveSlots.id })
    ;[slot.five, slot.one, slot.wide] = slots.map((s) => s.id) as [string, string, string]
  })
  afterAll(() => h.close())

  it('takes exactly the limit of 5 places from 50 bookings at once; the other 45 are refused as full', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => add(n, slot.five)))
    const codes = answers.map((r) => r.body.responseCode)
    expect(codes.filter((c) => c === 109)).toHaveLength(5)
    const refusals = answers.filter((r) => r.body.responseCode !== 109)
    expect(refusals).toHaveLength(45)
    for (const r of refusals) expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, M.slotFull])
    expect(await drivesIn(slot.five)).toBe(5)
    expect(await booked(slot.five)).toBe(5)
  })

  it('lets exactly one of many reschedules at once into the last place of a slot', async () => {
    for (let n = 0; n < 2; n++) expect((await add(100 + n, slot.one)).body.responseCode).toBe(109)
    const movers: string[] = []
    for (let n = 0; n < 10; n++) {
      const r = await add(200 + n, slot.wide)
      expect(r.body.responseCode).toBe(109)
      movers.push(r.body.recordId as string)
    }
    const answers = await Promise.all(
      movers.map((recordId) => admin.post(`${A}/testdrive/reschedule`, { recordId, bookingDate: WEDNESDAY, slotId: slot.one })),
    )
    const won = answers.filter((r) => r.body.responseCode === 109)
    expect(won).toHaveLength(1)
    for (const r of answers.filter((x) => x.body.responseCode !== 109)) expect([r.status, r.body.message]).toEqual([400, M.slotFull])
    expect(await booked(slot.one)).toBe(3)
    expect(await drivesIn(slot.one)).toBe(3)
    expect(await booked(slot.wide)).toBe(9)
    expect(await drivesIn(slot.wide)).toBe(9)
  })
})
