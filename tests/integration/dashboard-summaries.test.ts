import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../server/lib/list-count'
import { testDatabases } from './support/databases'
import { startHarness, type Harness } from './support/harness'

const IST = `'Asia/Kolkata'`

/**
 * Each summary (server/modules/dashboard/schema.ts) against the same figures counted from its source table: the
 * groups where they differ (a summary group whose counts are all zero stands for no rows).
 */
const MISMATCHES = `
SELECT
 (SELECT count(*) FROM (
    SELECT (created_at AT TIME ZONE ${IST})::date AS day, coalesce(vehicle_type, '') AS vehicle_type, count(*) AS users,
      count(*) FILTER (WHERE vehicle_no IS NOT NULL) AS vehicles
    FROM users WHERE user_type = 'user' GROUP BY 1, 2) a
  FULL JOIN (SELECT day, vehicle_type, users, vehicles FROM dashboard_user_days WHERE users <> 0 OR vehicles <> 0) b
  USING (day, vehicle_type) WHERE a.users IS DISTINCT FROM b.users OR a.vehicles IS DISTINCT FROM b.vehicles)::int AS users,
 (SELECT count(*) FROM (
    SELECT (date_time AT TIME ZONE ${IST})::date AS day, count(*) AS trips, sum(coalesce(distance, 0)) AS km FROM trips GROUP BY 1) a
  FULL JOIN (SELECT day, trips, km FROM dashboard_trip_days WHERE trips <> 0) b
  USING (day) WHERE a.trips IS DISTINCT FROM b.trips OR abs(a.km - b.km) > 0.000001)::int AS trips,
 (SELECT count(*) FROM (
    SELECT (created_at AT TIME ZONE ${IST})::date AS day, plan_id, count(*) AS n, sum(amount_paise) AS paid FROM recharges GROUP BY 1, 2) a
  FULL JOIN (SELECT day, plan_id, recharges AS n, amount_paise AS paid FROM dashboard_recharge_days WHERE recharges <> 0) b
  USING (day, plan_id) WHERE a.n IS DISTINCT FROM b.n OR a.paid IS DISTINCT FROM b.paid)::int AS recharges,
 (SELECT count(*) FROM (
    SELECT date_trunc('hour', timestamp AT TIME ZONE ${IST}) AS hour,
      count(*) FILTER (WHERE call_type = 'incoming') AS incoming, count(*) FILTER (WHERE call_type = 'outgoing') AS outgoing,
      count(*) FILTER (WHERE call_type IN ('missed', 'rejected')) AS missed
    FROM call_logs GROUP BY 1) a
  FULL JOIN (SELECT hour, incoming, outgoing, missed FROM dashboard_call_hours WHERE incoming + outgoing + missed <> 0) b
  USING (hour) WHERE a.incoming IS DISTINCT FROM b.incoming OR a.outgoing IS DISTINCT FROM b.outgoing
    OR a.missed IS DISTINCT FROM b.missed)::int AS calls`

/**
 * The dashboards' summaries stay equal to counting their records through inserts, updates (of the counted columns
 * and of others), deletes and a truncate, on both databases; every statement below changes rows the summaries count.
 */
