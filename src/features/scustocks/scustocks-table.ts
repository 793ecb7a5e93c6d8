import { useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { PRODUCT_CATEGORIES } from '@shared/api/inventory'
import { scuStockTableContract, type ScuStockRow } from '@shared/api/scustocks.table'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { useStockCentres } from './api'
import { STOCK_CATEGORY_LABELS, STOCK_UNIT_LABELS } from './labels'

export type { ScuStockRow }

/** The centres of the filter panel: those the actor may see. */
function useCentreOptions(): LookupOptions {
  const { data, isLoading } = useStockCentres()
  const options = useMemo(() => (data ?? []).map((c) => ({ value: c._id, label: c.title })), [data])
  return { options, loading: isLoading }
}

/**
 * The SCU stocks table (issue 19): centre, product SKU and name, category, unit, on hand, reorder level and the last
 * movement's time; rows at or below the reorder level tinted orange. Filters: centre, category, at or below reorder
 * level; the search finds SKUs and product names.
 */
export const scuStockTable = defineTable<ScuStockRow>({
  id: 'scustocks',
  screenId: 'screen.scustocks',
  contract: scuStockTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 25,
  activeField: null,
  statusColors: { field: 'level', tones: { low: 'orange' } },
  columns: [
    { id: 'serviceCentre', accessor: 'serviceCentre.title', label: msg`Service Centre`, width: 180 },
    { id: 'sku', accessor: 'product.sku', label: msg`SKU`, width: 130 },
    { id: 'product', accessor: 'product.name', label: msg`Product`, width: 220 },
    { id: 'category', label: msg`Category`, labels: STOCK_CATEGORY_LABELS, width: 120 },
    { id: 'unit', label: msg`Unit`, labels: STOCK_UNIT_LABELS, width: 90 },
    { id: 'onHand', label: msg`On Hand`, dataType: 'number', width: 100 },
    { id: 'reorderLevel', label: msg`Reorder Level`, dataType: 'number', width: 120 },
    { id: 'updatedAt', label: msg`Last Movement At`, dataType: 'date', width: 170 },
  ],
  filters: [
    { id: 'scuId', label: msg`Service Centre`, kind: 'lookup', useOptions: useCentreOptions },
    {
      id: 'category',
      label: msg`Category`,
      kind: 'choice',
      options: PRODUCT_CATEGORIES.map((c) => ({ value: c, label: STOCK_CATEGORY_LABELS[c] })),
    },
    { id: 'low', label: msg`At or below reorder level`, kind: 'boolean', trueLabel: msg`Yes`, falseLabel: msg`No` },
  ],
})
