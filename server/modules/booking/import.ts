import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { BOOKING_MESSAGES as BM, bookingForm, type BookingForm } from '../../../shared/api/booking'
import { BOOKING_IMPORT_CALLS, BOOKING_IMPORT_COLUMNS } from '../../../shared/api/booking-import'
import { normaliseMobile } from '../../../shared/api/crm.table'
import { RC } from '../../../shared/response-codes'
import type { Tx } from '../../audit/transact'
import type { Db } from '../../db/client'
import { serviceCentres, users, vehicleMakes, vehicleModels } from '../../db/schema'
import { registerImportRoutes, type ImportRow, type ValidRow } from '../../lib/import/routes'
import type { RecordContext } from '../../lib/record-types'
import { refuse } from '../../http'
import { formColumns, orderIdPrefix, totalsOf } from './booking-data'
import { scoped } from './records'
import { bookings } from './schema'

/** Rows written per statement (one JSON parameter each). */
const BATCH = 1_000
/** Values per IN (…) list. */
const IN_CHUNK = 5_000

/** The snake_case column of each stored field. */
const COLUMN = new Map(Object.entries(getTableColumns(bookings)).map(([key, column]) => [key, column.name]))

const chunks = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = []
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size))
  return out
}

/** A name as it is matched: lower case, single spaces. */
const nameKey = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ')

/** The rows a statement returned (node-postgres and PGlite answer them in the same `rows`). */
const rowCount = (result: unknown) => ((result as { rows?: unknown[] }).rows ?? []).length

const text = (v: unknown) => (typeof v === 'string' ? v : undefined)

/** The users with these mobile numbers: id and type. */
async function usersByMobile(db: Db | Tx, mobiles: readonly string[]) {
  const found = new Map<string, { id: string; userType: string }>()
  for (const part of chunks(mobiles, IN_CHUNK)) {
    const rows = await db
      .select({ id: users.id, userType: users.userType, mobileNo: users.mobileNo })
      .from(users)
      .where(inArray(users.mobileNo, part))
    for (const r of rows) found.set(r.mobileNo, r)
  }
  return found
}

/**
 * The checks of the upload beyond the form's schema, one query per kind: the money adds up, the number is not a staff
 * account's, the vehicle model ("Make Model"), franchise partner (mobile) and centre (title) exist (found ones complete
 * the form), and a kit number has no active booking, in the database or in an earlier row of the file. The actor's
 * scope applies as on the form: an scp's rows are theirs, an scc's their centre's.
 */
async function checkRows(rows: ImportRow<BookingForm>[], ctx: RecordContext): Promise<void> {
  const { db } = ctx
  const models = await db
    .select({ id: vehicleModels.id, make: vehicleMakes.name, name: vehicleModels.name })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
  const modelId = new Map(models.map((m) => [nameKey(`${m.make} ${m.name}`), m.id]))
  const centres = await db.select({ id: serviceCentres.id, title: serviceCentres.title }).from(serviceCentres)
  const centreId = new Map(centres.map((c) => [nameKey(c.title), c.id]))
  const partnerMobile = (r: ImportRow<BookingForm>) => {
    const m = text(r.input.franchiseMobile)
    return m ? (normaliseMobile(m) ?? m) : undefined
  }
  const partnerMobiles = [...new Set(rows.map(partnerMobile).filter((m): m is string => !!m))]
  const partners = new Map<string, string>()
  for (const part of chunks(partnerMobiles, IN_CHUNK)) {
    const found = await db
      .select({ id: users.id, mobileNo: users.mobileNo })
      .from(users)
      .where(and(inArray(users.mobileNo, part), eq(users.userType, 'scp'), eq(users.active, true)))
    for (const p of found) partners.set(p.mobileNo, p.id)
  }
  const owners = await usersByMobile(db, [...new Set(rows.map((r) => r.form!.customerMobileNo))])
  const kits = [...new Set(rows.map((r) => r.form!.kitNumber).filter((k): k is string => !!k))]
  const kitsTaken = new Set<string>()
  for (const part of chunks(kits, IN_CHUNK)) {
    const taken = await db
      .select({ kit: bookings.kitNumber })
      .from(bookings)
      .where(and(inArray(bookings.kitNumber, part), eq(bookings.active, true)))
    for (const t of taken) if (t.kit) kitsTaken.add(t.kit)
  }
  const kitsInFile = new Set<string>()

  for (const r of rows) {
    const f = r.form!
    const say = (key: string, message: string) => {
      if (!r.messages.has(key)) r.messages.set(key, message)
    }
    const model = text(r.input.vehicleModel)
    if (model) {
      const id = modelId.get(nameKey(model))
      if (id) f.vehicleModelId = id
      else say('vehicleModel', BM.noModelNamed)
    }
    const partner = partnerMobile(r)
    if (partner && ctx.auth.user.userType !== 'scp') {
      const id = partners.get(partner)
      if (id) f.franchiseId = id
      else say('franchiseMobile', BM.noPartnerNumbered)
    }
    const centre = text(r.input.centre)
    if (centre && ctx.auth.user.userType !== 'scc' && ctx.auth.user.userType !== 'worker') {
      const id = centreId.get(nameKey(centre))
      if (id) f.scuId = id
      else say('centre', BM.noCentreNamed)
    }
    const totals = totalsOf(f)
    if (totals === 'discountAbovePrice') say('discount', BM.discountAbovePrice)
    if (totals === 'paidAboveTotal') say('bookingCustomerPaid', BM.paidAboveTotal)
    const owner = owners.get(f.customerMobileNo)
    if (owner && owner.userType !== 'user') say('customerMobileNo', BM.notCustomer)
    if (f.active && f.kitNumber) {
      if (kitsTaken.has(f.kitNumber)) say('kitNumber', BM.kitInUse)
      else if (kitsInFile.has(f.kitNumber)) say('kitNumber', BM.kitRepeated)
      else if (r.messages.size === 0) kitsInFile.add(f.kitNumber)
    }
    Object.assign(f, scoped(f, ctx))
  }
}

