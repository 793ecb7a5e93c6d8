import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useWatch } from 'react-hook-form'
import { couponCodeField, SUBSCRIPTION_MESSAGES as M } from '@shared/api/subscription'
import { formatMoney } from '@/components/data-table/formatters'
import { quotePrice } from '../api'
import type { Values } from '../form-values'
import { subscriptionText } from '../messages'

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The server's price of what the form holds, as it would charge it now (POST /subscription/quote): plan total, plan
 * discount, coupon discount and the amount; 'Invalid coupon' when the coupon would not apply. A preview only: the add
 * prices again when it saves.
 */
export function PricePreview() {
  const { t, i18n } = useLingui()
  const [userId, planId, typedCoupon] = useWatch<Values, ['userId', 'planId', 'couponCode']>({ name: ['userId', 'planId', 'couponCode'] })
  const [couponCode, setCouponCode] = useState(typedCoupon)
  useEffect(() => {
    const timer = setTimeout(() => setCouponCode(typedCoupon), 300)
    return () => clearTimeout(timer)
  }, [typedCoupon])
  const coupon = couponCodeField.safeParse(couponCode)
  const body = { userId: GUID.test(userId) ? userId : undefined, planId, couponCode: coupon.success ? coupon.data : undefined }
  const quote = useQuery({
    queryKey: ['subscription', 'quote', body],
    enabled: GUID.test(planId),
    staleTime: 10_000,
    queryFn: () => quotePrice(body),
  })
  if (!GUID.test(planId)) return <p className="text-sm text-muted-foreground">{t`Pick a plan to see the price.`}</p>
  const q = quote.data
  const rows: [string, string, string][] = q
    ? [
        ['planTotal', t`Plan total`, formatMoney(q.planTotal)],
        ['planDiscount', t`Plan discount`, `− ${formatMoney(q.planDiscount)}`],
        ['couponDiscount', t`Coupon discount`, `− ${formatMoney(q.couponDiscount)}`],
        ['amount', t`Amount`, formatMoney(q.amount)],
      ]
    : []
  return (
    <div className="grid gap-1 rounded-md border p-3 text-sm" data-testid="subscription-price" aria-live="polite">
      {quote.isError && <p className="text-destructive">{t`The price could not be read.`}</p>}
      {rows.map(([key, label, value]) => (
        <div
          key={key}
          className={key === 'amount' ? 'flex justify-between font-medium' : 'flex justify-between'}
          data-testid={`subscription-price-${key}`}
        >
          <span>{label}</span>
          <span className="tabular-nums">{value}</span>
        </div>
      ))}
      {q?.coupon && (
        <p
          className={q.coupon === M.invalidCoupon ? 'text-destructive' : 'text-emerald-700 dark:text-emerald-400'}
          data-testid="subscription-coupon-state"
        >
          {subscriptionText(i18n, q.coupon)}
        </p>
      )}
    </div>
  )
}
