import { z } from 'zod'
import { CALL_LOG_LIMIT, CALL_TYPES, type CallLogRow, type CallType } from './user-activity'

/**
 * socket.io events shared by the server, the app and the device simulator (spec 000 section 7, Realtime). The server
 * joins every signed-in socket to the rooms `user:<id>`, `mobile:<mobileNo>` and `session:<hash>`; a worker's or scc
 * user's phone that connects with `auth: { device: true }` joins `device:<mobileNo>` instead of `mobile:<mobileNo>`
 * (server/realtime/io.ts). Identity always comes from the session cookie, never from a payload.
 */
export const REALTIME_EVENTS = {
  /**
   * Server → app: what the signed-in user may do changed (their role's permissions, their role, or their account was
   * deactivated/deleted). The app refetches the session (GET /islogin), so menu, palette and toolbars follow at once;
   * the server applies the change to the next request regardless.
   */
  sessionChanged: 'session-changed',
  /** Server → the dialled agent's sockets (room `mobile:<10 digits>`): {@link IncomingCall}. */
  incomingCall: 'incoming-call',
  /** Server → the user's sockets (room `user:<id>`): `{ notificationCount }`, the current unread count. */
  notificationCount: 'notification-count',
  /**
   * App → server (with an acknowledgement): {@link CallHistoryRequest}; the server answers the ack with
   * {@link CallHistoryAck} and relays `{ requestId, userMobileNo, adminMobileNo, workerMobileNo }` (+91 numbers) under
   * the same event name to the worker's device sockets.
   */
  getCallHistory: 'get-call-history',
  /**
   * Device → server: {@link DeviceCallLogs}; the server stores the logs and forwards {@link CallHistoryAnswer} under the
   * same event name to the admin socket that asked.
   */
  giveCallLogsToAdmin: 'give-call-logs-to-admin',
  /** Server → the asking admin socket: {@link WorkerNotLoggedIn}, no device of that worker is connected. */
  workerNotLoggedIn: 'worker-not-logged-in',
} as const

/**
 * Why the server refused a socket's handshake (the `connect_error`'s message): no signed-in session, or the database
 * is away for now (SECURITY.md item 33), which the app retries since socket.io does not reconnect after a refusal.
 */
export const HANDSHAKE_REFUSALS = { unauthorized: 'unauthorized', unavailable: 'unavailable' } as const

/** The last 10 digits of a phone number ('+91 98765-43210' → '9876543210'); '' when it has fewer than 10. */
export function mobileKey(s: string): string {
  const digits = s.replace(/\D/g, '')
  return digits.length >= 10 ? digits.slice(-10) : ''
}

/** A call lookup number: the 10 digits with the +91 prefix (spec 000 section 7). */
export const withCountryCode = (s: string) => `+91${mobileKey(s)}`

const phone = z
  .string()
  .max(32)
  .refine((s) => mobileKey(s) !== '', 'Not a phone number')

/** The incoming-call event: the raw webhook numbers plus the caller's and agent's 10 digits. */
export interface IncomingCall {
  /** Unique per webhook call (the provider's CallSid when given). */
  callId: string
  From: string
  DialWhomNumber: string
  /** The caller normalised to 10 digits: the CRM deep link's mobileNo. */
  callerMobileNo: string
  agentMobileNo: string
  /** When the server received the webhook (milliseconds since the epoch). */
  receivedAt: number
  /**
   * The caller's name when a CRM lead (first) or a customer has the caller's number; absent for an unknown caller, or
   * when the lookup failed or was slow (the call is never held back for it).
   */
  callerName?: string
  /** That lead's or customer's city, when recorded. */
  callerCity?: string
  /** Whose name it is. */
  callerKind?: CallerKind
}
export const CALLER_KINDS = ['lead', 'customer'] as const
export type CallerKind = (typeof CALLER_KINDS)[number]
/** An optional caller detail: an unusable one is dropped, never the call. */
const detail = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined)
export const incomingCall = z.object({
  callId: z.string().max(100),
  From: z.string().max(32),
  DialWhomNumber: z.string().max(32),
  callerMobileNo: z.string().regex(/^\d{10}$/),
  agentMobileNo: z.string().regex(/^\d{10}$/),
  receivedAt: z.number(),
  callerName: detail(z.string().trim().min(1).max(201)),
  callerCity: detail(z.string().trim().min(1).max(100)),
  callerKind: detail(z.enum(CALLER_KINDS)),
}) satisfies z.ZodType<IncomingCall>

