import { z } from 'zod'
import { tableContract } from './contract'
import { trackingTableQuery } from './tracking.query'

export * from './tracking.query'

/** A tracking log as the table gives it (times in Unix seconds; the lines' range as the device logged it). */
export const trackingRow = z.object({
  _id: z.string(),
  deviceId: z.string(),
  deviceName: z.string(),
  filePath: z.string(),
  fileName: z.string(),
  format: z.enum(['csv', 'ndjson']),
  sizeBytes: z.number().int(),
  vehicleNo: z.string().nullable(),
  riderId: z.string().nullable(),
  riderName: z.string().nullable(),
  startedAt: z.number().int().nullable(),
  endedAt: z.number().int().nullable(),
  lineCount: z.number().int(),
  badLineCount: z.number().int(),
  faults: z.array(z.string()),
  createdAt: z.number().int(),
})
export type TrackingRow = z.infer<typeof trackingRow>

export const trackingTableContract = tableContract({
  list: '/log/tracking/all',
  export: '/log/tracking/export',
  row: trackingRow,
  query: trackingTableQuery,
})
