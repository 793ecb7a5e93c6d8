import { describe, expect, it } from 'vitest'
import {
  ORDER_MESSAGES as M,
  ORDER_MOVES,
  ORDER_STATUSES,
  canMoveOrder,
  orderNo,
  orderNumberOf,
  orderReceiveBody,
  orderRequestForm,
} from '../../shared/api/orderreq'

const P = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222']
const C = '33333333-3333-4333-8333-333333333333'
const form = (over: Record<string, unknown> = {}) => ({ scuId: C, lines: [{ productId: P[0], quantity: '3' }], ...over })
const messageOf = (v: unknown) => {
  const r = orderRequestForm.safeParse(v)
  return r.success ? null : r.error.issues[0]!.message
}

describe('order request form', () => {
  it('takes a valid order, quantities as numbers or digits, blank notes left out', () => {
    const r = orderRequestForm.parse(
      form({
        notes: '  ',
        lines: [
          { productId: P[0], quantity: 1 },
          { productId: P[1], quantity: '10000' },
        ],
      }),
    )
    expect(r).toEqual({
      scuId: C,
      lines: [
        { productId: P[0], quantity: 1 },
        { productId: P[1], quantity: 10000 },
      ],
      notes: undefined,
    })
    expect(orderRequestForm.parse(form({ notes: ' hi ' })).notes).toBe('hi')
  })

  it('names each bad field', () => {
    expect(messageOf(form({ scuId: '' }))).toBe(M.centre)
    expect(messageOf(form({ lines: [] }))).toBe(M.lines)
    expect(messageOf(form({ lines: undefined }))).toBe(M.lines)
    expect(messageOf(form({ lines: [{ productId: 'x', quantity: 1 }] }))).toBe(M.product)
    for (const quantity of [0, -1, 10_001, 2.5, '', 'abc', null]) {
      expect(messageOf(form({ lines: [{ productId: P[0], quantity }] })), String(quantity)).toBe(M.quantity)
    }
    expect(messageOf(form({ lines: Array.from({ length: 51 }, () => ({ productId: P[0], quantity: 1 })) }))).toBe(M.tooManyLines)
    expect(
      messageOf(
        form({
          lines: [
            { productId: P[0], quantity: 1 },
            { productId: P[0], quantity: 2 },
          ],
        }),
      ),
    ).toBe(M.productTwice)
    expect(messageOf(form({ notes: 'x'.repeat(1001) }))).toBe(M.tooLong)
  })

  it('checks a receipt’s quantities', () => {
    const body = (received: unknown) => ({ recordId: C, version: 2, lines: [{ lineId: P[0], received }] })
    expect(orderReceiveBody.parse(body('0')).lines[0]!.received).toBe(0)
    expect(orderReceiveBody.safeParse(body(-1)).error?.issues[0]?.message).toBe(M.receivedQuantity)
    expect(orderReceiveBody.safeParse({ ...body(1), lines: [] }).error?.issues[0]?.message).toBe(M.receiptLines)
  })
})

describe('order steps', () => {
  it('moves as spec 002 orders them; Mark As Recieved and Withdrawn are final', () => {
    expect(ORDER_MOVES).toEqual({
      orderPlaced: ['accepted', 'withdrawn'],
      accepted: ['shipped', 'withdrawn'],
      shipped: ['delivered'],
      delivered: ['markAsRecieved'],
      markAsRecieved: [],
      withdrawn: [],
    })
    expect(ORDER_STATUSES.filter((s) => canMoveOrder(s, 'withdrawn'))).toEqual(['orderPlaced', 'accepted'])
  })

  it('numbers orders ORD-000123 and reads typed numbers back', () => {
    expect(orderNo(123)).toBe('ORD-000123')
    expect([orderNumberOf('ORD-000123'), orderNumberOf('ord123'), orderNumberOf(' 123 '), orderNumberOf('abc')]).toEqual([
      123,
      123,
      123,
      null,
    ])
  })
})
