/**
 * A technician's phone, simulated (issue 6): signs in as a worker (or scc user) through the real HTTP sign-in
 * (mobile number + password, then the one-time code, read from GET /api/dev/outbox outside production or given with
 * --otp), connects the socket as a device and answers every get-call-history request with generated call logs.
 *
 *   npm run device -- --mobile 9000000005 [--url http://127.0.0.1:3000] [--password Demo@12345] [--otp 123456]
 *
 * Prints one line per event (`connected as …`, `answered <requestId> with N logs`); stops on Ctrl+C or SIGTERM.
 */
import { parseArgs } from 'node:util'
import { io } from 'socket.io-client'
import { REALTIME_EVENTS, type DeviceCallHistoryRequest, type DeviceCallLogs } from '../shared/api/realtime'

// `--whatsapp`: a rider's phone on WhatsApp instead (scripts/device-whatsapp.ts).
if (process.argv.includes('--whatsapp')) {
  const { runWhatsappPhone } = await import('./device-whatsapp')
  await runWhatsappPhone(process.argv.slice(2))
    .then(() => process.exit(0))
    .catch((err: unknown) => {
      console.error(`device: ${err instanceof Error ? err.message : String(err)}`)
      process.exit(1)
    })
}

// Issue 21: `--tracking` runs the telematics unit instead (scripts/device-tracking.ts).
if (process.argv.includes('--tracking')) {
  const { runTracking } = await import('./device-tracking')
  process.exit(await runTracking(process.argv.slice(2)))
}

const { values } = parseArgs({
  options: {
    mobile: { type: 'string' },
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    password: { type: 'string', default: 'Demo@12345' },
    otp: { type: 'string' },
  },
})
const mobile = values.mobile
if (!mobile || !/^\d{10}$/.test(mobile)) {
  console.error('usage: npm run device -- --mobile <10 digits> [--url http://127.0.0.1:3000] [--password …] [--otp …]')
  process.exit(2)
}
const base = values.url!.replace(/\/$/, '')
const cookies = new Map<string, string>()
const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')

async function call(method: string, path: string, body?: unknown): Promise<{ responseCode?: number; [k: string]: unknown }> {
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
  return (await res.json().catch(() => ({}))) as { responseCode?: number }
}

async function codeFromOutbox(): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${base}/api/dev/outbox`)
    if (!res.ok) break
    const list = (await res.json()) as { to: string; text: string }[]
    const code = list.find((m) => m.to === mobile)?.text.match(/\b(\d{6})\b/)?.[1]
    if (code) return code
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('no one-time code in the development outbox (give it with --otp)')
}

async function signIn(): Promise<void> {
  const login = await call('POST', '/api/admin/accountLogin', { email: mobile, password: values.password })
  if (login.responseCode !== 122) throw new Error(`sign-in answered ${JSON.stringify(login)}`)
  const otpVal = values.otp ?? (await codeFromOutbox())
  const verified = await call('POST', '/api/admin/verify/otp', { otpVal })
  if (verified.responseCode !== 109) throw new Error(`the one-time code answered ${JSON.stringify(verified)}`)
}

const NAMES = ['Asha', 'Vikram', 'Meera', 'Arjun', null]
const TYPES = ['incoming', 'outgoing', 'missed'] as const
const SIMS = ['Jio', 'Airtel']

/** A few calls with the asked number over the last week, newest first (timestamps in milliseconds, as Android). */
function generatedLogs(number: string): DeviceCallLogs {
  const n = 3 + Math.floor(Math.random() * 6)
  const now = Date.now()
  const name = NAMES[Math.floor(Math.random() * NAMES.length)]!
  const callLogs = Array.from({ length: n }, (_, i) => {
    const callType = TYPES[Math.floor(Math.random() * TYPES.length)]!
    return {
      name,
      number,
      callType,
      duration: callType === 'missed' ? 0 : 5 + Math.floor(Math.random() * 600),
      simDisplayName: SIMS[i % SIMS.length]!,
      timestamp: now - i * 3_600_000 - Math.floor(Math.random() * 3_000_000),
    }
  })
  const countOf = (t: string) => callLogs.filter((l) => l.callType === t).length
  return {
    requestId: '',
    callLogs,
    stats: { incomingCount: countOf('incoming'), outgoingCount: countOf('outgoing'), missedCount: countOf('missed') },
  }
}

async function main() {
  await signIn()
  const socket = io(base, {
    path: '/socket.io',
    transports: ['websocket'],
    extraHeaders: { cookie: cookieHeader() },
    auth: { device: true },
  })
  socket.on('connect', () => console.log(`device: connected as ${mobile}`))
  socket.on('connect_error', (err) => console.log(`device: cannot connect (${err.message})`))
  socket.on('disconnect', (reason) => {
    console.log(`device: disconnected (${reason})`)
    if (reason === 'io server disconnect') process.exit(1)
  })
  socket.on(REALTIME_EVENTS.getCallHistory, (req: DeviceCallHistoryRequest) => {
    const answer = { ...generatedLogs(req.userMobileNo), requestId: req.requestId }
    socket.emit(REALTIME_EVENTS.giveCallLogsToAdmin, answer)
    console.log(`device: answered ${req.requestId} with ${answer.callLogs.length} logs for ${req.userMobileNo}`)
  })
  const stop = () => {
    socket.disconnect()
    process.exit(0)
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((err: unknown) => {
  console.error(`device: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
