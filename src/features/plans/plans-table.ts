import { msg } from '@lingui/core/macro'
import { planTableContract, type PlanRow } from '@shared/api/plans.table'
import { defineTable } from '@/components/data-table/types'

export type { PlanRow }

/**
 * The recharge plans table: title, mileage (km), days, the last day of sale, price, tax and total (₹ from paise),
 * discount %, active, on sale, the plan it is a new version of, and when it last changed; tax %, description and the
 * creation on demand. Filters: active and on sale; the keyword finds titles; the download.
 */
export const planTable = defineTable<PlanRow>({
  id: 'plans',
  screenId: 'screen.subscription-plan',
  contract: planTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'title', label: msg`Title`, width: 220 },
    { id: 'mileage', label: msg`Mileage (km)`, dataType: 'number', width: 120 },
    { id: 'days', label: msg`Days`, dataType: 'number', width: 80 },
    { id: 'validTill', label: msg`Valid till`, format: 'day', width: 120, fallback: msg`—` },
    { id: 'pricePaise', label: msg`Price`, dataType: 'number', format: 'money', width: 120 },
    { id: 'taxPercent', label: msg`Tax %`, width: 80, visible: false },
    { id: 'taxPaise', label: msg`Tax`, dataType: 'number', format: 'money', width: 110 },
    { id: 'totalPaise', label: msg`Total`, dataType: 'number', format: 'money', width: 120 },
    { id: 'discountPercent', label: msg`Discount %`, width: 110 },
    { id: 'active', label: msg`Active`, format: 'active', width: 90 },
    { id: 'onSale', label: msg`On sale`, dataType: 'boolean', width: 90 },
    { id: 'replacesTitle', label: msg`Version of`, width: 200, fallback: msg`—` },
    { id: 'description', label: msg`Description`, width: 260, visible: false },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170, visible: false },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [
    { id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` },
    { id: 'onSale', label: msg`On sale`, kind: 'boolean', trueLabel: msg`On sale`, falseLabel: msg`Not on sale` },
  ],
})
