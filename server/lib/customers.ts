import { eq } from 'drizzle-orm'
import type { AuditInTx, Tx } from '../audit/transact'
import type { Db } from '../db/client'
import { users } from '../db/schema'
import { refuseWith } from './records'
import type { Refusal } from './record-types'

/** The user with this mobile number: its id and type, or null. */
export async function userByMobile(db: Db | Tx, mobileNo: string) {
  const [u] = await db.select({ id: users.id, userType: users.userType }).from(users).where(eq(users.mobileNo, mobileNo)).limit(1)
  return u ?? null
}

/** A customer as a form names one (a booking, a test drive): the mobile number, the name, and what else it knows. */
export interface CustomerFields {
  mobileNo: string
  fname: string
  lname?: string | null
  email?: string | null
  address?: string | null
  landmark?: string | null
  city?: string | null
  state?: string | null
  country?: string | null
  pincode?: string | null
}

/**
 * The customer of a record being written, in its transaction: the user (type 'user') with this mobile number, or a new
 * one made from the form's fields and audited as a user created (`purpose`: "a booking"). Two writes for one new number
 * at once make one customer (ON CONFLICT on users_mobile_idx). Checked before the transaction; a staff account made
 * with the number since refuses the write with `notCustomer` (the thrown refusal rolls it back).
 */
export async function customerFor(
  tx: Tx,
  c: CustomerFields,
  ctx: { now: Date },
  audit: AuditInTx,
  purpose: string,
  notCustomer: Refusal,
): Promise<string> {
  const created = await tx
    .insert(users)
    .values({
      userType: 'user',
      fname: c.fname,
      lname: c.lname ?? null,
      mobileNo: c.mobileNo,
      email: c.email ?? null,
      fragmentedAddress: c.address ?? null,
      landmark: c.landmark ?? null,
      city: c.city ?? null,
      state: c.state ?? null,
      country: c.country ?? null,
      pin: c.pincode ?? null,
      status: 'pending',
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .onConflictDoNothing({ target: users.mobileNo })
    .returning({ id: users.id })
  if (created[0]) {
    await audit({
      action: 'create',
      entity: 'user',
      recordId: created[0].id,
      changes: { userType: { from: null, to: 'user' }, mobileNo: { from: null, to: c.mobileNo } },
      comment: `customer ${c.mobileNo} created for ${purpose}`,
    })
    return created[0].id
  }
  const found = await userByMobile(tx, c.mobileNo)
  if (!found || found.userType !== 'user') refuseWith(notCustomer)
  return found.id
}
