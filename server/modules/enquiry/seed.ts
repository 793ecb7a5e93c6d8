import { asc, eq } from 'drizzle-orm'
import { ENQUIRY_TYPES } from '../../../shared/api/enquiry'
import { users } from '../../db/schema'
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES, PLACES } from '../../db/seed/names'
import { DAY_MS } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { enquiries } from './schema'

export const DEMO_ENQUIRIES = 40

const CONTENTS = [
  'I would like to know the price and range of the scooter.',
  'Please arrange a test ride near my home.',
  'My booking status is not updated in the app.',
  'The charger is not working since yesterday.',
  'Interested in a dealership in my town.',
  'The service visit was very good, thank you.',
  'When will the next service be due?',
]

/**
 * Enquiries for the demo: the first ten come from customers (their names and numbers, userId set), the rest from
 * generated people with 7-prefixed numbers; ticket numbers ENQ-0001…, about a third closed with a resolver and a
 * remark, a few inactive. Needs the customers seeded first.
 */
export default defineSeed({
  order: 20,
  seed: 7,
  async run(db, { rng, now }) {
    const customers = await db
      .select({ id: users.id, fname: users.fname, lname: users.lname, mobileNo: users.mobileNo, email: users.email, city: users.city })
      .from(users)
      .where(eq(users.userType, 'user'))
      .orderBy(asc(users.createdAt), asc(users.mobileNo))
      .limit(10)
    const rows: (typeof enquiries.$inferInsert)[] = []
    for (let i = 0; i < DEMO_ENQUIRIES; i++) {
      const c = customers[i]
      const female = rng.chance(0.4)
      const fname = c?.fname ?? rng.pick(female ? FEMALE_NAMES : MALE_NAMES)
      const lname = c ? c.lname : rng.pick(LAST_NAMES)
      const type = ENQUIRY_TYPES[i % ENQUIRY_TYPES.length]!
      const closed = rng.chance(0.35)
      const at = new Date(now.getTime() - (DEMO_ENQUIRIES - i) * DAY_MS * 0.75)
      rows.push({
        fname,
        lname,
        mobileNo: c?.mobileNo ?? `7${rng.chars(9, '0123456789')}`,
        email: c ? c.email : rng.chance(0.6) ? `${fname}.${lname}@example.com`.toLowerCase() : null,
        city: c?.city ?? rng.pick(PLACES).city,
        enquiryType: type,
        ticketNo: `ENQ-${String(i + 1).padStart(4, '0')}`,
        status: closed ? 'closed' : 'open',
        content: rng.pick(CONTENTS),
        active: !rng.chance(0.1),
        userId: c?.id ?? null,
        resolverFname: closed ? rng.pick(['Priya', 'Super', 'Anil']) : null,
        resolvedRemark: closed ? rng.pick(['Called the customer and resolved.', 'Test ride scheduled.', 'Shared the price list.']) : null,
        createdAt: at,
        updatedAt: closed ? new Date(at.getTime() + DAY_MS / 2) : at,
      })
    }
    await db.insert(enquiries).values(rows)
  },
})
