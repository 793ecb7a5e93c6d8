import { describe, expect, it } from 'vitest'
import { ASSIGNABLE_STATUSES, canMoveRequest, MOVE_STATUSES, SERVICE_REQUEST_MOVES, SERVICE_REQUEST_STATUSES } from '@shared/api/servicereq'
import { actionsOf } from '@commands/toolbar'
import servicereq from '@commands/screens/servicereq'

describe('the service request transition table (shared/api/servicereq-moves.ts)', () => {
  it('is the issue’s table', () => {
    expect(SERVICE_REQUEST_MOVES).toEqual({
      requested: ['confirmed', 'cancelled'],
      confirmed: ['inservice', 'cancelled'],
      inservice: ['ready'],
      ready: ['delivered'],
      delivered: [],
      cancelled: [],
    })
  })

  it('names only statuses, never the status itself; delivered and cancelled are final', () => {
    for (const from of SERVICE_REQUEST_STATUSES)
      for (const to of SERVICE_REQUEST_MOVES[from]) {
        expect(SERVICE_REQUEST_STATUSES).toContain(to)
        expect(to).not.toBe(from)
      }
    expect(SERVICE_REQUEST_STATUSES.filter((s) => SERVICE_REQUEST_MOVES[s].length === 0)).toEqual(['delivered', 'cancelled'])
    expect(canMoveRequest('ready', 'delivered')).toBe(true)
    expect(canMoveRequest('inservice', 'cancelled')).toBe(false)
    expect(canMoveRequest('requested', 'inservice')).toBe(false)
  })

  it('every status but requested is reachable, and the status call covers exactly those', () => {
    const reached = new Set(SERVICE_REQUEST_STATUSES.flatMap((s) => SERVICE_REQUEST_MOVES[s]))
    expect(SERVICE_REQUEST_STATUSES.filter((s) => !reached.has(s))).toEqual(['requested'])
    expect(new Set(MOVE_STATUSES)).toEqual(reached)
    expect(ASSIGNABLE_STATUSES).toEqual(['requested', 'confirmed', 'inservice'])
  })

  it('the catalog offers each move only on a row whose status allows it', () => {
    const byId = new Map(actionsOf(servicereq).map((a) => [a.id, a]))
    const cases = [
      ['action.confirmServiceRequest', 'confirmed'],
      ['action.startServiceRequest', 'inservice'],
      ['action.readyServiceRequest', 'ready'],
      ['action.deliverServiceRequest', 'delivered'],
      ['action.cancelServiceRequest', 'cancelled'],
    ] as const
    for (const [id, to] of cases) {
      const action = byId.get(id)
      expect(action, id).toBeDefined()
      const rules = typeof action!.selection === 'object' ? action!.selection.rules : []
      expect(rules.length, id).toBeGreaterThan(0)
      for (const from of SERVICE_REQUEST_STATUSES)
        expect(
          rules.every((r) => r.test({ id: 'x', status: from })),
          `${id} on ${from}`,
        ).toBe(SERVICE_REQUEST_MOVES[from].includes(to))
    }
    const assign = byId.get('action.assign')!
    const assignRules = typeof assign.selection === 'object' ? assign.selection.rules : []
    for (const from of SERVICE_REQUEST_STATUSES)
      expect(
        assignRules.every((r) => r.test({ id: 'x', status: from })),
        from,
      ).toBe(ASSIGNABLE_STATUSES.includes(from))
  })
})
