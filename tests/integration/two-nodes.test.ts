import type { Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  REALTIME_EVENTS,
  type CallHistoryAck,
  type CallHistoryAnswer,
  type DeviceCallHistoryRequest,
  type IncomingCall,
} from '../../shared/api/realtime'
import { httpSignIn, nextEvent, openSocket, scratchDatabase, startNode, type Node } from './support/nodes'

const databaseUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL
const SECRET = 'two-nodes-webhook-secret-0123'

/**
 * Issue 6, many nodes: two server processes on one PostgreSQL database and one Redis (the socket.io Redis adapter).
 * A call posted to node A's webhook reaches the agent connected to node B; a call-history request from an admin on
 * node A reaches the device on node B and the answer comes back.
 */
describe.skipIf(!databaseUrl || !redisUrl)('two nodes behind one Redis', () => {
  let a: Node
  let b: Node
  let drop: () => Promise<void>
  const sockets: Socket[] = []
  beforeAll(async () => {
    const db = await scratchDatabase(databaseUrl!, 'two_nodes')
    drop = db.drop
    const env = { DATABASE_URL: db.url, REDIS_URL: redisUrl!, REDIS_PREFIX: `two-nodes-${process.pid}`, EXOTEL_WEBHOOK_SECRET: SECRET }
    // A first (it migrates and seeds the empty database), then B on the same data.
    a = await startNode(env)
    b = await startNode({ ...env, SEED_DEMO: 'false' })
  }, 180_000)
  afterAll(async () => {
    for (const s of sockets) s.close()
    await Promise.all([a?.stop(), b?.stop()])
    await drop?.()
  })

  const keep = (s: Socket) => (sockets.push(s), s)

  it('delivers a call posted to node A to the agent connected to node B, and to no one else', async () => {
    const agent = keep(await openSocket(b.url, await httpSignIn(a.url, '9000000002')))
    const other = keep(await openSocket(b.url, await httpSignIn(b.url, '9000000003')))
    const callId = `two-nodes-${Date.now()}`
    const got = nextEvent<IncomingCall>(agent, REALTIME_EVENTS.incomingCall, (c) => c.callId === callId)
    const notOther = nextEvent<IncomingCall>(other, REALTIME_EVENTS.incomingCall, (c) => c.callId === callId, 1500)
    const res = await fetch(`${a.url}/api/exotel/incoming`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-webhook-token': SECRET },
      body: new URLSearchParams({ CallSid: callId, From: '09876543210', DialWhomNumber: '09000000002' }).toString(),
    })
    expect(res.status).toBe(200)
    expect((await got)?.callerMobileNo).toBe('9876543210')
    expect(await notOther).toBeNull()
  })

  it('relays a call-history request from node A to the device on node B and brings the answer back', async () => {
    const admin = keep(await openSocket(a.url, await httpSignIn(a.url, '9000000001')))
    const device = keep(await openSocket(b.url, await httpSignIn(b.url, '9000000005'), { device: true }))
    device.on(REALTIME_EVENTS.getCallHistory, (req: DeviceCallHistoryRequest) => {
      device.emit(REALTIME_EVENTS.giveCallLogsToAdmin, {
        requestId: req.requestId,
        callLogs: [
          { name: 'Asha', number: req.userMobileNo, callType: 'outgoing', duration: 42, simDisplayName: 'Jio', timestamp: 1_790_000_000 },
        ],
        stats: { incomingCount: 0, outgoingCount: 1, missedCount: 0 },
      })
    })
    const answered = nextEvent<CallHistoryAnswer>(admin, REALTIME_EVENTS.giveCallLogsToAdmin)
    const ack = (await admin
      .timeout(5000)
      .emitWithAck(REALTIME_EVENTS.getCallHistory, { userMobileNo: '9876500002', workerMobileNo: '9000000005' })) as CallHistoryAck
    expect(ack).toMatchObject({ responseCode: 109, delivered: true })
    const answer = await answered
    expect(answer?.requestId).toBe(ack.requestId)
    expect(answer?.logs).toHaveLength(1)
    expect(answer?.logs[0]).toMatchObject({ number: '+919876500002', callType: 'outgoing', duration: 42 })

    // With the device gone from node B, node A answers worker-not-logged-in.
    device.close()
    await new Promise((r) => setTimeout(r, 300))
    const missing = nextEvent<{ requestId: string }>(admin, REALTIME_EVENTS.workerNotLoggedIn)
    const again = (await admin
      .timeout(5000)
      .emitWithAck(REALTIME_EVENTS.getCallHistory, { userMobileNo: '9876500002', workerMobileNo: '9000000005' })) as CallHistoryAck
    expect(again.delivered).toBe(false)
    expect((await missing)?.requestId).toBe(again.requestId)
  })
})
