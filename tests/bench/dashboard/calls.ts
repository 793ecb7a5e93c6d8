/**
 * Every dashboard call (server/modules/dashboard, shared/api/dashboard.ts) for a one-year range, timed one after
 * another over HTTP as the super admin: warm-up, then `runs` timed requests each; p50 and p95.
 */
import { DASHBOARD_CALLS as C } from '../../../shared/api/dashboard'
import { DAY_SECONDS, indiaMidnight } from '../../../shared/india-day'
import { latestCode } from '../../e2e/support/server'

export const ADMIN = '9000000001'
const PASSWORD = 'Demo@12345'
const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' }

export interface Call {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: unknown
}

/** A one-year range ending today (India days, Unix seconds of their midnights). */
export function yearRange(nowMs = Date.now()): { startDate: number; endDate: number } {
  const endDate = indiaMidnight(Math.floor(nowMs / 1000))
  return { startDate: endDate - 364 * DAY_SECONDS, endDate }
}

const q = (o: Record<string, string | number>) => `?${new URLSearchParams(Object.entries(o).map(([k, v]) => [k, String(v)]))}`

/** Each route once, the groupings and models of the charts that have them each as their own row. */
export function dashboardCalls(range = yearRange()): Call[] {
  const r = range
  const post = (name: string, path: string, body: unknown = r): Call => ({ name, method: 'POST', path, body })
  const get = (name: string, path: string): Call => ({ name, method: 'GET', path })
  return [
    get('new cards (users, revenue, rides, centres, plans)', C.newCards),
    get('cards (classic)', C.cards),
    ...(['Hour', 'Day', 'Week', 'Month', 'Year'] as const).map((g) => get(`call data, ${g}`, `${C.callData}${q({ ...r, graphType: g })}`)),
    ...(['bookings', 'service', 'tickets'] as const).map((m) => post(`bar chart, ${m}`, `${C.barChart}${q({ model: m })}`, r)),
    post('pie chart (retrofitment)', `${C.pieChart}${q(r)}`, {}),
    get('CRM marketing', `${C.crmMarketing}${q(r)}`),
    get('vehicle details', C.vehicles),
    get('enquiry details', C.enquiries),
    get('branch details', C.branches),
    post('service centres (page)', C.serviceCentres, { page: 0, pageSize: 10 }),
    post('search service centre', C.searchServiceCentre, { keyword: 'a' }),
    ...(['day', 'month', 'year'] as const).map((d) => get(`stats (booking count), ${d}`, `${C.stats}${q({ ...r, datetype: d })}`)),
    post('test ride counts', C.testRideCounts),
    post('test ride created', C.testRideCreated),
    post('pre-book counts', C.preBookCounts),
    post('enquiry stats', C.enquiryStats),
    post('ride km', C.rideKm),
    post('user count', C.userCount),
    post('recharge', C.recharge),
  ]
}

/** Signs the super admin in through the API (password, then the one-time code from the dev outbox): the cookie. */
export async function signInApi(base: string): Promise<string> {
  const api = `${base}/api/admin`
  const login = await fetch(`${api}/accountLogin`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ email: ADMIN, password: PASSWORD }),
  })
  const pending = /sid=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1]
  if (!login.ok || !pending) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`)
  const otpVal = await latestCode(base, ADMIN)
  const verified = await fetch(`${api}/verify/otp`, {
    method: 'POST',
    headers: { ...JSON_HEADERS, cookie: `sid=${pending}` },
    body: JSON.stringify({ otpVal }),
  })
  const sid = /sid=([^;]+)/.exec(verified.headers.get('set-cookie') ?? '')?.[1]
  if (!verified.ok || !sid) throw new Error(`OTP answered ${verified.status}: ${await verified.text()}`)
  return `sid=${sid}`
}

/** One request; throws unless it answers 200 with the success code. */
async function once(base: string, cookie: string, c: Call): Promise<number> {
  const started = performance.now()
  const r = await fetch(`${base}/api/admin${c.path}`, {
    method: c.method,
    headers: { ...(c.method === 'POST' ? JSON_HEADERS : { 'x-requested-with': 'XMLHttpRequest' }), cookie },
    body: c.method === 'POST' ? JSON.stringify(c.body ?? {}) : undefined,
  })
  const text = await r.text()
  const ms = performance.now() - started
  if (!r.ok || (JSON.parse(text) as { responseCode?: number }).responseCode !== 109) {
    throw new Error(`${c.method} ${c.path} answered ${r.status}: ${text.slice(0, 300)}`)
  }
  return ms
}

export const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((s.length * p) / 100) - 1)]!
}

export interface CallTiming {
  call: Call
  first: number
  runs: number
  p50: number
  p95: number
  max: number
}

/**
 * Warm-up (`warmup` requests; the first one's time kept), then `runs` timed requests of each call in turn; a call
 * slower than `budgetMs` in all stops after 5 runs or when the budget is spent (`runs` says how many were timed).
 */
export async function timeCalls(
  base: string,
  cookie: string,
  calls: Call[],
  opts: { warmup: number; runs: number; budgetMs: number },
): Promise<CallTiming[]> {
  const out: CallTiming[] = []
  for (const call of calls) {
    let first = 0
    for (let i = 0; i < opts.warmup; i++) {
      const ms = await once(base, cookie, call)
      if (i === 0) first = ms
    }
    const times: number[] = []
    let spent = 0
    while (times.length < opts.runs && (times.length < 5 || spent < opts.budgetMs)) {
      times.push(await once(base, cookie, call))
      spent += times[times.length - 1]!
    }
    out.push({ call, first, runs: times.length, p50: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) })
  }
  return out
}
