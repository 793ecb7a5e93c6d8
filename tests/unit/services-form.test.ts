import { describe, expect, it } from 'vitest'
import { SERVICE_MESSAGES as M, type ServiceFormInput, discountText, serviceForm, serviceNetPrice } from '../../shared/api/services'
import { discountValueText, emptyValues, payloadOf } from '../../src/features/services/form-values'

const form = (over: Partial<ServiceFormInput> = {}): ServiceFormInput => ({
  name: 'Periodic service',
  discountType: 'none',
  price: '1200',
  taxPercent: '18',
  durationMinutes: '60',
  products: [],
  ...over,
})
const message = (over: Partial<ServiceFormInput>) => {
  const r = serviceForm.safeParse(form(over))
  return r.success ? undefined : r.error.issues[0]!.message
}
const ID = '00000000-0000-4000-8000-000000000001'

describe('the service form schema', () => {
  it('reads money as paise, rates as basis points, and computes the net price', () => {
    const f = serviceForm.parse(form({ discountType: 'percent', discountValue: '12.5', price: '1,200.50', taxPercent: '5' }))
    expect(f).toMatchObject({ price: 120050, discount: 1250, taxPercent: 500, durationMinutes: 60, active: true, products: [] })
    expect(f.netPrice).toBe(serviceNetPrice(120050, 'percent', 1250, 500))
    const flat = serviceForm.parse(form({ discountType: 'flat', discountValue: '200', price: 1200 }))
    expect([flat.discount, flat.netPrice]).toEqual([20000, 118000])
    expect(serviceForm.parse(form({ taxPercent: '' })).taxPercent).toBe(0)
    expect(serviceForm.parse(form({ hsn: '' })).hsn).toBeUndefined()
    expect(serviceForm.parse(form({ products: [{ productId: ID, quantity: '3' }] })).products).toEqual([{ productId: ID, quantity: 3 }])
  })

  it('rounds the net price half up once, exactly', () => {
    expect(serviceNetPrice(5, 'none', 0, 1000)).toBe(6)
    expect(serviceNetPrice(333, 'percent', 1250, 1800)).toBe(344)
    expect(serviceNetPrice(99999, 'flat', 20000, 1250)).toBe(89999)
    expect(serviceNetPrice(100, 'percent', 10000, 2800)).toBe(0)
    expect(serviceNetPrice(100_000_000, 'percent', 1, 2800)).toBe(127_987_200)
  })

  it('names each bad field', () => {
    expect(message({ name: ' ' })).toBe(M.name)
    expect(message({ name: 'x'.repeat(101) })).toBe(M.tooLong)
    expect(message({ hsn: '123' })).toBe(M.hsn)
    expect(message({ hsn: '1234567' })).toBe(M.hsn)
    expect(message({ hsn: '12345678' })).toBeUndefined()
    expect(message({ discountType: 'some' as 'none' })).toBe(M.discountType)
    expect(message({ discountType: 'percent' })).toBe(M.discountValue)
    expect(message({ discountType: 'percent', discountValue: '101' })).toBe(M.discountPercent)
    expect(message({ discountType: 'percent', discountValue: '100' })).toBeUndefined()
    expect(message({ discountType: 'flat', discountValue: '1200.01' })).toBe(M.discountAbovePrice)
    expect(message({ discountType: 'flat', discountValue: '1200' })).toBeUndefined()
    expect(message({ discountType: 'flat', discountValue: '-5' })).toBe(M.discountFlat)
    expect(message({ discountValue: '5' })).toBe(M.noDiscountValue)
    expect(message({ price: undefined })).toBe(M.price)
    expect(message({ price: '1000000.01' })).toBe(M.amount)
    expect(message({ taxPercent: '29' })).toBe(M.tax)
    expect(message({ durationMinutes: undefined })).toBe(M.duration)
    expect(message({ durationMinutes: '1441' })).toBe(M.durationRange)
    expect(message({ durationMinutes: '5' })).toBeUndefined()
    expect(message({ products: [{ productId: '', quantity: 1 }] })).toBe(M.product)
    expect(message({ products: [{ productId: ID, quantity: '0' }] })).toBe(M.quantity)
    expect(message({ products: [{ productId: ID, quantity: 1001 }] })).toBe(M.quantity)
    expect(
      message({
        products: [
          { productId: ID, quantity: 1 },
          { productId: ID, quantity: 1 },
        ],
      }),
    ).toBe(M.sameProduct)
  })

  it('shows the discount with its type, and the dialog sends no value without a discount', () => {
    expect([discountText('percent', 1000), discountText('percent', 1250), discountText('flat', 20000), discountText('none', 0)]).toEqual([
      '10%',
      '12.5%',
      '₹200.00',
      null,
    ])
    expect([discountValueText('percent', 1250), discountValueText('flat', 20050), discountValueText('none', 0)]).toEqual([
      '12.5',
      '200.50',
      '',
    ])
    const v = { ...emptyValues(), name: 'X', price: '100', discountValue: '5' }
    expect(payloadOf(v).discountValue).toBeUndefined()
    expect(serviceForm.safeParse(payloadOf(v)).success).toBe(true)
  })
})
