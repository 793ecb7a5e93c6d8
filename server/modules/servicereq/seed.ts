import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { serviceRequestForm, type ServiceRequestForm } from '../../../shared/api/servicereq'
import { SERVICE_REQUEST_STATUSES, SERVICE_SLOTS, type ServiceRequestStatus } from '../../../shared/api/servicereq.table'
import { branches, serviceCentres, users } from '../../db/schema'
import { DAY_MS, insertChunked, type Rng } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { dateOfDay, dayOf } from '../../lib/india-day'
import { serviceRequests } from './schema'

export const DEMO_SERVICE_REQUESTS = 120
/** How many of them are at the demo service centre account's centre (9000000004), so its list is not empty. */
export const HOME_CENTRE_REQUESTS = 20

const SERVICES = [
  'First free service',
  'General service',
  'Brake pads replacement',
  'Chain adjustment',
  'Battery health check',
  'Charger inspection',
  'Tyre puncture repair',
  'Headlight not working',
  'Software update',
  'Motor noise check',
  'Wash and polish',
  'Mirror replacement',
]
const LINES: readonly [string, string][] = [
  ['Labour', '450'],
  ['Brake pads', '780.50'],
  ['Chain lubrication', '150'],
  ['Tyre tube', '320'],
  ['Headlight bulb', '210.75'],
  ['Diagnostics', '300'],
  ['Wash', '199'],
]
const REMARKS = ['Customer prefers a call before pickup.', 'Spare key with the customer.', 'Repeat visit.', null, null, null]
const STREETS = ['12, 5th Cross, Jayanagar', '44, MG Road', '7, Church Street', '101, Indiranagar 100 Feet Road']

/** The status of a demo request, spread over every status (more open ones than closed). */
const STATUS_WEIGHTS: readonly ServiceRequestStatus[] = [...SERVICE_REQUEST_STATUSES, 'requested', 'confirmed', 'inservice', 'delivered']
/** Statuses that have a technician; and those that have a final bill. */
const NEEDS_TECHNICIAN: readonly ServiceRequestStatus[] = ['inservice', 'ready', 'delivered']
const NEEDS_BILL: readonly ServiceRequestStatus[] = ['ready', 'delivered']

/**
 * The demo service requests: 120 over the demo centres (20 at the demo service centre account's centre), created over
 * the last 45 days, in every status. In service, ready and delivered ones (and some confirmed or cancelled) have an
 * active worker of their own centre as technician, never the demo technician (9000000005): their list starts empty,
 * as for the test drives. Ready and delivered ones have a final bill. Each names a demo customer (and their vehicle)
 * and is validated by serviceRequestForm, as the dialog's.
 */
