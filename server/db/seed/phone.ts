import type { CallType } from '../../../shared/api/user-activity'
import type { Db } from '../client'
import { callLogs, contacts } from '../schema'
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES } from './names'
import { DAY_MS, insertChunked, type Rng } from './prng'

/** Business contacts a technician's or service desk's phone holds besides people. */
const BUSINESS = [
  'Koramangala Service Desk',
  'Battery Warehouse',
  'Spare Parts Vendor',
  'Roadside Assistance',
  'Head Office Support',
  'Tow Truck',
]
export const SIMS = ['Jio 4G', 'Airtel', 'Vi India'] as const

/** A mobile number as phones store them: '+91 98450 12345', '09845012345' or '9845012345'. */
function formatted(rng: Rng, digits: string): string {
  const f = rng.next()
  if (f < 0.4) return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`
  if (f < 0.55) return `0${digits}`
  return digits
}

/**
 * The company-phone data of the sign-in worker and scc accounts (the users' contacts dialog): 20–30
 * contacts each, some with two numbers, and ~70 calls over the last three weeks, most with those
 * contacts (in the phone's own number format), some with unknown numbers.
 */
export async function seedPhoneData(db: Db, rng: Rng, now: Date, owners: readonly string[]): Promise<{ contacts: number; calls: number }> {
  const contactRows: (typeof contacts.$inferInsert)[] = []
  const callRows: (typeof callLogs.$inferInsert)[] = []
  for (const userId of owners) {
    const book: { name: string; phones: string[] }[] = []
    const names = new Set<string>()
    const count = rng.int(20, 30)
    while (book.length < count) {
      const business = book.length < BUSINESS.length && rng.chance(0.3)
      const name = business ? rng.pick(BUSINESS) : `${rng.pick(rng.chance(0.6) ? MALE_NAMES : FEMALE_NAMES)} ${rng.pick(LAST_NAMES)}`
      if (names.has(name)) continue
      names.add(name)
      const phones = Array.from({ length: rng.chance(0.2) ? 2 : 1 }, () => formatted(rng, `${rng.int(7, 9)}${rng.chars(9, '0123456789')}`))
      book.push({ name, phones })
      const at = new Date(now.getTime() - rng.int(30, 400) * DAY_MS)
      contactRows.push({ userId, name, phones, createdAt: at, updatedAt: at })
    }
    const calls = rng.int(60, 80)
    let at = now.getTime() - rng.int(5, 120) * 60_000
    const sim = rng.pick(SIMS)
    for (let k = 0; k < calls; k++) {
      const known = rng.chance(0.8)
      const contact = known ? rng.pick(book) : null
      const number = contact ? rng.pick(contact.phones) : formatted(rng, `${rng.int(6, 9)}${rng.chars(9, '0123456789')}`)
      const r = rng.next()
      const callType: CallType = r < 0.42 ? 'incoming' : r < 0.8 ? 'outgoing' : r < 0.95 ? 'missed' : 'rejected'
      const duration = callType === 'incoming' || callType === 'outgoing' ? rng.int(8, 900) : 0
      callRows.push({
        userId,
        name: contact?.name ?? null,
        number,
        callType,
        duration,
        simDisplayName: rng.chance(0.9) ? sim : rng.pick(SIMS),
        timestamp: new Date(at),
        createdAt: new Date(at + (duration + rng.int(1, 60)) * 1000),
      })
      // Calls during working hours, a few an hour apart, more across days.
      at -= rng.int(4, 360) * 60_000
    }
  }
  await insertChunked(contactRows, 500, (chunk) => db.insert(contacts).values(chunk))
  await insertChunked(callRows, 500, (chunk) => db.insert(callLogs).values(chunk))
  return { contacts: contactRows.length, calls: callRows.length }
}
