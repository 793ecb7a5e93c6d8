import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, startHarness, type Harness } from './support/harness'

const TRIES = 200
const WARM_UP = 10

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = s.length >> 1
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2
}
const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!
const ms = (x: number) => `${x.toFixed(2)} ms`

/**
 * SECURITY.md item 8: a wrong password for an existing number and any password for an unknown number answer 103
 * in about the same time. The two kinds of tries alternate in pairs (ABBA), so load from other work on the machine
 * falls on both alike; each try starts from the same state (attempts reset, outside the timed part).
 *
 * The assertion is on the median of the paired differences: each pair ran back to back under the same load, so the
 * machine's ups and downs cancel. The gap between the two medians is printed too; with both cores busy it wandered
 * up to 1.9 ms on identical work, while the paired median stayed within 0.7 ms (and was 4.4 ms on PostgreSQL and
 * 2.3 ms on PGlite before both paths did the same work). On a machine busy with other suites (medians of 100–140 ms,
 * p90 past 250 ms) the paired median reached 2.5 ms with no difference in the work, so the bound grows with the median.
 */
/**
 * PostgreSQL when TEST_DATABASE_URL is set (CI), else PGlite: the code paths compared are the same on both, and the one
 * timing leak this test caught showed on PostgreSQL (4.4 ms) and not on PGlite (2.3 ms, under the 3 ms bound). Once is
 * enough, on the database that shows a difference best (about 120 s a run saved, issue 36).
 */
const timingDatabases = testDatabases.length > 1 ? testDatabases.filter((d) => d.name === 'postgres') : testDatabases

describe.each(timingDatabases)('sign-in timing on $name', (tdb) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(tdb)
  })
  afterAll(() => h.close())

  const existing = ACCOUNTS.support
  const unknown = '9876501234'

  async function timedTry(mobile: string, i: number): Promise<number> {
    await h.database.db.update(users).set({ passwordAttempt: 0 }).where(eq(users.mobileNo, existing))
    const start = performance.now()
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/admin/accountLogin',
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: mobile, password: `timing-guess-${i}` }),
    })
    const elapsed = performance.now() - start
    expect(res.json()).toEqual({ responseCode: 103, message: 'Wrong Credentials' })
    return elapsed
  }

  /** One measurement: the median paired gap of TRIES ABBA pairs, printed with the medians, and its bound. */
  async function measure(round: number): Promise<{ pairedGap: number; allowed: number }> {
    const known: number[] = []
    const missing: number[] = []
    for (let i = 0; i < TRIES; i++) {
      const knownFirst = i % 4 === 0 || i % 4 === 3
      if (knownFirst) known.push(await timedTry(existing, i))
      missing.push(await timedTry(unknown, i))
      if (!knownFirst) known.push(await timedTry(existing, i))
    }
    const gap = median(known) - median(missing)
    const pairs = known.map((k, i) => k - missing[i]!)
    const pairedGap = median(pairs)
    const slowerShare = pairs.filter((d) => d > 0).length / pairs.length
    console.log(
      `[timing ${tdb.name} #${round}] existing+wrong median ${ms(median(known))} (p10 ${ms(quantile(known, 0.1))}, p90 ${ms(quantile(known, 0.9))}); ` +
        `unknown median ${ms(median(missing))} (p10 ${ms(quantile(missing, 0.1))}, p90 ${ms(quantile(missing, 0.9))}); ` +
        `gap of medians ${ms(gap)}; median paired gap ${ms(pairedGap)}; existing slower in ${(slowerShare * 100).toFixed(0)}% of pairs`,
    )
    // 3 ms, or 4 % of the faster median when other work slows every try: under the 4.4 ms the extra database work
    // once cost, far under a skipped hash (tens of ms).
    return { pairedGap, allowed: Math.max(3, 0.04 * Math.min(median(known), median(missing))) }
  }

  it(`answers an existing number with a wrong password as fast as an unknown number (within 3 ms or 4 %, median of ${TRIES} pairs)`, async () => {
    for (let i = 0; i < WARM_UP; i++) {
      await timedTry(existing, i)
      await timedTry(unknown, i)
    }
    // Measured again once when over the bound: a leak is over it every time, other suites' load on the machine (which
    // pushed one CI run to 3.0 ms with the same work on both paths) seldom twice.
    let m = await measure(1)
    if (Math.abs(m.pairedGap) >= m.allowed) m = await measure(2)
    expect(Math.abs(m.pairedGap), `allowed ${ms(m.allowed)}`).toBeLessThan(m.allowed)
  })
})
