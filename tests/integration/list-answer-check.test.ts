import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../server/config'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Harness } from './support/harness'

const LIST = '/api/admin/user/all'
const API = path.resolve(import.meta.dirname, '../../shared/api')
/** Every table contract's list call (shared/api/*.ts: `list: '/…'`). */
const LISTS = fs
  .readdirSync(API)
  .flatMap((f) => [...fs.readFileSync(path.join(API, f), 'utf8').matchAll(/^\s+list: '(\/[^']+)'/gm)].map((m) => m[1]!))

describe('CHECK_ANSWERS (list answers checked against their schema)', () => {
  it('is on outside production and off in production unless set', () => {
    expect(testConfig().CHECK_ANSWERS).toBe(true)
    expect(testConfig({ CHECK_ANSWERS: 'false' }).CHECK_ANSWERS).toBe(false)
    const production = { NODE_ENV: 'production', DATA_DIR: 'memory://', LOG_LEVEL: 'silent', SEED_DEMO: 'false' }
    expect(testConfig(production).CHECK_ANSWERS).toBe(false)
    expect(testConfig({ ...production, CHECK_ANSWERS: 'true' }).CHECK_ANSWERS).toBe(true)
  })
})

describe.each(oneDatabase)('list answers with and without the check on $name', (tdb) => {
  let checked: Harness
  let unchecked: Harness

  beforeAll(async () => {
    checked = await startHarness(tdb)
    unchecked = await startHarness(tdb, { config: { CHECK_ANSWERS: 'false' } })
  })

  afterAll(async () => {
    await checked?.close()
    await unchecked?.close()
  })

  it('answers the same JSON, key order included, for the same data and query', async () => {
    const a = await signIn(checked, ACCOUNTS.superAdmin)
    const b = await signIn(unchecked, ACCOUNTS.superAdmin)
    for (const body of [{}, { pageSize: 100, sortField: 'fname', sortOrder: 'true' }, { keyword: 'kumar', pageSize: 25 }]) {
      const [x, y] = [await a.post(LIST, body), await b.post(LIST, body)]
      expect(x.status, JSON.stringify(body)).toBe(200)
      expect(y.status).toBe(200)
      expect((x.body as { rows: unknown[] }).rows.length).toBeGreaterThan(0)
      expect(JSON.stringify(y.body)).toBe(JSON.stringify(x.body))
    }
  })

  it('answers every table’s first page the same: no row carries a field its schema would have dropped', async () => {
    expect(LISTS.length).toBeGreaterThan(20)
    const a = await signIn(checked, ACCOUNTS.superAdmin)
    const b = await signIn(unchecked, ACCOUNTS.superAdmin)
    let withRows = 0
    for (const list of LISTS) {
      const [x, y] = [await a.post(`/api/admin${list}`, { pageSize: 100 }), await b.post(`/api/admin${list}`, { pageSize: 100 })]
      expect(y.status, list).toBe(x.status)
      expect(JSON.stringify(y.body), list).toBe(JSON.stringify(x.body))
      if (((x.body as { rows?: unknown[] }).rows?.length ?? 0) > 0) withRows++
    }
    expect(withRows).toBeGreaterThan(15)
  })
})
