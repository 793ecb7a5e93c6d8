import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Server, Socket } from 'socket.io'
import {
  callHistoryRequest,
  deviceCallLogs,
  mobileKey,
  REALTIME_EVENTS,
  withCountryCode,
  type CallHistoryAck,
  type CallHistoryAnswer,
  type DeviceCallHistoryRequest,
  type WorkerNotLoggedIn,
} from '../../shared/api/realtime'
import { MESSAGES, RC } from '../../shared/response-codes'
import { callLogs, users } from '../db/schema'
import { inScope } from '../lib/user-scope'
import type { SessionReloader, SocketData } from './io'

/** How long an asking socket stays in its request's room, waiting for the device's answer. */
export const CALL_HISTORY_WAIT_MS = 30_000
const PHONE_USERS = new Set(['worker', 'scc'])

/** At most `max` events per socket per minute; further ones are ignored. */
function withinBudget(socket: Socket, key: string, max: number): boolean {
  const now = Date.now()
  const bucket = ((socket.data as Record<string, unknown>)[key] ??= { since: now, n: 0 }) as { since: number; n: number }
  if (now - bucket.since > 60_000) {
    bucket.since = now
    bucket.n = 0
  }
  return ++bucket.n <= max
}

/**
 * get-call-history from the contacts dialog. The asker must (still) hold Users + contacts and reach the worker (the
 * users scope of SECURITY.md item 14); the request goes to the worker's device sockets on any node, with a fresh
 * request id whose room only the asking socket joins, so the answer — arriving on whichever node the device is
 * connected to — comes back to it alone. No device connected (fetchSockets asks every node): worker-not-logged-in.
 */
export async function handleCallHistoryRequest(
  app: FastifyInstance,
  io: Server,
  socket: Socket,
  reload: SessionReloader,
  payload: unknown,
  ack: unknown,
): Promise<void> {
  const reply = (a: CallHistoryAck) => {
    if (typeof ack === 'function') (ack as (a: CallHistoryAck) => void)(a)
  }
  if (!withinBudget(socket, 'historyBudget', 60)) return reply({ responseCode: RC.THROTTLED, message: MESSAGES.THROTTLED })
  const auth = await reload(socket)
  if (!auth) {
    reply({ responseCode: RC.INVALID_SESSION, message: MESSAGES.INVALID_SESSION })
    socket.disconnect(true)
    return
  }
  if (!auth.perms.allows({ screen: 'Users', button: 'contacts' }))
    return reply({ responseCode: RC.NO_PERMISSION, message: MESSAGES.NO_PERMISSION })
  const parsed = callHistoryRequest.safeParse(payload)
  if (!parsed.success) return reply({ responseCode: RC.BAD_INPUT, message: MESSAGES.BAD_INPUT })
  const workerMobileNo = mobileKey(parsed.data.workerMobileNo)
  const [worker] = await app.db
    .select({ id: users.id, userType: users.userType, scuId: users.scuId, branchId: users.branchId })
    .from(users)
    .where(eq(users.mobileNo, workerMobileNo))
  if (!worker || !PHONE_USERS.has(worker.userType) || !inScope(auth, worker)) {
    return reply({ responseCode: RC.NOT_FOUND, message: MESSAGES.NOT_FOUND })
  }

  const requestId = randomUUID()
  const deviceRoom = `device:${workerMobileNo}`
  let connected = 0
  try {
    connected = (await io.in(deviceRoom).fetchSockets()).length
  } catch (err) {
    // A node did not answer in time: relay anyway, the device may still be there.
    app.log.warn({ err }, 'fetchSockets for a call-history request')
    connected = 1
  }
  if (connected === 0) {
    reply({ responseCode: RC.SUCCESS, requestId, delivered: false })
    socket.emit(REALTIME_EVENTS.workerNotLoggedIn, { requestId, workerMobileNo } satisfies WorkerNotLoggedIn)
    return
  }
  const room = `call-history:${requestId}`
  await socket.join(room)
  setTimeout(() => void socket.leave(room), CALL_HISTORY_WAIT_MS).unref()
  reply({ responseCode: RC.SUCCESS, requestId, delivered: true })
  io.to(deviceRoom).emit(REALTIME_EVENTS.getCallHistory, {
    requestId,
    userMobileNo: withCountryCode(parsed.data.userMobileNo),
    adminMobileNo: withCountryCode(auth.user.mobileNo),
    workerMobileNo: withCountryCode(workerMobileNo),
  } satisfies DeviceCallHistoryRequest)
}

/**
 * give-call-logs-to-admin from a device socket: validated (shape, at most 500 logs, field lengths), stored as the
 * device user's call logs (a log already stored is skipped) and forwarded to the room of the request it answers.
 * Invalid answers are ignored.
 */
export async function handleDeviceCallLogs(app: FastifyInstance, io: Server, socket: Socket, payload: unknown): Promise<void> {
  if (!withinBudget(socket, 'answerBudget', 60)) return
  const parsed = deviceCallLogs.safeParse(payload)
  if (!parsed.success) return
  const { auth } = socket.data as SocketData
  const { requestId, stats } = parsed.data
  const seen = new Set<string>()
  const logs = parsed.data.callLogs
    .filter((l) => {
      const key = `${l.timestamp}:${l.number}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .sort((a, b) => b.timestamp - a.timestamp)
  if (logs.length > 0) {
    try {
      await app.db
        .insert(callLogs)
        .values(
          logs.map((l) => ({
            userId: auth.user.id,
            name: l.name,
            number: l.number,
            callType: l.callType,
            duration: l.duration,
            simDisplayName: l.simDisplayName,
            timestamp: new Date(l.timestamp * 1000),
          })),
        )
        .onConflictDoNothing()
    } catch (err) {
      app.log.warn({ err }, 'storing call logs from a device')
    }
  }
  const answer: CallHistoryAnswer = {
    requestId,
    workerMobileNo: auth.user.mobileNo,
    logs: logs.map((l) => ({ _id: `${l.timestamp}:${l.number}`, ...l })),
    stats,
  }
  io.to(`call-history:${requestId}`).emit(REALTIME_EVENTS.giveCallLogsToAdmin, answer)
}
