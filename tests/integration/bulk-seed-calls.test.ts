import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deviceCallLog } from '../../shared/api/realtime'
import { CALL_TYPES } from '../../shared/api/user-activity'
import type { Database } from '../../server/db/client'
import { parseSeedArgs, seedUsage } from '../../server/db/seed/args'
import { generateBulk } from '../../server/db/seed/bulk'
import { MOBILE_BASE } from '../../server/db/seed/bulk-sql'
import { seedSteps } from '../../server/db/seed/steps.gen'
import { CALL_SPAN_DAYS, generateCalls } from '../../server/modules/users/bulk-seed'
import { oneDatabase, testDatabases } from './support/databases'
import { SEED_TIME } from './support/seed-recipe'
import { ACCOUNTS, signIn, startHarness, type Harness } from './support/harness'

/** `npm run seed -- --calls N`: the call logs the dashboard's Call Status chart counts, on both databases. */

const N = 4000
const MORE = 1000
const SEED = 6262

async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows
}

interface CallRow {
  id: string
  user_id: string
  name: string | null
  number: string
  number_key: string
  call_type: string
  duration: number
  sim_display_name: string | null
  at: number
  created: number
  hour: number
  owner_type: string
  owner_active: boolean
}

const callsOf = (database: Database) =>
  rows<CallRow>(
    database,
    sql`SELECT c.id, c.user_id, c.name, c.number, c.number_key, c.call_type, c.duration, c.sim_display_name,
          (extract(epoch FROM c.timestamp) * 1000)::bigint AS at, (extract(epoch FROM c.created_at) * 1000)::bigint AS created,
          extract(hour FROM c.timestamp AT TIME ZONE 'Asia/Kolkata')::int AS hour, u.user_type AS owner_type, u.active AS owner_active
        FROM call_logs c JOIN users u ON u.id = c.user_id`,
  )

