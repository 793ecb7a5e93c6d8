import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  BOOKING_CALLS,
  bookingCentresAnswer,
  bookingCustomerAnswer,
  bookingCustomerBody,
  bookingNamedAnswer,
} from '../../../shared/api/booking'
import { vehicleModelOptionsAnswer } from '../../../shared/api/lookups'
import type { Need } from '../../../shared/permissions'
import { serviceCentres, users } from '../../db/schema'
import { envelope, ok } from '../../http'
import { MAX_OPTIONS, vehicleModelOptions } from '../../lib/pick-lists'
import type { RequestAuth } from '../../types'

const tags = ['booking']

/** The customer lookup serves the add and edit forms; the pick lists also label a booking in view mode. */
const lookupAccess: Need = { screen: 'Booking', button: ['add', 'edit'] }
const pickAccess: Need = { screen: 'Booking', button: ['add', 'edit', 'view'] }

/** The franchise partners an actor may pick: an scp only themselves (the server makes their bookings theirs anyway). */
const franchiseScope = (auth: RequestAuth): SQL | undefined => (auth.user.userType === 'scp' ? eq(users.id, auth.user.id) : undefined)

/** The centres an actor may pick: an scc or worker only their own (none without one), as their bookings are. */
function centreScope(auth: RequestAuth): SQL | undefined {
  const u = auth.user
  if (u.userType === 'scc' || u.userType === 'worker') return u.scuId ? eq(serviceCentres.id, u.scuId) : sql`false`
  return undefined
}

/**
 * The booking form's lookups (issue 16), beside the record calls:
 * - POST /booking/customer (Booking + add or edit): the customer (a user of type 'user') with exactly this mobile
 *   number, to fill the form's name and address, and `staff` when the number is a staff account's (a booking refuses
 *   it). Any actor who may add or edit bookings may look a number up: a booking for a known number finds that
 *   customer on save anyway, whatever the franchise.
 * - GET /booking/vehicle-models, /booking/franchises, /booking/centres (Booking + add, edit or view): the form's pick
 *   lists, ordered by what they show.
 */
export function bookingLookupRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    BOOKING_CALLS.customer,
    {
      schema: {
        tags,
        summary: 'The customer with exactly this mobile number (or null), and whether the number is a staff account’s',
        body: bookingCustomerBody,
        response: { 200: envelope.extend(bookingCustomerAnswer.shape) },
      },
      config: { access: lookupAccess },
    },
    async (request, reply) => {
      const [u] = await db
        .select({
          id: users.id,
          userType: users.userType,
          fname: users.fname,
          lname: users.lname,
          email: users.email,
          address: users.fragmentedAddress,
          landmark: users.landmark,
          city: users.city,
          state: users.state,
          country: users.country,
          pincode: users.pin,
        })
        .from(users)
        .where(eq(users.mobileNo, request.body.mobileNo))
        .limit(1)
      if (!u) return ok(reply, { customer: null, staff: false })
      if (u.userType !== 'user') return ok(reply, { customer: null, staff: true })
      const { id, userType: _type, ...customer } = u
      return ok(reply, { customer: { _id: id, ...customer }, staff: false })
    },
  )

  app.get(
    BOOKING_CALLS.vehicleModels,
    {
      schema: {
        tags,
        summary: "The active vehicle models a booking can take, as 'Make Model', by name, with kit price, battery price and booking fee",
        response: { 200: envelope.extend(vehicleModelOptionsAnswer.shape) },
      },
      config: { access: pickAccess },
    },
    async (_request, reply) => ok(reply, { result: await vehicleModelOptions(db) }),
  )

  app.get(
    BOOKING_CALLS.franchises,
    {
      schema: {
        tags,
        summary: 'The active franchise partners (users of type scp) a booking can belong to, by name; an scp gets only themselves',
        response: { 200: envelope.extend(bookingNamedAnswer.shape) },
      },
      config: { access: pickAccess },
    },
    async (request, reply) => {
      const rows = await db
        .select({ id: users.id, fname: users.fname, lname: users.lname })
        .from(users)
        .where(and(eq(users.userType, 'scp'), eq(users.active, true), franchiseScope(request.auth!)))
        .orderBy(asc(users.fname), asc(users.lname), asc(users.id))
        .limit(MAX_OPTIONS)
      return ok(reply, { result: rows.map((r) => ({ _id: r.id, name: [r.fname, r.lname].filter(Boolean).join(' ') })) })
    },
  )

  app.get(
    BOOKING_CALLS.centres,
    {
      schema: {
        tags,
        summary: 'The active service centres a booking can belong to, by title; an scc (or worker) gets only their own',
        response: { 200: envelope.extend(bookingCentresAnswer.shape) },
      },
      config: { access: pickAccess },
    },
    async (request, reply) => {
      const rows = await db
        .select({ id: serviceCentres.id, title: serviceCentres.title })
        .from(serviceCentres)
        .where(and(eq(serviceCentres.active, true), centreScope(request.auth!)))
        .orderBy(asc(serviceCentres.title), asc(serviceCentres.id))
        .limit(MAX_OPTIONS)
      return ok(reply, { result: rows.map((r) => ({ _id: r.id, title: r.title })) })
    },
  )
}
