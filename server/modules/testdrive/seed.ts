import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { testDriveForm, type TestDriveForm, type TestDriveStatus } from '../../../shared/api/testdrive'
import { minutesToSlotTime } from '../../../shared/api/testdrive-config'
import { users, vehicleModels } from '../../db/schema'
import { DAY_MS, insertChunked, type Rng } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { bulkTestDrives } from './bulk-seed'
import { seedConfigs, type SeededConfig } from './config-seed'
import { DAY_SECONDS, HOLDS_PLACE, dateOfDay, slotStarted, todayInIndia, weekDayOf } from './drive-data'
import { testDriveSlotDays, testDrives } from './schema'
import { FEEDBACK, REMARKS } from './seed-texts'

export const DEMO_TEST_DRIVES = 300

type Slot = SeededConfig['slots'][number]
type Customer = { id: string; fname: string; lname: string | null; mobileNo: string }

/** A past drive's outcome: mostly completed, some no-shows and cancels; a future one booked, some rescheduled. */
function statusOf(rng: Rng, started: boolean): TestDriveStatus {
  if (started) return rng.pick(['completed', 'completed', 'completed', 'no_show', 'cancelled'] as const)
  return rng.chance(0.8) ? 'booked' : 'rescheduled'
}

/**
 * The demo test drives: a configuration for every active branch (config-seed.ts), then 300 drives over the last two
 * weeks and the next one into their slots (never more in a slot on a day than its limit), past ones completed (some
 * with feedback), no-show or cancelled, future ones booked or rescheduled; every customer a demo customer, each form
 * valid by testDriveForm. About a quarter are booked by the demo franchise partner (9000000003); half are assigned to
 * workers of their own centre, never to the demo technician (9000000005): their list starts empty, and fills with what
 * staff assign them (the README's walk-through). The places taken (test_drive_slot_days) are the drives holding one.
 */
export default defineSeed({
  order: 45,
  seed: 17,
  bulk: bulkTestDrives,
  async run(db, { rng, now, accounts }) {
    const configs = await seedConfigs(db, now)
    const customers: Customer[] = await db
      .select({ id: users.id, fname: users.fname, lname: users.lname, mobileNo: users.mobileNo })
      .from(users)
      .where(and(eq(users.userType, 'user'), eq(users.active, true)))
      .orderBy(asc(users.createdAt), asc(users.mobileNo))
    const models = await db.select({ id: vehicleModels.id }).from(vehicleModels).orderBy(asc(vehicleModels.id))
    const workers = await db
      .select({ id: users.id, scuId: users.scuId, mobileNo: users.mobileNo })
      .from(users)
      .where(and(eq(users.userType, 'worker'), eq(users.active, true), isNotNull(users.scuId)))
      .orderBy(asc(users.mobileNo))
    if (configs.length === 0 || customers.length === 0) return
    const admin = accounts[0]!.id
    const partner = accounts.find((a) => a.userType === 'scp')?.id ?? null
    const technician = accounts.find((a) => a.userType === 'worker')?.id
    const workersOf = (scuId: string) => workers.filter((w) => w.scuId === scuId && w.id !== technician)

    const today = todayInIndia(now)
    const taken = new Map<string, number>()
    const rows: (typeof testDrives.$inferInsert)[] = []
    for (let i = 0, tries = 0; rows.length < DEMO_TEST_DRIVES && tries < DEMO_TEST_DRIVES * 20; tries++) {
      const config = rng.pick(configs)
      const day = today + rng.int(-14, 7) * DAY_SECONDS
      const slots = config.slots.filter((s) => s.day === weekDayOf(day))
      if (slots.length === 0) continue
      const slot = rng.pick(slots)
      const key = `${slot.id} ${day}`
      if ((taken.get(key) ?? 0) >= slot.capacity) continue
      const customer = customers[(i++ * 7) % customers.length]!
      const form = formOf(rng, config, slot, day, customer, models)
      if (!form) continue
      taken.set(key, (taken.get(key) ?? 0) + 1)
      const started = slotStarted(day, slot.startMin, now)
      const status = statusOf(rng, started)
      const booker = partner && rng.chance(0.25) ? partner : null
      const staff = workersOf(config.scuId)
      const worker = staff.length && rng.chance(0.5) ? rng.pick(staff).id : null
      // Booked up to a week before the day, never after now; rescheduled between the booking and now.
      const startMs = (day + slot.startMin * 60) * 1000
      const createdAt = new Date(Math.min(now.getTime() - 3_600_000, startMs - rng.int(1, 7) * DAY_MS))
      const updatedAt = new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(1, 48) * 3_600_000))
      const rated = status === 'completed' && rng.chance(0.6)
      rows.push({
        configId: config.id,
        branchId: config.branchId,
        scuId: config.scuId,
        slotId: slot.id,
        slotNo: config.slots.filter((s) => s.day === slot.day && s.startMin <= slot.startMin).length,
        startAt: minutesToSlotTime(slot.startMin),
        endAt: minutesToSlotTime(slot.endMin),
        bookingDate: dateOfDay(day),
        rescheduleDate: status === 'rescheduled' ? updatedAt : null,
        remarks: form.remarks ?? null,
        status,
        customerId: customer.id,
        customerFname: form.customerFname,
        customerLname: form.customerLname ?? null,
        customerMobileNo: form.customerMobileNo,
        vehicleModelId: form.vehicleModelId ?? null,
        workerId: worker,
        franchiseId: booker,
        feedbackRating: rated ? rng.pick([3, 4, 4, 5, 5]) : null,
        feedbackText: rated ? rng.pick(FEEDBACK) : null,
        createdById: booker ?? admin,
        createdAt,
        updatedAt,
      })
    }
    rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime())
    await insertChunked(rows, 100, (chunk) => db.insert(testDrives).values(chunk))

    // The places each slot's day has taken: the drives that hold one.
    const places = new Map<string, { slotId: string; date: Date; booked: number; capacity: number }>()
    const capacityOf = new Map(configs.flatMap((c) => c.slots.map((s) => [s.id, s.capacity] as const)))
    for (const r of rows) {
      const key = `${r.slotId} ${r.bookingDate.getTime()}`
      const p = places.get(key) ?? { slotId: r.slotId, date: r.bookingDate, booked: 0, capacity: capacityOf.get(r.slotId)! }
      if ((HOLDS_PLACE as readonly string[]).includes(r.status!)) p.booked++
      places.set(key, p)
    }
    await insertChunked([...places.values()], 200, (chunk) => db.insert(testDriveSlotDays).values(chunk))
  },
})

/** The form of a demo drive (validated as the dialog's), or null for a customer whose name the form refuses. */
function formOf(
  rng: Rng,
  config: SeededConfig,
  slot: Slot,
  day: number,
  c: Customer,
  models: readonly { id: string }[],
): TestDriveForm | null {
  const parsed = testDriveForm.safeParse({
    branchId: config.branchId,
    bookingDate: day,
    slotId: slot.id,
    customerMobileNo: c.mobileNo,
    customerFname: c.fname,
    customerLname: c.lname ?? '',
    vehicleModelId: models.length && rng.chance(0.7) ? rng.pick(models).id : '',
    remarks: rng.chance(0.3) ? rng.pick(REMARKS) : '',
  })
  return parsed.success ? parsed.data : null
}
