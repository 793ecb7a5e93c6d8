import { type DiscountFormInput, discountForm } from '../../../shared/api/discount'
import { DAY_SECONDS, indiaMidnight } from '../../../shared/india-day'
import { DAY_MS } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { couponColumns } from './data'
import { couponEligibleUsers, coupons } from './schema'

type Demo = Omit<DiscountFormInput, 'startAt' | 'endAt' | 'eligibleUserIds'> & {
  /** The start and end days, counted from today (India). */
  from: number
  to: number
  /** How many of the first demo customers the coupon is for (eligible coupons). */
  riders?: number
}

/** The demo coupons: general ones for everybody, eligible ones for the first demo riders; one ended, one to come. */
export const DEMO_COUPONS: readonly Demo[] = [
  {
    code: 'WELCOME10',
    title: 'Welcome offer: 10% off',
    couponType: 'general',
    percent: '10',
    minBill: '500',
    maxDiscount: '200',
    attemptsPerUser: '1',
    active: true,
    from: -30,
    to: 60,
  },
  {
    code: 'RIDER50',
    title: 'Loyal riders: 50% off',
    couponType: 'eligible',
    percent: '50',
    minBill: '0',
    maxDiscount: '750',
    attemptsPerUser: '2',
    active: true,
    from: -7,
    to: 30,
    riders: 2,
  },
  {
    code: 'Monsoon15',
    title: 'Monsoon rides: 15% off',
    couponType: 'general',
    percent: '15',
    minBill: '1000',
    maxDiscount: '300',
    attemptsPerUser: '3',
    active: true,
    from: -10,
    to: 80,
  },
  {
    code: 'FESTIVE25',
    title: 'Festive season 25% off',
    couponType: 'general',
    percent: '25',
    minBill: '800',
    maxDiscount: '400',
    attemptsPerUser: '1',
    active: true,
    from: -120,
    to: -60,
  },
  {
    code: 'NEWYEAR12',
    title: 'New year 12.5% off',
    couponType: 'general',
    percent: '12.5',
    minBill: '0',
    maxDiscount: '250',
    attemptsPerUser: '1',
    active: true,
    from: 20,
    to: 50,
  },
  {
    code: 'FLEET20',
    title: 'Fleet partners 20% off',
    couponType: 'eligible',
    percent: '20',
    minBill: '1500',
    maxDiscount: '1000',
    attemptsPerUser: '5',
    active: false,
    from: -60,
    to: 120,
    riders: 3,
  },
]

/**
 * The demo coupons (order 70, after the customers), each parsed by the form's own schema; an eligible one is for the
 * first demo customers. Days are India midnights counted from today.
 */
export default defineSeed({
  order: 70,
  seed: 70,
  async run(db, { now, customers }) {
    const today = indiaMidnight(Math.floor(now.getTime() / 1000))
    const n = DEMO_COUPONS.length
    for (const [i, demo] of DEMO_COUPONS.entries()) {
      const { from, to, riders = 0, ...fields } = demo
      const eligibleUserIds = customers.slice(0, riders).map((c) => c.id)
      if (fields.couponType === 'eligible' && eligibleUserIds.length === 0) continue
      const form = discountForm.parse({ ...fields, startAt: today + from * DAY_SECONDS, endAt: today + to * DAY_SECONDS, eligibleUserIds })
      const at = new Date(now.getTime() - (n - i) * DAY_MS)
      const [row] = await db
        .insert(coupons)
        .values({ ...couponColumns(form), createdAt: at, updatedAt: at })
        .returning({ id: coupons.id })
      if (form.eligibleUserIds.length)
        await db.insert(couponEligibleUsers).values(form.eligibleUserIds.map((userId) => ({ couponId: row!.id, userId })))
    }
  },
})
