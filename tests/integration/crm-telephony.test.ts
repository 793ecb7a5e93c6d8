import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadCalls, leads } from '../../server/db/schema'
import { DEMO_LEAD_MOBILE } from '../../server/modules/crm/seed'
import { crmCallRoutes } from '../../server/modules/crm/call'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Harness } from './support/harness'

const SECRET = 'test-webhook-secret-0123456789'

interface Seen {
  url: string
  authorization: string | undefined
  contentType: string | undefined
  form: URLSearchParams
}

/** A stand-in for the provider's connect API on a real port: records each request; answers per `mode`. */
async function fakeProvider() {
  const seen: Seen[] = []
  const state = { mode: 'ok' as 'ok' | 'fail' }
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = ''
      req.on('data', (c: Buffer) => (body += c.toString()))
      req.on('end', () => resolve(body))
    })
  const server: Server = createServer((req, res) => {
    void read(req).then((body) => {
      seen.push({
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: new URLSearchParams(body),
      })
      if (state.mode === 'fail') {
        res.writeHead(503).end('down')
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ Call: { Sid: `CA${seen.length}`, Status: 'in-progress' } }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    seen,
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  }
}

describe.each(oneDatabase)('click-to-call over HTTP on $name', (tdb) => {
  let h: Harness
  let provider: Awaited<ReturnType<typeof fakeProvider>>

  beforeAll(async () => {
    provider = await fakeProvider()
    h = await startHarness(tdb, {
      config: {
        EXOTEL_WEBHOOK_SECRET: SECRET,
        TELEPHONY_PROVIDER: 'http',
        TELEPHONY_URL: provider.url,
        TELEPHONY_SID: 'evsid',
        TELEPHONY_TOKEN: 'evtoken',
        TELEPHONY_API_KEY: 'evkey',
        TELEPHONY_CALLER_ID: '08047112233',
        PUBLIC_URL: 'https://console.example.com',
      },
      beforeReady: async (app) => {
        if (!app.hasRoute({ method: 'POST', url: '/api/exotel/call/customer' }))
          await app.register(crmCallRoutes, { prefix: '/api/exotel' })
      },
    })
  })
  afterAll(async () => {
    await h.close()
    await provider.close()
  })

  it('posts the connect request, then the status callback sets the outcome and duration', async () => {
    const admin = await signIn(h, ACCOUNTS.superAdmin)
    const [lead] = await h.database.db.select().from(leads).where(eq(leads.mobileNo, DEMO_LEAD_MOBILE))
    const r = await admin.post('/api/exotel/call/customer', { leadId: lead!.id })
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ responseCode: 109, status: 'requested', duration: null })
    const req = provider.seen.at(-1)!
    expect(req.url).toBe('/v1/Accounts/evsid/Calls/connect.json')
    expect(req.authorization).toBe(`Basic ${Buffer.from('evkey:evtoken').toString('base64')}`)
    expect(req.contentType).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(req.form)).toMatchObject({
      From: `0${ACCOUNTS.superAdmin}`,
      To: `0${DEMO_LEAD_MOBILE}`,
      CallerId: '08047112233',
      CustomField: r.body.callId,
      StatusCallback: `https://console.example.com/api/exotel/call/status?token=${SECRET}`,
    })
    const [call] = await h.database.db
      .select()
      .from(leadCalls)
      .where(eq(leadCalls.id, r.body.callId as string))
    expect(call).toMatchObject({ provider: 'http', providerCallId: 'CA1', status: 'requested' })

    // The provider's callback, form-encoded as Exotel sends it by default.
    const cb = await h.app.inject({
      method: 'POST',
      url: `/api/exotel/call/status?token=${SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ CallSid: 'CA1', Status: 'completed', ConversationDuration: '93' }).toString(),
    })
    expect(cb.statusCode, cb.body).toBe(200)
    const [after] = await h.database.db.select().from(leads).where(eq(leads.id, lead!.id))
    expect(after).toMatchObject({ lastCallOutcome: 'completed', lastDuration: 93 })
    // A repeated callback does not change a final outcome.
    await h.app.inject({
      method: 'POST',
      url: '/api/exotel/call/status',
      headers: { 'x-webhook-token': SECRET },
      payload: { CallSid: 'CA1', Status: 'busy' },
    })
    const [again] = await h.database.db.select().from(leadCalls).where(eq(leadCalls.providerCallId, 'CA1'))
    expect(again).toMatchObject({ status: 'completed', duration: 93 })

    // The lead's logs name the integration as the one who ended the call (no person did), and the call's facts.
    const logs = (await admin.post('/api/admin/crm/logs', { recordId: lead!.id })).body.logs as Record<string, unknown>[]
    const ended = logs.find((l) => l.activity === 'call.status')
    expect(ended).toMatchObject({ operatedBy: null, actor: 'http', changes: { status: 'completed', duration: 93, via: 'http' } })
    expect(logs.find((l) => l.activity === 'call')).toMatchObject({ operatedBy: { fname: expect.any(String) }, actor: null })
  })

  it('a provider failure answers 502/113, marks the call failed and leaves the server well', async () => {
    const admin = await signIn(h, ACCOUNTS.superAdmin)
    const [lead] = await h.database.db.select().from(leads).where(eq(leads.mobileNo, DEMO_LEAD_MOBILE))
    provider.state.mode = 'fail'
    const r = await admin.post('/api/exotel/call/customer', { leadId: lead!.id })
    provider.state.mode = 'ok'
    expect([r.status, r.body.responseCode]).toEqual([502, 113])
    const calls = await h.database.db.select().from(leadCalls).where(eq(leadCalls.status, 'failed'))
    expect(calls.length).toBe(1)
    expect((await admin.post('/api/admin/crm/all', {})).body.responseCode).toBe(109)
  })
})
