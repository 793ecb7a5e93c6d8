import { FEMALE_NAMES, LANDMARKS, LAST_NAMES, MALE_NAMES, PLACES } from './names'
import { DAY_MS, type Rng } from './prng'

/**
 * Hands out unique 10-digit mobile numbers starting 7–9 for the demo seed. Numbers starting 6 are left
 * to the bulk generator, and 90000000xx to the sign-in accounts, so the three never collide.
 */
export function createMobileAllocator(rng: Rng, taken: Iterable<string> = []) {
  const used = new Set(taken)
  return (): string => {
    for (;;) {
      const n = `${rng.int(7, 9)}${rng.chars(9, '0123456789')}`
      if (n.startsWith('90000000') || used.has(n)) continue
      used.add(n)
      return n
    }
  }
}

export interface Person {
  fname: string
  lname: string
  gender: 'male' | 'female' | 'other'
  dob: Date
  email: string
  fragmentedAddress: string
  landmark: string
  city: string
  state: string
  country: string
  pin: string
}

const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`

/** A plausible person living in the Bangalore area, aged 18–60. */
export function makePerson(rng: Rng, now: Date): Person {
  const g = rng.next()
  const gender = g < 0.69 ? 'male' : g < 0.99 ? 'female' : 'other'
  const fname = rng.pick(gender === 'male' ? MALE_NAMES : gender === 'female' ? FEMALE_NAMES : [...MALE_NAMES, ...FEMALE_NAMES])
  const lname = rng.pick(LAST_NAMES)
  const place = rng.pick(PLACES)
  const ageDays = rng.int(18 * 365, 60 * 365)
  const dob = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - ageDays * DAY_MS)
  return {
    fname,
    lname,
    gender,
    dob,
    email: `${fname}.${lname}${rng.int(1, 99)}@example.com`.toLowerCase(),
    fragmentedAddress: `${rng.int(1, 450)}, ${ordinal(rng.int(1, 20))} Cross, ${ordinal(rng.int(1, 12))} Main, ${place.locality}`,
    landmark: rng.pick(LANDMARKS),
    city: place.city,
    state: place.state,
    country: 'India',
    pin: place.pin,
  }
}

/** A Bluetooth address such as C8:2E:18:4A:09:F1. */
export function bluetoothAddress(rng: Rng): string {
  return Array.from({ length: 6 }, () => rng.chars(2, '0123456789ABCDEF')).join(':')
}
