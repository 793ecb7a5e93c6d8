import { and, asc, eq } from 'drizzle-orm'
import {
  BOOKING_STAGES,
  INSURANCE_TYPES,
  PAYMENT_MODES,
  type BookingFormInput,
  type BookingStage,
  type RtoStatus,
  bookingForm,
  paiseToRupees,
} from '../../../shared/api/booking'
import { indiaMidnight } from '../../../shared/india-day'
import type { Db } from '../../db/client'
import { serviceCentres, users, vehicleMakes, vehicleModels } from '../../db/schema'
import { DAY_MS, type Rng } from '../../db/seed/prng'
import { DEMO_ACCOUNTS } from '../../db/seed/roles'
import { formColumns, totalsOf } from './booking-data'

/**
 * The bookings the demo seed (seed.ts) and `npm run seed -- --bookings N` make: one generator of valid forms (the
 * dialog's bookingForm) whose stored columns are the server's own (formColumns, so the totals are bookingTotals').
 */

/** Unix seconds of the India-time midnight `daysAgo` days before `now` (a day field's value). */
const dayOf = (now: Date, daysAgo: number) => indiaMidnight(Math.floor((now.getTime() - daysAgo * DAY_MS) / 1000))

/** The RTO status that goes with a stage (a delivered scooter is usually registered). */
function rtoStatusFor(rng: Rng, stage: BookingStage): RtoStatus {
  if (stage === 'booked') return rng.pick(['not_applied', 'not_applied', 'applied'] as const)
  if (stage === 'confirmed') return rng.pick(['applied', 'documents_submitted', 'approved', 'rejected'] as const)
  if (stage === 'cancelled') return rng.pick(['not_applied', 'rejected'] as const)
  return rng.pick(['approved', 'registered', 'registered', 'registered'] as const)
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'
const DIGITS = '0123456789'
const rupees = (paise: number) => paiseToRupees(paise)

export interface SeedCustomer {
  id: string
  fname: string
  lname: string | null
  mobileNo: string
  email: string | null
  city: string | null
}

/** What a generated booking may refer to. */
export interface BookingSeedRefs {
  now: Date
  partners: readonly { id: string }[]
  models: readonly { id: string }[]
  centres: readonly { id: string }[]
  demoPartner: string | null
  homeCentre: string | null
}

export interface MadeBooking {
  input: BookingFormInput
  customerId: string
  createdAt: Date
  /** The payments made to the RTO (paise). */
  paid: number[]
  rc: [Date | null, Date | null]
}

/**
 * Booking `i` of `total`, booked over the last `spanDays` days (older ones further along: confirmed, delivered,
 * completed; every 11th cancelled), for customer `c`: every stage and RTO status, some loans, discounts, insurance, the
 * RTO paid in part or settled, the RC received or delivered. A third to the demo franchise partner, a third to the
 * demo scc account's centre.
 */
export function makeBooking(rng: Rng, i: number, total: number, spanDays: number, c: SeedCustomer, refs: BookingSeedRefs): MadeBooking {
  const { now, partners, models, centres, demoPartner, homeCentre } = refs
  const daysAgo = Math.floor(((total - i) / total) * spanDays)
  const bookingDate = dayOf(now, daysAgo)
  const stage: BookingStage = i % 11 === 0 ? 'cancelled' : BOOKING_STAGES[Math.min(3, Math.floor(((total - i) / total) * 4 + rng.next()))]!
  const rtoStatus = rtoStatusFor(rng, stage)
  const price = rng.int(700, 1400) * 10_000 + rng.pick([0, 0, 50, 99]) // paise
  const discount = rng.chance(0.5) ? rng.int(1, 50) * 10_000 : 0
  const additionalDiscount = rng.chance(0.2) ? rng.int(1, 20) * 10_000 : 0
  const taxPercentage = rng.pick(['5', '5', '18', '28', '12.5'])
  const loanRequired = rng.chance(0.3)
  const loanApproved = loanRequired && stage !== 'booked' && rng.chance(0.7)
  const bookingFee = rng.int(1, 5) * 100_000
  const net = price - discount - additionalDiscount // before tax: every share below stays within the total
  const loanAmount = loanApproved ? Math.floor((net * rng.int(40, 70)) / 100) : 0
  const customerPaid =
    stage === 'booked'
      ? rng.pick([0, bookingFee, Math.floor(bookingFee / 2)])
      : Math.min(net - loanAmount, bookingFee + rng.int(0, 30) * 100_000)
  const delivered = stage === 'delivered' || stage === 'completed'
  const registered = rtoStatus === 'registered'
  const rtoTotal = rtoStatus === 'not_applied' ? 0 : rng.int(60, 120) * 10_000
  const partner = i % 3 === 0 ? demoPartner : rng.chance(0.5) && partners.length ? rng.pick(partners).id : null
  const centre = i % 3 === 1 ? homeCentre : rng.chance(0.6) ? rng.pick(centres).id : null
  const year = new Date(bookingDate * 1000).getUTCFullYear()
  const input: BookingFormInput = {
    customerMobileNo: c.mobileNo,
    customerFname: c.fname,
    customerLname: c.lname ?? undefined,
    customerEmail: c.email ?? undefined,
    vehicleModelId: rng.pick(models).id,
    kitSelected: true,
    batterySelected: rng.chance(0.85),
    kitNumber: stage === 'booked' && rng.chance(0.5) ? undefined : `KIT${year}-${String(i + 1).padStart(5, '0')}`,
    batteryNo: delivered ? `BAT${year}${rng.chars(6, DIGITS)}` : undefined,
    bookingDate,
    expectedDelivery: bookingDate + rng.int(7, 30) * 86_400,
    status: stage,
    price: rupees(price),
    taxPercentage,
    discount: discount ? rupees(discount) : undefined,
    additionalDiscount: additionalDiscount ? rupees(additionalDiscount) : undefined,
    bookingFee: rupees(bookingFee),
    bookingCustomerPaid: rupees(customerPaid),
    paymentMode: customerPaid > 0 ? rng.pick(PAYMENT_MODES) : undefined,
    paymentRefId: customerPaid > 0 ? `PAY${rng.chars(10, DIGITS)}` : undefined,
    paymentDone: stage === 'completed',
    paymentStatus: customerPaid > 0 ? (stage === 'cancelled' ? 'refunded' : 'captured') : undefined,
    loanRequired,
    loanApproved,
    loanAmount: loanApproved ? rupees(loanAmount) : undefined,
    loanProvider: loanRequired ? rng.pick(['HDFC Bank', 'Bajaj Finserv', 'IDFC First', 'SBI']) : undefined,
    loanRefId: loanApproved ? `LN${rng.chars(8, DIGITS)}` : undefined,
    panNumber: loanRequired || rng.chance(0.3) ? `${rng.chars(5, LETTERS)}${rng.chars(4, DIGITS)}${rng.chars(1, LETTERS)}` : undefined,
    aadhaarNumber: rng.chance(0.5) ? `${rng.int(2, 9)}${rng.chars(11, DIGITS)}` : undefined,
    insuranceCompany: delivered ? rng.pick(['ICICI Lombard', 'Bajaj Allianz', 'Acko', 'Digit']) : undefined,
    insuranceFrom: delivered ? bookingDate : undefined,
    insuranceTill: delivered ? bookingDate + 365 * 86_400 : undefined,
    insuranceType: delivered ? rng.pick(INSURANCE_TYPES) : undefined,
    fcValidTill: registered ? bookingDate + 15 * 365 * 86_400 : undefined,
    rtoStatus,
    registrationNo: registered
      ? `KA${rng.int(1, 53).toString().padStart(2, '0')}${rng.chars(2, LETTERS)}${rng.int(1, 9999).toString().padStart(4, '0')}`
      : undefined,
    chassisNo: stage === 'booked' ? undefined : `MD${rng.chars(15, `${LETTERS}${DIGITS}`)}`,
    rtoTotalAmount: rtoTotal ? rupees(rtoTotal) : undefined,
    city: c.city ?? undefined,
    state: 'Karnataka',
    country: 'India',
    pincode: `560${rng.chars(3, DIGITS)}`,
    estimateUrl: rng.chance(0.3) ? `https://estimates.example.com/booking/${i + 1}` : undefined,
    remark: rng.chance(0.2)
      ? rng.pick(['Customer wants delivery on a weekend', 'Colour: matte black', 'Exchange of old scooter'])
      : undefined,
    franchiseId: partner ?? undefined,
    scuId: centre ?? undefined,
    active: i % 37 !== 5,
  }
  // RTO payments: settled when registered, partly paid when approved, else none.
  const paid =
    rtoTotal === 0
      ? []
      : registered
        ? [Math.floor(rtoTotal / 2), rtoTotal - Math.floor(rtoTotal / 2)]
        : rtoStatus === 'approved'
          ? [Math.floor(rtoTotal / 4)]
          : []
  const receivedAt = registered && delivered ? new Date((bookingDate + rng.int(10, 25) * 86_400) * 1000) : null
  const rc: MadeBooking['rc'] = [receivedAt && receivedAt <= now ? receivedAt : null, null]
  if (rc[0] && stage === 'completed') {
    const deliveredAt = new Date(rc[0].getTime() + rng.int(1, 5) * DAY_MS)
    if (deliveredAt <= now) rc[1] = deliveredAt
  }
  const createdAt = new Date(Math.min(now.getTime() - 60_000, bookingDate * 1000 + rng.int(9, 18) * 3_600_000))
  return { input, customerId: c.id, createdAt, paid, rc }
}

/** The stored columns of a made booking (the form parsed by bookingForm, the totals by bookingTotals), but the order id. */
export function columnsOf(m: MadeBooking, label: string) {
  const parsed = bookingForm.safeParse(m.input)
  if (!parsed.success) throw new Error(`${label}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
  const totals = totalsOf(parsed.data)
  if (typeof totals === 'string') throw new Error(`${label}: ${totals}`)
  const rtoAmountPaid = m.paid.reduce((a, b) => a + b, 0)
  return {
    ...formColumns(parsed.data, totals, rtoAmountPaid),
    rtoAmountPaid,
    rcReceivedFromRto: m.rc[0],
    rcDeliveredToCustomer: m.rc[1],
    customerId: m.customerId,
    createdAt: m.createdAt,
    updatedAt: m.createdAt,
  }
}

/** The partners, vehicle models and centres a generated booking refers to, and the demo scp account and scc centre. */
export async function seedRefsOf(db: Db, now: Date): Promise<BookingSeedRefs> {
  const partners = await db
    .select({ id: users.id, mobileNo: users.mobileNo })
    .from(users)
    .where(and(eq(users.userType, 'scp'), eq(users.active, true)))
    .orderBy(asc(users.mobileNo))
  const models = await db
    .select({ id: vehicleModels.id })
    .from(vehicleModels)
    .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    .orderBy(asc(vehicleMakes.name), asc(vehicleModels.name))
  const centres = await db.select({ id: serviceCentres.id }).from(serviceCentres).orderBy(asc(serviceCentres.title))
  const demo = (t: string) => DEMO_ACCOUNTS.find((a) => a.userType === t)?.mobileNo ?? ''
  const [scc] = await db
    .select({ scuId: users.scuId })
    .from(users)
    .where(eq(users.mobileNo, demo('scc')))
  const demoPartner = partners.find((p) => p.mobileNo === demo('scp'))?.id ?? partners[0]?.id ?? null
  return { now, partners, models, centres, demoPartner, homeCentre: scc?.scuId ?? centres[0]?.id ?? null }
}
