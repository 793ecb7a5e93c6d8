import type { ActionId } from '@commands/index'
import type { ActionSource } from '@/lib/api'

/** A screen's handler of one of its toolbar actions: how it was started and the selected rows. */
export type TableActionHandler<TRow> = (source: ActionSource, selected: readonly TRow[]) => void

/** A screen's toolbar handlers (DataTable's `actions`), by action id. */
export type TableActions<TRow> = Partial<Record<ActionId, TableActionHandler<TRow>>>

/**
 * The handler of an action on one row: the catalog only runs it with one selected (its selection rule), so it takes
 * the first.
 */
export const onFirstRow =
  <TRow>(run: (row: TRow, source: ActionSource) => void): TableActionHandler<TRow> =>
  (source, selected) => {
    const row = selected[0]
    if (row) run(row, source)
  }
