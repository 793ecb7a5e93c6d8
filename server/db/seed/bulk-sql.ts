/**
 * The INSERT … SELECT … FROM generate_series statements of the bulk generator. Every value is a
 * deterministic function of the series number n, so a run is reproducible and fast (no round trips
 * per row). Picks come from constant arrays indexed by hashes of n.
 */
import { indiaMidnight } from '../../../shared/india-day'
import { FEMALE_NAMES, LANDMARKS, LAST_NAMES, MALE_NAMES, PLACES, RTO_CODES, sqlTextArray } from './names'
import { CUSTOMER_MESSAGES } from './notifications'
import { TRIP_FAULTS } from './trips'
import { MAKE_MODEL_PAIRS, VEHICLE_TYPES } from './vehicles'

/** Generated customers get mobile numbers MOBILE_BASE + n: 6000000001 … 6999999999. */
export const MOBILE_BASE = 6_000_000_000
export const MOBILE_MAX_N = 999_999_999

const MULTIPLIERS = [2654435761, 2246822519, 3266489917, 668265263, 374761393, 2869860233, 3575866259, 1181783497]

/** Hash k of n: a Weyl sequence on 32 bits, low bits dropped, so 0 … 2^21-1. */
export const hashes = (n: string) => MULTIPLIERS.map((m, k) => `(((${n} + ${k * 7919}) * ${m}) % 4294967296) >> 11 AS h${k}`).join(', ')

export const pick = (items: readonly string[], hash: string) => `(${sqlTextArray(items)})[(1 + (${hash}) % ${items.length})::int]`
const ORDINALS = Array.from({ length: 20 }, (_, i) => {
  const n = i + 1
  return `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`
})
const mac = (m: string, from: number) => `upper(${[0, 2, 4, 6, 8, 10].map((o) => `substr(${m}, ${from + o}, 2)`).join(` || ':' || `)})`

const PAIRS = MAKE_MODEL_PAIRS.map(([make, model]) => `${make}|${model}`)
const placeColumn = (key: keyof (typeof PLACES)[number]) => PLACES.map((p) => p[key])
const place = (key: keyof (typeof PLACES)[number]) => pick(placeColumn(key), 'h.h7')

export function insertUsersSql(first: number, last: number, nowSec: number): string {
  const ageDays = `547 * ((h.h5 % 1000000)::float8 / 1e6) ^ 1.4`
  return `
INSERT INTO users (user_type, active, fname, lname, mobile_no, email, dob, gender, fragmented_address, landmark, city, state,
  country, pin, status, password_hash, bluetooth_id, passcode, odometer, vehicle_no, vehicle_type, vehicle_make, vehicle_model,
  battery_details, created_at, updated_at)
SELECT 'user', g.h0 % 100 < 97, g.fname, g.lname, (${MOBILE_BASE} + g.n)::text,
  lower(g.fname || '.' || g.lname || g.n) || '@example.com',
  to_timestamp(${nowSec - (nowSec % 86_400)} - (18 * 365 + g.h1 % (42 * 365)) * 86400), g.gender,
  (1 + g.h2 % 450) || ', ' || ${pick(ORDINALS, 'g.h3')} || ' Cross, ' || ${pick(ORDINALS.slice(0, 12), 'g.h4')} || ' Main, ' || g.locality,
  ${pick(LANDMARKS, 'g.h6')}, g.city, g.state, 'India', g.pin,
  CASE WHEN g.h7 % 100 < 88 THEN 'approved' WHEN g.h7 % 100 < 96 THEN 'pending' ELSE 'rejected' END,
  NULL, ${mac('g.m', 1)}, lpad((g.h3 % 1000000)::text, 6, '0'),
  round(((CASE WHEN g.vehicle_type = 'Retrofit' THEN 4000 + g.h4 % 34000 ELSE g.h4 % 40 END) + g.age_days * (12 + g.h6 % 22))::numeric, 1)::float8,
  'KA' || ${pick(RTO_CODES, 'g.h1')} || substr('ABCDEFGHJKLMNPRSTUVWXYZ', (1 + g.h2 % 23)::int, 1) || substr('ABCDEFGHJKLMNPRSTUVWXYZ', (1 + g.h5 % 23)::int, 1)
    || lpad((1 + g.h0 % 9999)::text, 4, '0'),
  g.vehicle_type, split_part(g.pair, '|', 1), split_part(g.pair, '|', 2),
  jsonb_build_object('batteryId', 'BAT' || to_char(g.created_at, 'YYYY') || lpad((g.h7 % 1000000)::text, 6, '0'),
    'bluetoothId', ${mac('g.m', 13)},
    'manufacturedDate', extract(epoch FROM g.created_at)::bigint - (30 + g.h0 % 170) * 86400,
    'purchasedDate', extract(epoch FROM g.created_at)::bigint - (g.h1 % 8) * 86400),
  g.created_at, least(to_timestamp(${nowSec}), g.created_at + (g.h2 % 60) * interval '1 day')
FROM (
  SELECT s.n, h.*, md5(s.n::text) AS m, a.age_days,
    to_timestamp(${nowSec} - round(a.age_days * 86400)) AS created_at,
    CASE WHEN h.h0 % 100 < 69 THEN 'male' WHEN h.h0 % 100 < 99 THEN 'female' ELSE 'other' END AS gender,
    CASE WHEN h.h0 % 100 < 69 THEN ${pick(MALE_NAMES, 'h.h1')} ELSE ${pick(FEMALE_NAMES, 'h.h1')} END AS fname,
    ${pick(LAST_NAMES, 'h.h2')} AS lname,
    ${pick(VEHICLE_TYPES, 'h.h3')} AS vehicle_type,
    ${pick(PAIRS, 'h.h4')} AS pair,
    p.locality, p.city, p.state, p.pin
  FROM generate_series(${first}::bigint, ${last}::bigint) AS s(n)
  CROSS JOIN LATERAL (SELECT ${hashes('s.n')}) h
  CROSS JOIN LATERAL (SELECT ${ageDays} AS age_days) a
  CROSS JOIN LATERAL (SELECT ${place('locality')} AS locality, ${place('city')} AS city, ${place('state')} AS state,
    ${place('pin')} AS pin) p
  OFFSET 0
) g`
}

