import { sql } from 'drizzle-orm'
import { TEST_DRIVE_MESSAGES as M } from '../../../shared/api/testdrive'
import { RC } from '../../../shared/response-codes'
import type { Tx } from '../../audit/transact'
import { refuse } from '../../http'

/**
 * The places of a slot on a day, kept by the database (test_drive_slot_days): taking one is ONE conditional upsert,
 * giving one back ONE conditional decrement; never a read and then a write. Both run in the caller's transaction, so a
 * refusal or a later failure rolls the place back with everything else.
 */

const rowsOf = (r: unknown) => (r as { rows: Record<string, unknown>[] }).rows

/**
 * Takes a place in the slot on the day (a Date at India midnight): creates the slot-day row with one place taken (the
 * capacity copied from the slot), or adds one to it while fewer than the slot's capacity are taken. Concurrent takers
 * queue on the row; each sees the count the one before committed. Answers the places now taken, or null when the slot
 * is full (or unknown).
 *
 * The capacity compared is the slot's current one (EXCLUDED.capacity, read from test_drive_slots by the same
 * statement), and the row keeps it: an edit of the configuration that changes a slot's limit applies at once.
 */
export async function tryTakePlace(tx: Tx, slotId: string, date: Date): Promise<number | null> {
  const r = await tx.execute(sql`
    INSERT INTO test_drive_slot_days (slot_id, date, booked, capacity)
    SELECT s.id, ${date.toISOString()}::timestamptz, 1, s.capacity FROM test_drive_slots s WHERE s.id = ${slotId}::uuid
    ON CONFLICT (slot_id, date) DO UPDATE
      SET booked = test_drive_slot_days.booked + 1, capacity = EXCLUDED.capacity
      WHERE test_drive_slot_days.booked < EXCLUDED.capacity
    RETURNING booked`)
  const row = rowsOf(r)[0]
  return row ? Number(row.booked) : null
}

/** tryTakePlace, refusing the whole write (110 slotFull, rolled back) when the slot is full. */
export async function takePlace(tx: Tx, slotId: string, date: Date): Promise<number> {
  const booked = await tryTakePlace(tx, slotId, date)
  if (booked === null) refuse(RC.BAD_INPUT, M.slotFull)
  return booked
}

/** Gives a place of the slot on the day back (never below zero); answers whether one was taken. */
export async function givePlace(tx: Tx, slotId: string, date: Date): Promise<boolean> {
  const r = await tx.execute(sql`
    UPDATE test_drive_slot_days SET booked = booked - 1
    WHERE slot_id = ${slotId}::uuid AND date = ${date.toISOString()}::timestamptz AND booked > 0
    RETURNING booked`)
  return rowsOf(r).length > 0
}
