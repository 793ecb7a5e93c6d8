import { and, eq, sql } from 'drizzle-orm'
import type { StockMovementKind, StockReferenceType } from '../../shared/api/inventory'
import type { Tx } from '../audit/transact'
import { stockBalances, stockMovements } from '../db/schema'

/** One movement of stock at a centre (issue 19): signed quantity, positive in and negative out. */
export interface StockMovement {
  scuId: string
  productId: string
  kind: StockMovementKind
  quantity: number
  reason?: string | null
  refType?: StockReferenceType | null
  refId?: string | null
  actorId?: string | null
}

/** The outcome of a movement: the balance it left, or the refusal of one that would take more than is on hand. */
export type MovementResult = { ok: true; balance: number; movementId: string } | { ok: false; onHand: number }

/**
 * Books a movement in the caller's transaction: the balance first, by one statement the database decides (an insert
 * or increment for stock coming in; for stock going out a conditional decrement `WHERE on_hand + q >= 0`, which locks
 * the row, so two issues racing for the last units cannot both pass), then the ledger row with the balance it left.
 * Never read-then-write. A refused movement writes nothing; the caller answers 'insufficient stock' and rolls back
 * whatever else it did.
 */
export async function postMovement(tx: Tx, m: StockMovement): Promise<MovementResult> {
  if (!Number.isSafeInteger(m.quantity) || m.quantity === 0) throw new Error(`stock movement of ${m.quantity}`)
  const balance =
    m.quantity > 0
      ? await tx
          .insert(stockBalances)
          .values({ scuId: m.scuId, productId: m.productId, onHand: m.quantity })
          .onConflictDoUpdate({
            target: [stockBalances.scuId, stockBalances.productId],
            set: { onHand: sql`${stockBalances.onHand} + ${m.quantity}`, updatedAt: sql`now()` },
          })
          .returning({ onHand: stockBalances.onHand })
      : await tx
          .update(stockBalances)
          .set({ onHand: sql`${stockBalances.onHand} + ${m.quantity}`, updatedAt: sql`now()` })
          .where(
            and(
              eq(stockBalances.scuId, m.scuId),
              eq(stockBalances.productId, m.productId),
              sql`${stockBalances.onHand} + ${m.quantity} >= 0`,
            ),
          )
          .returning({ onHand: stockBalances.onHand })
  const after = balance[0]?.onHand
  if (after === undefined) return { ok: false, onHand: await onHand(tx, m.scuId, m.productId) }
  const [row] = await tx
    .insert(stockMovements)
    .values({
      scuId: m.scuId,
      productId: m.productId,
      kind: m.kind,
      quantity: m.quantity,
      balanceAfter: after,
      reason: m.reason ?? null,
      refType: m.refType ?? null,
      refId: m.refId ?? null,
      actorId: m.actorId ?? null,
    })
    .returning({ id: stockMovements.id })
  return { ok: true, balance: after, movementId: row!.id }
}

/** What a centre holds of a product now (0 when it never held any). */
export async function onHand(tx: Pick<Tx, 'select'>, scuId: string, productId: string): Promise<number> {
  const [b] = await tx
    .select({ onHand: stockBalances.onHand })
    .from(stockBalances)
    .where(and(eq(stockBalances.scuId, scuId), eq(stockBalances.productId, productId)))
  return b?.onHand ?? 0
}