/** A webhook parameter as the provider writes it (an empty one counts as absent). */
const param = z.string().max(500).optional()
/**
 * The incoming-call webhook's parameters, GET /api/exotel/incoming?… (Exotel's Passthru and Connect applets call with
 * GET and the call's details in the query string) or POST (form-encoded, or JSON; the query string counts too). Both of
 * Exotel's families are read: the caller is `From` or `CallFrom`, the agent who was dialled `DialWhomNumber`, the call
 * `CallSid`; every other parameter (To, CallTo, Direction, StartTime, CurrentTime, flow_id, digits, …) is ignored.
 * Which of them must be there, and what is refused, is the route's (server/modules/exotel, docs/providers.md).
 */
export const incomingCallWebhook = z.looseObject({
  CallSid: param,
  From: param,
  CallFrom: param,
  DialWhomNumber: param,
  To: param,
  CallTo: param,
  Direction: param,
  /** The Connect applet's agent pass-through: 'busy' when the agent is dialled, 'free' when that call ends. */
  Status: param,
})
export type IncomingCallWebhook = z.infer<typeof incomingCallWebhook>
/** The caller and agent numbers of a webhook call: at least 10 digits each. */
export const phoneNumber = phone

export const notificationCountEvent = z.object({ notificationCount: z.number().int().min(0) })

/** App → server: the call history with `userMobileNo` on the phone of the worker (or scc user) `workerMobileNo`. */
export const callHistoryRequest = z.object({
  userMobileNo: phone,
  workerMobileNo: phone,
  /** Accepted for compatibility and ignored: the asker is the session's user. */
  adminMobileNo: z.string().max(32).optional(),
})
export type CallHistoryRequest = z.input<typeof callHistoryRequest>

/** The acknowledgement of a get-call-history request: 109 with the request's id, or a refusal code (110, 111, 123). */
export interface CallHistoryAck {
  responseCode: number
  message?: string
  requestId?: string
  /** Whether a device of that worker was connected when the request was relayed. */
  delivered?: boolean
}

/** What the server relays to the device. */
export interface DeviceCallHistoryRequest {
  requestId: string
  userMobileNo: string
  adminMobileNo: string
  workerMobileNo: string
}

/** Android's numeric call types (CallLog.Calls.TYPE) besides the names (a Map: the key comes from the device). */
const ANDROID_TYPES = new Map<number, CallType>([
  [1, 'incoming'],
  [2, 'outgoing'],
  [3, 'missed'],
  [5, 'rejected'],
])
const callType = z.preprocess(
  (v) => (typeof v === 'number' ? ANDROID_TYPES.get(v) : typeof v === 'string' ? v.toLowerCase() : v),
  z.enum(CALL_TYPES),
)
const count = z.coerce.number().int().min(0).max(1_000_000_000)
const UNIX_MAX = 253_402_300_799
/** Unix seconds, or milliseconds (anything above 10^11 is read as milliseconds, as Android reports them). */
const timestamp = z.coerce
  .number()
  .int()
  .min(0)
  .max(UNIX_MAX * 1000)
  .transform((v) => (v > 1e11 ? Math.floor(v / 1000) : v))
  .refine((v) => v <= UNIX_MAX)
const text = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string()
      .max(max)
      // eslint-disable-next-line no-control-regex
      .transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, ' ').trim() || null)
      .nullable(),
  )

export const deviceCallLog = z.object({
  name: text(200),
  number: z.string().min(1).max(32),
  callType,
  duration: count,
  simDisplayName: text(100),
  timestamp,
})

/** Device → server: the answer to a relayed request (at most {@link CALL_LOG_LIMIT} logs). */
export const deviceCallLogs = z.object({
  requestId: z.guid(),
  callLogs: z.array(deviceCallLog).max(CALL_LOG_LIMIT),
  stats: z.object({ incomingCount: count, outgoingCount: count, missedCount: count }),
})
export type DeviceCallLogs = z.input<typeof deviceCallLogs>

/** Server → admin: the device's answer, logs shaped like POST /user/calllogs rows (newest first). */
export interface CallHistoryAnswer {
  requestId: string
  workerMobileNo: string
  logs: CallLogRow[]
  stats: { incomingCount: number; outgoingCount: number; missedCount: number }
}

export interface WorkerNotLoggedIn {
  requestId: string
  workerMobileNo: string
}
