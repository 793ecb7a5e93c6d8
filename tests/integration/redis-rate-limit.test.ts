import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from './support/databases'
import { startHarness, type Harness } from './support/harness'

const redisUrl = process.env.TEST_REDIS_URL

/** With REDIS_URL, two server nodes share one sign-in budget per address (SECURITY.md item 11). */
describe.skipIf(!redisUrl)('sign-in rate limit across two nodes sharing Redis', () => {
  let a: Harness
  let b: Harness
  beforeAll(async () => {
    // The limit keys carry the address, which the test makes unique, so runs do not disturb each other.
    a = await startHarness(testDatabases[0]!, { config: { AUTH_RATE_LIMIT: '4', REDIS_URL: redisUrl! } })
    b = await startHarness(testDatabases[0]!, { config: { AUTH_RATE_LIMIT: '4', REDIS_URL: redisUrl! } })
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
    const statuses = [(await call(a)).statusCode, (await call(b)).statusCode, (await call(a)).statusCode, (await call(b)).statusCode, (await call(a)).statusCode, (await call(b)).statusCode]
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429])
  })
})
