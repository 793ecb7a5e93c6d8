import { and, asc, eq } from 'drizzle-orm'
import type { CallStatus, LeadSource } from '../../../shared/api/crm'
import { LEAD_SOURCES } from '../../../shared/api/crm'
import { users } from '../../db/schema'
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES, PLACES } from '../../db/seed/names'
import { DAY_MS } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { leadFollowups, leads } from './schema'

export const DEMO_LEADS = 60
/** The lead of the spec's example deep link (/admin/crm?mobileNo=9876543210). */
export const DEMO_LEAD_MOBILE = '9876543210'

/**
 * CRM leads for the demo: the example lead 9876543210, leads for the first five customers (call status Existing
 * User), and generated leads with 6-prefixed numbers that no customer has; each assigned to an admin, many with
 * follow-ups. Needs the staff and customers seeded first.
 */
export default defineSeed({
  order: 10,
  seed: 2,
  async run(db, { rng, now }) {
    const admins = await db
      .select({ id: users.id, mobileNo: users.mobileNo })
      .from(users)
      .where(and(eq(users.userType, 'admin'), eq(users.active, true)))
      .orderBy(asc(users.mobileNo))
    const customers = await db
      .select({ fname: users.fname, lname: users.lname, mobileNo: users.mobileNo, email: users.email, city: users.city })
      .from(users)
      .where(eq(users.userType, 'user'))
      .orderBy(asc(users.createdAt), asc(users.mobileNo))
      .limit(5)
    const taken = new Set((await db.select({ m: users.mobileNo }).from(users)).map((u) => u.m))
    const support = admins.find((a) => a.mobileNo === '9000000002') ?? admins[0]
    const sources = (): LeadSource[] => {
      const n = rng.int(1, 2)
      const out = new Set<LeadSource>()
      while (out.size < n) out.add(rng.pick(LEAD_SOURCES))
      return [...out]
    }
    type Row = typeof leads.$inferInsert
    const rows: Row[] = []
    const at = (i: number) => new Date(now.getTime() - (DEMO_LEADS - i) * DAY_MS * 0.5)
    rows.push({
      fname: 'Rahul',
      lname: 'Sharma',
      mobileNo: DEMO_LEAD_MOBILE,
      email: 'rahul.sharma@example.com',
      city: 'Bengaluru',
      marketingType: ['website', 'google'],
      callStatus: 'new_lead',
      assignedToId: support?.id ?? null,
      createdAt: at(0),
      updatedAt: at(0),
    })
    for (const c of customers) {
      rows.push({
        fname: c.fname,
        lname: c.lname,
        mobileNo: c.mobileNo,
        email: c.email,
        city: c.city,
        marketingType: sources(),
        callStatus: 'existed',
        assignedToId: rng.pick(admins).id,
        createdAt: at(rows.length),
        updatedAt: at(rows.length),
      })
    }
    while (rows.length < DEMO_LEADS) {
      const mobileNo = `6${rng.chars(9, '0123456789')}`
      if (taken.has(mobileNo) || rows.some((r) => r.mobileNo === mobileNo)) continue
      const female = rng.chance(0.4)
      const fname = rng.pick(female ? FEMALE_NAMES : MALE_NAMES)
      const lname = rng.pick(LAST_NAMES)
      const status: CallStatus = rng.chance(0.2) ? 'converted' : 'new_lead'
      const called = rng.chance(0.5)
      rows.push({
        fname,
        lname,
        mobileNo,
        email: rng.chance(0.7) ? `${fname}.${lname}@example.com`.toLowerCase() : null,
        city: rng.pick(PLACES).city,
        marketingType: sources(),
        callStatus: status,
        assignedToId: rng.chance(0.85) ? rng.pick(admins).id : null,
        lastDuration: called ? rng.int(15, 900) : null,
        lastCallOutcome: called ? 'completed' : null,
        lastCallAt: called ? at(rows.length) : null,
        createdAt: at(rows.length),
        updatedAt: at(rows.length),
      })
    }
    const inserted = await db.insert(leads).values(rows).returning({ id: leads.id, createdAt: leads.createdAt, mobileNo: leads.mobileNo })
    const followups: (typeof leadFollowups.$inferInsert)[] = []
    for (const l of inserted) {
      const count = l.mobileNo === DEMO_LEAD_MOBILE ? 1 : rng.int(0, 2)
      for (let k = 0; k < count; k++) {
        followups.push({
          leadId: l.id,
          executiveId: l.mobileNo === DEMO_LEAD_MOBILE && support ? support.id : rng.pick(admins).id,
          followUpDate: new Date(l.createdAt.getTime() + (k + 1) * rng.int(1, 4) * DAY_MS),
          remark: rng.pick([
            'Asked for a test ride',
            'Wants the price list',
            'Call back in the evening',
            'Comparing with petrol scooter',
            null,
          ]),
          createdAt: l.createdAt,
        })
      }
    }
    if (followups.length) await db.insert(leadFollowups).values(followups)
  },
})
