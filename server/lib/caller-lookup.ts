import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client'
import { users } from '../db/schema'

/** Who is calling, as the incoming-call overlay names them. */
export interface Caller {
  /** "First Last" (the last name when there is one). */
  name: string
  /** The lead's or customer's city, when recorded. */
  city?: string
  kind: 'lead' | 'customer'
}

/** How long the webhook waits for the lookup before it announces the call without a name. */
export const CALLER_LOOKUP_TIMEOUT_MS = 500

/** PostgreSQL's undefined_table (42P01), also when a driver or Drizzle wraps the error. */
const isUndefinedTable = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null
  return e?.code === '42P01' || e?.cause?.code === '42P01'
}

const fullName = (fname: string, lname: string | null) =>
  [fname, lname]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ')

function caller(kind: Caller['kind'], fname: string, lname: string | null, city: string | null): Caller | null {
  const name = fullName(fname, lname)
  if (!name) return null
  const where = city?.trim()
  return where ? { name, city: where, kind } : { name, kind }
}

/**
 * The CRM lead with these 10 digits. The leads table belongs to the CRM module, which server code outside it does not
 * import (modules are optional folders): it is read by name, and a missing table (no CRM module) means no lead.
 */
async function leadOf(db: Db, mobileNo: string): Promise<Caller | null> {
  try {
    const res = await db.execute(sql`
      SELECT fname, lname, city FROM leads WHERE mobile_no = ${mobileNo} ORDER BY updated_at DESC LIMIT 1`)
    const row = (res as unknown as { rows: { fname: string; lname: string | null; city: string | null }[] }).rows[0]
    return row ? caller('lead', row.fname, row.lname, row.city) : null
  } catch (err) {
    if (isUndefinedTable(err)) return null
    throw err
  }
}

/** The active customer (user type 'user') with these 10 digits. */
async function customerOf(db: Db, mobileNo: string): Promise<Caller | null> {
  const [row] = await db
    .select({ fname: users.fname, lname: users.lname, city: users.city })
    .from(users)
    .where(and(eq(users.mobileNo, mobileNo), eq(users.userType, 'user'), eq(users.active, true)))
    .orderBy(desc(users.updatedAt))
    .limit(1)
  return row ? caller('customer', row.fname, row.lname, row.city) : null
}

/**
 * Who has the mobile number `mobileNo` (10 digits, see `mobileKey`): the CRM lead first, else an active customer;
 * null when neither (or for anything but 10 digits). Database errors are thrown.
 */
export async function lookupCaller(db: Db, mobileNo: string): Promise<Caller | null> {
  if (!/^\d{10}$/.test(mobileNo)) return null
  return (await leadOf(db, mobileNo)) ?? (await customerOf(db, mobileNo))
}

/**
 * `lookupCaller` for the incoming-call webhook, which must announce the call whatever happens: an error (logged) or
 * an answer slower than `timeoutMs` gives null, so the call shows with its number only.
 */
export async function identifyCaller(
  db: Db,
  mobileNo: string,
  log: FastifyBaseLogger,
  timeoutMs = CALLER_LOOKUP_TIMEOUT_MS,
): Promise<Caller | null> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => {
      log.warn('caller lookup timed out; the call is announced without a name')
      resolve(null)
    }, timeoutMs)
  })
  const found = lookupCaller(db, mobileNo).catch((err: unknown) => {
    log.warn({ err }, 'caller lookup failed; the call is announced without a name')
    return null
  })
  try {
    return await Promise.race([found, late])
  } finally {
    clearTimeout(timer)
  }
}
