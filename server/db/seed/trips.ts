import type { Db } from '../client'
import { trips } from '../schema'
import type { SeededCustomer } from './customers'
import { DAY_MS, insertChunked, type Rng } from './prng'

export const TRIP_FAULTS = [
  'Over current',
  'Motor over temperature',
  'Low battery voltage',
  'Throttle fault',
  'BMS communication lost',
] as const

const r2 = (n: number) => Math.round(n * 100) / 100

/** One ride of an electric scooter in Bengaluru (altitude ~860–960 m), with consistent figures. */
export function makeTrip(rng: Rng, userId: string, dateTime: Date) {
  const distance = rng.float(1.5, 32, 2)
  const avgMovingSpeed = rng.float(16, 40, 2)
  const avgSpeed = r2(avgMovingSpeed * rng.float(0.65, 0.92, 3))
  const durationSeconds = Math.round((distance / avgSpeed) * 3600)
  const maxSpeed = r2(Math.min(78, avgMovingSpeed + rng.float(8, 32)))
  const altitudeMin = rng.float(860, 920)
  const maxAmpsBattery = rng.float(18, 55)
  const wattHoursTotal = r2(distance * rng.float(22, 38))
  const createdAt = new Date(dateTime.getTime() + (durationSeconds + rng.int(5, 900)) * 1000)
  return {
    userId,
    avgMovingSpeed,
    avgMovingSpeedGps: r2(avgMovingSpeed * rng.float(0.96, 1.04, 3)),
    avgSpeed,
    avgSpeedGps: r2(avgSpeed * rng.float(0.96, 1.04, 3)),
    maxSpeed,
    maxSpeedGps: r2(maxSpeed * rng.float(0.95, 1.03, 3)),
    altitudeMin,
    altitudeMax: r2(altitudeMin + rng.float(4, 65)),
    maxAmpsBattery,
    maxAmpsMotors: r2(maxAmpsBattery * rng.float(1.1, 1.5, 3)),
    wattHoursTotal,
    wattHoursRegenTotal: r2(wattHoursTotal * rng.float(0.03, 0.1, 3)),
    distance,
    distanceGps: r2(distance * rng.float(0.97, 1.03, 3)),
    fault: rng.chance(0.06) ? rng.pick(TRIP_FAULTS) : null,
    durationSeconds,
    dateTime,
    createdAt,
    updatedAt: createdAt,
  }
}

/** A few recent rides for most customers, at riding hours (06:00–22:00 IST). */
export async function seedTrips(db: Db, rng: Rng, now: Date, customers: SeededCustomer[]): Promise<number> {
  const rows: ReturnType<typeof makeTrip>[] = []
  for (const c of customers) {
    if (!rng.chance(0.8)) continue
    const count = rng.int(2, 8)
    for (let k = 0; k < count; k++) {
      const day = new Date(now.getTime() - rng.int(1, 60) * DAY_MS)
      // Midnight IST is 18:30 UTC the day before; ride between 06:00 and 22:00 IST.
      const midnightIst = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate()) - 5.5 * 3_600_000
      const at = midnightIst + rng.int(6 * 3600, 22 * 3600) * 1000
      if (at < c.createdAt.getTime()) continue
      rows.push(makeTrip(rng, c.id, new Date(at)))
    }
  }
  await insertChunked(rows, 1000, (chunk) => db.insert(trips).values(chunk))
  return rows.length
}
