import { count, sql } from 'drizzle-orm'
import type { Clock } from '../../clock'
import { hashPassword } from '../../auth/passwords'
import type { Db } from '../client'
import { roles, users } from '../schema'
import { CENTRES, seedCentres } from './centres'
import { seedCustomers } from './customers'
import { seedNotifications } from './notifications'
import { createMobileAllocator } from './people'
import { seedPhoneData } from './phone'
import { createRng } from './prng'
import { seedPlans, seedRecharges } from './recharges'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLES } from './roles'
import { seedStaff } from './staff'
import { seedSteps } from './steps.gen'
import { seedTrips } from './trips'
import { seedVehicles } from './vehicles'

/**
 * Seeds the demo data into an empty database; answers false when there was data already. Several
 * servers starting together on one PostgreSQL wait for each other on a lock, so only one seeds.
 */
export async function seedDemoIfEmpty(db: Db, clock: Clock): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`)
    const [row] = await tx.select({ n: count() }).from(users)
    if (Number(row?.n ?? 0) > 0) return false
    await seedDemo(tx, clock)
    return true
  })
}

/** The fixed seed of the demo data: the same names, numbers and figures on every run (dates are relative to the clock). */
export const DEMO_SEED = 20240615

/**
 * Roles, the five sign-in accounts, service centres with branches, vehicle lookups, more staff,
 * ~300 customers, plans, recharges, trips and notifications, and the contacts and call logs of the worker
 * and scc accounts. Runs in one transaction.
 */
export async function seedDemo(db: Db, clock: Clock): Promise<void> {
  const now = clock.now()
  const rng = createRng(DEMO_SEED)
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    const roleIds = new Map<string, string>()
    for (const [name, permission] of Object.entries(DEMO_ROLES)) {
      const [r] = await tx
        .insert(roles)
        .values({ name, permission, active: true, createdAt: now, updatedAt: now })
        .returning({ id: roles.id })
      roleIds.set(name, r!.id)
    }
    const centres = await seedCentres(tx, now)
    const home = centres[0]!
    const accounts: { id: string; userType: string }[] = []
    for (const a of DEMO_ACCOUNTS) {
      const [u] = await tx
        .insert(users)
        .values({
          mobileNo: a.mobileNo,
          fname: a.fname,
          lname: a.lname,
          userType: a.userType,
          isSuperAdmin: a.isSuperAdmin,
          roleId: roleIds.get(a.role),
          email: a.email,
          // The franchise partner's address (its form requires one); the others have none.
          ...('address' in a ? a.address : {}),
          status: 'approved',
          passwordHash,
          // The demo scc account and the technician work at the first centre.
          scuId: a.userType === 'scc' || a.userType === 'worker' ? home.id : null,
          branchId: a.userType === 'worker' ? home.branchIds[0] : null,
          departments: a.userType === 'worker' ? ['kit', 'battery'] : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: users.id })
      accounts.push({ id: u!.id, userType: a.userType })
    }
    await seedVehicles(tx, now)
    const nextMobile = createMobileAllocator(
      rng,
      CENTRES.map((c) => c.mobileNo),
    )
    await seedStaff(tx, { rng, now, passwordHash, roleIds, centres, nextMobile })
    const customers = await seedCustomers(tx, rng, now, nextMobile)
    const plans = await seedPlans(tx, now)
    await seedRecharges(tx, rng, now, customers, plans)
    await seedTrips(tx, rng, now, customers)
    await seedNotifications(tx, rng, now, accounts, customers)
    // Contacts and call logs of the worker and scc sign-in accounts, from a generator of their own so the
    // data above stays the same.
    const phoneOwners = accounts.filter((a) => a.userType === 'worker' || a.userType === 'scc').map((a) => a.id)
    await seedPhoneData(tx, createRng(DEMO_SEED + 1), now, phoneOwners)
    // The modules' own steps (server/modules/<m>/seed.ts), each with a generator of its own.
    for (const step of [...seedSteps].sort((a, b) => a.order - b.order)) {
      await step.run(tx, { now, clock, rng: createRng(DEMO_SEED + step.seed), accounts, customers, centres })
    }
  })
}
