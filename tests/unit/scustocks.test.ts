import { describe, expect, it } from 'vitest'
import { SCU_STOCK_MESSAGES as M, scuStockAdjustForm, scuStockIssueBody, scuStockTransferForm } from '../../shared/api/scustocks'
import { quantityOf } from '../../src/features/scustocks/components/stock-fields'

const A = '11111111-1111-4111-8111-111111111111'
const B = '22222222-2222-4222-8222-222222222222'
const P = '33333333-3333-4333-8333-333333333333'
const first = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.success ? null : [r.error!.issues[0]!.path.join('.'), r.error!.issues[0]!.message]

describe('SCU stock forms', () => {
  it('takes a signed whole adjustment other than 0 up to 100000 either way, with a trimmed reason', () => {
    expect(scuStockAdjustForm.parse({ scuId: A, productId: P, quantity: -100_000, reason: '  Damaged  ' })).toEqual({
      scuId: A,
      productId: P,
      quantity: -100_000,
      reason: 'Damaged',
    })
    expect(scuStockAdjustForm.safeParse({ scuId: A, productId: P, quantity: 100_000, reason: 'x' }).success).toBe(true)
    for (const quantity of [0, 1.5, 100_001, -100_001, '5', null])
      expect(first(scuStockAdjustForm.safeParse({ scuId: A, productId: P, quantity, reason: 'x' }))).toEqual(['quantity', M.quantity])
    for (const reason of ['', '   ', 'r'.repeat(501), undefined])
      expect(first(scuStockAdjustForm.safeParse({ scuId: A, productId: P, quantity: 1, reason }))).toEqual(['reason', M.reason])
    expect(scuStockAdjustForm.safeParse({ scuId: A, productId: P, quantity: 1, reason: 'r'.repeat(500) }).success).toBe(true)
    expect(first(scuStockAdjustForm.safeParse({ scuId: '', productId: P, quantity: 1, reason: 'x' }))).toEqual(['scuId', M.scuId])
    expect(first(scuStockAdjustForm.safeParse({ scuId: A, productId: 'x', quantity: 1, reason: 'x' }))).toEqual(['productId', M.productId])
  })

  it('transfers a quantity above 0 between two different centres', () => {
    const good = { fromScuId: A, toScuId: B, productId: P, quantity: 3 }
    expect(scuStockTransferForm.safeParse(good).success).toBe(true)
    expect(first(scuStockTransferForm.safeParse({ ...good, toScuId: A }))).toEqual(['toScuId', M.sameCentre])
    for (const quantity of [0, -1, 2.5, 100_001])
      expect(first(scuStockTransferForm.safeParse({ ...good, quantity }))).toEqual(['quantity', M.transferQuantity])
    expect(first(scuStockTransferForm.safeParse({ ...good, fromScuId: '' }))).toEqual(['fromScuId', M.fromScuId])
  })

  it('issues for a service request or a booking only', () => {
    const good = { scuId: A, productId: P, quantity: 1, refType: 'booking', refId: B }
    expect(scuStockIssueBody.safeParse(good).success).toBe(true)
    expect(first(scuStockIssueBody.safeParse({ ...good, refType: 'transfer' }))).toEqual(['refType', M.refType])
    expect(first(scuStockIssueBody.safeParse({ ...good, refId: 'x' }))).toEqual(['refId', M.refId])
  })

  it('reads whole-number text as a number and leaves anything else to the schema', () => {
    expect([quantityOf('12'), quantityOf(' -3 '), quantityOf('+4'), quantityOf('1.5'), quantityOf('')]).toEqual([12, -3, 4, '1.5', ''])
  })
})
