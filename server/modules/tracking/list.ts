import { eq, or, sql } from 'drizzle-orm'
import { trackingTableContract, type TrackingRow } from '../../../shared/api/tracking'
import { users } from '../../db/schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText } from '../../lib/list-query'
import { userFullName, userWhere } from '../../lib/user-search'
import { trackingLogs } from './schema'

const riderName = sql<string | null>`nullif(trim(coalesce(${users.fname}, '') || ' ' || coalesce(${users.lname}, '')), '')`

const select = {
  id: trackingLogs.id,
  deviceId: trackingLogs.deviceId,
  deviceName: trackingLogs.deviceName,
  filePath: trackingLogs.filePath,
  fileName: trackingLogs.fileName,
  format: trackingLogs.format,
  sizeBytes: trackingLogs.sizeBytes,
  vehicleNo: trackingLogs.vehicleNo,
  riderId: trackingLogs.riderId,
  riderName,
  startedAt: trackingLogs.startedAt,
  endedAt: trackingLogs.endedAt,
  lineCount: trackingLogs.lineCount,
  badLineCount: trackingLogs.badLineCount,
  faults: trackingLogs.faults,
  createdAt: trackingLogs.createdAt,
}

type Selected = Omit<typeof trackingLogs.$inferSelect, 'parsedPath' | 'badLines' | 'faultCount'> & { riderName: string | null }

export function trackingRowOf(r: Selected): TrackingRow {
  return {
    _id: r.id,
    deviceId: r.deviceId,
    deviceName: r.deviceName,
    filePath: r.filePath,
    fileName: r.fileName,
    format: r.format,
    sizeBytes: Number(r.sizeBytes),
    vehicleNo: r.vehicleNo,
    riderId: r.riderId,
    riderName: r.riderName,
    startedAt: unixSeconds(r.startedAt),
    endedAt: unixSeconds(r.endedAt),
    lineCount: r.lineCount,
    badLineCount: r.badLineCount,
    faults: r.faults,
    createdAt: unixSeconds(r.createdAt)!,
  }
}

/**
 * The tracking-log table (POST /log/tracking/all): keyword in the device name, vehicle number or rider's name;
 * filters device, rider, has faults and the date range (the log's first line); newest upload first.
 */
export const trackingList = defineList({
  contract: trackingTableContract,
  entity: 'trackingLog',
  table: trackingLogs,
  id: trackingLogs.id,
  joins: [{ table: users, on: eq(users.id, trackingLogs.riderId) }],
  select,
  toRow: trackingRowOf,
  search: (keyword) =>
    or(
      containsText(sql`${trackingLogs.deviceName} || ' ' || coalesce(${trackingLogs.vehicleNo}, '')`, keyword),
      userWhere(trackingLogs.riderId, containsText(userFullName, keyword)),
    )!,
  sort: {
    createdAt: trackingLogs.createdAt,
    startedAt: trackingLogs.startedAt,
    lineCount: trackingLogs.lineCount,
    badLineCount: trackingLogs.badLineCount,
  },
  generic: { dates: trackingLogs.startedAt },
  filters: {
    deviceId: (v) => eq(trackingLogs.deviceId, v),
    riderId: (v) => eq(trackingLogs.riderId, v),
    hasFaults: (v) => (v ? sql`${trackingLogs.faultCount} > 0` : sql`${trackingLogs.faultCount} = 0`),
  },
})
