import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  applyBody,
  couponDiscountPaise,
  couponValidity,
  DISCOUNT_MESSAGES as M,
  discountForm,
  discountUpdateForm,
  type DiscountFormInput,
  endInPast,
} from '@shared/api/discount'
import { todayInIndia } from '@shared/india-day'
import { discountResolver, emptyValues, payloadOf, valuesOf, type Values } from '@/features/discount/form-values'
import { DISCOUNT_TEXTS, discountServerTexts } from '@/features/discount/messages'

const RIDER = '0190a6a0-0000-7000-8000-000000000001'
const COUPON = '0190a6a0-0000-7000-8000-000000000002'
/** 1 June 2026, midnight in India. */
const JUNE_1 = Date.parse('2026-05-31T18:30:00Z') / 1000
const DAY = 86_400

const base: DiscountFormInput = {
  code: 'Welcome10',
  title: 'Welcome offer',
  couponType: 'general',
  percent: '10',
  minBill: '500',
  maxDiscount: '200',
  startAt: JUNE_1,
  endAt: JUNE_1 + 30 * DAY,
  attemptsPerUser: '1',
}
const messagesOf = (over: Partial<DiscountFormInput>) => {
  const r = discountForm.safeParse({ ...base, ...over })
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('the Discount Form (shared/api/discount.ts)', () => {
  it('takes a general coupon: percent in hundredths, money in paise, defaults filled', () => {
    expect(discountForm.parse(base)).toEqual({
      ...base,
      percent: 1000,
      minBill: 50000,
      maxDiscount: 20000,
      attemptsPerUser: 1,
      eligibleUserIds: [],
      active: true,
    })
    expect(discountForm.parse({ ...base, minBill: '', percent: '12.5' })).toMatchObject({ minBill: 0, percent: 1250 })
  })

  it("says 'Discount title must be more than 3 characters' for a title of 3 characters or fewer", () => {
    expect(M.title).toBe('Discount title must be more than 3 characters')
    expect(messagesOf({ title: 'abc' })).toEqual({ title: M.title })
    expect(messagesOf({ title: '  ab   ' })).toEqual({ title: M.title })
    expect(messagesOf({ title: 'abcd' })).toEqual({})
  })

  it("says 'Coupon code must be 3 to 15 characters' for a code shorter or longer", () => {
    expect(M.code).toBe('Coupon code must be 3 to 15 characters')
    expect(messagesOf({ code: 'AB' })).toEqual({ code: M.code })
    expect(messagesOf({ code: 'A'.repeat(16) })).toEqual({ code: M.code })
    expect(messagesOf({ code: 'ABC' })).toEqual({})
    expect(messagesOf({ code: 'A'.repeat(15) })).toEqual({})
    expect(messagesOf({ code: 'AB C' })).toEqual({ code: M.codeCharacters })
  })

  it("says 'An eligible coupon needs some users made eligible' for an eligible coupon with nobody", () => {
    expect(M.eligibleUsers).toBe('An eligible coupon needs some users made eligible')
    expect(messagesOf({ couponType: 'eligible' })).toEqual({ eligibleUserIds: M.eligibleUsers })
    // Said on the first save, beside other fields' messages.
    expect(messagesOf({ couponType: 'eligible', title: 'ab' })).toEqual({ title: M.title, eligibleUserIds: M.eligibleUsers })
    expect(discountForm.parse({ ...base, couponType: 'eligible', eligibleUserIds: [RIDER, RIDER] }).eligibleUserIds).toEqual([RIDER])
    // A general coupon names nobody.
    expect(discountForm.parse({ ...base, eligibleUserIds: [RIDER] }).eligibleUserIds).toEqual([])
  })

  it('wants the start before the end', () => {
    expect(messagesOf({ endAt: JUNE_1 })).toEqual({ endAt: M.startBeforeEnd })
    expect(messagesOf({ endAt: JUNE_1 - DAY })).toEqual({ endAt: M.startBeforeEnd })
    expect(messagesOf({ endAt: JUNE_1 + DAY })).toEqual({})
    expect(messagesOf({ startAt: undefined })).toEqual({ startAt: M.startDay })
    expect(messagesOf({ endAt: 'tomorrow' as unknown as number })).toEqual({ endAt: M.date })
  })

  it('knows an end day in the past (create only)', () => {
    expect(endInPast(JUNE_1 - DAY, JUNE_1)).toBe(true)
    expect(endInPast(JUNE_1, JUNE_1)).toBe(false)
  })

  it('wants a percentage above 0 and at most 100, money of at least 0, attempts of at least 1', () => {
    for (const percent of ['0', '0.00', '100.01', '-5', 'ten', '']) expect(messagesOf({ percent }), percent).toEqual({ percent: M.percent })
    expect(messagesOf({ percent: '100' })).toEqual({})
    expect(messagesOf({ percent: '0.01' })).toEqual({})
    expect(messagesOf({ minBill: '-1' })).toEqual({ minBill: M.amount })
    expect(messagesOf({ maxDiscount: '' })).toEqual({ maxDiscount: M.maxDiscount })
    expect(messagesOf({ maxDiscount: '1.234' })).toEqual({ maxDiscount: M.amount })
    for (const attemptsPerUser of ['0', '1.5', '1001', ''])
      expect(messagesOf({ attemptsPerUser }), attemptsPerUser).toEqual({ attemptsPerUser: M.attempts })
  })

  it('takes the update with the coupon and its version', () => {
    expect(discountUpdateForm.safeParse({ ...base, recordId: COUPON, version: 3 }).success).toBe(true)
    expect(discountUpdateForm.safeParse({ ...base, recordId: COUPON }).success).toBe(false)
  })

  it('reads the apply body: the bill in rupees to paise', () => {
    expect(applyBody.parse({ code: ' rider50 ', userId: RIDER, billAmount: '1,499.50' })).toEqual({
      code: 'rider50',
      userId: RIDER,
      billAmount: 149950,
    })
    expect(applyBody.safeParse({ code: 'X', userId: RIDER, billAmount: '1.234' }).success).toBe(false)
  })
})

describe('the coupon arithmetic (integers)', () => {
  it('takes the percentage of the bill rounded half up, at most the maximum and never above the bill', () => {
    expect(couponDiscountPaise(99_999, 1000, 100_000)).toBe(10_000) // 9999.9 → 10000
    expect(couponDiscountPaise(99_995, 1000, 100_000)).toBe(10_000) // 9999.5 → 10000
    expect(couponDiscountPaise(99_994, 1000, 100_000)).toBe(9_999)
    expect(couponDiscountPaise(200_000, 1000, 15_000)).toBe(15_000)
    expect(couponDiscountPaise(5_000, 10_000, 100_000)).toBe(5_000)
    expect(couponDiscountPaise(0, 5000, 1000)).toBe(0)
    expect(couponDiscountPaise(149_990, 1250, 1_000_000)).toBe(18_749) // 18748.75 → 18749
  })

  it('runs a coupon from its start day to the end of its end day', () => {
    expect(couponValidity(JUNE_1, JUNE_1 + DAY, JUNE_1 - 1)).toBe('upcoming')
    expect(couponValidity(JUNE_1, JUNE_1 + DAY, JUNE_1)).toBe('running')
    expect(couponValidity(JUNE_1, JUNE_1 + DAY, JUNE_1 + 2 * DAY - 1)).toBe('running')
    expect(couponValidity(JUNE_1, JUNE_1 + DAY, JUNE_1 + 2 * DAY)).toBe('expired')
  })
})

describe('the Discount Form in the dialog (src/features/discount)', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  i18n.activate('en')
  const resolve = async (values: Values, isNew = true) => {
    const r = await discountResolver(i18n, isNew)(values, undefined, { fields: {}, shouldUseNativeValidation: false })
    return Object.fromEntries(Object.entries(r.errors).map(([k, v]) => [k, (v as { message?: string }).message]))
  }
  const filled = (): Values => ({
    ...emptyValues(),
    code: 'RIDER50',
    title: 'Loyal riders',
    percent: '50',
    maxDiscount: '750',
    endAt: '9999-12-30',
  })

  it('shows each rule of section 5 on its field', async () => {
    expect(await resolve(filled())).toEqual({})
    expect(await resolve({ ...filled(), title: 'abc' })).toEqual({ title: M.title })
    expect(await resolve({ ...filled(), code: 'AB' })).toEqual({ code: M.code })
    expect(await resolve({ ...filled(), couponType: 'eligible' })).toEqual({ eligibleUsers: M.eligibleUsers })
    expect(await resolve({ ...filled(), startAt: '2026-07-01', endAt: '2026-07-01' })).toMatchObject({ endAt: M.startBeforeEnd })
  })

  it('refuses a new coupon ending before today, not an edit', async () => {
    const v = { ...filled(), startAt: '2020-01-01', endAt: '2020-01-02' }
    expect(await resolve(v)).toEqual({ endAt: M.pastEnd })
    expect(await resolve(v, false)).toEqual({})
    expect(emptyValues().startAt).toBe(todayInIndia())
  })

  it('sends ids of the eligible riders only for an eligible coupon, and reads details back', () => {
    const rider = { _id: RIDER, fname: 'Asha', lname: null, mobileNo: '9876543210' }
    const v = { ...filled(), couponType: 'eligible' as const, eligibleUsers: [rider] }
    expect(payloadOf(v).eligibleUserIds).toEqual([RIDER])
    expect(payloadOf({ ...v, couponType: 'general' }).eligibleUserIds).toEqual([])
    expect(payloadOf(v).endAt).toBe(Date.UTC(9999, 11, 30) / 1000 - 330 * 60)
    const back = valuesOf({
      coupon: {
        _id: COUPON,
        code: 'RIDER50',
        title: 'Loyal riders',
        couponType: 'eligible',
        percent: '12.5',
        minBill: 50050,
        maxDiscount: 75000,
        startAt: JUNE_1,
        endAt: JUNE_1 + DAY,
        validity: 'running',
        attemptsPerUser: 2,
        eligibleUsers: [rider],
        eligibleUserNames: ['Asha (9876543210)'],
        appliedUsers: 0,
        appliedAmount: 0,
        discountedAmount: 0,
        active: true,
        createdAt: JUNE_1,
        updatedAt: JUNE_1,
        version: 1,
      },
    })
    expect(back).toMatchObject({
      percent: '12.5',
      minBill: '500.50',
      maxDiscount: '750.00',
      startAt: '2026-06-01',
      endAt: '2026-06-02',
      attemptsPerUser: '2',
    })
  })

  it('has a translation entry for every message of its own', () => {
    for (const [key, text] of Object.entries(M)) {
      if (key in DISCOUNT_TEXTS) expect(discountServerTexts.get(text), key).toBeDefined()
    }
  })
})
