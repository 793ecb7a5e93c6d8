/**
 * The statements of `npm run seed -- --testdrives N` (bulk-seed.ts): INSERT … SELECT … FROM generate_series, every value
 * a deterministic function of the drive's serial number n (hashes of n, picks from constant arrays), computed inside the
 * database.
 */
import { hashes, MOBILE_BASE, pick } from '../../db/seed/bulk-sql'
import { FEEDBACK, REMARKS } from './seed-texts'

const IST = 19_800
const DAY = 86_400

/** An array of uuids as a SQL literal. */
export const uuidArray = (ids: readonly string[]) => `ARRAY[${ids.map((id) => `'${id}'`).join(',')}]::uuid[]`

/** What a batch's drives refer to, read once by the run. */
export interface DriveRefs {
  /** The India midnights of the first and the last day drives are on. */
  firstDay: number
  lastDay: number
  /** The places of the span (bulk-seed.ts placeCountSql) and the stride spreading the serials over them. */
  places: number
  stride: number
  shift: number
  /** Hash offset of the run's seed. */
  salt: number
  nowSec: number
  models: readonly string[]
  partners: readonly string[]
  admin: string
  /** The demo technician: bulk drives are never assigned to them (their list starts empty, as the demo's). */
  technician: string
  /** The generated customers' series numbers (their mobile numbers minus MOBILE_BASE). */
  lo: number
  hi: number
}

/**
 * Every place of the span: the slots (not removed) of the active configurations on each day of their weekday (week-off
 * days have none), each as many times as its limit, numbered r = 0 … P-1 in a stable order (day, configuration title,
 * start, place). A slot's number is its place among its day's slots by start (slotNoOf).
 */
const placesSql = (firstDay: number, lastDay: number) => `
  SELECT s.*, d.day, row_number() OVER (ORDER BY d.day, s.title, s.config_id, s.start_min, k.k) - 1 AS r
  FROM (
    SELECT c.id AS config_id, c.branch_id, c.scu_id, c.title, c.holidays, s.id AS slot_id, s.day AS week_day, s.start_min,
      s.end_min, s.capacity, count(*) OVER (PARTITION BY s.config_id, s.day ORDER BY s.start_min)::int AS slot_no
    FROM test_drive_configs c JOIN test_drive_slots s ON s.config_id = c.id AND s.removed_at IS NULL
    WHERE c.active
  ) s
  JOIN generate_series(${firstDay}::bigint, ${lastDay}::bigint, ${DAY}) AS d(day) ON ((d.day + ${IST}) / ${DAY} + 4) % 7 = s.week_day
  CROSS JOIN LATERAL generate_series(1, s.capacity) AS k(k)
  WHERE NOT (s.week_day = ANY (s.holidays))`

/** How many places the span has. */
export const placeCountSql = (firstDay: number, lastDay: number) => `SELECT count(*)::int AS n FROM (${placesSql(firstDay, lastDay)}) p`

const hhmm = (m: string) => `lpad((${m} / 60)::text, 2, '0') || ':' || lpad((${m} % 60)::text, 2, '0')`
const orNull = (items: readonly (string | null)[], hash: string) =>
  `nullif(${pick(
    items.map((s) => s ?? ''),
    hash,
  )}, '')`

/**
 * Drives with serials first … last. Serial n takes place r = (n × stride + shift) mod P: while the drives are no more than
 * the places, no slot has more on a day than its limit, and beyond that every place is taken equally often. Drives are
 * on past days only (their slots have started), so none takes a place in test_drive_slot_days: those rows count the
 * places of days still bookable. Outcomes: mostly completed (60 % rated), some no-shows and cancels, a few never closed
 * (booked, rescheduled). Booked 1–7 days before the drive; half assigned to a worker of the centre (never the demo
 * technician), a quarter booked by a franchise partner. Answers the rows added.
 */
export function insertDrivesSql(first: number, last: number, r: DriveRefs): string {
  const span = r.hi - r.lo + 1
  const models = r.models.length ? `(${uuidArray(r.models)})[1 + x.h3 % ${r.models.length}]` : 'NULL::uuid'
  const partner = r.partners.length ? `(${uuidArray(r.partners)})[1 + h.h5 % ${r.partners.length}]` : 'NULL::uuid'
  return `
WITH place AS MATERIALIZED (${placesSql(r.firstDay, r.lastDay)}),
staff AS MATERIALIZED (
  SELECT w.id, w.scu_id, row_number() OVER (PARTITION BY w.scu_id ORDER BY w.mobile_no) - 1 AS i, count(*) OVER (PARTITION BY w.scu_id) AS c
  FROM users w
  WHERE w.user_type = 'worker' AND w.active AND w.scu_id IS NOT NULL AND w.id <> '${r.technician}'::uuid
),
ins AS (
INSERT INTO test_drives (config_id, branch_id, scu_id, slot_id, slot_no, start_at, end_at, booking_date, reschedule_date, remarks,
  status, customer_id, customer_fname, customer_lname, customer_mobile_no, vehicle_model_id, worker_id, franchise_id,
  feedback_rating, feedback_text, active, created_by_id, created_at, updated_at)
SELECT x.config_id, x.branch_id, x.scu_id, x.slot_id, x.slot_no, ${hhmm('x.start_min')}, ${hhmm('x.end_min')}, to_timestamp(x.day),
  CASE WHEN x.status = 'rescheduled' THEN x.updated END,
  CASE WHEN x.h4 % 100 < 30 THEN ${pick(REMARKS, 'x.h6')} END,
  x.status, u.id, u.fname, u.lname, u.mobile_no,
  CASE WHEN x.h3 % 1000 < 700 THEN ${models} END,
  CASE WHEN x.h4 % 1000 < 500 THEN (SELECT w.id FROM staff w WHERE w.scu_id = x.scu_id AND w.i = x.h7 % w.c) END,
  x.franchise,
  CASE WHEN x.rated THEN (ARRAY[3, 4, 4, 5, 5])[1 + x.h6 % 5] END,
  CASE WHEN x.rated THEN ${orNull(FEEDBACK, 'x.h7')} END,
  true, coalesce(x.franchise, '${r.admin}'::uuid), x.created, x.updated
FROM (
  SELECT y.*, least(to_timestamp(${r.nowSec}), y.created + (1 + y.h2 % 48) * interval '1 hour') AS updated
  FROM (
    SELECT p.*, h.*,
      CASE WHEN h.h1 % 100 < 58 THEN 'completed' WHEN h.h1 % 100 < 74 THEN 'no_show' WHEN h.h1 % 100 < 90 THEN 'cancelled'
        WHEN h.h1 % 100 < 96 THEN 'booked' ELSE 'rescheduled' END AS status,
      h.h1 % 100 < 58 AND h.h2 % 1000 < 600 AS rated,
      CASE WHEN h.h5 % 1000 < 250 THEN ${partner} END AS franchise,
      to_timestamp(p.day + p.start_min * 60 - (1 + h.h0 % 7) * ${DAY} - h.h2 % 36000) AS created,
      (h.h0::bigint * 2097152 + h.h7) % ${span} AS who
    FROM generate_series(${first}::bigint, ${last}::bigint) AS s(n)
    CROSS JOIN LATERAL (SELECT ${hashes(`s.n + ${r.salt}`)}) h
    JOIN place p ON p.r = (s.n * ${r.stride} + ${r.shift}) % ${r.places}
    OFFSET 0
  ) y
) x
JOIN users u ON u.mobile_no = (${MOBILE_BASE} + ${r.lo} + x.who)::text
RETURNING 1)
SELECT count(*)::int AS n FROM ins`
}
