import { describe, expect, it } from 'vitest'
import { ASSIGNABLE_STAGES, canMove, STATUS_STAGES, TICKET_MOVES, TICKET_STAGES } from '@shared/api/ticket'
import { actionsOf } from '@commands/toolbar'
import tickets from '@commands/screens/tickets'

describe('the ticket transition table (shared/api/ticket-moves.ts)', () => {
  it('is the issue’s table', () => {
    expect(TICKET_MOVES).toEqual({
      created: ['assigned', 'cancelled', 'hold', 'inprogress'],
      assigned: ['inprogress', 'hold', 'cancelled'],
      hold: ['inprogress', 'cancelled'],
      inprogress: ['resolved', 'hold', 'cancelled'],
      resolved: ['reopened'],
      reopened: ['assigned', 'inprogress', 'hold', 'resolved', 'cancelled'],
      cancelled: [],
    })
  })

  it('names only stages, never the stage itself; cancelled is final and resolved only reopens', () => {
    for (const from of TICKET_STAGES) {
      for (const to of TICKET_MOVES[from]) {
        expect(TICKET_STAGES).toContain(to)
        expect(to).not.toBe(from)
      }
    }
    expect(TICKET_STAGES.filter((s) => TICKET_MOVES[s].length === 0)).toEqual(['cancelled'])
    expect(canMove('resolved', 'reopened')).toBe(true)
    expect(canMove('resolved', 'inprogress')).toBe(false)
    expect(canMove('hold', 'resolved')).toBe(false)
  })

  it('every stage but created is reachable; the status call covers every move but assigned', () => {
    const reached = new Set(TICKET_STAGES.flatMap((s) => TICKET_MOVES[s]))
    expect(TICKET_STAGES.filter((s) => !reached.has(s))).toEqual(['created'])
    expect(new Set([...STATUS_STAGES, 'assigned'])).toEqual(new Set([...reached]))
    expect(ASSIGNABLE_STAGES).not.toContain('resolved')
    expect(ASSIGNABLE_STAGES).not.toContain('cancelled')
  })

  it('the catalog offers each move only on a row whose stage allows it', () => {
    const actions = actionsOf(tickets)
    const byId = new Map(actions.map((a) => [a.id, a]))
    const cases = [
      ['action.startTicket', 'inprogress'],
      ['action.holdTicket', 'hold'],
      ['action.resolveTicket', 'resolved'],
      ['action.reopenTicket', 'reopened'],
      ['action.cancelTicket', 'cancelled'],
    ] as const
    for (const [id, to] of cases) {
      const action = byId.get(id)
      expect(action, id).toBeDefined()
      const selection = action!.selection
      const rules = typeof selection === 'object' ? selection.rules : []
      expect(rules.length, id).toBeGreaterThan(0)
      for (const from of TICKET_STAGES) {
        const row = { id: 'x', stage: from }
        expect(
          rules.every((r) => r.test(row)),
          `${id} on ${from}`,
        ).toBe(TICKET_MOVES[from].includes(to))
      }
    }
  })
})