describe.each(testDatabases)('bulk call logs on $name', (tdb) => {
  let h: Harness
  let demo: Set<string>
  let bulk: CallRow[]

  beforeAll(async () => {
    h = await startHarness(tdb)
    await generateBulk(h.database, { users: 400, now: h.clock.now() })
    demo = new Set((await callsOf(h.database)).map((c) => c.id))
    // Batches of 1,500: several statements and a short last one.
    const result = await generateCalls(h.database, { count: N, batch: 1500, now: h.clock.now(), seed: SEED })
    expect(result.rows).toBe(N)
    bulk = (await callsOf(h.database)).filter((c) => !demo.has(c.id))
  })
  afterAll(() => h.close())

  it('adds N calls on the active workers’ and scc users’ phones, each as a device reports one', () => {
    expect(bulk).toHaveLength(N)
    const now = h.clock.now().getTime()
    const problems = bulk.flatMap((c) => {
      const parsed = deviceCallLog.safeParse({
        name: c.name,
        number: c.number,
        callType: c.call_type,
        duration: c.duration,
        simDisplayName: c.sim_display_name,
        timestamp: Number(c.at),
      })
      const wrong = [
        !parsed.success && `device form: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
        (!['worker', 'scc'].includes(c.owner_type) || !c.owner_active) && `owner ${c.owner_type}`,
        (c.call_type === 'incoming' || c.call_type === 'outgoing' ? c.duration < 8 : c.duration !== 0) && `duration ${c.duration}`,
        (Number(c.at) > now || Number(c.at) < now - (CALL_SPAN_DAYS + 7) * 86_400_000) && 'time outside the span',
        (Number(c.created) < Number(c.at) || Number(c.created) > now) && 'created',
        !/^\d{10}$/.test(c.number_key) && `number ${c.number}`,
      ].filter(Boolean)
      return wrong.length ? [`${c.id}: ${wrong.join(', ')}`] : []
    })
    expect(problems).toEqual([])
  })

  it('mixes incoming, outgoing and missed calls through the working day, over the year', () => {
    const share = (t: string) => bulk.filter((c) => c.call_type === t).length / N
    expect(new Set(bulk.map((c) => c.call_type))).toEqual(new Set(CALL_TYPES))
    expect(share('incoming')).toBeGreaterThan(0.36)
    expect(share('outgoing')).toBeGreaterThan(0.32)
    expect(share('missed') + share('rejected')).toBeGreaterThan(0.15)
    // Business hours in India: none before 06:00, most between 09:00 and 19:00.
    expect(bulk.filter((c) => c.hour < 6).length).toBe(0)
    expect(bulk.filter((c) => c.hour >= 9 && c.hour < 19).length / N).toBeGreaterThan(0.75)
    const months = new Set(bulk.map((c) => new Date(Number(c.at)).toISOString().slice(0, 7)))
    expect(months.size).toBeGreaterThanOrEqual(13)
    expect(new Set(bulk.map((c) => c.user_id)).size).toBeGreaterThan(15)
    // Most calls are with generated customers, in the number formats phones store.
    const customers = bulk.filter((c) => c.number_key.startsWith('6') && Number(c.number_key) - MOBILE_BASE <= 400).length
    expect(customers / N).toBeGreaterThan(0.65)
    expect(bulk.some((c) => c.number.startsWith('+91 ')) && bulk.some((c) => c.number.startsWith('0'))).toBe(true)
  })

  it('shows them in a phone user’s call log with its counts', async () => {
    const owner = bulk[0]!.user_id
    const admin = await signIn(h, ACCOUNTS.superAdmin)
    const answer = await admin.call('POST', '/api/admin/user/calllogs', { recordId: owner })
    expect(answer.status).toBe(200)
    const [count] = await rows<{ incoming: number; outgoing: number; missed: number }>(
      h.database,
      sql`SELECT count(*) FILTER (WHERE call_type = 'incoming')::int AS incoming, count(*) FILTER (WHERE call_type = 'outgoing')::int AS outgoing,
            count(*) FILTER (WHERE call_type = 'missed')::int AS missed FROM call_logs WHERE user_id = ${owner}`,
    )
    expect(answer.body.stats).toEqual({ incomingCount: count!.incoming, outgoingCount: count!.outgoing, missedCount: count!.missed })
  })

  it('continues on a second run with other calls', async () => {
    const result = await generateCalls(h.database, { count: MORE, batch: 400, now: h.clock.now(), seed: SEED })
    expect(result.rows).toBe(MORE)
    const all = await callsOf(h.database)
    expect(all).toHaveLength(demo.size + N + MORE)
    const first = new Set(bulk.map((c) => `${c.user_id} ${c.at} ${c.number}`))
    expect(all.filter((c) => !demo.has(c.id) && !first.has(`${c.user_id} ${c.at} ${c.number}`))).toHaveLength(MORE)
  })
})

describe('bulk call logs are deterministic', () => {
  it('makes the same calls from the same database, day, count and seed, whatever the batch size', async () => {
    // The seeded demo data (one copy per run, support/seed-recipe.ts) is the same database for both runs.
    const NOW = SEED_TIME
    const snapshot = async (batch: number) => {
      const { database, dispose } = await oneDatabase[0]!.openSeeded()
      try {
        await generateBulk(database, { users: 200, now: NOW })
        await generateCalls(database, { count: 1500, batch, now: NOW, seed: SEED })
        return await rows<Record<string, unknown>>(
          database,
          sql`SELECT u.mobile_no AS phone, c.name, c.number, c.call_type, c.duration, c.sim_display_name, c.timestamp::text, c.created_at::text
              FROM call_logs c JOIN users u ON u.id = c.user_id ORDER BY c.timestamp, u.mobile_no, c.number`,
        )
      } finally {
        await dispose()
      }
    }
    const [a, b] = [await snapshot(1500), await snapshot(450)]
    expect(a.length).toBeGreaterThan(1500)
    expect(b).toEqual(a)
  })

  it('is offered on the command line as --calls', () => {
    const options = seedSteps.flatMap((s) => (s.bulk ? [s.bulk] : []))
    expect(parseSeedArgs(['--calls', '1_000_000'], options)).toMatchObject({ bulk: { calls: 1_000_000 } })
    expect(seedUsage(options)).toMatch(/--calls N/)
  })
})
