import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { BOOKING_MESSAGES as BM } from '../../../shared/api/booking'
import {
  BOOKING_KIT_CALLS as CALLS,
  BOOKING_KIT_MESSAGES as M,
  kitFittingAnswer,
  kitFittingBody,
  kitOptionsAnswer,
  kitOptionsBody,
} from '../../../shared/api/booking-kit'
import { RC } from '../../../shared/response-codes'
import { RECORD_MESSAGES } from '../../../shared/validation'
import { products, serviceCentres, stockBalances } from '../../db/schema'
import { envelope, ok, refuse } from '../../http'
import { isUniqueViolation } from '../../lib/db-errors'
import { nextVersion } from '../../lib/record-versions'
import { postMovement } from '../../lib/stock'
import { recordNotFound } from '../../lib/user-reach'
import { reachable } from './booking-data'
import { whyNot } from './rto-calls'
import { bookings } from './schema'

const tags = ['booking']
/** Booking + edit: the fitting writes the booking's kit and battery numbers (and moves its version on). */
const access = { screen: 'Booking', button: 'edit' } as const

/** Thrown inside the fitting's transaction to roll it back when the conditional update matched nothing: ask why (whyNot). */
class NotFitted extends Error {}

/** Why a booking (stored, within reach) cannot be fitted now, or undefined. */
function notFittable(b: typeof bookings.$inferSelect): string | undefined {
  if (!b.active) return RECORD_MESSAGES.alreadyDeleted
  if (!b.scuId) return M.noCentre
  if (b.status === 'cancelled') return M.cancelled
  if (b.kitFittedAt) return M.alreadyFitted
  return undefined
}

/**
 * A booking's kit fitting (issue 19), permission Booking + edit, scoped as the booking's other calls (123 out of reach):
 * - POST /booking/kit-fitting `{ recordId, kitProductId, kitNumber, batteryProductId?, batteryNumber? }`: once per
 *   booking, for an active, not cancelled booking with a service centre. One transaction: a conditional update of the
 *   booking (`kit_fitted_at IS NULL`: of two fittings at once exactly one passes, the other is refused as already
 *   fitted) recording when, by whom, at which centre, the products and the kit and battery numbers (moving its version
 *   on); one ledger issue of the kit and one of the battery (server/lib/stock.ts, the booking as reference); the audit
 *   row. Either product short at the centre answers 110 'insufficient stock' and nothing is written. A kit number of
 *   another active booking answers 114.
 * - POST /booking/kit-options `{ recordId }`: the centre and the active kit and battery products with their on-hand there.
 */
