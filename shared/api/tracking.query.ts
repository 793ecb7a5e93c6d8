import { z } from 'zod'
import { booleanParam, filters, tableQuery } from './contract'

/**
 * What the tracking-log table's address holds (issue 21, `/admin/log/tracking`): its sort keys and filters. The route
 * file imports only this; the row and the contract are in ./tracking.table.ts.
 */
export const trackingTableQuery = tableQuery({
  sort: ['createdAt', 'startedAt', 'lineCount', 'badLineCount'],
  defaultSort: 'createdAt',
  filters: {
    deviceId: filters.id('deviceId must be a device id'),
    riderId: filters.id('riderId must be a user id'),
    hasFaults: { body: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true'), url: booleanParam },
    startDate: filters.startDate(),
    endDate: filters.endDate(),
  },
})

/** The graphs' address: the log, and the shown window (Unix milliseconds) when zoomed. */
export const trackingGraphsSearch = z.object({
  logId: z.guid().optional().catch(undefined),
  from: z.coerce.number().int().min(0).optional().catch(undefined),
  to: z.coerce.number().int().min(0).optional().catch(undefined),
})
export type TrackingGraphsSearch = z.infer<typeof trackingGraphsSearch>
