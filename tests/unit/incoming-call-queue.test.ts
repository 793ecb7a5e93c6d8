import { describe, expect, it } from 'vitest'
import { CALL_QUEUE_MAX, dismissCall, enqueueCall } from '../../src/components/incoming-call/call-queue'

const call = (n: number) => ({
  callId: `c${n}`,
  From: `0987654321${n % 10}`,
  DialWhomNumber: '9000000002',
  callerMobileNo: `987654321${n % 10}`,
  agentMobileNo: '9000000002',
  receivedAt: n,
})

describe('the incoming-call queue', () => {
  it('queues calls in a row instead of overwriting, and shows the next one after a dismissal', () => {
    let q = enqueueCall([], call(1))
    q = enqueueCall(q, call(2))
    q = enqueueCall(q, call(3))
    expect(q.map((c) => c.callId)).toEqual(['c1', 'c2', 'c3'])
    q = dismissCall(q)
    expect(q[0]?.callId).toBe('c2')
  })

  it('ignores a repeated call and malformed events', () => {
    const q = enqueueCall([], call(1))
    expect(enqueueCall(q, call(1))).toBe(q)
    for (const bad of [null, 'x', {}, { ...call(2), callerMobileNo: '123' }, { ...call(2), callId: 5 }]) expect(enqueueCall(q, bad)).toBe(q)
  })

  it('keeps the showing call and the newest waiting ones when too many arrive', () => {
    let q: ReturnType<typeof enqueueCall> = []
    for (let i = 0; i < CALL_QUEUE_MAX + 5; i++) q = enqueueCall(q, call(i))
    expect(q).toHaveLength(CALL_QUEUE_MAX)
    expect(q[0]?.callId).toBe('c0')
    expect(q.at(-1)?.callId).toBe(`c${CALL_QUEUE_MAX + 4}`)
  })
})
