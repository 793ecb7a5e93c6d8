import { describe, expect, it } from 'vitest'
import {
  basisPointsToPercent,
  bookingForm,
  bookingTotals,
  paiseToRupees,
  percentToBasisPoints,
  rupeesToPaise,
  type BookingMoneyInput,
} from '@shared/api/booking'

const base: BookingMoneyInput = {
  price: 0,
  discount: 0,
  additionalDiscount: 0,
  taxBasisPoints: 0,
  bookingFee: 0,
  bookingCustomerPaid: 0,
  loanAmount: 0,
  loanApproved: false,
}

describe('booking money (issue 16): exact paise, the server’s formulas', () => {
  it('reads rupees as text without floating point, and writes them back', () => {
    expect(rupeesToPaise('85000.50')).toBe(8_500_050)
    expect(rupeesToPaise('85,000.5')).toBe(8_500_050)
    expect(rupeesToPaise('0.1')).toBe(10)
    expect(rupeesToPaise('0.29')).toBe(29) // 0.29 * 100 is 28.999999999999996 in floating point
    expect(rupeesToPaise('12.345')).toBeNull()
    expect(rupeesToPaise('-5')).toBeNull()
    expect(rupeesToPaise('1e5')).toBeNull()
    expect(paiseToRupees(8_500_050)).toBe('85000.50')
    expect(paiseToRupees(7)).toBe('0.07')
    expect(percentToBasisPoints('28')).toBe(2800)
    expect(percentToBasisPoints('12.5')).toBe(1250)
    expect(percentToBasisPoints('100.01')).toBeNull()
    expect(basisPointsToPercent(1250)).toBe('12.5')
    expect(basisPointsToPercent(500)).toBe('5')
  })

  // price, discount, additional, tax bp, fee, paid, loan, approved → billable, tax, billed, total, balance, remaining
  const table: [number, number, number, number, number, number, number, boolean, number, number, number, number, number, number][] = [
    [100_000_00, 0, 0, 500, 5_000_00, 5_000_00, 0, false, 100_000_00, 5_000_00, 105_000_00, 105_000_00, 0, 100_000_00],
    [
      89_999_00,
      2_000_00,
      999_00,
      500,
      10_000_00,
      2_500_00,
      50_000_00,
      true,
      87_000_00,
      4_350_00,
      91_350_00,
      91_350_00,
      7_500_00,
      38_850_00,
    ],
    // Half up: 333.33 × 5 % = 16.6665 → 16.67.
    [333_33, 0, 0, 500, 0, 0, 0, false, 333_33, 16_67, 350_00, 350_00, 0, 350_00],
    // 1 paisa × 28 % = 0.28 paise → 0; 2 paise × 28 % = 0.56 → 1.
    [1, 0, 0, 2800, 0, 0, 0, false, 1, 0, 1, 1, 0, 1],
    [2, 0, 0, 2800, 0, 0, 0, false, 2, 1, 3, 3, 0, 3],
    // A loan not yet approved does not count.
    [50_000_00, 0, 0, 0, 1_000_00, 1_000_00, 40_000_00, false, 50_000_00, 0, 50_000_00, 50_000_00, 0, 49_000_00],
    // The largest amount stays exact.
    [99_999_999_99, 0, 0, 2800, 0, 0, 0, false, 99_999_999_99, 28_000_000_00 - 0, 127_999_999_99, 127_999_999_99, 0, 127_999_999_99],
  ]
  it.each(table)(
    'price %i − %i − %i at %i bp, fee %i, paid %i, loan %i (%s)',
    (price, discount, additionalDiscount, taxBasisPoints, bookingFee, bookingCustomerPaid, loanAmount, loanApproved, ...expected) => {
      const totals = bookingTotals({
        price,
        discount,
        additionalDiscount,
        taxBasisPoints,
        bookingFee,
        bookingCustomerPaid,
        loanAmount,
        loanApproved,
      })
      expect(totals).toEqual({
        billablePrice: expected[0],
        taxAmount: expected[1],
        billedAmount: expected[2],
        bookingTotalAmount: expected[3],
        bookingBalance: expected[4],
        remainingAmount: expected[5],
      })
    },
  )

  it('refuses discounts above the price and payments above the total', () => {
    expect(bookingTotals({ ...base, price: 100, discount: 60, additionalDiscount: 41 })).toBe('discountAbovePrice')
    expect(bookingTotals({ ...base, price: 100, bookingCustomerPaid: 60, loanAmount: 41, loanApproved: true })).toBe('paidAboveTotal')
    expect(bookingTotals({ ...base, price: 100, bookingCustomerPaid: 60, loanAmount: 41, loanApproved: false })).not.toBe('paidAboveTotal')
  })

  it('validates the form: amounts, PAN for a loan, Aadhaar, dates in order', () => {
    const ok = {
      customerMobileNo: '+91 98765 43210',
      customerFname: 'Asha',
      bookingDate: 1_764_000_000,
      price: '85000.5',
      taxPercentage: '5',
    }
    const parsed = bookingForm.parse(ok)
    expect(parsed.customerMobileNo).toBe('9876543210')
    expect(parsed.price).toBe('85000.50')
    expect(parsed.status).toBe('booked')
    const messages = (input: object) => bookingForm.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []
    expect(messages({ ...ok, price: '12.345' })).toEqual(['price: Please enter a valid amount (up to two decimals)'])
    expect(messages({ ...ok, price: '' })).toEqual(['price: Please fill all the mandatory fields'])
    expect(messages({ ...ok, loanRequired: true })).toEqual(['panNumber: PAN is required for a loan'])
    expect(messages({ ...ok, loanRequired: true, panNumber: 'abcde1234f' })).toEqual([])
    expect(messages({ ...ok, panNumber: 'ABCD1234F' })).toEqual(['panNumber: Please enter a valid PAN (ABCDE1234F)'])
    expect(messages({ ...ok, aadhaarNumber: '1234 5678 9012' })).toEqual(['aadhaarNumber: Please enter a valid 12-digit Aadhaar number'])
    expect(messages({ ...ok, aadhaarNumber: '2345 6789 0123' })).toEqual([])
    expect(messages({ ...ok, expectedDelivery: ok.bookingDate - 86_400 })).toEqual([
      'expectedDelivery: Expected delivery cannot be before the booking date',
    ])
    // The output is valid input again (the server parses what the dialog sends).
    expect(bookingForm.parse(bookingForm.parse({ ...ok, discount: '1,000' }))).toEqual(bookingForm.parse({ ...ok, discount: '1000.00' }))
  })
})