/** The generated customer for series number n of a trip or notification: one of [lo, hi], by mobile number. */
const targetUser = (lo: number, hi: number, hash: string) =>
  `JOIN users u ON u.mobile_no = (${MOBILE_BASE} + ${lo} + (${hash}) % ${hi - lo + 1})::text`

/** Trips for generated customers in the last 60 days at 06:00–22:00 IST, figures consistent with each other (see makeTrip). */
export function insertTripsSql(first: number, last: number, lo: number, hi: number, nowSec: number): string {
  return `
WITH ins AS (
INSERT INTO trips (user_id, avg_moving_speed, avg_moving_speed_gps, avg_speed, avg_speed_gps, max_speed, max_speed_gps,
  altitude_max, altitude_min, max_amps_battery, max_amps_motors, watt_hours_total, watt_hours_regen_total, distance,
  distance_gps, fault, duration_seconds, date_time, created_at, updated_at)
SELECT t.user_id, t.ams, round(t.ams * (0.96 + t.h1 % 80 / 1000.0), 2), t.avs, round(t.avs * (0.96 + t.h2 % 80 / 1000.0), 2),
  t.mxs, round(t.mxs * (0.95 + t.h3 % 80 / 1000.0), 2), t.alt + (4 + t.h4 % 60), t.alt, t.amps, round(t.amps * (1.1 + t.h5 % 400 / 1000.0), 2),
  t.wh, round(t.wh * (0.03 + t.h6 % 70 / 1000.0), 2), t.dist, round(t.dist * (0.97 + t.h7 % 60 / 1000.0), 2),
  CASE WHEN t.h0 % 100 < 6 THEN ${pick(TRIP_FAULTS, 't.h1')} END, t.dur, t.at,
  t.at + (t.dur + 5 + t.h2 % 900) * interval '1 second', t.at + (t.dur + 5 + t.h2 % 900) * interval '1 second'
FROM (
  SELECT u.id AS user_id, h.*, d.dist, d.ams, d.avs, round(d.dist / d.avs * 3600)::int AS dur,
    round(least(78, d.ams + 8 + h.h3 % 24), 2) AS mxs, 860 + h.h4 % 60 AS alt, 18 + h.h5 % 37 AS amps,
    round(d.dist * (22 + h.h6 % 16), 2) AS wh,
    least(to_timestamp(${nowSec - 3600}), greatest(u.created_at + interval '1 hour',
      to_timestamp(${indiaMidnight(nowSec)} - (1 + h.h0 % greatest(1, least(60, (${nowSec} - extract(epoch FROM u.created_at)::bigint) / 86400 - 1))) * 86400 + 6 * 3600 + h.h5 % (16 * 3600)))) AS at
  FROM generate_series(${first}::bigint, ${last}::bigint) AS s(n)
  CROSS JOIN LATERAL (SELECT ${hashes('s.n + 500000000')}) h
  CROSS JOIN LATERAL (SELECT round(1.5 + h.h1 % 3050 / 100.0, 2) AS dist, round(16 + h.h2 % 2400 / 100.0, 2) AS ams,
    round((16 + h.h2 % 2400 / 100.0) * (0.65 + h.h7 % 270 / 1000.0), 2) AS avs) d
  ${targetUser(lo, hi, 'h.h0 * 2097152 + h.h7')}
  OFFSET 0
) t
RETURNING 1)
SELECT count(*)::int AS n FROM ins`
}

/** Notifications for generated customers, from the customer message templates. */
export function insertNotificationsSql(first: number, last: number, lo: number, hi: number, nowSec: number): string {
  const col = (i: 0 | 1 | 2 | 3) =>
    pick(
      CUSTOMER_MESSAGES.map((m) => m[i]),
      'x.k',
    )
  return `
WITH ins AS (
INSERT INTO notifications (user_id, title, subject, body, notification_type, read, created_at, updated_at)
SELECT x.user_id, ${col(0)}, ${col(1)}, ${col(2)}, ${col(3)}, x.h2 % 100 < 60, x.at, x.at
FROM (
  SELECT u.id AS user_id, h.h1 AS k, h.h2,
    least(to_timestamp(${nowSec}), greatest(u.created_at, to_timestamp(${nowSec} - h.h3 % (90 * 86400)))) AS at
  FROM generate_series(${first}::bigint, ${last}::bigint) AS s(n)
  CROSS JOIN LATERAL (SELECT ${hashes('s.n + 700000000')}) h
  ${targetUser(lo, hi, 'h.h0 * 2097152 + h.h4')}
  OFFSET 0
) x
RETURNING 1)
SELECT count(*)::int AS n FROM ins`
}
