import { and, asc, count, eq, getTableColumns, sql } from 'drizzle-orm'
import { bookingForm } from '../../../shared/api/booking'
import type { Database } from '../../db/client'
import { users } from '../../db/schema'
import { createRng } from '../../db/seed/prng'
import type { BulkSeed } from '../../db/seed/step'
import { orderIdPrefix } from './booking-data'
import { bookings } from './schema'
import { type SeedCustomer, columnsOf, makeBooking, seedRefsOf } from './seed-data'

/** Bookings are dated over the last two years, the oldest first. */
const SPAN_DAYS = 730
/** Customers read for a run: the first of them by mobile number (a customer may have many bookings). */
const MAX_CUSTOMERS = 200_000

/** The snake_case column of each stored field (from the Drizzle table, so the JSON rows match the table's row type). */
const COLUMN = Object.fromEntries(Object.entries(getTableColumns(bookings)).map(([key, column]) => [key, column.name]))

/** A customer a booking form takes (names of letters, a valid e-mail): checked once with the form schema itself. */
function customerFits(c: SeedCustomer): boolean {
  return bookingForm.safeParse({
    customerMobileNo: c.mobileNo,
    customerFname: c.fname,
    customerLname: c.lname ?? undefined,
    customerEmail: c.email ?? undefined,
    bookingDate: 0,
    price: '1',
    taxPercentage: '0',
  }).success
}

/**
 * One batch: the rows go in as one JSON parameter, read with the bookings row type (json_populate_recordset), so a
 * batch is one statement whatever its size. Order ids and kit numbers take the booking_order_seq number of their row
 * (nextval once per row, as the app's insert does, never read-then-write); a kit number an active booking already has
 * (typed in by hand) is left empty. The RTO payments follow from what was paid: one part payment, or two halves
 * when settled.
 */
function insertBatchSql(rows: readonly Record<string, unknown>[], now: Date) {
  const columns = Object.keys(rows[0]!).filter((c) => c !== 'order_id' && c !== 'kit_number')
  const list = columns.join(', ')
  const json = JSON.stringify(rows)
  return sql`
WITH ins AS (
  INSERT INTO bookings (${sql.raw(list)}, order_id, kit_number)
  SELECT ${sql.raw(columns.map((c) => `k.${c}`).join(', '))}, k.order_id || lpad(k.n::text, greatest(6, length(k.n::text)), '0'), k.kit
  FROM (
    SELECT s.*, CASE WHEN s.kit_number IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM bookings b WHERE b.active AND b.kit_number = s.kit_number || lpad(s.n::text, greatest(7, length(s.n::text)), '0')
      ) THEN s.kit_number || lpad(s.n::text, greatest(7, length(s.n::text)), '0') END AS kit
    FROM (
      SELECT r.*, nextval('booking_order_seq') AS n
      FROM json_populate_recordset(NULL::bookings, ${json}::json) WITH ORDINALITY AS r
      ORDER BY r.ordinality
      OFFSET 0
    ) s
  ) k
  ORDER BY k.ordinality
  RETURNING id, rto_total_amount, rto_amount_paid, created_at
)
INSERT INTO booking_rto_payments (booking_id, amount, paid_on, remark, created_at)
SELECT ins.id, p.amount,
  CASE WHEN ins.created_at + p.k * interval '5 days' > ${now.toISOString()}::timestamptz THEN ins.created_at
    ELSE ins.created_at + p.k * interval '5 days' END,
  p.remark, ins.created_at
FROM ins CROSS JOIN LATERAL (VALUES
  (1, CASE WHEN ins.rto_amount_paid = ins.rto_total_amount THEN ins.rto_total_amount / 2 ELSE ins.rto_amount_paid END, 'RTO fee'),
  (2, CASE WHEN ins.rto_amount_paid = ins.rto_total_amount THEN ins.rto_total_amount - ins.rto_total_amount / 2 ELSE 0 END, 'RTO fee balance')
) AS p(k, amount, remark)
WHERE p.amount > 0`
}

