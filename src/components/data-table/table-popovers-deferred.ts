import { lazyDialog } from '@/lib/lazy-dialog'
import type { ColumnsPopoverProps, FilterPopoverProps } from './table-popovers'

/**
 * The table's filter and column popovers (table-popovers.tsx: Radix's popover and its positioning, the date field, the
 * switches) load when one first opens (issue 23).
 */
const load = () => import('./table-popovers')

export const FilterPopover = lazyDialog(
  () => load().then((m) => m.FilterPopover),
  (p: FilterPopoverProps) => p.open,
)

export const ColumnsPopover = lazyDialog(
  () => load().then((m) => m.ColumnsPopover),
  (p: ColumnsPopoverProps) => p.open,
)
