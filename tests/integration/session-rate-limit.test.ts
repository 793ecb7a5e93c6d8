import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, lastOtp, startHarness, type Harness } from './support/harness'

/** The API limit per session or, without one, per address; small so the test can go over it. */
const API_LIMIT = 6
/** The sign-in limit per address and route. */
const AUTH_LIMIT = 8
/** Fifty people behind one office address (a NAT), each working within the limit. */
const OFFICE = '192.0.2.50'
const PEOPLE = 50

/**
 * Issue 34 defect 7 (SECURITY.md item 32): the API limit counts a signed-in session by its session, so fifty people
 * behind one address never meet a 429 while each stays within the limit; one session over it does. Requests without
 * a session, or with a cookie that names no session (random ones, rotated), are counted per address, and the sign-in
 * calls stay limited per address whatever session cookie they carry.
 */
describe.each(oneDatabase)('the API limit per session on $name', (tdb) => {
  let h: Harness
  const sessions: string[] = []
  beforeAll(async () => {
    h = await startHarness(tdb, { config: { API_RATE_LIMIT: String(API_LIMIT), AUTH_RATE_LIMIT: String(AUTH_LIMIT) } })
    // Ten sign-ins for each of five demo accounts, each from an address of its own (the sign-in limit is per address).
    const accounts = Object.values(ACCOUNTS)
    const perAccount = await Promise.all(
      accounts.map(async (mobileNo, a) => {
        const mine: string[] = []
        for (let i = 0; i < PEOPLE / accounts.length; i++) mine.push(await signInFrom(mobileNo, `10.34.${a}.${i + 1}`))
        return mine
      }),
    )
    sessions.push(...perAccount.flat())
  }, 120_000)
  afterAll(() => h?.close())

  const call = (method: 'GET' | 'POST', url: string, address: string, sid: string | null, body?: unknown) =>
    h.app.inject({
      method,
      url,
      remoteAddress: address,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(sid ? { cookie: `sid=${sid}` } : {}),
      },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    })

  /** Both sign-in steps from `address`; answers the session cookie. */
  async function signInFrom(mobileNo: string, address: string): Promise<string> {
    const login = await call('POST', '/api/admin/accountLogin', address, null, { email: mobileNo, password: 'Demo@12345' })
    expect(login.json().responseCode).toBe(122)
    const pending = login.cookies.find((c) => c.name === 'sid')!.value
    const otpVal = await lastOtp(h.database, mobileNo)
    const verified = await call('POST', '/api/admin/verify/otp', address, pending, { otpVal })
    expect(verified.json().responseCode).toBe(109)
    return verified.cookies.find((c) => c.name === 'sid')!.value
  }
  const islogin = (address: string, sid: string | null) => call('GET', '/api/admin/islogin', address, sid)
  const statuses = async (answers: Promise<{ statusCode: number; json(): { responseCode?: number } }>[]) =>
    (await Promise.all(answers)).map((r) => `${r.statusCode}/${r.json().responseCode}`)
  /** How many answers of each status/responseCode. */
  const tally = (answers: string[]) => {
    const counts: Record<string, number> = {}
    for (const a of answers) counts[a] = (counts[a] ?? 0) + 1
    return counts
  }

  it('lets fifty sessions behind one address each work within the limit, far over it together, without a 429', async () => {
    // 50 × 4 = 200 requests a minute from one address with a limit of 6: each session stays within its own.
    const answers = await statuses(sessions.flatMap((sid) => Array.from({ length: API_LIMIT - 2 }, () => islogin(OFFICE, sid))))
    expect(tally(answers)).toEqual({ '200/109': PEOPLE * (API_LIMIT - 2) })
  })

  it('refuses the one session that goes over its limit with 429/112, and only that one', async () => {
    const [busy, other] = sessions
    const answers: string[] = []
    for (let i = 0; i < 5; i++) answers.push(...(await statuses([islogin(OFFICE, busy!)])))
    expect(answers).toEqual(['200/109', '200/109', '429/112', '429/112', '429/112'])
    expect(await statuses([islogin(OFFICE, other!)])).toEqual(['200/109'])
  })

  it('counts requests without a session per address, also with random cookies rotated on every request', async () => {
    const bare = await statuses(Array.from({ length: API_LIMIT + 5 }, () => islogin('198.51.100.7', null)))
    expect(tally(bare)).toEqual({ '401/108': API_LIMIT, '429/112': 5 })
    const forged = await statuses(
      Array.from({ length: API_LIMIT + 5 }, () => islogin('198.51.100.8', randomBytes(32).toString('base64url'))),
    )
    expect(tally(forged)).toEqual({ '401/108': API_LIMIT, '429/112': 5 })
    // A session of that office is not counted with them.
    expect(await statuses([islogin('198.51.100.8', sessions[3]!)])).toEqual(['200/109'])
  })

  it('keeps the sign-in calls limited per address, whatever session cookie each call carries', async () => {
    const answers = await statuses(
      Array.from({ length: AUTH_LIMIT + 3 }, (_, i) =>
        call('POST', '/api/admin/accountLogin', '203.0.113.9', sessions[10 + i]!, { email: '9999999999', password: 'not-the-password' }),
      ),
    )
    expect(tally(answers)).toEqual({ '401/103': AUTH_LIMIT, '429/112': 3 })
  })
})
