import { count } from 'drizzle-orm'
import type { Clock } from '../../clock'
import { hashPassword } from '../../auth/passwords'
import type { Db } from '../client'
import { roles, users } from '../schema'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_ROLES } from './roles'

/** Seeds the demo data into an empty database; answers false when there was data already. */
export async function seedDemoIfEmpty(db: Db, clock: Clock): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users)
  if (Number(row?.n ?? 0) > 0) return false
  await seedDemo(db, clock)
  return true
}

export async function seedDemo(db: Db, clock: Clock): Promise<void> {
  const now = clock.now()
  const roleIds = new Map<string, string>()
  for (const [name, permission] of Object.entries(DEMO_ROLES)) {
    const [r] = await db.insert(roles).values({ name, permission, active: true, createdAt: now, updatedAt: now }).returning({ id: roles.id })
    roleIds.set(name, r!.id)
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  for (const a of DEMO_ACCOUNTS) {
    await db.insert(users).values({
      mobileNo: a.mobileNo,
      fname: a.fname,
      lname: a.lname,
      userType: a.userType,
      isSuperAdmin: a.isSuperAdmin,
      roleId: roleIds.get(a.role),
      email: a.email,
      status: 'approved',
      passwordHash,
      createdAt: now,
      updatedAt: now,
    })
  }
}
