import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useWatch } from 'react-hook-form'
import type { DiscountDetails } from '@shared/api/discount'
import { COUPON_TYPES } from '@shared/api/discount.query'
import { formatMoney } from '@/components/data-table/formatters'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { DateFormField } from '@/components/form-date-field'
import { TextFormField } from '@/components/form-text-field'
import { ReadOnlyValue } from '@/components/read-only-fields'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { discountApi } from '../api'
import { discountResolver, emptyValues, payloadOf, valuesOf, type Values } from '../form-values'
import { COUPON_TYPE_LABELS } from '../labels'
import { EligibleUsersField } from './eligible-users-field'

const EMPTY = emptyValues()
/** Rupees or a percent as typed: digits, commas and one decimal point. */
const amount = (v: string) => v.replace(/[^\d.,]/g, '')
const digits = (v: string) => v.replace(/\D/g, '')
/** A code as typed: letters, digits, - and _ (spaces dropped). */
const codeChars = (v: string) => v.replace(/[^A-Za-z0-9_-]/g, '')

/** The eligible users' multi-select, only for an eligible coupon. */
function EligibleUsers() {
  const { t } = useLingui()
  const type = useWatch<Values, 'couponType'>({ name: 'couponType' })
  if (type !== 'eligible') return null
  return <EligibleUsersField name="eligibleUsers" label={t`Eligible users`} required className="sm:col-span-2 lg:col-span-3" />
}

/** What the form does not edit: the figures of the coupon's redemptions. */
function Applied({ coupon }: { coupon: DiscountDetails }) {
  const { t } = useLingui()
  const values: [string, string, string][] = [
    ['appliedUsers', t`Applied users`, String(coupon.appliedUsers)],
    ['appliedAmount', t`Applied amount`, formatMoney(coupon.appliedAmount)],
    ['discountedAmount', t`Discounted amount`, formatMoney(coupon.discountedAmount)],
  ]
  return (
    <div className="grid gap-x-4 gap-y-2 sm:grid-cols-3" data-testid="discount-applied">
      {values.map(([name, label, text]) => (
        <ReadOnlyValue key={name} name={name} label={label} text={text} />
      ))}
    </div>
  )
}

/**
 * The 'Discount Form' (spec 002), for add and edit; 'View Discount' to read. Coupon code, title, coupon type,
 * percentage, minimum bill and maximum discount (₹), start and end dates, attempts per user, active, and for an
 * eligible coupon the eligible users (a searchable multi-select of customers). Checked by the shared schema the server
 * uses, its messages in the active language; a duplicate code (114) points at the code. A saved coupon shows its
 * applied users, applied amount and discounted amount (read-only).
 */
export function DiscountDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const resolver = useMemo(() => (mode: string) => discountResolver(i18n, mode === 'new'), [i18n])
  const typeOptions = COUPON_TYPES.map((v) => ({ value: v, label: i18n._(COUPON_TYPE_LABELS[v]) }))
  return (
    <RecordDialogFrame
      {...props}
      api={discountApi}
      testId="discount-dialog"
      className="sm:max-w-4xl"
      title={{ new: t`Discount Form`, edit: t`Discount Form`, view: t`View Discount` }}
      description={(details, mode) => (mode !== 'new' && details ? `${details.coupon.code} · ${details.coupon.title}` : undefined)}
      empty={EMPTY}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
      duplicateField="code"
    >
      {({ mode, details }) => (
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          <TextFormField
            name="code"
            label={t`Coupon code`}
            required
            autoComplete="off"
            maxLength={15}
            transform={codeChars}
            autoFocus={mode !== 'view'}
          />
          <TextFormField
            name="title"
            label={t`Title`}
            required
            autoComplete="off"
            maxLength={100}
            className="sm:col-span-1 lg:col-span-2"
          />
          <SelectFormField name="couponType" label={t`Coupon type`} options={typeOptions} required />
          <TextFormField
            name="percent"
            label={t`Percentage (%)`}
            required
            inputMode="decimal"
            autoComplete="off"
            maxLength={6}
            transform={amount}
          />
          <TextFormField
            name="attemptsPerUser"
            label={t`Attempts per user`}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            transform={digits}
          />
          <TextFormField
            name="minBill"
            label={t`Minimum bill amount (₹)`}
            inputMode="decimal"
            autoComplete="off"
            maxLength={14}
            transform={amount}
          />
          <TextFormField
            name="maxDiscount"
            label={t`Maximum discount (₹)`}
            required
            inputMode="decimal"
            autoComplete="off"
            maxLength={14}
            transform={amount}
          />
          <SwitchFormField name="active" label={t`Active`} className="self-center" />
          <DateFormField name="startAt" label={t`Start date`} required />
          <DateFormField name="endAt" label={t`End date`} required />
          <span />
          <EligibleUsers />
          {details && mode !== 'new' && (
            <div className="sm:col-span-2 lg:col-span-3">
              <Applied coupon={details.coupon} />
            </div>
          )}
        </div>
      )}
    </RecordDialogFrame>
  )
}
