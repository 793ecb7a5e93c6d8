import type { DEPARTMENTS as FORM_DEPARTMENTS } from '../../../shared/api/users'
import type { Db } from '../client'
import { users } from '../schema'
import type { SeededCentre } from './centres'
import { makePerson } from './people'
import { DAY_MS, type Rng } from './prng'

/**
 * The departments the demo workers are drawn from: five of the form's (shared/api/users.ts DEPARTMENTS), five so the
 * draws, and with them the rest of the demo data, stay the same.
 */
export const DEPARTMENTS = [
  'kit',
  'battery',
  'service',
  'electrical',
  'tyre',
] as const satisfies readonly (typeof FORM_DEPARTMENTS)[number][]

const FRANCHISES = [
  { name: 'EcoRide Motors', city: 'Mysuru', state: 'Karnataka', pin: '570017', address: '14, Hunsur Road, Vijayanagar 2nd Stage' },
  { name: 'Volt Wheels Tumakuru', city: 'Tumakuru', state: 'Karnataka', pin: '572101', address: '7, BH Road, Ashok Nagar' },
  { name: 'Namma EV Hub', city: 'Bengaluru', state: 'Karnataka', pin: '560060', address: '220, Mysore Road, Kengeri' },
]

interface StaffContext {
  rng: Rng
  now: Date
  passwordHash: string
  roleIds: Map<string, string>
  centres: SeededCentre[]
  nextMobile: () => string
}

type UserInsert = typeof users.$inferInsert

/**
 * More staff beside the five sign-in accounts: admins (none super), one scc per other centre, two
 * workers per centre, franchise partners. All approved, all with the demo password; each valid by the user form
 * (e-mail letters, digits and dots only, departments of the form's list, a franchise partner's address).
 */
export async function seedStaff(db: Db, ctx: StaffContext): Promise<void> {
  const { rng, now, centres } = ctx
  const rows: UserInsert[] = []
  const staff = (userType: UserInsert['userType'], role: string, extra: Partial<UserInsert> = {}): UserInsert => {
    const p = makePerson(rng, now)
    const createdAt = new Date(now.getTime() - rng.int(200, 540) * DAY_MS - rng.int(0, 86_399) * 1000)
    return {
      userType,
      roleId: ctx.roleIds.get(role),
      fname: p.fname,
      lname: p.lname,
      mobileNo: ctx.nextMobile(),
      email: `${p.fname}.${p.lname}@evbackoffice.example.com`.toLowerCase(),
      dob: p.dob,
      gender: p.gender,
      fragmentedAddress: p.fragmentedAddress,
      city: p.city,
      state: p.state,
      country: p.country,
      pin: p.pin,
      status: 'approved',
      passwordHash: ctx.passwordHash,
      createdAt,
      updatedAt: new Date(createdAt.getTime() + rng.int(0, 100) * DAY_MS),
      ...extra,
    }
  }
  rows.push(staff('admin', 'Administrator'), staff('admin', 'Support'), staff('admin', 'Support', { passwordAttempt: 2 }))
  rows.push(staff('admin', 'Support', { active: false }))
  centres.forEach((c, i) => {
    if (i > 0) rows.push(staff('scc', 'Service', { scuId: c.id }))
    for (let w = 0; w < 2; w++) {
      const departments = DEPARTMENTS.filter(() => rng.chance(0.4))
      rows.push(
        staff('worker', 'Technician', {
          scuId: c.id,
          branchId: rng.pick(c.branchIds),
          departments: departments.length ? departments : [rng.pick(DEPARTMENTS)],
        }),
      )
    }
  })
  for (const f of FRANCHISES) {
    const owner = staff('scp', 'Franchise')
    rows.push({
      ...owner,
      fname: f.name,
      lname: 'Franchise',
      email: `${f.name.replaceAll(' ', '').toLowerCase()}@franchise.example.com`,
      fragmentedAddress: f.address,
      city: f.city,
      state: f.state,
      pin: f.pin,
    })
  }
  await db.insert(users).values(rows)
}
