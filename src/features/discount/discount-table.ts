import { msg } from '@lingui/core/macro'
import { COUPON_TYPES, COUPON_VALIDITIES, discountTableContract, type DiscountRow } from '@shared/api/discount.table'
import { defineTable } from '@/components/data-table/types'
import { COUPON_TYPE_LABELS, COUPON_VALIDITY_LABELS } from './labels'

export type { DiscountRow }

/**
 * The discount coupons table: code, title, type, percentage, minimum bill and maximum discount (₹ from paise), start
 * and end days, validity today, attempts per user, and the read-only figures from the redemptions (applied users,
 * applied amount, discounted amount); the eligible riders on demand. Filters: type, validity and active; the keyword
 * finds codes and titles; the download.
 */
export const discountTable = defineTable<DiscountRow>({
  id: 'discount',
  screenId: 'screen.discount',
  contract: discountTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'code', label: msg`Coupon code`, width: 130 },
    { id: 'title', label: msg`Title`, width: 220 },
    { id: 'couponType', label: msg`Coupon type`, labels: COUPON_TYPE_LABELS, width: 110 },
    { id: 'percent', label: msg`Percentage`, width: 100 },
    { id: 'minBill', label: msg`Minimum bill`, dataType: 'number', format: 'money', width: 120 },
    { id: 'maxDiscount', label: msg`Maximum discount`, dataType: 'number', format: 'money', width: 130 },
    { id: 'startAt', label: msg`Start`, format: 'day', width: 110 },
    { id: 'endAt', label: msg`End`, format: 'day', width: 110 },
    { id: 'validity', label: msg`Validity`, labels: COUPON_VALIDITY_LABELS, width: 100 },
    { id: 'attemptsPerUser', label: msg`Attempts per user`, dataType: 'number', width: 120 },
    { id: 'eligibleUserNames', label: msg`Eligible users`, format: 'list', width: 240, visible: false },
    { id: 'appliedUsers', label: msg`Applied users`, dataType: 'number', width: 110 },
    { id: 'appliedAmount', label: msg`Applied amount`, dataType: 'number', format: 'money', width: 130 },
    { id: 'discountedAmount', label: msg`Discounted amount`, dataType: 'number', format: 'money', width: 140 },
    { id: 'active', label: msg`Active`, format: 'active', width: 90 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170, visible: false },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170, visible: false },
  ],
  filters: [
    {
      id: 'couponType',
      label: msg`Coupon type`,
      kind: 'choice',
      options: COUPON_TYPES.map((v) => ({ value: v, label: COUPON_TYPE_LABELS[v] })),
    },
    {
      id: 'validity',
      label: msg`Validity`,
      kind: 'choice',
      options: COUPON_VALIDITIES.map((v) => ({ value: v, label: COUPON_VALIDITY_LABELS[v] })),
    },
    { id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` },
  ],
})
