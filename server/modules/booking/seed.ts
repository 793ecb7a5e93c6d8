import { and, asc, eq } from 'drizzle-orm'
import { users, vehicleMakes, vehicleModels } from '../../db/schema'
import { DAY_MS } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { nextOrderId } from './booking-data'
import { bulkBookings } from './bulk-seed'
import { bookingRtoPayments, bookings } from './schema'
import { columnsOf, makeBooking } from './seed-data'

export const DEMO_BOOKINGS = 300

/**
 * The demo bookings: 300 over the last six months across every stage and RTO status, some with loans, some with the RTO
 * paid in part or settled, the RC received or delivered for registered ones. About a third belong to the demo franchise
 * partner (9000000003), about a third to the demo scc account's centre; every customer is a demo customer. Each is made
 * from a form valid by bookingForm and stored with the server's own columns (formColumns); see seed-data.ts.
 * `npm run seed -- --bookings N` adds N more (bulk-seed.ts).
 */
export default defineSeed({
  order: 40,
  seed: 16,
  bulk: bulkBookings,
  async run(db, { rng, now, accounts, centres }) {
    const customers = await db
      .select({ id: users.id, fname: users.fname, lname: users.lname, mobileNo: users.mobileNo, email: users.email, city: users.city })
      .from(users)
      .where(and(eq(users.userType, 'user'), eq(users.active, true)))
      .orderBy(asc(users.createdAt), asc(users.mobileNo))
    const partners = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'scp'), eq(users.active, true)))
      .orderBy(asc(users.mobileNo))
    const models = await db
      .select({ id: vehicleModels.id, make: vehicleMakes.name })
      .from(vehicleModels)
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
      .orderBy(asc(vehicleMakes.name), asc(vehicleModels.name))
    if (customers.length === 0 || models.length === 0) return
    const demoPartner = accounts.find((a) => a.userType === 'scp')?.id ?? null
    const sccId = accounts.find((a) => a.userType === 'scc')?.id
    const [scc] = sccId ? await db.select({ scuId: users.scuId }).from(users).where(eq(users.id, sccId)) : []
    const homeCentre = scc?.scuId ?? centres[0]?.id ?? null

    const refs = { now, partners, models, centres, demoPartner, homeCentre }
    const made = Array.from({ length: DEMO_BOOKINGS }, (_, i) =>
      makeBooking(rng, i, DEMO_BOOKINGS, 180, customers[(i * 7) % customers.length]!, refs),
    )
    made.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    const inserted: { id: string }[] = []
    for (let k = 0; k < made.length; k += 100) {
      const chunk = made.slice(k, k + 100)
      inserted.push(
        ...(await db
          .insert(bookings)
          .values(chunk.map((m, j) => ({ ...columnsOf(m, `demo booking ${k + j}`), orderId: nextOrderId(m.createdAt) })))
          .returning({ id: bookings.id })),
      )
    }
    const payments = made.flatMap((m, k) =>
      m.paid.map((amount, n) => ({
        bookingId: inserted[k]!.id,
        amount,
        paidOn: new Date(
          m.createdAt.getTime() + (n + 1) * 5 * DAY_MS > now.getTime()
            ? m.createdAt.getTime()
            : m.createdAt.getTime() + (n + 1) * 5 * DAY_MS,
        ),
        remark: n === 0 ? 'RTO fee' : 'RTO fee balance',
        createdAt: m.createdAt,
      })),
    )
    if (payments.length) await db.insert(bookingRtoPayments).values(payments)
  },
})
