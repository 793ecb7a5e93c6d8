import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { BOOKING_MESSAGES as BM, bookingForm } from '@shared/api/booking'
import { exportCell, SheetMoney } from '@/components/data-table/export/cells'
import { exportColumns } from '@/components/data-table/export/columns'
import { formatMoney } from '@/components/data-table/formatters'
import { cellLabels } from '@/components/data-table/labels'
import { bookingTable } from '@/features/booking/booking-table'
import { bookingServerTexts } from '@/features/booking/messages'
import { RECORD_MESSAGES } from '@shared/validation'
import { bookingResolver, dayToUnix, emptyValues, liveTotals, payloadOf, unixToDay, type Values } from '@/features/booking/form-values'

/** A new booking as typed: a new customer, a discount and an approved loan. */
function typed(): Values {
  return {
    ...emptyValues(),
    customerMobileNo: '98765 43210',
    customerFname: 'Ravi',
    customerLname: 'Kumar',
    bookingDate: '2026-11-20',
    price: '1,20,000',
    taxPercentage: '5',
    discount: '5000',
    bookingFee: '2000',
    bookingCustomerPaid: '10000.50',
    loanRequired: true,
    loanApproved: true,
    loanAmount: '50000',
    panNumber: 'abcde1234f',
  }
}

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const resolve = (values: Values) => bookingResolver(i18n)(values, undefined, { fields: {}, shouldUseNativeValidation: false })

describe('the booking form on the client', () => {
  it('computes the live totals with the shared bookingTotals (paise)', () => {
    // 1,15,000 billable; 5 % tax 5,750; total 1,20,750; remaining 1,20,750 − 10,000.50 − 50,000 (approved loan).
    expect(liveTotals(typed())).toEqual({
      billablePrice: 115_000_00,
      taxAmount: 5_750_00,
      billedAmount: 120_750_00,
      bookingTotalAmount: 120_750_00,
      bookingBalance: 0,
      remainingAmount: 60_749_50,
    })
    expect(liveTotals({ ...typed(), loanApproved: false })).toMatchObject({ remainingAmount: 110_749_50 })
    expect(liveTotals({ ...typed(), price: '12x' })).toBeNull()
    expect(liveTotals({ ...typed(), discount: '200000' })).toBe('discountAbovePrice')
  })

  it('sends days as their midnight in India and what the shared schema takes', () => {
    const payload = payloadOf(typed())
    // 20/11/2026 00:00 in India (UTC+05:30), wherever the browser is.
    expect(payload.bookingDate).toBe(Date.UTC(2026, 10, 20) / 1000 - 19_800)
    expect(unixToDay(payload.bookingDate as number)).toBe('2026-11-20')
    expect(dayToUnix('2026-02-30')).toBeUndefined()
    const parsed = bookingForm.parse(payload)
    expect(parsed).toMatchObject({ customerMobileNo: '9876543210', price: '120000.00', panNumber: 'ABCDE1234F', loanAmount: '50000.00' })
  })

  it('marks the fields with the bookings’ messages, the money rules included', async () => {
    expect((await resolve(typed())).errors).toEqual({})
    const bad = await resolve({ ...typed(), panNumber: '', customerMobileNo: '12', discount: '200000' })
    expect(bad.errors.panNumber?.message).toBe(BM.panRequired)
    expect(bad.errors.customerMobileNo?.message).toBe(BM.validMobile)
    expect(bad.errors.discount?.message).toBe(BM.discountAbovePrice)
  })

  it('takes customer names in every script (the shared PERSON_NAME rule), refusing digits and symbols', async () => {
    for (const [customerFname, customerLname] of [
      ['राहुल', 'शर्मा'],
      ['ಅನಿಲ್', ''],
      ['தமிழ்செல்வன்', 'St. John'],
      ['王伟', 'O’Brien'],
    ] as [string, string][]) {
      expect((await resolve({ ...typed(), customerFname, customerLname })).errors, customerFname).toEqual({})
    }
    const bad = await resolve({ ...typed(), customerFname: 'राहुल9', customerLname: '@ಅನಿಲ್' })
    expect([bad.errors.customerFname?.message, bad.errors.customerLname?.message]).toEqual([BM.lettersOnly, BM.lettersOnly])
  })
})

describe('the bookings’ messages', () => {
  it('each of the module’s own texts has a Lingui message (the shared ones are known everywhere)', () => {
    const shared = new Set<string>(Object.values(RECORD_MESSAGES))
    const own = Object.values(BM).filter((m) => !shared.has(m))
    expect(own.filter((m) => !bookingServerTexts.has(m))).toEqual([])
    for (const m of own) expect(bookingServerTexts.get(m)?.message).toBe(m)
  })
})

describe('money cells', () => {
  it('show ₹ with Indian grouping and export the rupee number', () => {
    expect(formatMoney(12_075_000)).toBe('₹1,20,750.00')
    expect(formatMoney(-5)).toBe('-₹0.05')
    expect(formatMoney(100_000_000_00)).toBe('₹10,00,00,000.00')
    const columns = exportColumns(
      bookingTable.columns,
      () => true,
      (c) => c.id,
      cellLabels(i18n),
    )
    const total = columns.find((c) => c.field === 'bookingTotalAmount')!
    expect(total.kind).toBe('money')
    expect(exportCell({ bookingTotalAmount: 12_075_050 }, total)).toEqual(new SheetMoney(120_750.5))
    expect(exportCell({ bookingTotalAmount: null }, total)).toBeNull()
  })
})
