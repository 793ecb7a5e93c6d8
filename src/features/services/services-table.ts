import { msg } from '@lingui/core/macro'
import { DISCOUNT_TYPES, serviceTableContract, type ServiceRow } from '@shared/api/services.table'
import { defineTable } from '@/components/data-table/types'
import { DISCOUNT_TYPE_LABELS } from './labels'

export type { ServiceRow }

/**
 * The services table (the service catalogue): name, HSN/SAC, the discount ('10%', '₹200.00', '—'), price, tax %, net
 * price (₹ from paise), duration in minutes, the products consumed, active and when it last changed; the discount type
 * and description on demand. Filters: discount type and active; the keyword finds names and HSN codes; the download.
 */
export const serviceTable = defineTable<ServiceRow>({
  id: 'services',
  screenId: 'screen.services',
  contract: serviceTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'name', label: msg`Name`, width: 220 },
    { id: 'hsn', label: msg`HSN/SAC`, width: 100 },
    { id: 'discountType', label: msg`Discount type`, labels: DISCOUNT_TYPE_LABELS, width: 130, visible: false },
    { id: 'discount', label: msg`Discount`, width: 110, fallback: msg`—` },
    { id: 'price', label: msg`Price`, dataType: 'number', format: 'money', width: 120 },
    { id: 'taxPercent', label: msg`Tax %`, width: 80 },
    { id: 'netPrice', label: msg`Net price`, dataType: 'number', format: 'money', width: 120 },
    { id: 'durationMinutes', label: msg`Duration (min)`, dataType: 'number', width: 120 },
    { id: 'productNames', label: msg`Products`, format: 'list', width: 260 },
    { id: 'description', label: msg`Description`, width: 260, visible: false },
    { id: 'active', label: msg`Active`, format: 'active', width: 90 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170, visible: false },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [
    {
      id: 'discountType',
      label: msg`Discount type`,
      kind: 'choice',
      options: DISCOUNT_TYPES.map((v) => ({ value: v, label: DISCOUNT_TYPE_LABELS[v] })),
    },
    { id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` },
  ],
})
