import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SERVICE_REQUEST_MESSAGES as M,
  MOVE_STATUSES,
  SERVICE_REQUEST_MOVES,
  SERVICE_REQUEST_STATUSES,
  type ServiceRequestStatus,
} from '../../shared/api/servicereq'
import { auditLog } from '../../server/db/schema'
import { serviceRequests } from '../../server/modules/servicereq/schema'
import { testDatabases } from './support/databases'
import { refused, serviceRequestWorld, UNKNOWN, type ServiceRequestWorld } from './support/servicereq'

const BILL = [{ description: 'Labour', amountPaise: 45000 }]

describe.each(testDatabases)('service request moves on $name', (tdb) => {
  let w: ServiceRequestWorld
  const db = () => w.h.database.db
  const stored = async (id: string) => (await db().select().from(serviceRequests).where(eq(serviceRequests.id, id)))[0]!
  const moves = async (id: string) =>
    db()
      .select({ changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'servicereq'), eq(auditLog.recordId, id), eq(auditLog.action, 'status')))
  const move = (id: string, status: string, from?: string) => w.post('/servicereq/status', { recordId: id, status, from })

  /** A new request put straight into `status`, with a technician and a final bill line unless told otherwise. */
  async function requestAt(status: ServiceRequestStatus, over: { technician?: boolean; bill?: boolean } = {}): Promise<string> {
    const id = await w.add(w.form())
    await db()
      .update(serviceRequests)
      .set({ status, assigneeId: over.technician === false ? null : w.techId, bill: over.bill === false ? [] : BILL })
      .where(eq(serviceRequests.id, id))
    return id
  }

  beforeAll(async () => {
    w = await serviceRequestWorld(tdb)
  })
  afterAll(() => w.h.close())

  it('makes every move of the transition table, each with its audit row', async () => {
    for (const from of SERVICE_REQUEST_STATUSES) {
      for (const to of SERVICE_REQUEST_MOVES[from]) {
        const id = await requestAt(from)
        const r = await move(id, to, from)
        expect([r.body.responseCode, r.body.message, r.body.status], `${from} → ${to}`).toEqual([109, M.statusChanged, to])
        const row = await stored(id)
        expect([row.status, row.version], `${from} → ${to}`).toEqual([to, 2])
        expect((await moves(id)).map((m) => m.changes)).toEqual([{ status: { from, to } }])
      }
    }
    // The logs show the move.
    const id = await requestAt('requested')
    await move(id, 'confirmed')
    const logs = await w.post('/servicereq/logs', { recordId: id })
    expect((logs.body.logs as { activity?: string; action?: string }[]).map((l) => l.activity ?? l.action)).toContain('status')
  })

  it('refuses every move the table does not allow (110) and changes nothing', async () => {
    for (const from of SERVICE_REQUEST_STATUSES) {
      for (const to of MOVE_STATUSES.filter((s) => !SERVICE_REQUEST_MOVES[from].includes(s))) {
        const id = await requestAt(from)
        const before = await stored(id)
        refused(await move(id, to), M.move)
        expect(await stored(id), `${from} → ${to}`).toEqual(before)
        expect(await moves(id)).toEqual([])
      }
    }
    // 'requested' is never a move's target; delivered and cancelled are final.
    expect((await move(await requestAt('confirmed'), 'requested')).body.responseCode).toBe(110)
    expect(SERVICE_REQUEST_MOVES.delivered).toEqual([])
    expect(SERVICE_REQUEST_MOVES.cancelled).toEqual([])
  })

  it('asks in service for a technician and ready for a final bill line', async () => {
    const bare = await requestAt('confirmed', { technician: false })
    refused(await move(bare, 'inservice'), M.needsTechnician)
    expect((await stored(bare)).status).toBe('confirmed')
    expect((await w.post('/servicereq/assign', { recordId: bare, technicianId: w.techId })).body.responseCode).toBe(109)
    expect((await move(bare, 'inservice')).body.responseCode).toBe(109)
    const unbilled = await requestAt('inservice', { bill: false })
    refused(await move(unbilled, 'ready'), M.needsBill)
    expect((await stored(unbilled)).status).toBe('inservice')
    // A ready, delivered or cancelled request cannot be assigned; a final one cannot be edited.
    for (const s of ['ready', 'delivered', 'cancelled'] as const)
      refused(await w.post('/servicereq/assign', { recordId: await requestAt(s), technicianId: w.techId }), M.notAssignable)
    const done = await requestAt('delivered')
    const edit = await w.admin.put('/api/admin/servicereq/update', { ...w.form(), recordId: done, version: 1 })
    refused(edit, M.finalEdit)
    expect((await move(UNKNOWN, 'confirmed')).body.responseCode).toBe(123)
  })

  it('refuses a move from a status the request has left (from)', async () => {
    const id = await requestAt('confirmed')
    refused(await move(id, 'cancelled', 'requested'), M.movedMeanwhile)
    expect((await stored(id)).status).toBe('confirmed')
    expect((await move(id, 'cancelled', 'confirmed')).body.responseCode).toBe(109)
  })

  it('lets exactly one of two simultaneous moves from the same status through', async () => {
    for (let round = 0; round < 5; round++) {
      const id = await requestAt('confirmed')
      const [a, b] = await Promise.all([move(id, 'inservice', 'confirmed'), move(id, 'cancelled', 'confirmed')])
      const codes = [a.body.responseCode, b.body.responseCode]
      expect(codes.filter((c) => c === 109).length, JSON.stringify([a.body, b.body])).toBe(1)
      expect(codes.filter((c) => c === 110).length).toBe(1)
      const winner = a.body.responseCode === 109 ? 'inservice' : 'cancelled'
      expect((a.body.responseCode === 109 ? b : a).body.message).toBe(M.movedMeanwhile)
      const row = await stored(id)
      expect([row.status, row.version]).toEqual([winner, 2])
      expect((await moves(id)).length).toBe(1)
    }
  })
})
