import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REALTIME_EVENTS, type CallHistoryAck } from '../../shared/api/realtime'
import { RIDING_MODE_NUMBERS } from '../../shared/api/riding-mode'
import { callLogs, leadCalls, leads } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Answer, type Harness } from './support/harness'
import { installWriteCounter, type WriteCounter } from './support/write-counter'
import { customerForm } from './support/forms'

const A = '/api/admin'
const SECRET = 'input-guard-webhook-secret-01'
const NOW = Math.floor(Date.parse('2026-06-01T10:00:00Z') / 1000)
/** Text the boundary refuses: NUL, another control character, lone surrogates (high and low). */
const FORBIDDEN = ['a\u0000b', 'bell\u0007', 'del\u007f', 'c1\u0085', '\ud800x', 'x\udc00']
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'prototype']

type Send = (text: string) => Promise<Answer>
interface Field {
  /** The call and the field, as the probe reported them. */
  name: string
  /** The error path the answer must name. */
  path: string
  send: Send
  /**
   * False for text sent URL-encoded (a query, a form body): a lone surrogate can travel only as invalid UTF-8 there,
   * which the parser leaves encoded or turns into U+FFFD, so the handler never sees one.
   */
  surrogates?: false
}

/**
 * SECURITY.md item 26, the probe's 500s: NUL and other control characters (tab, newline and carriage return excepted)
 * and lone surrogates in any free-text field, key or parameter are refused at the boundary with 400/110 naming the
 * field, and nothing is written; inherited property names are ordinary text everywhere.
 */
