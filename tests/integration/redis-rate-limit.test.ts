import { randomBytes, randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from './support/databases'
import { startHarness, type Harness } from './support/harness'

const redisUrl = process.env.TEST_REDIS_URL
// Its own keys: another file on the same Redis (two-nodes.test.ts) signs in from the same address meanwhile.
const prefix = `redis-rate-limit-${process.pid}`

/** With REDIS_URL, two server nodes share one sign-in budget per address (SECURITY.md item 11). */
describe.skipIf(!redisUrl)('sign-in rate limit across two nodes sharing Redis', () => {
  let a: Harness
  let b: Harness
  beforeAll(async () => {
    // The limit keys carry the address, which the test makes unique, so runs do not disturb each other.
    a = await startHarness(testDatabases[0]!, { config: { AUTH_RATE_LIMIT: '4', REDIS_URL: redisUrl!, REDIS_PREFIX: prefix } })
    b = await startHarness(testDatabases[0]!, { config: { AUTH_RATE_LIMIT: '4', REDIS_URL: redisUrl!, REDIS_PREFIX: prefix } })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  it('counts calls on either node against the same limit', async () => {
    const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`
    const call = (h: Harness) =>
      h.app.inject({
        method: 'POST',
        url: '/api/admin/accountLogin',
        remoteAddress: ip,
        headers: { 'x-requested-with': 'x', 'content-type': 'application/json' },
        payload: JSON.stringify({ email: '9999999999', password: 'whatever-1' }),
      })
    const statuses = [
      (await call(a)).statusCode,
      (await call(b)).statusCode,
      (await call(a)).statusCode,
      (await call(b)).statusCode,
      (await call(a)).statusCode,
      (await call(b)).statusCode,
    ]
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429])
  })
})

/** With REDIS_URL, the per-account sign-in limit is one budget per number across nodes, also under concurrency. */
describe.skipIf(!redisUrl)('per-account sign-in limit across two nodes sharing Redis', () => {
  let a: Harness
  let b: Harness
  beforeAll(async () => {
    a = await startHarness(testDatabases[0]!, { config: { ACCOUNT_SIGNIN_LIMIT: '4', REDIS_URL: redisUrl!, REDIS_PREFIX: prefix } })
    b = await startHarness(testDatabases[0]!, { config: { ACCOUNT_SIGNIN_LIMIT: '4', REDIS_URL: redisUrl!, REDIS_PREFIX: prefix } })
  })
  afterAll(async () => {
    await a?.close()
    await b?.close()
  })

  // A number no account has, unique per run, so runs sharing the Redis server do not meet.
  const unknownNumber = () => `7${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`
  const call = (h: Harness, mobile: string, i: number) =>
    h.app.inject({
      method: 'POST',
      url: '/api/admin/accountLogin',
      remoteAddress: `192.0.2.${i + 1}`,
      headers: { 'x-requested-with': 'x', 'content-type': 'application/json' },
      payload: JSON.stringify({ email: mobile, password: 'whatever-1' }),
    })

  it('counts calls for one number from many addresses on either node against the same limit', async () => {
    const mobile = unknownNumber()
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await call(i % 2 ? b : a, mobile, i)).statusCode)
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429])
  })

  it('lets four of 40 concurrent calls for one number through, split over both nodes', async () => {
    const mobile = unknownNumber()
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => call(i % 2 ? b : a, mobile, i)))
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(4)
    expect(answers.filter((r) => r.statusCode === 429 && r.json().responseCode === 112)).toHaveLength(36)
  })
})
