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

  it('keeps the caller’s name, city and kind; an event without them or with unusable ones still queues', () => {
    const [named] = enqueueCall([], { ...call(1), callerName: 'Ravi Kumar', callerCity: 'Pune', callerKind: 'lead' })
    expect(named).toMatchObject({ callId: 'c1', callerName: 'Ravi Kumar', callerCity: 'Pune', callerKind: 'lead' })
    expect(enqueueCall([], { ...call(1), callerName: 'Meera', callerKind: 'customer' })[0]).toMatchObject({ callerKind: 'customer' })
    // An event of before the names: valid, unnamed.
    const [old] = enqueueCall([], call(2))
    expect(old?.callId).toBe('c2')
    expect([old?.callerName, old?.callerCity, old?.callerKind]).toEqual([undefined, undefined, undefined])
    // Unusable details are dropped, never the call.
    for (const odd of [
      { callerName: 'x'.repeat(500), callerCity: 5, callerKind: 'vip' },
      { callerName: '   ', callerCity: '', callerKind: null },
    ]) {
      const [shown] = enqueueCall([], { ...call(3), ...odd })
      expect(shown?.callId).toBe('c3')
      expect([shown?.callerName, shown?.callerCity, shown?.callerKind]).toEqual([undefined, undefined, undefined])
    }
  })

  it('keeps the showing call and the newest waiting ones when too many arrive', () => {
    let q: ReturnType<typeof enqueueCall> = []
    for (let i = 0; i < CALL_QUEUE_MAX + 5; i++) q = enqueueCall(q, call(i))
    expect(q).toHaveLength(CALL_QUEUE_MAX)
    expect(q[0]?.callId).toBe('c0')
    expect(q.at(-1)?.callId).toBe(`c${CALL_QUEUE_MAX + 4}`)
  })
})
