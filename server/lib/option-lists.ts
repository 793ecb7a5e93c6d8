import { type SQL, sql } from 'drizzle-orm'
import type { ActiveOption, OptionListKey } from '../../shared/api/options.query'
import type { SettingsValues } from '../../shared/api/options'
import type { Tx } from '../audit/transact'
import type { Db } from '../db/client'
import { rowsOf } from './list-count'
import { tableExists } from './table-exists'

/**
 * The option lists and organisation settings of the options module (issue 21), as other modules read them. The tables
 * (`option_values`, `organisation_settings`) belong to the options module, which server code outside it does not
 * import (modules are optional folders): they are read by name, and a missing table (no options module) answers null,
 * so the caller keeps its built-in constants. Read per request (a small indexed query), so a change applies at once on
 * every node.
 */

type Queryable = Pick<Db, 'execute'> | Pick<Tx, 'execute'>

/** The active values of a list in order; null without the options module. */
export async function activeOptions(db: Queryable, list: OptionListKey): Promise<ActiveOption[] | null> {
  if (!(await tableExists(db, 'option_values'))) return null
  const res = await db.execute(sql`
    SELECT value, label FROM option_values WHERE list_key = ${list} AND active ORDER BY sort_order, value`)
  return rowsOf<ActiveOption>(res).map((r) => ({ value: r.value, label: r.label }))
}

/**
 * Inside a write's transaction: whether `value` is an active value of the list, holding a share lock on it until the
 * commit, so the options module's delete (which takes the row FOR UPDATE and then looks for uses) waits for this write
 * and then sees it. Null without the options module.
 */
export async function lockActiveOption(tx: Queryable, list: OptionListKey, value: string): Promise<boolean | null> {
  if (!(await tableExists(tx, 'option_values'))) return null
  const res = await tx.execute(sql`
    SELECT id FROM option_values WHERE list_key = ${list} AND value = ${value} AND active FOR SHARE`)
  return rowsOf(res).length > 0
}

/** Where each list's values are stored by the modules that use them: table and a condition on the value. */
const USES: Record<OptionListKey, { table: string; where: (v: string) => SQL }[]> = {
  requestType: [{ table: 'enquiries', where: (v) => sql`enquiry_type = ${v}` }],
  ticketType: [{ table: 'tickets', where: (v) => sql`type = ${v}` }],
  bookingStage: [{ table: 'bookings', where: (v) => sql`status = ${v}` }],
  bookingStatus: [{ table: 'bookings', where: (v) => sql`rto_status = ${v}` }],
  department: [{ table: 'users', where: (v) => sql`departments @> jsonb_build_array(${v}::text)` }],
  notificationType: [
    { table: 'notifications', where: (v) => sql`notification_type = ${v}` },
    { table: 'notification_sends', where: (v) => sql`notification_type = ${v}` },
  ],
  advertisementPage: [{ table: 'advertisements', where: (v) => sql`advertisement_page = ${v}` }],
  // No module stores a logistic partner yet (order requests will); nothing uses one.
  logisticPartner: [],
}

/** Whether any record (active or soft-deleted) of the modules that use the list stores the value. */
export async function optionInUse(tx: Queryable, list: OptionListKey, value: string): Promise<boolean> {
  for (const use of USES[list]) {
    if (!(await tableExists(tx, use.table))) continue
    const res = await tx.execute(sql`SELECT EXISTS (SELECT 1 FROM ${sql.identifier(use.table)} WHERE ${use.where(value)}) AS used`)
    if (rowsOf<{ used: boolean }>(res)[0]?.used) return true
  }
  return false
}

interface SettingsRow {
  country_code: string
  currency_code: string
  tenant_id: string
  password_min_length: number
  password_max_length: number
  week_off_days: number[] | string
  units: number
  header_start_row: number
  header_end_row: number
}

/** The organisation's settings as stored now; null without the options module. */
export async function organisationSettings(db: Queryable): Promise<SettingsValues | null> {
  if (!(await tableExists(db, 'organisation_settings'))) return null
  const res = await db.execute(sql`SELECT * FROM organisation_settings WHERE id = 1`)
  const r = rowsOf<SettingsRow>(res)[0]
  if (!r) return null
  return {
    countryCode: r.country_code,
    currencyCode: r.currency_code,
    tenantId: r.tenant_id,
    passwordMinLength: Number(r.password_min_length),
    passwordMaxLength: Number(r.password_max_length),
    weekOffDays: typeof r.week_off_days === 'string' ? (JSON.parse(r.week_off_days) as number[]) : r.week_off_days,
    units: Number(r.units),
    headerStartRow: Number(r.header_start_row),
    headerEndRow: Number(r.header_end_row),
  }
}