describe.each(testDatabases)('dashboard summaries on $name', (tdb) => {
  let h: Harness
  const run = async (statement: string) => rowsOf<Record<string, unknown>>(await h.database.db.execute(sql.raw(statement)))
  const mismatches = async () => (await run(MISMATCHES))[0]
  const count = async (statement: string) => Number((await run(statement))[0]?.n)
  const none = { users: 0, trips: 0, recharges: 0, calls: 0 }

  beforeAll(async () => {
    h = await startHarness(tdb)
  })
  afterAll(async () => h?.close())

  it('holds what the seeded records count, and some records to count', async () => {
    expect(await mismatches()).toEqual(none)
    expect(await count(`SELECT sum(users) AS n FROM dashboard_user_days`)).toBeGreaterThan(10)
    expect(await count(`SELECT sum(trips) AS n FROM dashboard_trip_days`)).toBeGreaterThan(10)
    expect(await count(`SELECT sum(recharges) AS n FROM dashboard_recharge_days`)).toBeGreaterThan(0)
  })

  it('follows inserts, updates and deletes of the counted columns', async () => {
    const worker = `(SELECT id FROM users WHERE user_type IN ('worker', 'scc') ORDER BY mobile_no LIMIT 1)`
    await run(`INSERT INTO call_logs (user_id, number, call_type, duration, timestamp)
      SELECT ${worker}, '98765' || lpad(g::text, 5, '0'), (ARRAY['incoming', 'outgoing', 'missed', 'rejected'])[1 + g % 4], g,
        timestamp '2021-03-01 00:00' + g * interval '37 minutes' FROM generate_series(1, 200) g`)
    expect(await count(`SELECT sum(incoming + outgoing + missed) AS n FROM dashboard_call_hours`)).toBe(
      await count(`SELECT count(*) AS n FROM call_logs`),
    )
    await run(`UPDATE call_logs SET call_type = 'rejected' WHERE call_type = 'incoming' AND duration % 3 = 0`)
    await run(`UPDATE call_logs SET timestamp = timestamp + interval '90 minutes' WHERE duration % 5 = 0`)
    await run(`UPDATE call_logs SET duration = duration + 1 WHERE duration % 7 = 0`)
    await run(`DELETE FROM call_logs WHERE duration % 11 = 0`)

    const riders = `(SELECT id FROM users WHERE user_type = 'user' ORDER BY mobile_no LIMIT 6)`
    await run(`UPDATE users SET vehicle_type = 'Retrofit', vehicle_no = 'KA01AB' || right(mobile_no, 4) WHERE id IN ${riders}`)
    await run(`UPDATE users SET created_at = created_at - interval '400 days' WHERE id IN ${riders}`)
    await run(
      `UPDATE users SET vehicle_no = NULL WHERE id IN (SELECT id FROM users WHERE vehicle_no IS NOT NULL ORDER BY mobile_no LIMIT 2)`,
    )
    await run(`UPDATE users SET fname = fname WHERE user_type = 'user'`)

    await run(`UPDATE trips SET distance = coalesce(distance, 0) + 2.5 WHERE id IN (SELECT id FROM trips ORDER BY id LIMIT 5)`)
    await run(`UPDATE trips SET date_time = date_time - interval '3 days' WHERE id IN (SELECT id FROM trips ORDER BY id DESC LIMIT 5)`)
    await run(`DELETE FROM trips WHERE id IN (SELECT id FROM trips ORDER BY id LIMIT 3)`)

    await run(`UPDATE recharges SET amount_paise = amount_paise + 100, created_at = created_at - interval '1 day'
      WHERE id IN (SELECT id FROM recharges ORDER BY id LIMIT 3)`)
    await run(
      `UPDATE recharges SET plan_id = (SELECT id FROM plans ORDER BY id DESC LIMIT 1) WHERE id IN (SELECT id FROM recharges ORDER BY id DESC LIMIT 2)`,
    )
    await run(`DELETE FROM recharges WHERE id IN (SELECT id FROM recharges ORDER BY id LIMIT 1)`)

    expect(await mismatches()).toEqual(none)
  })

  it('counts every row when many transactions write the same hour and day at once', async () => {
    // Each its own transaction, all started together: the summary rows they share are upserted by the database, so
    // none of the additions is lost (PostgreSQL runs them side by side on its pool; PGlite queues them).
    const worker = `(SELECT id FROM users WHERE user_type IN ('worker', 'scc') ORDER BY mobile_no LIMIT 1)`
    const rider = `(SELECT id FROM users WHERE user_type = 'user' ORDER BY mobile_no LIMIT 1)`
    await Promise.all(
      Array.from({ length: 24 }, (_, k) =>
        h.database.db.transaction(async (tx) => {
          await tx.execute(
            sql.raw(`INSERT INTO call_logs (user_id, number, call_type, duration, timestamp)
              VALUES (${worker}, '9123400${String(k).padStart(3, '0')}', 'incoming', ${k}, timestamp '2022-05-05 10:15')`),
          )
          await tx.execute(sql.raw(`INSERT INTO trips (user_id, date_time, distance) VALUES (${rider}, timestamp '2022-05-05 10:15', 1.5)`))
        }),
      ),
    )
    expect(await count(`SELECT incoming AS n FROM dashboard_call_hours WHERE hour = timestamp '2022-05-05 15:00'`)).toBe(24)
    expect(await mismatches()).toEqual(none)
  })

  it('empties a summary when its table is truncated', async () => {
    expect(await count(`SELECT count(*) AS n FROM call_logs`)).toBeGreaterThan(0)
    await run(`TRUNCATE call_logs`)
    expect(await count(`SELECT count(*) AS n FROM dashboard_call_hours`)).toBe(0)
    expect(await mismatches()).toEqual(none)
  })
})
