import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../server/db/schema'
import { generateBulk } from '../../server/db/seed/bulk'
import { defineList, type ListContext } from '../../server/lib/list'
import { forgetEstimates } from '../../server/lib/list-count'
import { digitPrefix, phoneDigits } from '../../server/lib/list-query'
import type { NdjsonOut } from '../../server/lib/ndjson'
import { usersList } from '../../server/modules/users/list'
import { testDatabases } from './support/databases'
import { startHarness, type Harness } from './support/harness'

/**
 * The list library's paths, each checked against the database's own ORDER BY … LIMIT … OFFSET: the exact
 * probe (few matches), the sampled estimate with its bounds, the ordered walk, the walk that runs out and
 * falls back to all matches (matches clustered in the sort order), and the keyset export across chunk
 * boundaries inside and outside groups of NULLs. The users list is redeclared with an exact-count limit
 * of 25 and export chunks of 7, so a few thousand rows reach every path.
 */
const LIMIT = 25
const small = defineList({ ...usersList.definition, exactCountLimit: LIMIT, exportChunk: 7 })
const bigChunks = defineList({ ...usersList.definition, exactCountLimit: LIMIT, exportChunk: 997 })

const SORTS = usersList.definition.sort as Record<string, PgColumn>
const base = { page: 0, pageSize: 10, sortField: 'createdAt', sortOrder: 'false' as 'true' | 'false' }

function collector(): NdjsonOut & { lines: () => Record<string, unknown>[] } {
  let text = ''
  return {
    stopped: false,
    async write(t: string) {
      text += t
      return true
    },
    lines: () =>
      text
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, unknown>),
  }
}

