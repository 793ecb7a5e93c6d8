import { booleanParam, idParam, intParam, searchObject } from '../url-params'
import { filters, tableQuery, type Zod } from './contract'

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
    hasFaults: {
      body: (z: Zod) => z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true'),
      url: booleanParam,
    },
    startDate: filters.startDate(),
    endDate: filters.endDate(),
  },
})

/** The graphs' address: the log, and the shown window (Unix milliseconds) when zoomed. */
export const trackingGraphsSearch = searchObject({
  logId: idParam,
  from: intParam(0, Number.MAX_SAFE_INTEGER),
  to: intParam(0, Number.MAX_SAFE_INTEGER),
})
export type TrackingGraphsSearch = ReturnType<typeof trackingGraphsSearch>