export function bookingKitRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    CALLS.fit,
    {
      schema: {
        tags,
        summary:
          'Fit a booking’s kit (and battery): one unit of each issued from the booking’s centre’s stock, once per booking; 110 insufficient stock when the centre lacks either',
        body: kitFittingBody,
        response: { 200: envelope.extend(kitFittingAnswer.partial().shape) },
      },
      config: { access },
    },
    async (request, reply) => {
      const body = request.body
      const auth = request.auth!
      const { recordId } = body
      const [stored] = await db.select().from(bookings).where(reachable(recordId, auth)).limit(1)
      if (!stored) return recordNotFound()
      const why = notFittable(stored)
      if (why) return refuse(RC.BAD_INPUT, why)
      const wanted = [body.kitProductId, ...(body.batteryProductId ? [body.batteryProductId] : [])]
      const found = await db
        .select({ id: products.id, sku: products.sku, name: products.name, category: products.category })
        .from(products)
        .where(and(inArray(products.id, wanted), eq(products.active, true)))
      const kit = found.find((p) => p.id === body.kitProductId && p.category === 'kit')
      if (!kit) return refuse(RC.BAD_INPUT, M.unknownKit)
      const battery = body.batteryProductId ? found.find((p) => p.id === body.batteryProductId && p.category === 'battery') : undefined
      if (body.batteryProductId && !battery) return refuse(RC.BAD_INPUT, M.unknownBattery)
      const at = fastify.deps.clock.now()

      let done
      try {
        done = await fastify.transact(request, async (tx, audit) => {
          const [before] = await tx
            .select({ kitNumber: bookings.kitNumber, batteryNo: bookings.batteryNo })
            .from(bookings)
            .where(eq(bookings.id, recordId))
            .for('update')
          const [row] = await tx
            .update(bookings)
            .set({
              kitFittedAt: at,
              kitFittedById: auth.user.id,
              kitFittedScuId: sql`${bookings.scuId}`,
              kitProductId: kit.id,
              batteryProductId: battery?.id ?? null,
              kitNumber: body.kitNumber,
              ...(battery ? { batteryNo: body.batteryNumber! } : {}),
              updatedAt: at,
              version: nextVersion(bookings.version),
            })
            .where(
              and(
                reachable(recordId, auth),
                eq(bookings.active, true),
                isNull(bookings.kitFittedAt),
                isNotNull(bookings.scuId),
                ne(bookings.status, 'cancelled'),
              ),
            )
            .returning({ scuId: bookings.kitFittedScuId, orderId: bookings.orderId, version: bookings.version })
          if (!row || !before || !row.scuId) throw new NotFitted()
          const issue = async (productId: string) => {
            const moved = await postMovement(tx, {
              scuId: row.scuId!,
              productId,
              kind: 'issue',
              quantity: -1,
              refType: 'booking',
              refId: recordId,
              actorId: auth.user.id,
              reason: `kit fitting of booking ${row.orderId}`,
            })
            if (!moved.ok) refuse(RC.BAD_INPUT, M.insufficientStock)
            return moved.balance
          }
          // Always the kit first, then the battery: two fittings lock the balances in the same order.
          const kitOnHand = await issue(kit.id)
          const batteryOnHand = battery ? await issue(battery.id) : null
          await audit({
            action: 'kitFitting',
            entity: 'booking',
            recordId,
            changes: {
              kitFittedAt: { from: null, to: at.toISOString() },
              kitProductId: { from: null, to: kit.id },
              ...(body.kitNumber !== before.kitNumber ? { kitNumber: { from: before.kitNumber, to: body.kitNumber } } : {}),
              ...(battery ? { batteryProductId: { from: null, to: battery.id } } : {}),
              ...(battery && body.batteryNumber !== before.batteryNo
                ? { batteryNo: { from: before.batteryNo, to: body.batteryNumber } }
                : {}),
              scuId: row.scuId,
            },
            comment: `${row.orderId}: kit ${kit.name} (${kit.sku}) no. ${body.kitNumber}${
              battery ? `, battery ${battery.name} (${battery.sku}) no. ${body.batteryNumber}` : ''
            } fitted`,
          })
          return { version: row.version, kitOnHand, batteryOnHand }
        })
      } catch (e) {
        if (e instanceof NotFitted) return whyNot(fastify, recordId, auth, (b) => notFittable(b) ?? M.alreadyFitted)
        if (isUniqueViolation(e)) return refuse(RC.DUPLICATE, BM.kitInUse)
        throw e
      }
      return ok(reply, { kitFittedAt: Math.floor(at.getTime() / 1000), ...done }, M.fitted)
    },
  )

  app.post(
    CALLS.options,
    {
      schema: {
        tags,
        summary:
          'The booking’s centre and the active kit and battery products with their on-hand there, by name (the kit fitting pick lists)',
        body: kitOptionsBody,
        response: { 200: envelope.extend(kitOptionsAnswer.partial().shape) },
      },
      config: { access },
    },
    async (request, reply) => {
      const [stored] = await db
        .select({ scuId: bookings.scuId, title: serviceCentres.title })
        .from(bookings)
        .leftJoin(serviceCentres, eq(serviceCentres.id, bookings.scuId))
        .where(reachable(request.body.recordId, request.auth!))
        .limit(1)
      if (!stored) return recordNotFound()
      if (!stored.scuId) return refuse(RC.BAD_INPUT, M.noCentre)
      const rows = await db
        .select({
          _id: products.id,
          sku: products.sku,
          name: products.name,
          category: products.category,
          onHand: sql<number>`coalesce(${stockBalances.onHand}, 0)::int`,
        })
        .from(products)
        .leftJoin(stockBalances, and(eq(stockBalances.productId, products.id), eq(stockBalances.scuId, stored.scuId)))
        .where(and(eq(products.active, true), inArray(products.category, ['kit', 'battery'])))
        .orderBy(asc(products.name), asc(products.id))
      const of = (category: string) =>
        rows.filter((r) => r.category === category).map(({ category: _c, ...r }) => ({ ...r, onHand: Number(r.onHand) }))
      return ok(reply, { centre: { _id: stored.scuId, title: stored.title ?? '' }, kits: of('kit'), batteries: of('battery') })
    },
  )
}