describe.each(testDatabases)('list library paths on $name', (tdb) => {
  let h: Harness
  let ctx: ListContext
  const db = () => h.database.db

  const truth = async (where: SQL | undefined, column: PgColumn, ascending: boolean, limit?: number, offset = 0) => {
    const q = db()
      .select({ id: users.id })
      .from(users)
      .where(where)
      .orderBy(...(ascending ? [asc(column), asc(users.id)] : [desc(column), desc(users.id)]))
    return (await (limit === undefined ? q : q.limit(limit).offset(offset))).map((r) => r.id)
  }
  const countOf = async (where: SQL | undefined) =>
    Number(
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .where(where)
      )[0]!.n,
    )
  const search = usersList.definition.search as (keyword: string) => SQL
  const keywordWhere = (k: string) => (k ? search(k) : undefined)

  beforeAll(async () => {
    h = await startHarness(tdb)
    // More than SAMPLE_PAGES pages, so counts beyond the limit are sampled, not counted whole.
    await generateBulk(h.database, { users: 9000, now: h.clock.now() })
    ctx = { db: db(), kind: h.database.kind, auth: { user: { userType: 'admin' } } as ListContext['auth'] }
    forgetEstimates()
  })
  afterAll(() => h.close())

  it('pages every keyword × sort × direction × page exactly as the database orders them', { timeout: 180_000 }, async () => {
    const keywords = ['', 'kumar', 'sharma', 'ka0', 'an', '600000', '60000012', '+91 6000 0011', 'mh4', 'zzzz']
    let compared = 0
    let estimated = 0
    for (const keyword of keywords) {
      const where = keywordWhere(keyword)
      const n = await countOf(where)
      for (const [sortField, column] of Object.entries(SORTS)) {
        for (const sortOrder of ['true', 'false'] as const) {
          for (const page of [0, 4, Math.max(0, Math.ceil(n / 10) - 1)]) {
            const a = await small.list(ctx, { ...base, keyword: keyword || undefined, sortField, sortOrder, page })
            const label = `${keyword || '(none)'} ${sortField} ${sortOrder} page ${page}`
            expect(
              a.rows.map((r) => r._id),
              label,
            ).toEqual(await truth(where, column, sortOrder === 'true', 10, page * 10))
            if (n <= LIMIT || (a.rows.length > 0 && a.rows.length < 10) || !a.filterRecordsEstimated) {
              expect(a, label).toMatchObject({ filterRecords: n, filterRecordsEstimated: false })
            } else {
              estimated++
              expect(a.filterRecordsEstimated, label).toBe(true)
              expect(a.filterRecords, label).toBeGreaterThan(LIMIT)
              expect(Math.abs(a.filterRecords - n) / n, `${label}: ${a.filterRecords} for ${n}`).toBeLessThan(0.5)
            }
            expect(a.pages).toBe(Math.ceil(a.filterRecords / 10))
            compared++
          }
        }
      }
    }
    expect(compared).toBe(keywords.length * 8 * 2 * 3)
    expect(estimated).toBeGreaterThan(50)
  })

  it('keeps an estimate within what is certain: beyond the end it never claims more than the offset', async () => {
    const n = await countOf(keywordWhere('kumar'))
    expect(n).toBeGreaterThan(LIMIT)
    const beyond = await small.list(ctx, { ...base, keyword: 'kumar', page: 10_000 })
    expect(beyond.rows).toEqual([])
    expect(beyond.filterRecords).toBeLessThanOrEqual(100_000)
    expect(beyond.filterRecords).toBeGreaterThan(LIMIT)
    const last = await small.list(ctx, { ...base, keyword: 'kumar', page: Math.ceil(n / 10) - 1 })
    if (n % 10 !== 0) expect(last).toMatchObject({ filterRecords: n, filterRecordsEstimated: false })
  })

  it('finds the page when matches cluster in the sort order (the ordered walk runs out and falls back)', async () => {
    // Vehicle numbers KA05… sorted descending come after every KA41…/KA5x one: the walk meets none of them first.
    const where = keywordWhere('ka0')
    const n = await countOf(where)
    expect(n).toBeGreaterThan(1000)
    for (const page of [0, 1, 50]) {
      const a = await small.list(ctx, { ...base, keyword: 'ka0', sortField: 'vehicleNo', sortOrder: 'false', page })
      expect(a.rows.map((r) => r._id)).toEqual(await truth(where, users.vehicleNo, false, 10, page * 10))
      expect(a.rows.every((r) => String(r.vehicleNo).toLowerCase().includes('ka0'))).toBe(true)
    }
  })

  it('counts exactly up to the limit and reads such a page in one probe', async () => {
    const where = and(eq(users.userType, 'worker'))
    const n = await countOf(where)
    expect(n).toBeLessThanOrEqual(LIMIT)
    const a = await small.list(ctx, { ...base, userType: 'worker', pageSize: 3, page: 1 } as never)
    expect(a).toMatchObject({ filterRecords: n, filterRecordsEstimated: false, pages: Math.ceil(n / 3) })
    expect(a.rows.map((r) => r._id)).toEqual(await truth(where, users.createdAt, false, 3, 3))
  })

  it('exports every row in the list order across keyset chunks, NULL groups included, both directions', async () => {
    const cases: [Record<string, unknown>, SQL | undefined][] = [
      [{ userType: 'worker' }, eq(users.userType, 'worker')], // all vehicle numbers and odometers NULL: the cursor walks inside the NULLs
      [{ keyword: 'a', userType: 'all' }, keywordWhere('a')],
      [{ status: 'pending' }, eq(users.status, 'pending')],
      [{}, undefined],
    ]
    for (const [filters, where] of cases) {
      for (const sortField of ['vehicleNo', 'odometer', 'lname', 'createdAt', 'userType']) {
        for (const sortOrder of ['true', 'false'] as const) {
          const n = await countOf(where)
          const list = n > 500 ? bigChunks : small
          const out = collector()
          const result = await list.exportTo(ctx, { ...base, ...filters, sortField, sortOrder } as never, out)
          const lines = out.lines()
          const label = `${JSON.stringify(filters)} ${sortField} ${sortOrder}`
          expect(
            lines.slice(1, -1).map((r) => r._id),
            label,
          ).toEqual(await truth(where, SORTS[sortField]!, sortOrder === 'true'))
          expect(lines.at(-1), label).toEqual({ done: true, rows: n })
          expect(result).toMatchObject({ rows: n, completed: true })
          if (n <= LIMIT) expect(lines[0]!.total).toBe(n)
        }
      }
    }
  })

  it('stops the export as soon as the client is gone', async () => {
    let writes = 0
    const out: NdjsonOut = {
      get stopped() {
        return writes >= 3
      },
      async write() {
        writes++
        return writes < 3
      },
    }
    const result = await small.exportTo(ctx, { ...base }, out)
    expect(writes).toBe(3)
    expect(result.completed).toBe(false)
    expect(result.rows).toBe(7)
  })
})

describe('phone-number keywords', () => {
  it('reads digits with spaces, dashes and a +91 / 0091 country code', () => {
    expect(phoneDigits('98450 12345')).toBe('9845012345')
    expect(phoneDigits('+91 98450-12345')).toBe('9845012345')
    expect(phoneDigits('919845012345')).toBe('9845012345')
    expect(phoneDigits('00919845012345')).toBe('9845012345')
    expect(phoneDigits('984')).toBe('984')
    expect(phoneDigits('+91')).toBeNull()
    for (const k of ['ka05', '98a45', '9845.1', '', ' - ']) expect(phoneDigits(k), k).toBeNull()
  })

  it('turns a digit prefix into an index range that holds every number with that prefix', () => {
    const dialect = new PgDialect()
    const q = (d: string) => dialect.sqlToQuery(digitPrefix(users.mobileNo, d)).params
    expect(q('98450')).toEqual(['98450', '98451', '98450%'])
    expect(q('98459')).toEqual(['98459', '9846', '98459%'])
    expect(q('999')).toEqual(['999', '999%'])
    expect(() => digitPrefix(users.mobileNo, '12a')).toThrow()
  })
})
