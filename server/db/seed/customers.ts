import type { Db } from '../client'
import { users } from '../schema'
import { RTO_CODES } from './names'
import { bluetoothAddress, makePerson } from './people'
import { DAY_MS, insertChunked, type Rng } from './prng'
import { MAKE_MODEL_PAIRS, VEHICLE_TYPES } from './vehicles'

export const DEMO_CUSTOMERS = 300

/** What the activity seeders need to know about a customer. */
export interface SeededCustomer {
  id: string
  createdAt: Date
  vehicleType: string
  /** Odometer when the customer joined and now (km). */
  odometerStart: number
  odometer: number
}

const PLATE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'

/** A Karnataka registration number such as KA05MH4821. */
export function vehicleNumber(rng: Rng): string {
  return `KA${rng.pick(RTO_CODES)}${rng.chars(2, PLATE_LETTERS)}${rng.int(1, 9999).toString().padStart(4, '0')}`
}

/** Customers (userType 'user'), joined over the last ~18 months, more of them recently. No password. */
export async function seedCustomers(db: Db, rng: Rng, now: Date, nextMobile: () => string): Promise<SeededCustomer[]> {
  const rows: (typeof users.$inferInsert)[] = []
  const meta: Omit<SeededCustomer, 'id'>[] = []
  for (let i = 0; i < DEMO_CUSTOMERS; i++) {
    const p = makePerson(rng, now)
    const ageDays = 547 * rng.next() ** 1.4
    const createdAt = new Date(now.getTime() - Math.round(ageDays * DAY_MS))
    const vehicleType = rng.pick(VEHICLE_TYPES)
    const [make, model] = rng.pick(MAKE_MODEL_PAIRS)
    // Retrofitted petrol scooters arrive with kilometres on the clock; new EVs start near zero.
    const odometerStart = vehicleType === 'Retrofit' ? rng.int(4_000, 38_000) : rng.int(0, 40)
    const odometer = Math.round((odometerStart + ageDays * rng.float(12, 34)) * 10) / 10
    const s = rng.next()
    const status = s < 0.88 ? 'approved' : s < 0.96 ? 'pending' : 'rejected'
    const bt = bluetoothAddress(rng)
    rows.push({
      userType: 'user',
      active: rng.chance(0.97),
      fname: p.fname,
      lname: p.lname,
      mobileNo: nextMobile(),
      email: p.email,
      dob: p.dob,
      gender: p.gender,
      fragmentedAddress: p.fragmentedAddress,
      landmark: p.landmark,
      city: p.city,
      state: p.state,
      country: p.country,
      pin: p.pin,
      status,
      passwordHash: null,
      bluetoothId: bt,
      passcode: rng.chars(6, '0123456789'),
      odometer,
      vehicleNo: vehicleNumber(rng),
      vehicleType,
      vehicleMake: make,
      vehicleModel: model,
      batteryDetails: {
        batteryId: `BAT${createdAt.getUTCFullYear()}${rng.chars(6, '0123456789')}`,
        bluetoothId: bluetoothAddress(rng),
        manufacturedDate: Math.floor((createdAt.getTime() - rng.int(30, 200) * DAY_MS) / 1000),
        purchasedDate: Math.floor((createdAt.getTime() - rng.int(0, 7) * DAY_MS) / 1000),
      },
      createdAt,
      updatedAt: new Date(Math.min(now.getTime(), createdAt.getTime() + rng.int(0, 60) * DAY_MS)),
    })
    meta.push({ createdAt, vehicleType, odometerStart, odometer })
  }
  const ids: string[] = []
  await insertChunked(rows, 500, async (chunk) => {
    const r = await db.insert(users).values(chunk).returning({ id: users.id, mobileNo: users.mobileNo })
    const byMobile = new Map(r.map((x) => [x.mobileNo, x.id]))
    for (const c of chunk) ids.push(byMobile.get(c.mobileNo)!)
  })
  return meta.map((m, i) => ({ ...m, id: ids[i]! }))
}
