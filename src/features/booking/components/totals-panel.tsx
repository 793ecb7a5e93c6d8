import { useLingui } from '@lingui/react/macro'
import { useWatch } from 'react-hook-form'
import { BOOKING_MESSAGES as BM } from '@shared/api/booking'
import { formatMoney } from '@/components/data-table/formatters'
import { liveTotals, type MoneyValues } from '../form-values'
import { bookingText } from '../messages'
import { Figure } from './section'

const MONEY_FIELDS = [
  'price',
  'taxPercentage',
  'discount',
  'additionalDiscount',
  'bookingFee',
  'bookingCustomerPaid',
  'loanAmount',
  'loanApproved',
] as const satisfies readonly (keyof MoneyValues)[]

/**
 * The booking's totals while the form is filled in: the shared `bookingTotals` on the form's money, so the same
 * figures the server derives and the details answer (billable price, tax, billed, total, booking balance, remaining).
 * Announced politely as they change; a dash while an amount is not one yet.
 */
export function TotalsPanel() {
  const { t, i18n } = useLingui()
  const watched = useWatch({ name: MONEY_FIELDS }) as unknown[]
  const money = Object.fromEntries(MONEY_FIELDS.map((k, i) => [k, watched[i] ?? (k === 'loanApproved' ? false : '')])) as MoneyValues
  const totals = liveTotals(money)
  const figure = (key: 'billablePrice' | 'taxAmount' | 'billedAmount' | 'bookingTotalAmount' | 'bookingBalance' | 'remainingAmount') =>
    totals && typeof totals === 'object' ? formatMoney(totals[key]) : '-'
  return (
    <section
      aria-label={t`Totals`}
      aria-live="polite"
      data-testid="booking-totals"
      className="grid gap-2 rounded-md bg-muted/40 p-3 sm:col-span-2 lg:col-span-3"
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        <Figure name="billablePrice" label={t`Billable price`} value={figure('billablePrice')} />
        <Figure name="taxAmount" label={t`Tax`} value={figure('taxAmount')} />
        <Figure name="billedAmount" label={t`Billed amount`} value={figure('billedAmount')} />
        <Figure name="bookingTotalAmount" label={t`Total`} value={figure('bookingTotalAmount')} />
        <Figure name="bookingBalance" label={t`Booking balance`} value={figure('bookingBalance')} />
        <Figure name="remainingAmount" label={t`Remaining`} value={figure('remainingAmount')} />
      </dl>
      {typeof totals === 'string' && (
        <p className="text-sm text-destructive" role="status">
          {bookingText(i18n, BM[totals])}
        </p>
      )}
    </section>
  )
}
