import { eq, or, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { bookingOptionsAnswer } from '../../../shared/api/booking'
import { RTO_SEARCH_CALLS, type RtoSearchRow, rtoSearchTableContract } from '../../../shared/api/rto-search.table'
import { envelope, ok } from '../../http'
import { defineList } from '../../lib/list'
import { registerListRoutes } from '../../lib/list-routes'
import { containsText, digitPrefix, likeContains, phoneDigits } from '../../lib/list-query'
import { bookingScope } from './booking-data'
import { bookingJoins, bookingRowOf, bookingSelect } from './list'
import { listedOptions, registerRtoSettlementCall, registerRtoStatusCall } from './rto-calls'
import { bookingSearchText, bookings } from './schema'

const tags = ['rto']

/**
 * The global search box's text (already upper-cased, spaces dropped by the contract) against the RTO keys: the
 * registration number, the chassis number or the order id contain it (compared upper-cased), or the customer's mobile
 * number starts with its digits. The trigram index of the bookings' search text (which holds the three codes) narrows
 * the rows first; the precise test then leaves out the name and kit number that text also holds.
 */
export function vehicleNoMatches(vehicleNo: string): SQL | undefined {
  if (!vehicleNo) return undefined
  const like = likeContains(vehicleNo)
  const codes = or(
    sql`upper(coalesce(${bookings.registrationNo}, '')) LIKE ${like}`,
    sql`upper(coalesce(${bookings.chassisNo}, '')) LIKE ${like}`,
    sql`upper(${bookings.orderId}) LIKE ${like}`,
  )!
  const byCode = sql`(${containsText(bookingSearchText(bookings), vehicleNo)} AND ${codes})`
  const digits = /^\+?\d+$/.test(vehicleNo) ? phoneDigits(vehicleNo) : null
  return digits ? or(digitPrefix(bookings.customerMobileNo, digits), byCode) : byCode
}

/** A booking row → the RTO search's row. */
function rtoRowOf(r: Parameters<typeof bookingRowOf>[0]): RtoSearchRow {
  const b = bookingRowOf(r)
  return {
    _id: b._id,
    orderId: b.orderId,
    customerName: b.customerName,
    customerMobileNo: b.customerMobileNo,
    vehicleModel: b.vehicleModel,
    registrationNo: b.registrationNo,
    chassisNo: b.chassisNo,
    rtoStatus: b.rtoStatus,
    rtoTotalAmount: b.rtoTotalAmount,
    rtoAmountPaid: b.rtoAmountPaid,
    rtoBalance: b.rtoBalance,
    rtoSettlementDone: b.rtoSettlementDone,
    rcReceivedFromRto: b.rcReceivedFromRto,
    rcDeliveredToCustomer: b.rcDeliveredToCustomer,
    fcValidTill: b.fcValidTill,
    insuranceTill: b.insuranceTill,
    active: b.active,
    updatedAt: b.updatedAt,
  }
}

/** The booking's columns without the lead's CRM fields (the RTO search shows none of them). */
const { lead: _lead, ...rtoSelect } = bookingSelect

/**
 * The RTO search (POST /rto/search) and its export (POST /rto/export): the bookings in the actor's reach (bookingScope:
 * an scp their own franchise's, an scc their centre's, admins all) with their RTO fields.
 * - vehicleNo (the global search box): registration, chassis, order id or customer mobile (vehicleNoMatches);
 * - keyword (the table's search box): as on the bookings table, anywhere in order id, name and the codes;
 * - filters: active, rtoStatus, rtoSettlementDone; sort: updatedAt (default, newest first), orderId, registrationNo,
 *   customerName, rtoBalance.
 */
export const rtoSearchList = defineList({
  contract: rtoSearchTableContract,
  entity: 'booking',
  table: bookings,
  id: bookings.id,
  joins: bookingJoins,
  select: rtoSelect,
  toRow: (r) => rtoRowOf({ ...r, lead: null }),
  search: (keyword) => containsText(bookingSearchText(bookings), keyword),
  sort: {
    updatedAt: bookings.updatedAt,
    orderId: bookings.orderId,
    registrationNo: bookings.registrationNo,
    customerName: bookings.customerName,
    rtoBalance: bookings.rtoBalance,
  },
  generic: { active: bookings.active },
  filters: {
    vehicleNo: vehicleNoMatches,
    rtoStatus: (v) => eq(bookings.rtoStatus, v),
    rtoSettlementDone: (v) => eq(bookings.rtoSettlementDone, v),
  },
  scope: bookingScope,
})

/**
 * The RTO search's calls (under /api/admin, permission RTOSearch): the table and its export, the RTO statuses (the
 * inline dropdown's options, GET /rto/statuses), the inline status (POST /rto/status, button changeStatus) and the
 * settlement (POST /rto/settlement, button rtoSettlement), the same calls as the bookings' with the same scope and audit.
 */
export function rtoSearchRoutes(fastify: FastifyInstance): void {
  registerListRoutes(fastify, rtoSearchList, { screen: 'RTOSearch', tags, what: 'RTO search' })
  fastify.withTypeProvider<ZodTypeProvider>().get(
    RTO_SEARCH_CALLS.rtoStatuses,
    {
      schema: {
        tags,
        summary: 'The active RTO statuses (the inline rtoStatus dropdown’s bookingStatus list), in order',
        response: { 200: envelope.extend(bookingOptionsAnswer.shape) },
      },
      config: { access: { screen: 'RTOSearch' } },
    },
    async (_request, reply) => ok(reply, { result: await listedOptions(fastify.db, 'bookingStatus') }),
  )
  registerRtoStatusCall(fastify, { path: RTO_SEARCH_CALLS.rtoStatus, screen: 'RTOSearch', tags })
  registerRtoSettlementCall(fastify, { path: RTO_SEARCH_CALLS.rtoSettlement, screen: 'RTOSearch', tags })
}
