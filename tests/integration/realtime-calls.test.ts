import type { AddressInfo } from 'node:net'
import { eq, ne } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  incomingCall,
  REALTIME_EVENTS,
  type CallHistoryAck,
  type CallHistoryAnswer,
  type DeviceCallHistoryRequest,
  type IncomingCall,
} from '../../shared/api/realtime'
import { grant } from '../../shared/permissions'
import { callLogs, leads, notifications, roles, serviceCentres, users } from '../../server/db/schema'
import { pushNotificationCount } from '../../server/realtime/notifications'
import { testDatabases } from './support/databases'
import { EXOTEL_AGENT, EXOTEL_CALLER, EXOTEL_PAYLOADS, encoded } from './support/exotel-payloads'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'
import { installRowLog } from './support/row-log'

const SECRET = 'test-webhook-secret-0123456789'

/** Issue 6: the incoming-call webhook, notification counts and the worker call-log exchange over sockets. */
describe.each(testDatabases)('realtime calls on $name', (tdb) => {
  let h: Harness
  let url: string
  const open: Socket[] = []
  beforeAll(async () => {
    h = await startHarness(tdb, { config: { EXOTEL_WEBHOOK_SECRET: SECRET } })
    await h.app.listen({ host: '127.0.0.1', port: 0 })
    url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    for (const s of open) s.close()
    await h.close()
  })

  async function socketOf(agent: Agent, opts: { device?: boolean } = {}): Promise<Socket> {
    const socket = connect(url, {
      transports: ['websocket'],
      extraHeaders: { cookie: `sid=${agent.cookie}` },
      reconnection: false,
      auth: opts.device ? { device: true } : {},
    })
    open.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve())
      socket.on('connect_error', reject)
    })
    return socket
  }

  function next<T>(socket: Socket, event: string, ms = 3000): Promise<T | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        socket.off(event, on)
        resolve(null)
      }, ms)
      const on = (payload: T) => {
        clearTimeout(timer)
        socket.off(event, on)
        resolve(payload)
      }
      socket.on(event, on)
    })
  }

  const webhook = (body: string | object, headers: Record<string, string> = { 'x-webhook-token': SECRET }, query = '') =>
    h.app.inject({
      method: 'POST',
      url: `/api/exotel/incoming${query}`,
      headers: { 'content-type': typeof body === 'string' ? 'application/x-www-form-urlencoded' : 'application/json', ...headers },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    })

  it('delivers an incoming call only to the agent who was dialled, with the caller normalised', async () => {
    const support = await socketOf(await signIn(h, ACCOUNTS.support))
    const other = await socketOf(await signIn(h, ACCOUNTS.franchise))
    const got = next<IncomingCall>(support, REALTIME_EVENTS.incomingCall)
    const notOther = next<IncomingCall>(other, REALTIME_EVENTS.incomingCall, 500)
    // Exotel's form encoding, with the numbers as the provider writes them.
    const res = await webhook('CallSid=abc123&From=09876543210&DialWhomNumber=%2B91%2090000%2000002&Direction=incoming')
    expect(res.statusCode).toBe(200)
    expect(res.json().responseCode).toBe(109)
    const call = await got
    expect(call).toMatchObject({ callId: 'abc123', callerMobileNo: '9876543210', agentMobileNo: '9000000002', From: '09876543210' })
    expect(await notOther).toBeNull()
    // JSON and the query token work too.
    const again = next<IncomingCall>(support, REALTIME_EVENTS.incomingCall)
    const r2 = await webhook({ From: '+919812345678', DialWhomNumber: '9000000002' }, {}, `?token=${SECRET}`)
    expect(r2.statusCode).toBe(200)
    expect((await again)?.callerMobileNo).toBe('9812345678')
  })

  it('takes Exotel’s documented Passthru and Connect calls by GET and POST, refusing them without the token, writing nothing', async () => {
    const rows = await installRowLog(h.database)
    expect(ACCOUNTS.support).toBe(EXOTEL_AGENT)
    const support = await socketOf(await signIn(h, ACCOUNTS.support))
    await rows.take()
    let marks = 0
    /** The next call shown to the agent; a marker call after the others proves that none of them was shown. */
    const shownNext = () => next<IncomingCall>(support, REALTIME_EVENTS.incomingCall)
    const marker = async () => {
      const callId = `marker-${++marks}`
      expect((await webhook({ From: EXOTEL_CALLER, DialWhomNumber: EXOTEL_AGENT, CallSid: callId })).statusCode).toBe(200)
      return callId
    }
    const call = (method: 'GET' | 'POST', query: string, form?: string, headers: Record<string, string> = {}) =>
      h.app.inject({
        method,
        url: `/api/exotel/incoming?${query}`,
        headers: form === undefined ? headers : { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        ...(form === undefined ? {} : { payload: form }),
      })
    for (const payload of EXOTEL_PAYLOADS) {
      const q = encoded(payload.params)
      const ways = [
        { way: 'GET with the query string', send: (token: string | null) => call('GET', token === null ? q : `token=${token}&${q}`) },
        { way: 'POST form-encoded', send: (token: string | null) => call('POST', token === null ? '' : `token=${token}`, q) },
        {
          way: 'POST with the query string, token in the header',
          send: (token: string | null) => call('POST', q, '', token === null ? {} : { 'x-webhook-token': token }),
        },
      ]
      for (const { way, send } of ways) {
        const label = `${payload.name}, ${way}`
        const refusedFirst = shownNext()
        for (const token of [null, 'wrong-secret-0000000000', SECRET.slice(0, -1), '']) {
          const r = await send(token)
          expect(r.statusCode, `${label}: token ${token}`).toBe(401)
          expect(r.json().responseCode).toBe(108)
        }
        const afterRefusals = await marker()
        expect((await refusedFirst)?.callId, `${label}: refused, nobody told`).toBe(afterRefusals)
        expect(await rows.take(), `${label}: refused, nothing written`).toEqual([])

        const shown = shownNext()
        const res = await send(SECRET)
        expect(res.statusCode, `${label}: ${res.body}`).toBe(200)
        expect(res.json().responseCode).toBe(109)
        if (payload.announces) {
          expect(await shown, label).toMatchObject({
            callId: payload.params.CallSid,
            callerMobileNo: EXOTEL_CALLER,
            agentMobileNo: EXOTEL_AGENT,
          })
        } else {
          const afterIt = await marker()
          expect((await shown)?.callId, `${label}: accepted, nobody told`).toBe(afterIt)
        }
        expect(await rows.take(), `${label}: nothing written`).toEqual([])
      }
    }
  })

  it('names the caller: the CRM lead with that number before a customer, else the active customer, else nobody', async () => {
    const support = await socketOf(await signIn(h, ACCOUNTS.support))
    const call = async (From: string) => {
      const got = next<IncomingCall>(support, REALTIME_EVENTS.incomingCall)
      const res = await webhook({ From, DialWhomNumber: '9000000002' })
      expect(res.statusCode).toBe(200)
      const event = await got
      expect(event).not.toBeNull()
      // What the app reads: the names survive its parsing.
      expect(incomingCall.parse(event)).toEqual(event)
      return event!
    }
    const { db } = h.database
    await db.insert(users).values([
      { userType: 'user', fname: 'Ravi', lname: 'Customer', mobileNo: '7700000001', city: 'Mumbai' },
      { userType: 'user', fname: 'Meera', mobileNo: '7700000002' },
      { userType: 'user', fname: 'Gone', lname: 'Away', mobileNo: '7700000003', city: 'Delhi', active: false },
      { userType: 'worker', fname: 'Staff', lname: 'Member', mobileNo: '7700000004', city: 'Delhi' },
    ])
    await db.insert(leads).values({ fname: 'Ravi', lname: 'Kumar', mobileNo: '7700000001', city: 'Pune', marketingType: ['website'] })

    // The lead wins over the customer with the same number; the number is matched on its last 10 digits.
    expect(await call('+91 77000-00001')).toMatchObject({
      callerMobileNo: '7700000001',
      callerName: 'Ravi Kumar',
      callerCity: 'Pune',
      callerKind: 'lead',
    })
    const customer = await call('07700000002')
    expect(customer).toMatchObject({ callerName: 'Meera', callerKind: 'customer' })
    expect(customer).not.toHaveProperty('callerCity')
    // An unknown number, an inactive customer and a staff member: the call comes without a name.
    for (const From of ['7700000009', '7700000003', '7700000004']) {
      const unknown = await call(From)
      expect(unknown.callerMobileNo).toBe(From)
      expect(unknown).not.toHaveProperty('callerName')
      expect(unknown).not.toHaveProperty('callerCity')
      expect(unknown).not.toHaveProperty('callerKind')
    }

    // Without the CRM's table the customer is still found; when the lookup fails the call still comes, unnamed.
    await h.database.exec('ALTER TABLE leads RENAME TO leads_away')
    try {
      expect(await call('7700000001')).toMatchObject({ callerName: 'Ravi Customer', callerCity: 'Mumbai', callerKind: 'customer' })
      await h.database.exec('ALTER TABLE users RENAME TO users_away')
      try {
        const blind = await call('7700000001')
        expect(blind).toMatchObject({ callerMobileNo: '7700000001', agentMobileNo: '9000000002' })
        expect(blind).not.toHaveProperty('callerName')
      } finally {
        await h.database.exec('ALTER TABLE users_away RENAME TO users')
      }
    } finally {
      await h.database.exec('ALTER TABLE leads_away RENAME TO leads')
    }
  })

  it('refuses webhook calls without the secret or with a wrong one, and bad bodies with 110, never a 5xx', async () => {
    const body = { From: '9876543210', DialWhomNumber: '9000000002' }
    for (const headers of [
      {} as Record<string, string>,
      { 'x-webhook-token': 'wrong' },
      { 'x-webhook-token': SECRET.slice(0, -1) },
      { 'x-webhook-token': 'x'.repeat(5000) },
    ]) {
      const r = await webhook(body, headers)
      expect(r.statusCode).toBe(401)
      expect(r.json().responseCode).toBe(108)
    }
    for (const bad of [
      {},
      { From: 'abc', DialWhomNumber: '9000000002' },
      { From: '9876543210', DialWhomNumber: '12345' },
      { DialWhomNumber: '9000000002' },
      { From: 1, DialWhomNumber: [] },
      'From=&DialWhomNumber=',
      '%%%',
    ]) {
      const r = await webhook(bad)
      expect(r.statusCode, JSON.stringify(bad)).toBe(400)
      expect(r.json().responseCode).toBe(110)
    }
    const raw = await h.app.inject({
      method: 'POST',
      url: '/api/exotel/incoming',
      headers: { 'x-webhook-token': SECRET, 'content-type': 'application/json' },
      payload: '{',
    })
    expect(raw.statusCode).toBe(400)
  })

  it('refuses every webhook call when no secret is configured', async () => {
    const other = await startHarness(testDatabases[0]!)
    try {
      const r = await other.app.inject({
        method: 'POST',
        url: '/api/exotel/incoming',
        headers: { 'content-type': 'application/json', 'x-webhook-token': '' },
        payload: JSON.stringify({ From: '9876543210', DialWhomNumber: '9000000002' }),
      })
      expect(r.statusCode).toBe(401)
    } finally {
      await other.close()
    }
  })

  it('pushes the unread notification count to the user', async () => {
    const support = await socketOf(await signIn(h, ACCOUNTS.support))
    const id = h.userIds.get(ACCOUNTS.support)!
    await h.database.db.insert(notifications).values([
      { userId: id, title: 'a', body: 'b' },
      { userId: id, title: 'c', body: 'd', read: true },
    ])
    const got = next<{ notificationCount: number }>(support, REALTIME_EVENTS.notificationCount)
    await pushNotificationCount(h.app, [id])
    const answer = await got
    const islogin = await (await signIn(h, ACCOUNTS.support)).get('/api/admin/islogin')
    expect(answer?.notificationCount).toBe(
      (islogin.body as { data?: { notificationCount: number } }).data?.notificationCount ?? islogin.body.notificationCount,
    )
  })

  it('relays get-call-history to the worker’s device, stores the answer and forwards it to the admin who asked', async () => {
    const admin = await socketOf(await signIn(h, ACCOUNTS.superAdmin))
    const bystander = await socketOf(await signIn(h, ACCOUNTS.superAdmin))
    const device = await socketOf(await signIn(h, ACCOUNTS.technician), { device: true })
    device.on(REALTIME_EVENTS.getCallHistory, (req: DeviceCallHistoryRequest) => {
      expect(req.userMobileNo).toBe('+919876500001')
      expect(req.adminMobileNo).toBe('+919000000001')
      expect(req.workerMobileNo).toBe('+919000000005')
      device.emit(REALTIME_EVENTS.giveCallLogsToAdmin, {
        requestId: req.requestId,
        callLogs: [
          {
            name: 'Asha',
            number: '+919876500001',
            callType: 'INCOMING',
            duration: 61,
            simDisplayName: 'Jio',
            timestamp: 1_780_000_000_000,
          },
          { name: null, number: '+919876500001', callType: 3, duration: '0', simDisplayName: '', timestamp: 1_780_000_100 },
        ],
        stats: { incomingCount: 1, outgoingCount: 0, missedCount: 1 },
      })
    })
    const answered = next<CallHistoryAnswer>(admin, REALTIME_EVENTS.giveCallLogsToAdmin)
    const notBystander = next<CallHistoryAnswer>(bystander, REALTIME_EVENTS.giveCallLogsToAdmin, 800)
    const ack = (await admin.timeout(3000).emitWithAck(REALTIME_EVENTS.getCallHistory, {
      userMobileNo: '9876500001',
      workerMobileNo: '9000000005',
      adminMobileNo: '9999999999',
    })) as CallHistoryAck
    expect(ack).toMatchObject({ responseCode: 109, delivered: true })
    const answer = await answered
    expect(answer?.requestId).toBe(ack.requestId)
    expect(answer?.logs.map((l) => [l.callType, l.timestamp, l.duration])).toEqual([
      ['missed', 1_780_000_100, 0],
      ['incoming', 1_780_000_000, 61],
    ])
    expect(answer?.stats).toEqual({ incomingCount: 1, outgoingCount: 0, missedCount: 1 })
    expect(await notBystander).toBeNull()
    const stored = await h.database.db
      .select()
      .from(callLogs)
      .where(eq(callLogs.userId, h.userIds.get(ACCOUNTS.technician)!))
    expect(stored.filter((r) => r.number === '+919876500001')).toHaveLength(2)
    // The stored logs are readable over HTTP.
    const http = await (
      await signIn(h, ACCOUNTS.superAdmin)
    ).post('/api/admin/user/calllogs', { recordId: h.userIds.get(ACCOUNTS.technician), number: '9876500001' })
    expect(
      (http.body as { data?: { logs: unknown[] }; logs?: unknown[] }).logs ?? (http.body as { data?: { logs: unknown[] } }).data?.logs,
    ).toHaveLength(2)
    device.close()
  })

  it('answers worker-not-logged-in when no device of the worker is connected', async () => {
    const admin = await socketOf(await signIn(h, ACCOUNTS.superAdmin))
    // A browser tab of the worker is not a device.
    await socketOf(await signIn(h, ACCOUNTS.technician))
    const notLogged = next<{ requestId: string }>(admin, REALTIME_EVENTS.workerNotLoggedIn)
    const ack = (await admin
      .timeout(3000)
      .emitWithAck(REALTIME_EVENTS.getCallHistory, { userMobileNo: '9876500001', workerMobileNo: '+91 9000000005' })) as CallHistoryAck
    expect(ack).toMatchObject({ responseCode: 109, delivered: false })
    expect((await notLogged)?.requestId).toBe(ack.requestId)
  })

  it('refuses get-call-history without Users + contacts, out of scope, for non-workers and with bad payloads', async () => {
    const support = await socketOf(await signIn(h, ACCOUNTS.support))
    const ask = (s: Socket, payload: unknown) =>
      s.timeout(3000).emitWithAck(REALTIME_EVENTS.getCallHistory, payload) as Promise<CallHistoryAck>
    expect((await ask(support, { userMobileNo: '9876500001', workerMobileNo: '9000000005' })).responseCode).toBe(111)
    const admin = await socketOf(await signIn(h, ACCOUNTS.superAdmin))
    expect((await ask(admin, { userMobileNo: '9876500001', workerMobileNo: '9000000002' })).responseCode).toBe(123)
    expect((await ask(admin, { userMobileNo: '9876500001', workerMobileNo: '9999999999' })).responseCode).toBe(123)
    for (const bad of [
      null,
      'x',
      42,
      [],
      { userMobileNo: 'abc', workerMobileNo: '9000000005' },
      { userMobileNo: '1'.repeat(5000), workerMobileNo: '9000000005' },
      { workerMobileNo: { $gt: '' } },
    ]) {
      expect((await ask(admin, bad)).responseCode, JSON.stringify(bad).slice(0, 80)).toBe(110)
    }
    // The request is still served afterwards, on the same socket.
    expect((await ask(admin, { userMobileNo: '9876500001', workerMobileNo: '9000000005' })).responseCode).toBe(109)
  })

  it('keeps an scc user with Users + contacts to the workers of their own centre', async () => {
    const [scc] = await h.database.db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service))
    const [elsewhere] = await h.database.db
      .select({ id: serviceCentres.id })
      .from(serviceCentres)
      .where(ne(serviceCentres.id, scc!.scuId!))
      .limit(1)
    await h.database.db.insert(users).values({ userType: 'worker', fname: 'Far', mobileNo: '9111111111', scuId: elsewhere!.id })
    await h.database.db
      .update(roles)
      .set({ permission: grant({ Users: ['query', 'contacts'] }) })
      .where(eq(roles.id, h.roleIds.get('Service')!))
    const service = await socketOf(await signIn(h, ACCOUNTS.service))
    const ask = (workerMobileNo: string) =>
      service
        .timeout(3000)
        .emitWithAck(REALTIME_EVENTS.getCallHistory, { userMobileNo: '9876500001', workerMobileNo }) as Promise<CallHistoryAck>
    expect((await ask('9111111111')).responseCode).toBe(123)
    expect((await ask(ACCOUNTS.technician)).responseCode).toBe(109)
    // The permission is read at each request: taken away, the next request is refused on the same socket.
    await h.database.db
      .update(roles)
      .set({ permission: grant({ Ticket: ['query'] }) })
      .where(eq(roles.id, h.roleIds.get('Service')!))
    expect((await ask(ACCOUNTS.technician)).responseCode).toBe(111)
  })

  it('ignores malformed, oversized and unsolicited device answers and unknown events without harm', async () => {
    const device = await socketOf(await signIn(h, ACCOUNTS.technician), { device: true })
    const admin = await socketOf(await signIn(h, ACCOUNTS.superAdmin))
    const before = await h.database.db.$count(callLogs)
    const requestId = '00000000-0000-4000-8000-000000000000'
    device.emit(REALTIME_EVENTS.giveCallLogsToAdmin, null)
    device.emit(REALTIME_EVENTS.giveCallLogsToAdmin, {
      requestId: 'not-a-uuid',
      callLogs: [],
      stats: { incomingCount: 0, outgoingCount: 0, missedCount: 0 },
    })
    device.emit(REALTIME_EVENTS.giveCallLogsToAdmin, {
      requestId,
      callLogs: Array.from({ length: 501 }, (_, i) => ({
        name: 'x',
        number: '1',
        callType: 'incoming',
        duration: 1,
        simDisplayName: null,
        timestamp: i,
      })),
      stats: { incomingCount: 0, outgoingCount: 0, missedCount: 0 },
    })
    device.emit(REALTIME_EVENTS.giveCallLogsToAdmin, {
      requestId,
      callLogs: [{ number: '1', callType: 'bogus', duration: -1, timestamp: 'x' }],
      stats: {},
    })
    device.emit('no-such-event', { a: 1 })
    // A non-device socket cannot post call logs at all.
    admin.emit(REALTIME_EVENTS.giveCallLogsToAdmin, {
      requestId,
      callLogs: [{ name: 'x', number: '1', callType: 'incoming', duration: 1, simDisplayName: null, timestamp: 5 }],
      stats: { incomingCount: 1, outgoingCount: 0, missedCount: 0 },
    })
    await new Promise((r) => setTimeout(r, 300))
    expect(await h.database.db.$count(callLogs)).toBe(before)
    expect(device.connected).toBe(true)
    expect(admin.connected).toBe(true)
    expect(
      (
        (await admin
          .timeout(3000)
          .emitWithAck(REALTIME_EVENTS.getCallHistory, { userMobileNo: '1234567890', workerMobileNo: '9000000005' })) as CallHistoryAck
      ).delivered,
    ).toBe(true)
  })

  it('drops a socket that sends a packet over 1 MB; the other sockets keep working', async () => {
    const big = await socketOf(await signIn(h, ACCOUNTS.superAdmin))
    const other = await socketOf(await signIn(h, ACCOUNTS.support))
    const dropped = new Promise<string>((resolve) => big.on('disconnect', (reason) => resolve(reason)))
    big.emit(REALTIME_EVENTS.getCallHistory, { userMobileNo: 'x'.repeat(2_000_000), workerMobileNo: '9000000005' })
    expect(await dropped).toBeTruthy()
    const got = next<IncomingCall>(other, REALTIME_EVENTS.incomingCall)
    expect((await webhook({ From: '9876543210', DialWhomNumber: '9000000002' })).statusCode).toBe(200)
    expect((await got)?.callerMobileNo).toBe('9876543210')
  })
})
