import { describe, expect, it } from 'vitest'
import { DatabaseBusy, FairGate } from '../../server/db/fair-gate'

describe('the embedded database gate', () => {
  it('lets one through at a time, the others in arrival order', async () => {
    const gate = new FairGate(1000)
    const order: number[] = []
    await gate.enter()
    const waiting = [1, 2, 3].map((i) =>
      gate.enter().then(() => {
        order.push(i)
        gate.leave()
      }),
    )
    expect(gate.queued).toBe(3)
    gate.leave()
    await Promise.all(waiting)
    expect(order).toEqual([1, 2, 3])
    expect(gate.queued).toBe(0)
    // Open again: the next caller goes straight through.
    await gate.enter()
    gate.leave()
  })

  it('serves urgent callers before every ordinary one, each kind in arrival order', async () => {
    const gate = new FairGate(1000)
    const order: string[] = []
    await gate.enter()
    const take = (name: string, urgent: boolean) =>
      gate.enter(urgent).then(() => {
        order.push(name)
        gate.leave()
      })
    const waiting = [take('a', false), take('b', false), take('u1', true), take('c', false), take('u2', true)]
    gate.leave()
    await Promise.all(waiting)
    expect(order).toEqual(['u1', 'u2', 'a', 'b', 'c'])
  })

  it('refuses a caller that waited too long with DatabaseBusy, and the queue behind it still moves', async () => {
    const gate = new FairGate(30)
    await gate.enter()
    const late = gate.enter().catch((err: unknown) => err)
    const err = await late
    expect(err).toBeInstanceOf(DatabaseBusy)
    expect((err as DatabaseBusy).code).toBe('DB_BUSY')
    expect(gate.queued).toBe(0)
    const next = gate.enter()
    gate.leave()
    await next
    gate.leave()
  })
})
