import { and, eq, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { BOOKING_MESSAGES as BM, bookingRecordContract, type BookingForm } from '../../../shared/api/booking'
import { RC } from '../../../shared/response-codes'
import { serviceCentres, users } from '../../db/schema'
import type { Tx, AuditInTx } from '../../audit/transact'
import { changesComment } from '../../lib/changed-fields'
import { customerFor, userByMobile } from '../../lib/customers'
import { isPickableVehicleModel } from '../../lib/pick-lists'
import { registerRecordRoutes, type RecordContext, type Refusal, refuseWith } from '../../lib/records'
import { type BookingRecord, bookingScope, formColumns, formValuesOf, nextOrderId, totalsOf, totalsOfRecord } from './booking-data'
import { kitFittingOf } from './kit-data'
import { bookingRowById } from './list'
import { offeredValue } from './rto-calls'
import { bookings } from './schema'

const refuse = (message: string): Refusal => ({ code: RC.BAD_INPUT, message })

/** The form as the actor may save it: an scp's bookings are always theirs, an scc's (or worker's) their centre's. */
export function scoped(form: BookingForm, ctx: RecordContext): BookingForm {
  const u = ctx.auth.user
  if (u.userType === 'scp') return { ...form, franchiseId: u.id }
  if (u.userType === 'scc' || u.userType === 'worker') return { ...form, scuId: u.scuId ?? undefined }
  return form
}

/** The refusals of a form beyond its schema: money that does not add up, a staff number, unknown references. */
async function refusalOf(form: BookingForm, before: BookingRecord | null, ctx: RecordContext): Promise<Refusal | undefined> {
  const totals = totalsOf(form)
  if (totals === 'discountAbovePrice') return refuse(BM.discountAbovePrice)
  if (totals === 'paidAboveTotal') return refuse(BM.paidAboveTotal)
  const f = scoped(form, ctx)
  const { db } = ctx
  const owner = await userByMobile(db, f.customerMobileNo)
  if (owner && owner.userType !== 'user') return refuse(BM.notCustomer)
  if (f.vehicleModelId && f.vehicleModelId !== before?.vehicleModelId) {
    if (!(await isPickableVehicleModel(db, f.vehicleModelId))) return refuse(BM.unknownVehicleModel)
  }
  if (f.franchiseId && f.franchiseId !== before?.franchiseId) {
    const [p] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, f.franchiseId), eq(users.userType, 'scp'), eq(users.active, true)))
    if (!p) return refuse(BM.unknownFranchise)
  }
  if (f.scuId && f.scuId !== before?.scuId) {
    const [c] = await db.select({ id: serviceCentres.id }).from(serviceCentres).where(eq(serviceCentres.id, f.scuId))
    if (!c) return refuse(BM.unknownCentre)
  }
  if (before) {
    const rto = formColumns(f, totals, before.rtoAmountPaid)
    if (rto.rtoTotalAmount < before.rtoAmountPaid) return refuse(BM.rtoTotalBelowPaid)
  }
  return undefined
}

/** The customer of a booking (found or made by mobile number, with the form's name and address; server/lib/customers.ts). */
const customerOf = (tx: Tx, form: BookingForm, ctx: RecordContext, audit: AuditInTx) =>
  customerFor(
    tx,
    {
      mobileNo: form.customerMobileNo,
      fname: form.customerFname,
      lname: form.customerLname,
      email: form.customerEmail,
      address: form.address,
      landmark: form.landmark,
      city: form.city,
      state: form.state,
      country: form.country,
      pincode: form.pincode,
    },
    ctx,
    audit,
    'a booking',
    refuse(BM.notCustomer),
  )

/**
 * The booking record calls (permission Booking): details (view; Aadhaar shown in full only with edit), add (add;
 * answers recordId), update (edit), soft delete (delete) and restore. The server derives every total
 * (bookingTotals) and ignores totals a client sends; a kit number has one active booking (114); scope as the list. The
 * stage and the RTO status are active values of the Options screen's 'bookingStage' and 'bookingStatus' lists (110).
 */
export function bookingRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: bookingRecordContract,
    screen: 'Booking',
    entity: 'booking',
    what: 'booking',
    tags: ['booking'],
    table: bookings,
    id: bookings.id,
    active: bookings.active,
    scope: bookingScope,
    details: async (row: BookingRecord, { db, auth }) => {
      const showAadhaar = auth.perms.hasButton('Booking', 'edit')
      const listRow = (await bookingRowById(db, row.id))!
      return {
        booking: {
          ...listRow,
          version: row.version,
          form: formValuesOf(row, showAadhaar),
          totals: totalsOfRecord(row),
          aadhaarMasked: !showAadhaar,
          kitFitting: await kitFittingOf(db, row),
        },
      }
    },
    checkFirst: (form, before, ctx) => refusalOf(form, before, ctx),
    duplicate: (form, except) => {
      if (!form.active || !form.kitNumber) return undefined
      const same = and(eq(bookings.kitNumber, form.kitNumber), eq(bookings.active, true))
      return except ? and(same, ne(bookings.id, except)) : same
    },
    columns: (form, ctx, before) => {
      const f = scoped(form, ctx)
      const totals = totalsOf(f)
      if (typeof totals === 'string') throw new Error('booking: totals refused after the checks')
      return formColumns(f, totals, before?.rtoAmountPaid ?? 0)
    },
    // The stage and the RTO status: active values of their option lists (issue 21), share-locked till the commit so the
    // Options screen cannot delete them meanwhile; an edit may keep the ones the booking has even when deactivated since.
    beforeWrite: async (tx, form, ctx, { before, audit }) => {
      if (!(await offeredValue(tx, 'bookingStage', form.status, before?.status))) refuseWith(refuse(BM.mandatory))
      if (!(await offeredValue(tx, 'bookingStatus', form.rtoStatus, before?.rtoStatus))) refuseWith(refuse(BM.mandatory))
      const customerId = await customerOf(tx, scoped(form, ctx), ctx, audit)
      return before && before.customerId === customerId ? {} : { customerId }
    },
    createColumns: ({ auth, now }) => ({ createdById: auth.user.id, orderId: nextOrderId(now) }),
    comment: {
      created: (f) => `booking for ${f.customerFname} ${f.customerLname ?? ''} (${f.customerMobileNo}) created`.replace(/ +/g, ' '),
      deleted: (row) => `booking ${row.orderId} deleted`,
      updated: (changes, before) =>
        changes.status
          ? `${before.orderId}: stage ${String(changes.status.from)} → ${String(changes.status.to)}; ${changesComment(changes)}`
          : `${before.orderId}: ${changesComment(changes)}`,
    },
  })
}