describe.each(oneDatabase)('the request boundary on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let counter: WriteCounter
  let url: string
  let leadId: string
  let supportId: string
  let n = 0
  const fresh = () => String(6400000000 + ++n)
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const webhook = (path: string, payload: string, contentType = 'application/json') =>
    new Agent(h.app).call('POST', `/api/exotel${path}`, payload, { 'x-webhook-token': SECRET, 'content-type': contentType })

  const customer = (over: Record<string, unknown>) => customerForm(fresh(), over)
  const enquiry = (over: Record<string, unknown>) => ({
    fname: 'Kiran',
    mobileNo: '6400000100',
    enquiryType: 'general',
    ticketNo: `IG-${++n}`,
    ...over,
  })

  const fields: Field[] = [
    { name: 'user address', path: 'fragmentedAddress', send: (t) => post('/user/add', customer({ fragmentedAddress: t })) },
    { name: 'user landmark', path: 'landmark', send: (t) => post('/user/add', customer({ landmark: t })) },
    {
      name: 'user vehicle passcode',
      path: 'vehicleDetails.passcode',
      send: (t) => post('/user/add', customer({ vehicleDetails: { ...customer({}).vehicleDetails, passcode: t } })),
    },
    { name: 'role name', path: 'name', send: (t) => post('/role/create', { name: `Role ${++n} ${t}` }) },
    { name: 'centre keyword', path: 'keyword', send: (t) => post('/inventory/scu/centres', { keyword: t }) },
    {
      name: 'vehicle make query',
      path: 'vehicleMake',
      surrogates: false,
      send: (t) => admin.get(`${A}/vehicle/model/list?vehicleMake=${encodeURIComponent(t)}`),
    },
    { name: 'notification title', path: 'title', send: (t) => post('/notification/create', { title: t, body: 'b', userId: supportId }) },
    { name: 'notification body', path: 'body', send: (t) => post('/notification/create', { title: 't', body: t, userId: supportId }) },
    {
      name: 'notification subject',
      path: 'subject',
      send: (t) => post('/notification/create', { title: 't', body: 'b', subject: t, userId: supportId }),
    },
    { name: 'CRM city', path: 'city', send: (t) => post('/crm/add', { fname: 'Ravi', mobileNo: fresh(), city: t }) },
    {
      name: 'follow-up remark',
      path: 'remark',
      send: (t) => post('/crm/followup/add', { leadId, executiveId: supportId, followUpDate: NOW, remark: t }),
    },
    { name: 'enquiry content', path: 'content', send: (t) => post('/enquiry/add', enquiry({ content: t })) },
    { name: 'enquiry resolution remark', path: 'resolved.remark', send: (t) => post('/enquiry/add', enquiry({ resolved: { remark: t } })) },
    {
      name: 'riding-mode title',
      path: 'title',
      send: (t) => post('/riding-mode/add', { title: `Mode ${++n} ${t}`, ...Object.fromEntries(RIDING_MODE_NUMBERS.map((k) => [k, 1])) }),
    },
    {
      name: 'callback CallSid (JSON)',
      path: 'CallSid',
      send: (t) => webhook('/call/status', JSON.stringify({ CallSid: t, Status: 'completed' })),
    },
    {
      name: 'callback CallSid (form)',
      path: 'CallSid',
      surrogates: false,
      send: (t) => webhook('/call/status', `CallSid=${encodeURIComponent(t)}&Status=completed`, 'application/x-www-form-urlencoded'),
    },
  ]

  beforeAll(async () => {
    h = await startHarness(tdb, { config: { EXOTEL_WEBHOOK_SECRET: SECRET } })
    admin = await signIn(h, ACCOUNTS.superAdmin)
    supportId = h.userIds.get(ACCOUNTS.support)!
    ;[{ id: leadId }] = (await h.database.db.select({ id: leads.id }).from(leads).limit(1)) as [{ id: string }]
    // A call whose id carries the forbidden text could otherwise be found; its callback must still be refused.
    await h.database.db.insert(leadCalls).values({
      leadId,
      requestedById: supportId,
      agentNumber: ACCOUNTS.support,
      customerNumber: '6400000999',
      provider: 'local',
      providerCallId: 'known-call',
      status: 'requested',
    })
    counter = await installWriteCounter(h.database)
    await h.app.listen({ host: '127.0.0.1', port: 0 })
    url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
  })
  afterAll(() => h.close())

  it.each(fields)('refuses forbidden text in the $name with 400/110 naming the field, writing nothing', async (f) => {
    for (const text of FORBIDDEN) {
      if (f.surrogates === false && /[\ud800-\udfff]/.test(text)) continue
      const before = await counter.read()
      const r = await f.send(text)
      const label = `${f.name} ${JSON.stringify(text)}: ${r.status} ${JSON.stringify(r.body)}`
      expect([r.status, r.body.responseCode], label).toEqual([400, 110])
      expect(r.body.message, label).toBe(`${f.path} contains characters that are not allowed`)
      expect(r.body.errors, label).toEqual([{ path: f.path, message: r.body.message }])
      expect(await counter.read(), label).toEqual(before)
    }
  })

  it('keeps tab, newline and carriage return, and stores what it accepts unchanged', async () => {
    const r = await post('/user/add', customer({ landmark: 'Near the\tgate,\r\nsecond lane' }))
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    const details = await post('/user/details', { userId: r.body.userId })
    expect((details.body.user as { landmark: string }).landmark).toBe('Near the\tgate,\r\nsecond lane')
    const emoji = await post('/crm/add', { fname: 'Ravi', mobileNo: fresh(), city: 'Pune 🛵' })
    expect(emoji.body.responseCode).toBe(109)
  })

  it('refuses forbidden text in field names at any depth, and values nested too deeply', async () => {
    const key = await post('/user/add', customer({ vehicleDetails: { ...customer({}).vehicleDetails, 'bad\u0000key': 1 } }))
    expect([key.status, key.body.responseCode]).toEqual([400, 110])
    expect(key.body.message).toBe('The field name "bad\\u0000key" contains characters that are not allowed')
    const surrogateKey = await post('/crm/add', { fname: 'Ravi', mobileNo: fresh(), '\ud800': 1 })
    expect([surrogateKey.status, surrogateKey.body.responseCode]).toEqual([400, 110])
    const deep = `${'['.repeat(5000)}"x"${']'.repeat(5000)}`
    const nested = await post('/crm/add', `{"fname":"Ravi","mobileNo":"${fresh()}","note":${deep}}`)
    expect([nested.status, nested.body.responseCode]).toEqual([400, 110])
    expect(nested.body.message).toMatch(/^note(\.0)+ is nested too deeply$/)
    const query = await admin.get(`${A}/vehicle/model/list?vehicleMake=Honda&x%00=1`)
    expect([query.status, query.body.responseCode]).toEqual([400, 110])
    const param = await admin.get(`${A}/local/file/images/a%00b.png`)
    expect([param.status, param.body.responseCode]).toEqual([400, 110])
    // What the router cannot decode (a lone surrogate's bytes) or take (a parameter over 200 characters) has a code too.
    const undecodable = await admin.get(`${A}/local/file/images/%ed%a0%80.png`)
    expect([undecodable.status, undecodable.body.responseCode]).toEqual([400, 110])
    const long = await admin.get(`${A}/local/file/images/${'a'.repeat(300)}.png`)
    expect([long.status, long.body.responseCode]).toEqual([414, 110])
  })

  it('treats inherited property names as ordinary text in lookups', async () => {
    for (const word of INHERITED) {
      const places = await admin.get(`${A}/advertisement/places?place=${word}`)
      expect([places.status, places.body.responseCode], `places ${word}`).toEqual([200, 109])
      const place = await admin.get(`${A}/advertisement/place/coordinates?place_id=${word}`)
      expect([place.status, place.body.responseCode], `coordinates ${word}`).toEqual([404, 123])
      const options = await post('/enquiry/options', { name: word })
      expect([options.status, options.body.responseCode], `options ${word}`).toEqual([400, 110])
      const sorted = await post('/riding-mode/all', { sortField: word })
      expect([sorted.status, sorted.body.responseCode], `sort ${word}`).toEqual([400, 110])
      const filtered = await post('/crm/all', { marketingType: word, callStatus: word })
      expect([filtered.status, filtered.body.responseCode], `filter ${word}`).toEqual([400, 110])
    }
  })

  it('refuses forbidden text in socket payloads: a request answers 110, a device answer is ignored', async () => {
    const socket = async (agent: Agent, device = false) => {
      const s: Socket = connect(url, {
        transports: ['websocket'],
        extraHeaders: { cookie: `sid=${agent.cookie}` },
        reconnection: false,
        auth: { device },
      })
      await new Promise<void>((resolve, reject) => {
        s.on('connect', () => resolve())
        s.on('connect_error', reject)
      })
      return s
    }
    const technician = h.userIds.get(ACCOUNTS.technician)!
    const storedBefore = (
      await h.database.db.select({ number: callLogs.number }).from(callLogs).where(eq(callLogs.userId, technician))
    ).map((r) => r.number)
    const asker = await socket(admin)
    const device = await socket(await signIn(h, ACCOUNTS.technician), true)
    try {
      for (const text of FORBIDDEN) {
        const ack = (await asker.timeout(3000).emitWithAck(REALTIME_EVENTS.getCallHistory, {
          userMobileNo: '9876500001',
          workerMobileNo: '9000000005',
          adminMobileNo: text,
        })) as CallHistoryAck
        expect(ack, JSON.stringify(text)).toMatchObject({
          responseCode: 110,
          message: 'adminMobileNo contains characters that are not allowed',
        })
      }
      const log = (number: string) => ({
        name: 'Asha',
        number,
        callType: 'incoming',
        duration: 1,
        simDisplayName: 'Jio',
        timestamp: 1_780_000_000,
      })
      for (const text of FORBIDDEN) {
        device.emit(REALTIME_EVENTS.giveCallLogsToAdmin, {
          requestId: '00000000-0000-4000-8000-000000000000',
          callLogs: [log(`98765${text}`)],
          stats: { incomingCount: 1, outgoingCount: 0, missedCount: 0 },
        })
      }
      // A valid answer after them is stored: the socket still works, the bad ones were dropped.
      device.emit(REALTIME_EVENTS.giveCallLogsToAdmin, {
        requestId: '00000000-0000-4000-8000-000000000000',
        callLogs: [log('9876500077')],
        stats: { incomingCount: 1, outgoingCount: 0, missedCount: 0 },
      })
      let stored: string[] = []
      for (let i = 0; i < 50 && !stored.includes('9876500077'); i++) {
        await new Promise((r) => setTimeout(r, 50))
        stored = (await h.database.db.select({ number: callLogs.number }).from(callLogs).where(eq(callLogs.userId, technician))).map(
          (r) => r.number,
        )
      }
      expect(stored.filter((number) => !storedBefore.includes(number))).toEqual(['9876500077'])
    } finally {
      asker.close()
      device.close()
    }
  })
})
