import { z } from 'zod'

/**
 * What the dashboard calls answer (spec 001 section 3, "Dashboard results"). Money is integer paise; km are numbers;
 * times are Unix seconds. Every answer also carries the range it counted (`from` inclusive, `to` exclusive), so a
 * screen that sent no dates learns the default range.
 */

const count = z.number().int()
const range = { from: z.number(), to: z.number() }

/** A day in India: the booking-count result's `_id` (month and year groupings leave the smaller parts null). */
export const dayId = z.object({ day: z.number().int().nullable(), month: z.number().int().nullable(), year: z.number().int() })
export type DayId = z.infer<typeof dayId>

/** Counts by status of one day: `_id` plus an item list of status and count. */
export const statusDay = z.object({ _id: dayId, items: z.array(z.object({ status: z.string(), count })), total: count })
export type StatusDay = z.infer<typeof statusDay>

export const statusTotals = z.array(z.object({ status: z.string(), count }))

/** POST test ride counts, enquiry stats: by day, each with its statuses; and the totals of the range. */
export const statusSeriesAnswer = z.object({ ...range, result: z.array(statusDay), totals: statusTotals, total: count })
export type StatusSeriesAnswer = z.infer<typeof statusSeriesAnswer>

/** POST test rides by created date, user count; GET dashboard stats (booking counts). */
export const countSeriesAnswer = z.object({ ...range, result: z.array(z.object({ _id: dayId, count })), total: count })
export type CountSeriesAnswer = z.infer<typeof countSeriesAnswer>

/** POST pre-book counts and recharges: count and amount (paise) per day. */
export const amountSeriesAnswer = z.object({
  ...range,
  result: z.array(z.object({ _id: dayId, count, amountPaise: z.number().int() })),
  total: count,
  amountPaise: z.number().int(),
})
export type AmountSeriesAnswer = z.infer<typeof amountSeriesAnswer>

/** POST ride km: trips and their km per day. */
export const kmSeriesAnswer = z.object({
  ...range,
  result: z.array(z.object({ _id: dayId, rides: count, km: z.number() })),
  rides: count,
  km: z.number(),
})
export type KmSeriesAnswer = z.infer<typeof kmSeriesAnswer>

/** GET dashboard cards: the older dashboard's Total Test Ride, Total Pre-Book, Total Payment. */
export const cardsAnswer = z.object({
  result: z.object({ totalTestRides: count, totalPreBookings: count, totalPaymentPaise: z.number().int() }),
})
export type CardsAnswer = z.infer<typeof cardsAnswer>

/** A plan in the Subscription Plans chart: recharges of it and what they paid. */
export const planSlice = z.object({ planId: z.string(), title: z.string(), count, amountPaise: z.number().int() })

/** GET new dashboard cards: Global Statistics and the Subscription Plans chart. */
export const newCardsAnswer = z.object({
  result: z.object({
    totalUsers: count,
    plansRevenuePaise: z.number().int(),
    totalRides: count,
    totalServiceStations: count,
    plans: z.array(planSlice),
  }),
})
export type NewCardsAnswer = z.infer<typeof newCardsAnswer>

/** One bucket of the Call Status chart: its start (Unix seconds, India) and the calls of each kind. */
export const callBucket = z.object({ at: z.number(), incomingCount: count, outgoingCount: count, missedCount: count })
export type CallBucket = z.infer<typeof callBucket>

/** GET call data: `result.callTypeCount` by bucket (missed counts missed and rejected calls), and the range's totals. */
export const callDataAnswer = z.object({
  ...range,
  result: z.object({
    graphType: z.string(),
    callTypeCount: z.array(callBucket),
    totals: z.object({ incomingCount: count, outgoingCount: count, missedCount: count }),
  }),
})
export type CallDataAnswer = z.infer<typeof callDataAnswer>

/** POST bar chart: counts by status (bookings' stage, service requests' status, tickets' stage), every status listed. */
export const barChartAnswer = z.object({ ...range, model: z.string(), result: statusTotals, total: count })
export type BarChartAnswer = z.infer<typeof barChartAnswer>

/** POST pie chart: bookings waiting for their kit or battery, service requests waiting for painting. */
export const pieChartAnswer = z.object({ ...range, result: z.object({ kit: count, battery: count, painting: count }) })
export type PieChartAnswer = z.infer<typeof pieChartAnswer>

/** GET CRM marketing stats: leads by lead source, every source listed (a lead may name several). */
export const crmMarketingAnswer = z.object({ ...range, result: z.array(z.object({ source: z.string(), count })), total: count })
export type CrmMarketingAnswer = z.infer<typeof crmMarketingAnswer>

/** GET vehicle details: the Vehicles card. */
export const vehiclesAnswer = z.object({
  result: z.object({
    models: count,
    registered: count,
    byType: z.array(z.object({ vehicleType: z.string(), count })),
  }),
})
export type VehiclesAnswer = z.infer<typeof vehiclesAnswer>

/** GET enquiry dashboard details: the Enquires card. */
export const enquiriesAnswer = z.object({ result: z.object({ total: count, open: count, closed: count }) })
export type EnquiriesAnswer = z.infer<typeof enquiriesAnswer>

/** GET branch details: active branches matching the keyword (at most 50), with their centre. */
export const branchesAnswer = z.object({
  result: z.array(z.object({ _id: z.string(), name: z.string(), scuId: z.string(), centreTitle: z.string() })),
})
export type BranchesAnswer = z.infer<typeof branchesAnswer>

/** A centre on the Service Stations map: location coordinates as longitude then latitude (spec 001 section 3). */
export const stationRow = z.object({
  _id: z.string(),
  title: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  location: z.object({ coordinates: z.tuple([z.number(), z.number()]) }).nullable(),
})
export type StationRow = z.infer<typeof stationRow>

/** POST service centres: a page of active centres by title (the generic list's rows, pages, filterRecords). */
export const serviceCentresAnswer = z.object({ rows: z.array(stationRow), pages: count, filterRecords: count })
export type ServiceCentresAnswer = z.infer<typeof serviceCentresAnswer>

/** POST search service centre: at most 50 active centres whose title, address or city holds the keyword. */
export const stationSearchAnswer = z.object({ result: z.array(stationRow) })
export type StationSearchAnswer = z.infer<typeof stationSearchAnswer>
