import { z } from 'zod'
import { requiredName } from '../validation'
export * from './tracking.table'

/**
 * Tracking logs (issue 21; spec 002: Tracking log — device name, file path; dialog 'View Tracking Logs'): the
 * telematics units' uploads, their lines, graphs and the device tokens. Messages are English; the spec gives none.
 */
export const TRACKING_MESSAGES = {
  uploaded: 'Tracking log stored',
  tooLarge: 'The tracking log is too large: at most 20 MB per upload',
  empty: 'The tracking log has no lines',
  badToken: 'Unknown or revoked device token',
  noLines: 'The tracking log has no valid line',
  unknownLog: 'Tracking log not found',
  deviceName: 'Please enter the device name (up to 60 characters)',
  vehicleNo: 'Please enter a valid vehicle number',
  deviceExists: 'A device with this name already has an active token',
  unknownDevice: 'Device not found or already revoked',
  issued: 'Device token issued: copy it now, it is not shown again',
  revoked: 'Device token revoked',
  badRange: 'The end of the range must be after its start',
} as const
const TM = TRACKING_MESSAGES

/** The largest upload a device may send. */
export const TRACKING_MAX_BYTES = 20 * 1024 * 1024

/** The fields of a line, in the CSV's canonical column order. */
export const TRACKING_FIELDS = [
  'timestamp',
  'latitude',
  'longitude',
  'speed',
  'batteryVoltage',
  'batteryCurrent',
  'motorCurrent',
  'controllerTemperature',
  'batteryTemperature',
  'stateOfCharge',
  'faultCode',
] as const
export type TrackingField = (typeof TRACKING_FIELDS)[number]

/** The numeric series the graphs draw (everything but the time, the position and the fault). */
export const TRACKING_SERIES = [
  'speed',
  'batteryVoltage',
  'batteryCurrent',
  'motorCurrent',
  'controllerTemperature',
  'batteryTemperature',
  'stateOfCharge',
] as const
export type TrackingSeries = (typeof TRACKING_SERIES)[number]

/** One valid line as the lines call answers it (timestamp in Unix milliseconds, fault null when none). */
export const trackingLine = z.object({
  line: z.number().int(),
  timestamp: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  speed: z.number(),
  batteryVoltage: z.number(),
  batteryCurrent: z.number(),
  motorCurrent: z.number(),
  controllerTemperature: z.number(),
  batteryTemperature: z.number(),
  stateOfCharge: z.number(),
  faultCode: z.string().nullable(),
})
export type TrackingLine = z.infer<typeof trackingLine>

/** A refused line: its number (1 based, the header is line 1 of a CSV) and why. */
export const badLine = z.object({ line: z.number().int(), reason: z.string() })
export type BadLine = z.infer<typeof badLine>

/** POST /api/device/tracking answers what it stored and the lines it refused (the first 50 of them). */
export const ingestAnswer = z.object({
  logId: z.string(),
  lineCount: z.number().int(),
  badLineCount: z.number().int(),
  badLines: z.array(badLine),
  faults: z.array(z.string()),
  riderId: z.string().nullable(),
})
export type IngestAnswer = z.infer<typeof ingestAnswer>

/** GET /log/tracking/lines: a page of a log's valid lines. */
export const linesQuery = z.object({
  logId: z.guid({ error: TM.unknownLog }),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(200),
})
export const linesAnswer = z.object({ total: z.number().int(), offset: z.number().int(), lines: z.array(trackingLine) })
export type LinesAnswer = z.infer<typeof linesAnswer>

/** GET /log/tracking/series: the downsampled series of a log within [from, to] (Unix ms), at most `points` each. */
export const seriesQuery = z
  .object({
    logId: z.guid({ error: TM.unknownLog }),
    from: z.coerce.number().int().min(0).optional(),
    to: z.coerce.number().int().min(0).optional(),
    points: z.coerce.number().int().min(10).max(5000).default(1000),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.to > q.from, { message: TM.badRange, path: ['to'] })

/** A series as parallel arrays: times (Unix ms) and values. */
const xy = z.object({ t: z.array(z.number()), v: z.array(z.number()) })
export const seriesAnswer = z.object({
  log: z.object({ _id: z.string(), deviceName: z.string(), riderName: z.string().nullable(), start: z.number(), end: z.number() }),
  from: z.number(),
  to: z.number(),
  /** Lines in the window before downsampling. */
  inWindow: z.number().int(),
  series: z.record(z.enum(TRACKING_SERIES), xy),
  /** The route (downsampled): [longitude, latitude] pairs. */
  route: z.array(z.tuple([z.number(), z.number()])),
  /** Lines with a fault in the window (at most 200): time and code. */
  faults: z.array(z.object({ t: z.number(), code: z.string() })),
})
export type SeriesAnswer = z.infer<typeof seriesAnswer>

/** The devices and riders the filters offer. */
export const trackingOptionsAnswer = z.object({
  devices: z.array(z.object({ value: z.string(), label: z.string() })),
  riders: z.array(z.object({ value: z.string(), label: z.string() })),
})

/** A device as the token dialog lists it. */
export const trackingDevice = z.object({
  _id: z.string(),
  name: z.string(),
  vehicleNo: z.string().nullable(),
  createdAt: z.number().int(),
  revokedAt: z.number().int().nullable(),
  lastUploadAt: z.number().int().nullable(),
})
export type TrackingDevice = z.infer<typeof trackingDevice>
export const devicesAnswer = z.object({ devices: z.array(trackingDevice) })

/** Issue a token: the device's name and the vehicle it rides on (matched to a rider by vehicle number). */
export const issueTokenBody = z.object({
  name: requiredName(TM.deviceName, 60, TM.deviceName),
  vehicleNo: z
    .string()
    .trim()
    .toUpperCase()
    .max(20, TM.vehicleNo)
    .regex(/^[A-Z0-9 -]*$/, TM.vehicleNo)
    .optional()
    .transform((v) => v || null),
})
export type IssueTokenBody = z.input<typeof issueTokenBody>
/** The token is answered once, never stored in clear. */
export const issueTokenAnswer = z.object({ deviceId: z.string(), token: z.string() })
export const revokeTokenBody = z.object({ deviceId: z.guid({ error: TM.unknownDevice }) })

/** The tracking calls under /api/admin (GET unless said). */
export const TRACKING_CALLS = {
  lines: '/log/tracking/lines',
  series: '/log/tracking/series',
  download: '/log/tracking/download',
  options: '/log/tracking/options',
  devices: '/log/tracking/devices',
  /** POST */
  issue: '/log/tracking/devices/issue',
  /** POST */
  revoke: '/log/tracking/devices/revoke',
} as const

/** The device's upload, outside /api/admin: body is the file (text/csv or application/x-ndjson), Bearer token. */
export const TRACKING_INGEST_PATH = '/api/device/tracking'