/**
 * `npm run seed -- --bookings N`: N bookings over the existing customers (type user; reused when there are fewer than
 * N), the franchise partners and service centres, made by the demo's generator (seed-data.ts). Every row's form is
 * validated by bookingForm and its totals come from bookingTotals (formColumns), as the dialog's save does. Booking k
 * of the table (its serial: the bookings already there + its place in the run) has its own random generator, so the
 * same database, N and seed give the same rows whatever the batch size. Each batch is one transaction.
 */
export async function generateBookings(
  database: Database,
  opts: { count: number; batch: number; now: Date; seed: number; onProgress?: (done: number, total: number) => void },
): Promise<{ rows: number; customers: number }> {
  const { db } = database
  const { count: total, batch, now, seed } = opts
  if (!Number.isSafeInteger(total) || total < 0) throw new Error('bookings must be a whole number ≥ 0')
  if (!Number.isSafeInteger(batch) || batch < 1) throw new Error('batch must be a whole number ≥ 1')
  if (total === 0) return { rows: 0, customers: 0 }
  const refs = await seedRefsOf(db, now)
  if (refs.models.length === 0) throw new Error('No vehicle models: seed the demo data first')
  const customers = (
    await db
      .select({ id: users.id, fname: users.fname, lname: users.lname, mobileNo: users.mobileNo, email: users.email, city: users.city })
      .from(users)
      .where(and(eq(users.userType, 'user'), eq(users.active, true)))
      .orderBy(asc(users.mobileNo))
      .limit(Math.min(total, MAX_CUSTOMERS))
  ).filter((c): c is SeedCustomer => c.fname !== null && customerFits(c as SeedCustomer))
  if (customers.length === 0) throw new Error('No customers to book for: add some with --users first')
  // The serials continue from a count of the bookings already there, so a second run makes different bookings.
  const offset = Number((await db.select({ n: count() }).from(bookings))[0]?.n ?? 0)
  const rowsOf = async (from: number, size: number) => {
    const rows: Record<string, unknown>[] = []
    for (let i = from; i < from + size; i++) {
      // Let the database driver send the batch being written (a transaction's BEGIN, then the INSERT) meanwhile.
      if ((i - from) % 250 === 249) await new Promise((resolve) => setImmediate(resolve))
      const serial = offset + i
      const rng = createRng((seed ^ Math.imul(serial + 1, 0x9e3779b1)) >>> 0)
      const made = makeBooking(rng, i, total, SPAN_DAYS, customers[serial % customers.length]!, refs)
      // The kit number comes from the order sequence in the insert: the form is validated with one of the same shape.
      const kitPrefix = made.input.kitNumber === undefined ? null : `KT${new Date(made.input.bookingDate * 1000).getUTCFullYear() % 100}`
      if (kitPrefix) made.input.kitNumber = `${kitPrefix}0000000`
      const columns: Record<string, unknown> = {
        ...columnsOf(made, `booking ${serial + 1}`),
        orderId: orderIdPrefix(made.createdAt),
        kitNumber: kitPrefix,
      }
      rows.push(Object.fromEntries(Object.entries(columns).map(([key, value]) => [COLUMN[key] ?? key, value])))
    }
    return rows
  }
  opts.onProgress?.(0, total)
  // While one batch is written (its own transaction), the next is made and validated: on PostgreSQL the two overlap.
  let done = 0
  let next = await rowsOf(0, Math.min(batch, total))
  while (next.length > 0) {
    const rows = next
    const writing = db.transaction(async (tx) => {
      await tx.execute(insertBatchSql(rows, now))
    })
    // Awaited below; the handler only keeps a failure from counting as unhandled while the next batch is made.
    writing.catch(() => {})
    const from = done + rows.length
    next = from < total ? await rowsOf(from, Math.min(batch, total - from)) : []
    await writing
    done = from
    opts.onProgress?.(done, total)
  }
  return { rows: total, customers: Math.min(customers.length, total) }
}

export const bulkBookings: BulkSeed = {
  option: 'bookings',
  description: 'bookings to add over the existing customers, partners and centres (every stage and RTO status)',
  defaultBatch: 2_000,
  async run(database, opts) {
    const result = await generateBookings(database, opts)
    return { rows: result.rows, summary: `over ${result.customers.toLocaleString('en-US')} customers` }
  },
}
