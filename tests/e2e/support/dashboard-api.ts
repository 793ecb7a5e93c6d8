import { io as connect } from 'socket.io-client'
import { REALTIME_EVENTS } from '../../../shared/api/realtime'
import { latestCode } from './server'
import { PASSWORD } from './flows'

/**
 * The dashboards' story talks to the product as its users do, through the HTTP API (and the company phone's socket for
 * call logs): a signed-in account's calls, the server's test clock, and India days.
 */

export const DAY_S = 86_400
const IST_S = 19_800
const HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }

/** The India day (yyyy-MM-dd) of Unix seconds. */
export const indiaDay = (s: number) => new Date((s + IST_S) * 1000).toISOString().slice(0, 10)
/** The Unix seconds of an India day's midnight. */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000 - IST_S
/** The India day `n` days after `day`. */
export const addDays = (day: string, n: number) => indiaDay(dayStart(day) + n * DAY_S)

/** Moves the server's test clock (TEST_CLOCK=true) forward by whole days; answers its new time (Unix seconds). */
export async function advanceClock(url: string, days: number): Promise<number> {
  let now = ''
  for (let left = days; left > 0; left -= 365) {
    const r = await fetch(`${url}/api/dev/clock`, {
      method: 'POST',
      headers: { ...HEADERS, origin: url },
      body: JSON.stringify({ advanceMs: Math.min(left, 365) * DAY_S * 1000 }),
    })
    now = ((await r.json()) as { now: string }).now
  }
  return Date.parse(now) / 1000
}

export type Answer = Record<string, unknown> & { responseCode: number; message?: string }
export interface Account {
  mobile: string
  sid: string
  call<T = Answer>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T & Answer>
  /** A call that must succeed (109). */
  ok<T = Answer>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T & Answer>
}

/** Signs an account in through both steps (password, then the code from the outbox). */
export async function signInApi(url: string, mobile: string): Promise<Account> {
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${url}/api/admin${path}`, { method: 'POST', headers: { ...HEADERS, origin: url, cookie }, body: JSON.stringify(body) })
  const first = await post('/accountLogin', { email: mobile, password: PASSWORD })
  const pending = /sid=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? ''
  await first.body?.cancel()
  const second = await post('/verify/otp', { otpVal: await latestCode(url, mobile) }, `sid=${pending}`)
  const sid = /sid=([^;]+)/.exec(second.headers.get('set-cookie') ?? '')?.[1] ?? pending
  const answer = (await second.json()) as Answer
  if (answer.responseCode !== 109) throw new Error(`sign-in of ${mobile}: ${JSON.stringify(answer)}`)
  const call = async <T>(method: string, path: string, body?: unknown) => {
    const r = await fetch(`${url}/api/admin${path}`, {
      method,
      headers: { ...HEADERS, origin: url, cookie: `sid=${sid}` },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    })
    return (await r.json()) as T & Answer
  }
  return {
    mobile,
    sid,
    call,
    ok: async <T>(method: string, path: string, body?: unknown) => {
      const a = await call<T>(method, path, body)
      if (a.responseCode !== 109) throw new Error(`${method} ${path} ${JSON.stringify(body)}: ${JSON.stringify(a)}`)
      return a
    },
  }
}

export interface PhoneCall {
  callType: 'incoming' | 'outgoing' | 'missed' | 'rejected'
  /** Unix seconds. */
  at: number
  number: string
}

/**
 * A worker's company phone hands its call log to the server (the device socket), which stores it; answers once
 * `admin` reads them all in the worker's stored call logs (POST /user/calllogs).
 */
export async function uploadCallLogs(url: string, phone: Account, admin: Account, calls: PhoneCall[]): Promise<void> {
  const socket = connect(url, {
    transports: ['websocket'],
    extraHeaders: { cookie: `sid=${phone.sid}` },
    reconnection: false,
    auth: { device: true },
  })
  try {
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve())
      socket.on('connect_error', reject)
    })
    socket.emit(REALTIME_EVENTS.giveCallLogsToAdmin, {
      requestId: crypto.randomUUID(),
      callLogs: calls.map((c) => ({
        name: null,
        number: c.number,
        callType: c.callType.toUpperCase(),
        duration: c.callType === 'incoming' || c.callType === 'outgoing' ? 30 : 0,
        simDisplayName: 'Jio',
        timestamp: c.at,
      })),
      stats: { incomingCount: 0, outgoingCount: 0, missedCount: 0 },
    })
    // Nobody asked for this answer: nothing comes back on the socket. They are stored (in one insert) once the admin
    // reads the last one among the worker's call logs.
    const me = (await phone.ok<{ user: { _id: string } }>('GET', '/islogin')).user._id
    const last = calls.at(-1)
    const deadline = Date.now() + 15_000
    while (last) {
      const stored = await admin.ok<{ logs: { timestamp: number }[] }>('POST', '/user/calllogs', { recordId: me, number: last.number })
      if (stored.logs.some((l) => l.timestamp === last.at)) break
      if (Date.now() > deadline) throw new Error(`the call logs were not stored: ${JSON.stringify(stored)}`)
      await new Promise((resolve) => setImmediate(resolve))
    }
  } finally {
    socket.close()
  }
}
