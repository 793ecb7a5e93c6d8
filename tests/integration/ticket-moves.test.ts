import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TICKET_MESSAGES as M, TICKET_MOVES, TICKET_STAGES, STATUS_STAGES, type TicketStage } from '../../shared/api/ticket'
import { auditLog, users } from '../../server/db/schema'
import { tickets } from '../../server/modules/ticket/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const DAY = 86_400
/** The harness's clock: Monday 1 June 2026, 15:30 in India. Days are India midnights in Unix seconds. */
const TODAY = Date.parse('2026-05-31T18:30:00Z') / 1000

describe.each(testDatabases)('ticket stages on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let homeCentre: string
  let techId: string
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const refused = (r: Answer, message: string) => expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, message])
  const stored = async (id: string) => (await h.database.db.select().from(tickets).where(eq(tickets.id, id)))[0]!
  const moves = async (id: string) =>
    h.database.db
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket'), eq(auditLog.recordId, id), eq(auditLog.action, 'status')))

  /** A new ticket of the home centre put straight into `stage` (with an assignee and a Hold Till where it needs one). */
  async function ticketAt(stage: TicketStage, over: { dayOfResolving?: number } = {}): Promise<string> {
    const r = await post('/ticket/add', { title: `At ${stage}`, scuId: homeCentre, type: 'service', priority: 'normal', ...over })
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    const id = r.body.recordId as string
    await h.database.db
      .update(tickets)
      .set({
        stage,
        assigneeId: stage === 'created' ? null : techId,
        holdTill: stage === 'hold' ? new Date((TODAY + DAY) * 1000) : null,
      })
      .where(eq(tickets.id, id))
    return id
  }

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    techId = h.userIds.get(ACCOUNTS.technician)!
    homeCentre = (await h.database.db.select({ scuId: users.scuId }).from(users).where(eq(users.id, techId)))[0]!.scuId!
  })
  afterAll(() => h.close())

  it('makes every move of the transition table, each with its audit row', async () => {
    for (const from of TICKET_STAGES) {
      for (const to of TICKET_MOVES[from]) {
        const id = await ticketAt(from)
        const r =
          to === 'assigned'
            ? await post('/ticket/assign', { recordId: id, assigneeId: techId })
            : await post('/ticket/status', { recordId: id, stage: to, holdTill: to === 'hold' ? TODAY + 2 * DAY : undefined })
        expect([r.body.responseCode, r.body.stage], `${from} → ${to}`).toEqual([109, to])
        const row = await stored(id)
        expect(row.stage, `${from} → ${to}`).toBe(to)
        expect(row.version).toBe(2)
        if (to !== 'assigned')
          expect(
            (await moves(id)).map((m) => m.changes),
            `${from} → ${to}`,
          ).toEqual([expect.objectContaining({ stage: { from, to } })])
      }
    }
  })

  it('refuses the moves the table does not allow (110) and changes nothing', async () => {
    for (const from of TICKET_STAGES) {
      const notAllowed = STATUS_STAGES.filter((to) => !TICKET_MOVES[from].includes(to))
      for (const to of notAllowed) {
        const id = await ticketAt(from)
        const before = await stored(id)
        const r = await post('/ticket/status', { recordId: id, stage: to, holdTill: TODAY + 2 * DAY })
        refused(r, M.move)
        expect(await stored(id), `${from} → ${to}`).toEqual(before)
        expect(await moves(id)).toEqual([])
      }
    }
    // 'assigned' is not a status move; a cancelled ticket cannot be assigned.
    expect((await post('/ticket/status', { recordId: await ticketAt('created'), stage: 'assigned' })).body.responseCode).toBe(110)
    refused(await post('/ticket/assign', { recordId: await ticketAt('cancelled'), assigneeId: techId }), M.notAssignable)
  })

  it('refuses a move from a stage the ticket has left (from)', async () => {
    const id = await ticketAt('inprogress')
    refused(await post('/ticket/status', { recordId: id, stage: 'cancelled', from: 'created' }), M.movedMeanwhile)
    expect((await stored(id)).stage).toBe('inprogress')
    expect((await post('/ticket/status', { recordId: id, stage: 'cancelled', from: 'inprogress' })).body.responseCode).toBe(109)
  })

  it('asks a hold for Hold Till, before the day of resolving', async () => {
    const id = await ticketAt('inprogress', { dayOfResolving: TODAY + 5 * DAY })
    refused(await post('/ticket/status', { recordId: id, stage: 'hold' }), M.holdTillRequired)
    refused(await post('/ticket/status', { recordId: id, stage: 'hold', holdTill: TODAY + 5 * DAY }), M.resolveAfterHold)
    refused(await post('/ticket/status', { recordId: id, stage: 'hold', holdTill: TODAY + 9 * DAY }), M.resolveAfterHold)
    refused(await post('/ticket/status', { recordId: id, stage: 'hold', holdTill: 'tomorrow' }), M.date)
    expect((await stored(id)).stage).toBe('inprogress')
    const r = await post('/ticket/status', { recordId: id, stage: 'hold', holdTill: TODAY + 2 * DAY })
    expect(r.body.responseCode).toBe(109)
    expect((await stored(id)).holdTill?.getTime()).toBe((TODAY + 2 * DAY) * 1000)
    // While on hold, an edit keeps a Hold Till.
    const details = await post('/ticket/details', { recordId: id })
    const version = (details.body.ticket as { version: number }).version
    const edit = await admin.put(`${A}/ticket/update`, {
      recordId: id,
      version,
      title: 'At inprogress',
      scuId: homeCentre,
      type: 'service',
      priority: 'normal',
      dayOfResolving: TODAY + 5 * DAY,
    })
    refused(edit, M.holdTillRequired)
  })

  it('lets exactly one of two simultaneous moves from the same stage through', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await ticketAt('assigned')
      const [a, b] = await Promise.all([
        post('/ticket/status', { recordId: id, stage: 'inprogress', from: 'assigned' }),
        post('/ticket/status', { recordId: id, stage: 'cancelled', from: 'assigned' }),
      ])
      const codes = [a.body.responseCode, b.body.responseCode]
      expect(codes.filter((c) => c === 109).length, JSON.stringify([a.body, b.body])).toBe(1)
      expect(codes.filter((c) => c === 110).length).toBe(1)
      const winner = a.body.responseCode === 109 ? 'inprogress' : 'cancelled'
      const loser = a.body.responseCode === 109 ? b : a
      expect(loser.body.message).toBe(M.movedMeanwhile)
      const row = await stored(id)
      expect(row.stage).toBe(winner)
      expect(row.version).toBe(2)
      expect((await moves(id)).length).toBe(1)
    }
  })

  it('finds tickets by the digits of their customer’s mobile number (the list’s conditions see no joins)', async () => {
    const [t] = await h.database.db
      .select({ id: tickets.id, mobileNo: users.mobileNo })
      .from(tickets)
      .innerJoin(users, eq(users.id, tickets.customerId))
      .limit(1)
    const r = await post('/ticket/all', { keyword: t!.mobileNo.slice(0, 6), pageSize: 1000 })
    expect(r.status, JSON.stringify(r.body).slice(0, 200)).toBe(200)
    expect((r.body.rows as { _id: string }[]).map((x) => x._id)).toContain(t!.id)
  })
})