/**
 * Saves the checked rows in the import's transaction: the customers new to the database first (one per number, the
 * first row's name and address; ON CONFLICT keeps one made meanwhile), then the bookings in batches of one JSON
 * parameter each, marked excel-uploaded, their totals derived by the server (formColumns) and their order ids from
 * the sequence in the insert. A number that became a staff account's since the check refuses the whole import.
 */
async function saveRows(tx: Tx, rows: ValidRow<BookingForm>[], ctx: RecordContext, saved: (done: number) => Promise<void>) {
  const { now, auth } = ctx
  const firstOf = new Map<string, BookingForm>()
  for (const r of rows) if (!firstOf.has(r.form.customerMobileNo)) firstOf.set(r.form.customerMobileNo, r.form)
  let customersCreated = 0
  for (const part of chunks([...firstOf.values()], BATCH)) {
    const people = part.map((f) => ({
      user_type: 'user',
      fname: f.customerFname,
      lname: f.customerLname ?? null,
      mobile_no: f.customerMobileNo,
      email: f.customerEmail ?? null,
      fragmented_address: f.address ?? null,
      landmark: f.landmark ?? null,
      city: f.city ?? null,
      state: f.state ?? null,
      country: f.country ?? null,
      pin: f.pincode ?? null,
      status: 'pending',
      created_at: now,
      updated_at: now,
    }))
    const columns = Object.keys(people[0]!).join(', ')
    // One JSON parameter per batch (a statement of 14 parameters a row is several times slower on PGlite).
    const created = await tx.execute(sql`
INSERT INTO users (${sql.raw(columns)})
SELECT ${sql.raw(columns)} FROM json_populate_recordset(NULL::users, ${JSON.stringify(people)}::json)
ON CONFLICT (mobile_no) DO NOTHING
RETURNING id`)
    customersCreated += rowCount(created)
  }
  const owners = await usersByMobile(tx, [...firstOf.keys()])
  const customerId = (mobile: string) => {
    const owner = owners.get(mobile)
    if (!owner || owner.userType !== 'user') refuse(RC.BAD_INPUT, BM.notCustomer)
    return owner.id
  }

  const prefix = orderIdPrefix(now)
  let done = 0
  for (const batch of chunks(rows, BATCH)) {
    const records = batch.map((r) => {
      const totals = totalsOf(r.form)
      if (typeof totals === 'string') throw new Error('booking import: totals refused after the checks')
      const values: Record<string, unknown> = {
        ...formColumns(r.form, totals, 0),
        customerId: customerId(r.form.customerMobileNo),
        excelUploaded: true,
        createdById: auth.user.id,
        createdAt: now,
        updatedAt: now,
      }
      return Object.fromEntries(Object.entries(values).map(([key, value]) => [COLUMN.get(key) ?? key, value]))
    })
    const columns = Object.keys(records[0]!)
    await tx.execute(sql`
INSERT INTO bookings (${sql.raw(columns.join(', '))}, order_id)
SELECT ${sql.raw(columns.map((c) => `k.${c}`).join(', '))}, ${prefix} || lpad(k.n::text, greatest(6, length(k.n::text)), '0')
FROM (
  SELECT r.*, nextval('booking_order_seq') AS n
  FROM json_populate_recordset(NULL::bookings, ${JSON.stringify(records)}::json) WITH ORDINALITY AS r
  ORDER BY r.ordinality
  OFFSET 0
) k
ORDER BY k.ordinality`)
    done += batch.length
    await saved(done)
  }
  return {
    changes: { customersCreated },
    comment: `${rows.length} bookings imported${customersCreated ? `, ${customersCreated} customers created` : ''}`,
  }
}

/** The bulk booking upload (Booking + upload): the shared import kit with the booking form and these checks. */
export function bookingImportRoutes(fastify: FastifyInstance): void {
  registerImportRoutes(fastify, {
    screen: 'Booking',
    entity: 'booking',
    what: 'bookings',
    tags: ['booking'],
    calls: BOOKING_IMPORT_CALLS,
    columns: BOOKING_IMPORT_COLUMNS,
    schema: bookingForm,
    fieldColumns: { vehicleModelId: 'vehicleModel', franchiseId: 'franchiseMobile', scuId: 'centre' },
    label: (input) =>
      [text(input.customerFname), text(input.customerLname), text(input.customerMobileNo) && `(${text(input.customerMobileNo)})`]
        .filter(Boolean)
        .join(' '),
    check: checkRows,
    save: saveRows,
    duplicate: BM.kitInUse,
  })
}
