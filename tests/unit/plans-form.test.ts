import { describe, expect, it } from 'vitest'
import { PLAN_MESSAGES as M, type PlanFormInput, basisPointsToNumeric, planForm, planMoney } from '../../shared/api/plans'
import { dayToIndiaSeconds } from '../../shared/india-day'
import { emptyValues, payloadOf, valuesOf } from '../../src/features/plans/form-values'

const form = (over: Partial<PlanFormInput> = {}): PlanFormInput => ({
  title: 'Monthly Plus',
  mileage: '900',
  days: '30',
  price: '1499',
  taxPercent: '18',
  discountPercent: '5',
  active: true,
  ...over,
})
const message = (over: Partial<PlanFormInput>) => {
  const r = planForm.safeParse(form(over))
  return r.success ? undefined : r.error.issues[0]!.message
}

describe('planMoney: the payment split in integer paise', () => {
  it('adds the tax rounded half up to the paisa', () => {
    expect(planMoney(149_900, 1_800)).toEqual({ pricePaise: 149_900, taxPaise: 26_982, totalPaise: 176_882 })
    // 0.05 × 10 % = 0.5 paisa → 1; 0.04 × 10 % = 0.4 → 0.
    expect(planMoney(5, 1_000)).toEqual({ pricePaise: 5, taxPaise: 1, totalPaise: 6 })
    expect(planMoney(4, 1_000)).toEqual({ pricePaise: 4, taxPaise: 0, totalPaise: 4 })
    // ₹2,199.99 at 12.5 %: 219999 × 0.125 = 27499.875 → 27500.
    expect(planMoney(219_999, 1_250).taxPaise).toBe(27_500)
    expect(planMoney(24_900, 0)).toEqual({ pricePaise: 24_900, taxPaise: 0, totalPaise: 24_900 })
    // 100 % and the largest price stay exact.
    expect(planMoney(100_000_000, 10_000)).toEqual({ pricePaise: 100_000_000, taxPaise: 100_000_000, totalPaise: 200_000_000 })
  })

  it('never meets floating point: every price of a rupee range and every rate give integers summing exactly', () => {
    for (let price = 0; price <= 1_000; price += 7)
      for (const bp of [0, 1, 250, 500, 1_200, 1_250, 1_800, 2_800, 9_999, 10_000]) {
        const m = planMoney(price, bp)
        expect(Number.isInteger(m.taxPaise)).toBe(true)
        expect(m.totalPaise).toBe(price + m.taxPaise)
        // Half up: the exact tax × 2 compared in integers.
        expect(Math.abs(m.taxPaise * 20_000 - price * bp * 2)).toBeLessThanOrEqual(10_000)
      }
  })

  it('keeps percents as numeric(5,2) text', () => {
    expect(basisPointsToNumeric(1_250)).toBe('12.50')
    expect(basisPointsToNumeric(5)).toBe('0.05')
    expect(basisPointsToNumeric(10_000)).toBe('100.00')
  })
})

describe('the plan form schema', () => {
  it('computes the stored money from rupees and percents', () => {
    const r = planForm.parse(form({ price: '2,199.99', taxPercent: '12.5', discountPercent: '' }))
    expect(r).toMatchObject({
      price: 219_999,
      pricePaise: 219_999,
      taxPercent: 1_250,
      taxPaise: 27_500,
      totalPaise: 247_499,
      discountPercent: 0,
    })
    expect(planForm.parse(form({ mileage: 120, days: 7, price: 249 }))).toMatchObject({ mileage: 120, days: 7, pricePaise: 24_900 })
  })

  it('names each problem', () => {
    expect(message({ title: ' ' })).toBe(M.title)
    expect(message({ mileage: '' })).toBe(M.mileage)
    expect(message({ mileage: '0' })).toBe(M.mileageRange)
    expect(message({ mileage: '1.5' })).toBe(M.mileageRange)
    expect(message({ mileage: '100001' })).toBe(M.mileageRange)
    expect(message({ days: '' })).toBe(M.days)
    expect(message({ days: '-3' })).toBe(M.daysRange)
    expect(message({ price: '' })).toBe(M.price)
    expect(message({ price: '12.345' })).toBe(M.amount)
    expect(message({ price: '1000000.01' })).toBe(M.amount)
    expect(message({ taxPercent: '100.01' })).toBe(M.tax)
    expect(message({ taxPercent: '1.234' })).toBe(M.tax)
    expect(message({ discountPercent: '-1' })).toBe(M.discount)
    expect(message({ validTill: '2026-13-40' as unknown as number })).toBe(M.date)
    expect(message({ description: 'x'.repeat(1001) })).toBe(M.tooLong)
  })

  it('round-trips the dialog values (the day as midnight in India)', () => {
    const values = { ...emptyValues(), title: 'Weekly', mileage: '120', days: '7', price: '249', validTill: '2026-12-31' }
    const body = payloadOf(values)
    expect(body.validTill).toBe(dayToIndiaSeconds('2026-12-31'))
    const parsed = planForm.parse(body)
    const back = valuesOf({
      plan: {
        _id: 'x',
        title: parsed.title,
        mileage: parsed.mileage,
        days: parsed.days,
        validTill: parsed.validTill ?? null,
        pricePaise: parsed.pricePaise,
        taxPercent: '18',
        taxPaise: parsed.taxPaise,
        totalPaise: parsed.totalPaise,
        discountPercent: '0',
        description: null,
        active: true,
        onSale: true,
        replacesPlanId: null,
        replacesTitle: null,
        createdAt: 0,
        updatedAt: 0,
        version: 1,
      },
    })
    expect(back).toEqual({ ...values, price: '249.00' })
  })
})
