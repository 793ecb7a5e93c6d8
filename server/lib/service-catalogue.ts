import { sql } from 'drizzle-orm'
import type { ServiceRequestServiceOption } from '../../shared/api/servicereq-services'
import type { Db } from '../db/client'
import { MAX_OPTIONS } from './pick-lists'

/** PostgreSQL's undefined_table (42P01), also when a driver or Drizzle wraps the error. */
const isUndefinedTable = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null
  return e?.code === '42P01' || e?.cause?.code === '42P01'
}

interface Row {
  id: string
  name: string
  price: string | number
  net_price: string | number
  duration_minutes: string | number
}

/**
 * The active services of the Services catalogue (`services`, the services module's table) as a form picks them: id,
 * name, price and net price in paise, duration in minutes, by name then id (at most MAX_OPTIONS). The table belongs to
 * the services module, which server code outside it does not import (modules are optional folders): it is read by
 * name, and a missing table (no services module) means an empty catalogue.
 */
export async function catalogueServiceOptions(db: Db): Promise<ServiceRequestServiceOption[]> {
  try {
    const res = await db.execute(sql`
      SELECT id, name, price, net_price, duration_minutes FROM services
      WHERE active ORDER BY name, id LIMIT ${MAX_OPTIONS}`)
    return (res as unknown as { rows: Row[] }).rows.map((r) => ({
      _id: String(r.id),
      name: r.name,
      price: Number(r.price),
      netPrice: Number(r.net_price),
      durationMinutes: Number(r.duration_minutes),
    }))
  } catch (err) {
    if (isUndefinedTable(err)) return []
    throw err
  }
}
