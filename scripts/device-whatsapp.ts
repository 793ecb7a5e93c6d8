/**
 * A rider's phone on WhatsApp, simulated (issue 21): posts Cloud-API-shaped messages to POST /api/whatsapp/webhook,
 * signed with X-Hub-Signature-256 (HMAC-SHA256 of the body with the app secret), and answers the agent: it signs in as a
 * staff user (the one-time code from the development outbox, or --otp), listens for `whatsapp-message` events and, when
 * an agent writes to its conversation, replies a moment later.
 *
 *   npm run device -- --whatsapp [--rider 9876543210] [--name 'Ravi Kumar'] [--text 'Hello'] [--count 1] [--interval 5]
 *     [--secret <WHATSAPP_APP_SECRET>] [--staff 9000000001] [--password Demo@12345] [--otp 123456] [--no-answer]
 *     [--url http://127.0.0.1:3000]
 *
 * Without --secret it signs with the local provider's development secret (the server's default outside production).
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { io } from 'socket.io-client'
import { WHATSAPP_EVENT, type WhatsappEvent } from '../shared/api/whatsapp'
import { LOCAL_DEV_APP_SECRET, signWebhook } from '../server/providers/whatsapp'

const OPENERS = ['Hello, my scooter shows a battery warning', 'Hi, when is my service due?', 'Is my booking confirmed?']
const ANSWERS = ['Thank you!', 'Okay, that works for me.', 'Can you call me in the evening?', 'Got it, thanks for the quick reply.']

export async function runWhatsappPhone(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      whatsapp: { type: 'boolean' },
      url: { type: 'string', default: 'http://127.0.0.1:3000' },
      rider: { type: 'string', default: '9876500001' },
      name: { type: 'string', default: 'Simulated Rider' },
      text: { type: 'string' },
      count: { type: 'string', default: '1' },
      interval: { type: 'string', default: '5' },
      secret: { type: 'string', default: LOCAL_DEV_APP_SECRET },
      staff: { type: 'string', default: '9000000001' },
      password: { type: 'string', default: 'Demo@12345' },
      otp: { type: 'string' },
      'no-answer': { type: 'boolean', default: false },
    },
  })
  const rider = values.rider!
  if (!/^\d{10}$/.test(rider)) throw new Error('--rider takes the rider’s 10-digit mobile number')
  const waId = `91${rider}`
  const base = values.url!.replace(/\/$/, '')

  async function say(text: string): Promise<void> {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'simulator',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                contacts: [{ wa_id: waId, profile: { name: values.name } }],
                messages: [
                  {
                    from: waId,
                    id: `wamid.sim-${randomUUID()}`,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body: text },
                  },
                ],
              },
            },
          ],
        },
      ],
    })
    const res = await fetch(`${base}/api/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signWebhook(body, values.secret!) },
      body,
    })
    console.log(`whatsapp: ${waId} wrote “${text}” → ${res.status}`)
  }

  const count = Math.max(1, Math.min(100, Number(values.count) || 1))
  for (let i = 0; i < count; i++) {
    await say(values.text ?? OPENERS[i % OPENERS.length]!)
    if (i < count - 1) await new Promise((r) => setTimeout(r, Number(values.interval) * 1000))
  }
  if (values['no-answer']) return

  // Answering: watch the conversation as a staff user (events carry only ids; the phone answers agents' messages).
  const cookies = new Map<string, string>()
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: cookieHeader() },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';', 1)
      const at = pair!.indexOf('=')
      if (at > 0) cookies.set(pair!.slice(0, at).trim(), pair!.slice(at + 1).trim())
    }
    return (await res.json().catch(() => ({}))) as { responseCode?: number; [k: string]: unknown }
  }
  const login = await call('POST', '/api/admin/accountLogin', { email: values.staff, password: values.password })
  if (login.responseCode !== 122) throw new Error(`staff sign-in answered ${JSON.stringify(login)}`)
  let otpVal = values.otp
  for (let i = 0; !otpVal && i < 50; i++) {
    const res = await fetch(`${base}/api/dev/outbox`)
    if (!res.ok) break
    const list = (await res.json()) as { to: string; text: string }[]
    otpVal = list.find((m) => m.to === values.staff)?.text.match(/\b(\d{6})\b/)?.[1]
    if (!otpVal) await new Promise((r) => setTimeout(r, 100))
  }
  if (!otpVal) throw new Error('no one-time code in the development outbox (give it with --otp)')
  if ((await call('POST', '/api/admin/verify/otp', { otpVal })).responseCode !== 109) throw new Error('the one-time code was refused')
  const list = await call('GET', `/api/admin/whatsapp/conversations?search=${rider}`)
  const mine = (list.conversations as { id: string; waNumber: string }[] | undefined)?.find((c) => c.waNumber === waId)
  if (!mine) throw new Error('the conversation was not created (is the webhook secret right?)')

  const socket = io(base, { path: '/socket.io', transports: ['websocket'], extraHeaders: { cookie: cookieHeader() } })
  socket.on('connect', () => console.log(`whatsapp: ${waId} is waiting for the agent (Ctrl+C stops)`))
  socket.on('connect_error', (err) => console.log(`whatsapp: cannot connect (${err.message})`))
  let n = 0
  socket.on(WHATSAPP_EVENT, (e: WhatsappEvent) => {
    if (e.conversationId !== mine.id || e.kind !== 'outbound') return
    setTimeout(() => void say(ANSWERS[n++ % ANSWERS.length]!), 1500)
  })
  await new Promise<void>((resolve) => {
    const stop = () => {
      socket.disconnect()
      resolve()
    }
    process.on('SIGTERM', stop)
    process.on('SIGINT', stop)
  })
}
