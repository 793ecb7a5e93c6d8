import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'
import { createRng } from '../../server/db/seed/prng'

const KEYS = [
  'keyword',
  'page',
  'pageSize',
  'sortField',
  'sortOrder',
  'active',
  'status',
  'type',
  'startDate',
  'endDate',
  'startAt',
  'endAt',
  'userType',
  'scuId',
  'branchId',
  '__proto__',
  'constructor',
  '',
]
const STRINGS = [
  '',
  ' ',
  'true',
  'false',
  'all',
  'admin',
  'createdAt',
  'fname',
  'password_hash',
  '%',
  '_',
  '\\',
  "' OR 1=1 --",
  '\u0000',
  '\ud800',
  '١٢٣',
  '00000000-0000-0000-0000-000000000000',
  'x'.repeat(5000),
  '💥'.repeat(100),
  '-1',
  '1e309',
  'NaN',
  '9999999999999',
  '1000',
  '1001',
  '0',
]
const NUMBERS = [0, -1, 1, 1.5, 10, 1000, 1001, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 253402300799, 253402300800]

function value(r: () => number, depth = 0): unknown {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!
  switch (Math.floor(r() * (depth > 1 ? 5 : 7))) {
    case 0:
      return null
    case 1:
      return r() < 0.5
    case 2:
      return pick(NUMBERS)
    case 3:
    case 4:
      return pick(STRINGS)
    case 5:
      return Array.from({ length: Math.floor(r() * 3) }, () => value(r, depth + 1))
    default: {
      const o: Record<string, unknown> = {}
      for (let i = Math.floor(r() * 3); i > 0; i--) o[pick(KEYS)] = value(r, depth + 1)
      return o
    }
  }
}

/** A table query with random fields, most of them plausible, some not. */
function query(r: () => number): Record<string, unknown> {
  const o: Record<string, unknown> = {}
  for (let i = Math.floor(r() * 5); i > 0; i--) o[KEYS[Math.floor(r() * KEYS.length)]!] = value(r, 1)
  return o
}

const RAW = ['', '{', '[1,', 'nul', '{"a":1}{', '\u0000\u0001', '"page"', '[]', 'null', '42', '"x"', 'true']

/** SECURITY.md item 16 for the list calls: any body, valid or not, gets an answer with a response code and never a 5xx. */
describe.each(testDatabases)('fuzzing the list and export calls on $name', (tdb) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(tdb)
  })
  afterAll(() => h.close())

  it('answers thousands of random table queries with 200 or 4xx, never 5xx', async () => {
    const admin = await signIn(h, ACCOUNTS.superAdmin)
    const r = createRng(20261121).next
    const seen = { ok: 0, refused: 0 }
    for (const url of ['/api/admin/user/all', '/api/admin/user/export']) {
      for (let i = 0; i < 600; i++) {
        const agent = i % 10 === 0 ? new Agent(h.app) : admin
        const raw = i % 7 === 0 ? RAW[i % RAW.length]! : JSON.stringify(i % 3 === 0 ? value(r) : query(r))
        const res = await agent.call('POST', url, raw)
        const label = `${url} ${raw.slice(0, 160)}`
        expect(res.status, label).toBeLessThan(500)
        if (res.status === 200) {
          seen.ok++
          if (url.endsWith('/all')) {
            expect(res.body, label).toMatchObject({
              responseCode: 109,
              rows: expect.any(Array),
              pages: expect.any(Number),
              filterRecords: expect.any(Number),
            })
          } else {
            expect(res.headers['content-type'], label).toMatch(/x-ndjson/)
          }
        } else {
          seen.refused++
          expect(res.status, label).toBeGreaterThanOrEqual(400)
          expect(typeof res.body.responseCode, label).toBe('number')
          expect(typeof res.body.message, label).toBe('string')
        }
      }
    }
    expect(seen.ok).toBeGreaterThan(100)
    expect(seen.refused).toBeGreaterThan(100)
  })

  it('refuses bodies that are not an object with 400/110', async () => {
    const admin = await signIn(h, ACCOUNTS.superAdmin)
    for (const url of ['/api/admin/user/all', '/api/admin/user/export']) {
      for (const raw of ['[]', '42', '"x"', 'true', '{', '[1,']) {
        const res = await admin.call('POST', url, raw)
        expect(res.status, `${url} ${raw}`).toBe(400)
        expect(res.body.responseCode).toBe(110)
      }
    }
  })
})
