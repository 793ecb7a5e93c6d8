import type { AddressInfo } from 'node:net'
import { and, eq, inArray } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grant } from '../../shared/permissions'
import { WHATSAPP_EVENT, WHATSAPP_MESSAGES, type WhatsappEvent } from '../../shared/api/whatsapp'
import { auditLog, roles, users } from '../../server/db/schema'
import { waConversations, waMessages } from '../../server/modules/whatsapp/schema'
import { signWebhook } from '../../server/providers/whatsapp'
import { inboundText } from '../support/whatsapp-body'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'
import { installRowLog, type RowLog } from './support/row-log'
import { MESSAGE_ID, PLAYED_WITH_TEXT, REACTED_ID, STATUS_ID, USER, WHATSAPP_PAYLOADS } from './support/whatsapp-payloads'

const SECRET = 'whatsapp-test-app-secret-0123'
const VERIFY = 'verify-token-123'
const HOUR = 3_600_000

/** Issue 21: the WhatsApp webhook (signature, handshake, idempotency), the 24-hour window, permissions and live events. */
describe.each(testDatabases)('whatsapp on $name', (tdb) => {
  let h: Harness
  let url: string
  let support: Agent
  let rider: { id: string; mobileNo: string }
  let rows: RowLog
  const open: Socket[] = []
  let seq = 0

  beforeAll(async () => {
    h = await startHarness(tdb, { config: { WHATSAPP_APP_SECRET: SECRET, WHATSAPP_VERIFY_TOKEN: VERIFY } })
    await h.app.listen({ host: '127.0.0.1', port: 0 })
    url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
    await h.database.db
      .update(roles)
      .set({ permission: grant({ Whatsapp: [] }) })
      .where(eq(roles.id, h.roleIds.get('Support')!))
    support = await signIn(h, ACCOUNTS.support)
    const [r] = await h.database.db
      .select({ id: users.id, mobileNo: users.mobileNo })
      .from(users)
      .where(and(eq(users.userType, 'user'), eq(users.active, true)))
      .limit(1)
    rider = r!
    rows = await installRowLog(h.database)
  })
  afterAll(async () => {
    for (const s of open) s.close()
    await h.close()
  })

  const inbound = (from: string, text: string, id = `wamid.test-${++seq}`) => inboundText(from, text, id)
  const post = (raw: string, signature: string | null = signWebhook(raw, SECRET)) =>
    h.app.inject({
      method: 'POST',
      url: '/api/whatsapp/webhook',
      headers: { 'content-type': 'application/json', ...(signature !== null ? { 'x-hub-signature-256': signature } : {}) },
      payload: raw,
    })
  const conversationOf = async (wa: string) =>
    (await h.database.db.select().from(waConversations).where(eq(waConversations.waNumber, wa)))[0]
  const messagesOf = async (conversationId: string) =>
    h.database.db.select().from(waMessages).where(eq(waMessages.conversationId, conversationId))

  it('accepts a correctly signed message and refuses a wrong or missing signature, storing nothing', async () => {
    const wa = '919811100001'
    expect((await post(inbound(wa, 'unsigned'), null)).statusCode).toBe(401)
    expect((await post(inbound(wa, 'bad'), signWebhook('other body', SECRET))).statusCode).toBe(401)
    expect((await post(inbound(wa, 'wrong secret'), signWebhook(inbound(wa, 'x'), 'another-secret-0000000'))).statusCode).toBe(401)
    expect(await conversationOf(wa)).toBeUndefined()
    const res = await post(inbound(wa, 'Hello, my scooter will not start'))
    expect(res.statusCode).toBe(200)
    const c = await conversationOf(wa)
    expect(c?.unread).toBe(1)
    expect(c?.mobileNo).toBe('9811100001')
    expect(c?.contactName).toBe('Phone Name')
    expect((await messagesOf(c!.id)).map((m) => m.body)).toEqual(['Hello, my scooter will not start'])
  })

  it('answers the verify-token handshake only with our token', async () => {
    const ok = await h.app.inject({
      method: 'GET',
      url: `/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=12345`,
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toBe('12345')
    const bad = await h.app.inject({
      method: 'GET',
      url: '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=12345',
    })
    expect(bad.statusCode).toBe(403)
    expect(bad.body).not.toContain('12345')
  })

  it('links the rider, counts unread atomically and stores a message delivered twice at once only once', async () => {
    const wa = `91${rider.mobileNo}`
    const raw = inbound(wa, 'Same message twice', 'wamid.duplicate-1')
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${url}/api/whatsapp/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(raw, SECRET) },
          body: raw,
        }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
    const c = await conversationOf(wa)
    expect(c?.userId).toBe(rider.id)
    expect(await messagesOf(c!.id)).toHaveLength(1)
    expect(c?.unread).toBe(1)
    await Promise.all([post(inbound(wa, 'one')), post(inbound(wa, 'two')), post(inbound(wa, 'three'))])
    expect((await conversationOf(wa))?.unread).toBe(4)
    const list = await support.get(`/api/admin/whatsapp/conversations?search=${rider.mobileNo.slice(-6)}`)
    expect(list.status).toBe(200)
    const rows = list.body.conversations as { id: string; unread: number; userId: string; windowOpen: boolean }[]
    expect(rows.map((r) => r.id)).toEqual([c!.id])
    expect(rows[0]).toMatchObject({ unread: 4, userId: rider.id, windowOpen: true })
    const read = await support.post('/api/admin/whatsapp/read', { conversationId: c!.id })
    expect(read.status).toBe(200)
    expect((await conversationOf(wa))?.unread).toBe(0)
  })

  it('sends text inside the 24-hour window; outside it refuses text with a clear message but sends a template', async () => {
    const wa = '919811100002'
    await post(inbound(wa, 'Can you call me back'))
    const c = (await conversationOf(wa))!
    const sent = await support.post('/api/admin/whatsapp/send', { conversationId: c.id, type: 'text', text: 'Sure, calling you soon.' })
    expect(sent.status).toBe(200)
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'whatsapp.send'), eq(auditLog.recordId, c.id)))
    expect(audit).toHaveLength(1)

    h.clock.advance(24 * HOUR + 1000)
    support = await signIn(h, ACCOUNTS.support) // the session's idle timeout passed with the day
    const refused = await support.post('/api/admin/whatsapp/send', { conversationId: c.id, type: 'text', text: 'Still there' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe(WHATSAPP_MESSAGES.outsideWindow)
    const list = await support.get('/api/admin/whatsapp/conversations?filter=all')
    expect((list.body.conversations as { id: string; windowOpen: boolean }[]).find((r) => r.id === c.id)?.windowOpen).toBe(false)
    const template = await support.post('/api/admin/whatsapp/send', {
      conversationId: c.id,
      type: 'template',
      templateName: 'service_followup',
      params: ['Ravi'],
    })
    expect(template.status).toBe(200)
    const unknown = await support.post('/api/admin/whatsapp/send', { conversationId: c.id, type: 'template', templateName: 'not_approved' })
    expect(unknown.status).toBe(400)
    const bodies = (await messagesOf(c.id)).filter((m) => m.direction === 'out').map((m) => m.type)
    expect(bodies.sort()).toEqual(['template', 'text'])
    // A new message from the customer opens the window again.
    await post(inbound(wa, 'Hi again'))
    expect((await support.post('/api/admin/whatsapp/send', { conversationId: c.id, type: 'text', text: 'Welcome back' })).status).toBe(200)
  })

  it('pages a thread and moves delivery statuses only forward (webhook statuses)', async () => {
    const c = (await conversationOf('919811100002'))!
    const first = await support.get(`/api/admin/whatsapp/thread?conversationId=${c.id}&limit=2`)
    const page1 = first.body.messages as { id: string; body: string }[]
    expect(first.body.more).toBe(true)
    expect(page1).toHaveLength(2)
    const older = await support.get(`/api/admin/whatsapp/thread?conversationId=${c.id}&limit=50&before=${page1[0]!.id}`)
    const all = [...(older.body.messages as { id: string }[]), ...page1].map((m) => m.id)
    expect(new Set(all).size).toBe((await messagesOf(c.id)).length)
    // An outbound message the local simulation knows nothing of (as if sent through the Cloud API).
    const [out] = await h.database.db
      .insert(waMessages)
      .values({ conversationId: c.id, direction: 'out', type: 'text', body: 'x', providerMessageId: 'wamid.external-1', status: 'sent' })
      .returning()
    const status = (s: string) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            changes: [
              { field: 'messages', value: { statuses: [{ id: out!.providerMessageId, status: s, recipient_id: '919811100002' }] } },
            ],
          },
        ],
      })
    const statusNow = async () => (await h.database.db.select().from(waMessages).where(eq(waMessages.id, out!.id)))[0]!.status
    expect((await post(status('delivered'))).statusCode).toBe(200)
    expect(await statusNow()).toBe('delivered')
    expect((await post(status('read'))).statusCode).toBe(200)
    expect((await post(status('delivered'))).statusCode).toBe(200)
    expect(await statusNow()).toBe('read')
    expect((await post(status('delivered'), null)).statusCode).toBe(401)
  })

  it('assigns to staff with an audit row, filters mine/unassigned, and refuses a customer as agent', async () => {
    const wa = '919811100003'
    await post(inbound(wa, 'Assign me'))
    const c = (await conversationOf(wa))!
    const supportId = h.userIds.get(ACCOUNTS.support)!
    const v = { version: c.version }
    expect((await support.post('/api/admin/whatsapp/assign', { conversationId: c.id, assignedToId: rider.id, ...v })).status).toBe(400)
    expect((await support.post('/api/admin/whatsapp/assign', { conversationId: c.id, assignedToId: supportId, ...v })).status).toBe(200)
    const mine = await support.get('/api/admin/whatsapp/conversations?filter=mine')
    expect((mine.body.conversations as { id: string }[]).map((r) => r.id)).toEqual([c.id])
    const unassigned = await support.get('/api/admin/whatsapp/conversations?filter=unassigned')
    expect((unassigned.body.conversations as { id: string }[]).map((r) => r.id)).not.toContain(c.id)
    const audit = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'assign'), eq(auditLog.recordId, c.id)))
    expect(audit).toHaveLength(1)
  })

  it('refuses staff without the Whatsapp permission', async () => {
    const tech = await signIn(h, ACCOUNTS.technician)
    expect((await tech.get('/api/admin/whatsapp/conversations')).status).toBe(403)
    const c = (await conversationOf('919811100001'))!
    expect((await tech.post('/api/admin/whatsapp/send', { conversationId: c.id, type: 'text', text: 'no' })).status).toBe(403)
    expect((await tech.post('/api/admin/whatsapp/assign', { conversationId: c.id, assignedToId: null, version: 1 })).status).toBe(403)
  })

  it('answers bad input with 400, never 500, and changes nothing', async () => {
    const before = await h.database.db.select().from(waMessages)
    const bad: unknown[] = [
      {},
      { conversationId: 'nope', type: 'text', text: 'x' },
      { conversationId: '00000000-0000-4000-8000-000000000000', type: 'fax', text: 'x' },
      { conversationId: '00000000-0000-4000-8000-000000000000', type: 'text', text: 'x'.repeat(5000) },
      { conversationId: '00000000-0000-4000-8000-000000000000', type: 'text', text: '   ' },
      { conversationId: '00000000-0000-4000-8000-000000000000', type: 'text', text: 'x', isSuperAdmin: true },
    ]
    for (const body of bad) {
      const r = await support.post('/api/admin/whatsapp/send', body)
      expect(r.status, JSON.stringify(body)).toBe(400)
    }
    expect((await support.get('/api/admin/whatsapp/conversations?filter=everything')).status).toBe(400)
    expect((await support.get('/api/admin/whatsapp/thread?conversationId=1')).status).toBe(400)
    // A signed body of any JSON shape is accepted (what it holds is skipped); one that is not JSON is bad input.
    const signedJunk = '{"object": 5}'
    expect((await post(signedJunk)).statusCode).toBe(200)
    const notJson = '{not json'
    expect((await post(notJson)).statusCode).toBe(400)
    expect(await h.database.db.select().from(waMessages)).toHaveLength(before.length)
  })

  /** The conversation of the documentation's user, with the business's two messages the statuses and reactions name. */
  async function documentedConversation() {
    const { db } = h.database
    await db
      .insert(waConversations)
      .values({ waNumber: USER, mobileNo: USER.slice(-10) })
      .onConflictDoNothing()
    const c = (await conversationOf(USER))!
    await db.delete(waMessages).where(inArray(waMessages.providerMessageId, [MESSAGE_ID, STATUS_ID, REACTED_ID]))
    await db.insert(waMessages).values([
      { conversationId: c.id, direction: 'out', type: 'text', body: 'Our message', providerMessageId: STATUS_ID, status: 'accepted' },
      // Reacted to already, so that removing the reaction changes something.
      {
        conversationId: c.id,
        direction: 'out',
        type: 'text',
        body: 'Our offer',
        providerMessageId: REACTED_ID,
        status: 'read',
        reaction: '🙂',
      },
    ])
    await db.update(waConversations).set({ unread: 0 }).where(eq(waConversations.id, c.id))
    await rows.take()
    return c
  }
  /** The rows written since the last look, but the other conversations' (the local provider still reports on earlier sends). */
  const writtenFor = async (conversationId: string) =>
    (await rows.take()).filter((w) => {
      const row = (w.new ?? w.old)!
      if (w.table === 'wa_messages') return row.conversation_id === conversationId
      if (w.table === 'wa_conversations') return row.id === conversationId
      return true
    })
  const messageById = async (providerMessageId: string) =>
    (await h.database.db.select().from(waMessages).where(eq(waMessages.providerMessageId, providerMessageId)))[0]

  it('accepts every documented Cloud API body when signed, refuses it unsigned or wrongly signed writing nothing', async () => {
    for (const payload of WHATSAPP_PAYLOADS) {
      const c = await documentedConversation()
      const raw = JSON.stringify(payload.body)
      const label = payload.name
      for (const signature of [null, signWebhook(raw, 'another-secret-0000000'), signWebhook(`${raw} `, SECRET), 'sha256=', 'nonsense']) {
        expect((await post(raw, signature)).statusCode, `${label}: ${signature}`).toBe(401)
      }
      expect(await writtenFor(c.id), `${label}: refused, nothing written`).toEqual([])

      const res = await post(raw)
      expect(res.statusCode, `${label}: ${res.body}`).toBe(200)
      const written = await writtenFor(c.id)
      const now = (await conversationOf(USER))!
      const expected = payload.expect
      if ('message' in expected) {
        expect(await messageById(MESSAGE_ID), label).toMatchObject({
          conversationId: c.id,
          direction: 'in',
          kind: expected.message.kind,
          body: expected.message.body,
          reaction: null,
        })
        expect(now, label).toMatchObject({ unread: 1, lastKind: expected.message.kind, lastText: expected.message.body || null })
      } else {
        // Neither a status nor a reaction is a message: no row added, no unread.
        expect(
          written.filter((w) => w.table === 'wa_messages' && w.op === 'INSERT'),
          label,
        ).toEqual([])
        expect(now.unread, label).toBe(0)
        expect(await messageById(MESSAGE_ID), label).toBeUndefined()
        if ('status' in expected) expect((await messageById(STATUS_ID))?.status, label).toBe(expected.status)
        else if ('reaction' in expected) {
          expect((await messageById(REACTED_ID))?.reaction, label).toBe(expected.reaction)
          expect(
            written.map((w) => `${w.table} ${w.op}`),
            label,
          ).toEqual(['wa_messages UPDATE'])
        } else expect(written, `${label}: nothing to store`).toEqual([])
      }
    }
  })

  it('stores the text of a body that also carries a played status, and the screen shows kinds and reactions', async () => {
    const c = await documentedConversation()
    expect((await post(JSON.stringify(PLAYED_WITH_TEXT))).statusCode).toBe(200)
    expect(await messageById(MESSAGE_ID)).toMatchObject({ kind: 'text', body: 'Does it come in another color?' })
    expect((await messageById(STATUS_ID))?.status).toBe('read')
    expect((await conversationOf(USER))?.unread).toBe(1)

    // A caption, and a reaction to our offer: the thread answers both as such.
    const image = WHATSAPP_PAYLOADS.find((p) => p.name === 'image with caption')!
    const reaction = WHATSAPP_PAYLOADS.find((p) => p.name === 'reaction')!
    await h.database.db.delete(waMessages).where(eq(waMessages.providerMessageId, MESSAGE_ID))
    expect((await post(JSON.stringify(image.body))).statusCode).toBe(200)
    expect((await post(JSON.stringify(reaction.body))).statusCode).toBe(200)
    const thread = await support.get(`/api/admin/whatsapp/thread?conversationId=${c.id}`)
    expect(thread.status).toBe(200)
    const messages = thread.body.messages as { kind: string; body: string; reaction: string | null }[]
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'image', body: 'Black jacket', reaction: null }),
        expect.objectContaining({ body: 'Our offer', reaction: '👍' }),
      ]),
    )
    expect(messages.some((m) => /\[(image|reaction|interactive)\]/.test(m.body))).toBe(false)
    const list = await support.get(`/api/admin/whatsapp/conversations?search=${USER.slice(-6)}`)
    expect((list.body.conversations as { id: string; lastKind: string; lastText: string; contactName: string }[])[0]).toMatchObject({
      id: c.id,
      lastKind: 'image',
      lastText: 'Black jacket',
    })
    // The reaction added no unread: two messages arrived (the text, then the photo).
    expect((await conversationOf(USER))?.unread).toBe(2)
    // A reaction from another number never marks this customer's message.
    const stranger = JSON.stringify(reaction.body).replaceAll(USER, '919811100077')
    expect((await post(stranger)).statusCode).toBe(200)
    expect((await messageById(REACTED_ID))?.reaction).toBe('👍')
    expect(await conversationOf('919811100077')).toBeUndefined()
  })

  it('pushes an inbound message live to staff with the permission, not to others', async () => {
    const socketOf = async (agent: Agent) => {
      const socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie: `sid=${agent.cookie}` }, reconnection: false })
      open.push(socket)
      await new Promise<void>((resolve, reject) => {
        socket.on('connect', () => resolve())
        socket.on('connect_error', reject)
      })
      return socket
    }
    // The first event that `wanted` takes (an earlier test's late delivery status may come first); null after `ms`.
    const next = (socket: Socket, ms = 3000, wanted: (e: WhatsappEvent) => boolean = () => true) =>
      new Promise<WhatsappEvent | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), ms)
        const on = (e: WhatsappEvent) => {
          if (!wanted(e)) return
          clearTimeout(timer)
          socket.off(WHATSAPP_EVENT, on)
          resolve(e)
        }
        socket.on(WHATSAPP_EVENT, on)
      })
    const staff = await socketOf(support)
    const other = await socketOf(await signIn(h, ACCOUNTS.technician))
    const got = next(staff, 3000, (e) => e.kind === 'inbound')
    const notOther = next(other, 700)
    await post(inbound('919811100009', 'Live message'))
    const c = (await conversationOf('919811100009'))!
    const event = await got
    expect(event).toMatchObject({ conversationId: c.id, kind: 'inbound' })
    expect(event!.unreadTotal).toBeGreaterThanOrEqual(1)
    expect(await notOther).toBeNull()
  })
})