export default defineSeed({
  order: 56,
  seed: 19,
  async run(db, { rng, now, accounts }) {
    const centres = await db
      .select({ id: serviceCentres.id })
      .from(serviceCentres)
      .where(eq(serviceCentres.active, true))
      .orderBy(asc(serviceCentres.title), asc(serviceCentres.id))
    const branchRows = await db
      .select({ id: branches.id, scuId: branches.scuId })
      .from(branches)
      .where(eq(branches.active, true))
      .orderBy(asc(branches.name), asc(branches.id))
    const customers = await db
      .select({ id: users.id, mobileNo: users.mobileNo, vehicleNo: users.vehicleNo })
      .from(users)
      .where(and(eq(users.userType, 'user'), eq(users.active, true)))
      .orderBy(asc(users.createdAt), asc(users.mobileNo))
    const workers = await db
      .select({ id: users.id, scuId: users.scuId })
      .from(users)
      .where(and(eq(users.userType, 'worker'), eq(users.active, true), isNotNull(users.scuId)))
      .orderBy(asc(users.mobileNo))
    if (centres.length === 0 || customers.length === 0) return
    const admin = accounts[0]!.id
    const technician = accounts.find((a) => a.userType === 'worker')?.id
    const scc = accounts.find((a) => a.userType === 'scc')?.id
    const [home] = scc ? await db.select({ scuId: users.scuId }).from(users).where(eq(users.id, scc)) : []
    const workersOf = (scuId: string) => workers.filter((w) => w.scuId === scuId && w.id !== technician)

    const today = dayOf(Math.floor(now.getTime() / 1000))
    const rows: (typeof serviceRequests.$inferInsert)[] = []
    let homeLeft = home?.scuId ? HOME_CENTRE_REQUESTS : 0
    for (let i = 0, tries = 0; rows.length < DEMO_SERVICE_REQUESTS && tries < DEMO_SERVICE_REQUESTS * 5; tries++) {
      const atHome = homeLeft > 0
      const scuId = atHome ? home!.scuId! : rng.pick(centres).id
      const status = rng.pick(STATUS_WEIGHTS)
      const people = workersOf(scuId)
      const wantsTechnician = NEEDS_TECHNICIAN.includes(status) || ((status === 'confirmed' || status === 'cancelled') && rng.chance(0.5))
      if (wantsTechnician && people.length === 0) continue
      const customer = customers[(i++ * 7) % customers.length]!
      const form = formOf(
        rng,
        scuId,
        branchRows.filter((b) => b.scuId === scuId),
        status,
        today,
        customer,
      )
      if (!form) continue
      if (atHome) homeLeft--
      const createdAt = new Date(now.getTime() - rng.int(1, 45) * DAY_MS - rng.int(0, 86_399) * 1000)
      const updatedAt =
        status === 'requested' ? createdAt : new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(1, 96) * 3_600_000))
      rows.push({
        customerId: customer.id,
        vehicleNo: form.vehicleNo ?? null,
        scuId,
        branchId: form.branchId ?? null,
        requestedDay: dateOfDay(form.requestedDay)!,
        slot: form.slot,
        services: form.services,
        pickup: form.pickup,
        pickupAddress: form.pickupAddress ?? null,
        status,
        assigneeId: wantsTechnician ? rng.pick(people).id : null,
        estimate: form.estimate,
        bill: form.bill,
        remarks: form.remarks ?? null,
        createdById: admin,
        createdAt,
        updatedAt,
      })
    }
    rows.sort((a, b) => a.createdAt!.getTime() - b.createdAt!.getTime())
    await insertChunked(rows, 100, (chunk) => db.insert(serviceRequests).values(chunk))
  },
})

/** The form of a demo request (validated as the dialog's), or null when the form refuses it. */
function formOf(
  rng: Rng,
  scuId: string,
  centreBranches: { id: string }[],
  status: ServiceRequestStatus,
  today: number,
  customer: { mobileNo: string; vehicleNo: string | null },
): ServiceRequestForm | null {
  const day = 86_400
  const open = status === 'requested' || status === 'confirmed'
  const requestedDay = open ? today + rng.int(0, 14) * day : today - rng.int(0, 30) * day
  const services = [...new Set(Array.from({ length: rng.int(1, 3) }, () => rng.pick(SERVICES)))]
  const linesOf = (n: number) => Array.from({ length: n }, () => rng.pick(LINES)).map(([description, amount]) => ({ description, amount }))
  const estimate = status === 'requested' && rng.chance(0.5) ? [] : linesOf(rng.int(1, 3))
  const pickup = rng.chance(0.3)
  const parsed = serviceRequestForm.safeParse({
    customerMobileNo: customer.mobileNo,
    vehicleNo: customer.vehicleNo ?? '',
    scuId,
    branchId: centreBranches.length && rng.chance(0.7) ? rng.pick(centreBranches).id : '',
    requestedDay,
    slot: rng.pick(SERVICE_SLOTS),
    services,
    pickup,
    pickupAddress: pickup ? rng.pick(STREETS) : '',
    estimate,
    bill: NEEDS_BILL.includes(status) ? linesOf(rng.int(1, 4)) : [],
    remarks: rng.pick(REMARKS) ?? '',
  })
  return parsed.success ? parsed.data : null
}
