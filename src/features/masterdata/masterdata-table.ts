import { msg } from '@lingui/core/macro'
import { PRODUCT_CATEGORIES } from '@shared/api/inventory'
import { masterdataTableContract, type MasterdataRow } from '@shared/api/masterdata.table'
import { defineTable } from '@/components/data-table/types'
import { PRODUCT_CATEGORY_LABELS, PRODUCT_UNIT_LABELS } from './labels'

export type { MasterdataRow }

/**
 * The products table (issue 19, Master Data): SKU, name, category, unit, HSN, price (₹ from paise), tax %, reorder
 * level, active and when it last changed. Filters: category and active; the keyword finds SKUs and names; the download
 * adds the sheets 'Additional Info' and 'ExternalLink' (the contract's `sheets`, streamed by the server).
 */
export const masterdataTable = defineTable<MasterdataRow>({
  id: 'masterdata',
  screenId: 'screen.masterdata',
  contract: masterdataTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'productSku', label: msg`SKU`, width: 170 },
    { id: 'name', label: msg({ message: 'Name', context: 'product' }), width: 260 },
    { id: 'category', label: msg`Category`, labels: PRODUCT_CATEGORY_LABELS, width: 140 },
    { id: 'unit', label: msg`Unit`, labels: PRODUCT_UNIT_LABELS, width: 100 },
    { id: 'hsn', label: msg`HSN`, width: 110 },
    { id: 'price', label: msg`Price`, dataType: 'number', format: 'money', width: 120 },
    { id: 'taxPercent', label: msg`Tax %`, width: 90 },
    { id: 'reorderLevel', label: msg`Reorder level`, dataType: 'number', width: 120 },
    { id: 'active', label: msg`Active`, format: 'active', width: 90 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170, visible: false },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [
    {
      id: 'category',
      label: msg`Category`,
      kind: 'choice',
      options: PRODUCT_CATEGORIES.map((c) => ({ value: c, label: PRODUCT_CATEGORY_LABELS[c] })),
    },
    { id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` },
  ],
})
