import { and, count, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  TICKET_MESSAGES as M,
  TICKET_STAGES,
  ticketDetailsAnswer,
  ticketRow,
  ticketUpdateForm,
  type TicketDetails,
  type TicketFormInput,
} from '../../shared/api/ticket'
import { grant } from '../../shared/permissions'
import { auditLog, roles, serviceCentres, users } from '../../server/db/schema'
import { DEMO_TICKETS, TECHNICIAN_TICKETS } from '../../server/modules/ticket/seed'
import { payloadOf, valuesOf } from '../../src/features/ticket/form-values'
import { ticketComments, tickets } from '../../server/modules/ticket/schema'
import { testDatabases } from './support/databases'
import { readFile, uploadPng } from './support/uploads'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const DAY = 86_400
/** The harness's clock: Monday 1 June 2026, 15:30 in India. Days are India midnights in Unix seconds. */
const TODAY = Date.parse('2026-05-31T18:30:00Z') / 1000
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

type Row = { _id: string; stage: string; serviceCentre: { _id: string }; assignee: { _id: string } | null }

describe.each(testDatabases)('tickets on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let service: Agent
  let technician: Agent
  let franchise: Agent
  let homeCentre: string
  let otherCentre: string
  let techId: string
  const post = (path: string, body: unknown, agent: Agent = admin) => agent.post(`${A}${path}`, body)
  const detailsOf = async (id: string, agent: Agent = admin) =>
    ticketDetailsAnswer.parse((await post('/ticket/details', { recordId: id }, agent)).body).ticket as TicketDetails
  const refused = (r: Answer, message: string) => expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, message])
  const form = (over: Partial<TicketFormInput> = {}): TicketFormInput => ({
    title: 'Scooter does not start',
    scuId: homeCentre,
    type: 'breakdown',
    priority: 'high',
    ...over,
  })
  const add = async (body: unknown, agent: Agent = admin) => {
    const r = await post('/ticket/add', body, agent)
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([200, 109, M.created])
    return r.body.recordId as string
  }
  /** The NDJSON export's rows as `agent` downloads them. */
  const exported = async (agent: Agent, body: unknown = {}) => {
    const res = await h.app.inject({
      method: 'POST',
      url: `${A}/ticket/export`,
      payload: body as Record<string, unknown>,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${agent.cookie}` },
    })
    expect(res.statusCode).toBe(200)
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    return lines.filter((l) => typeof l._id === 'string') as unknown as Row[]
  }

  beforeAll(async () => {
    h = await startHarness(tdb)
    const db = h.database.db
    await db
      .update(roles)
      .set({ permission: grant({ Ticket: ['query', 'add', 'edit', 'view', 'assign', 'export', 'filter', 'logs'] }) })
      .where(eq(roles.id, h.roleIds.get('Service')!))
    admin = await signIn(h, ACCOUNTS.superAdmin)
    service = await signIn(h, ACCOUNTS.service)
    technician = await signIn(h, ACCOUNTS.technician)
    franchise = await signIn(h, ACCOUNTS.franchise)
    techId = h.userIds.get(ACCOUNTS.technician)!
    homeCentre = (await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service)))[0]!.scuId!
    otherCentre = (
      await db
        .select({ id: serviceCentres.id })
        .from(serviceCentres)
        .where(and(ne(serviceCentres.id, homeCentre), eq(serviceCentres.active, true)))
    )[0]!.id
  })
  afterAll(() => h.close())

  it('seeds 200 tickets in every stage, valid rows, the technician’s own among them', async () => {
    const all = await post('/ticket/all', { pageSize: 1000 })
    expect(all.status, JSON.stringify(all.body).slice(0, 300)).toBe(200)
    expect(all.body.filterRecords).toBe(DEMO_TICKETS)
    const rows = (all.body.rows as unknown[]).map((r) => ticketRow.parse(r))
    expect(new Set(rows.map((r) => r.stage))).toEqual(new Set(TICKET_STAGES))
    expect(new Set(rows.map((r) => r.ticketNo)).size).toBe(rows.length)
    for (const r of rows) {
      expect(r.ticketNo).toMatch(/^TKT-\d{6}$/)
      if (r.stage === 'hold') expect(r.holdTill).not.toBeNull()
      if (r.holdTill !== null && r.dayOfResolving !== null) expect(r.dayOfResolving).toBeGreaterThan(r.holdTill)
      if (['assigned', 'inprogress', 'hold', 'resolved'].includes(r.stage)) expect(r.assignee).not.toBeNull()
    }
    expect(rows.filter((r) => r.assignee?._id === techId).length).toBeGreaterThanOrEqual(TECHNICIAN_TICKETS)
    // Assignees are staff of the ticket's own centre.
    const staff = await h.database.db.select({ id: users.id, scuId: users.scuId }).from(users)
    const centreOf = new Map(staff.map((s) => [s.id, s.scuId]))
    for (const r of rows) if (r.assignee) expect(centreOf.get(r.assignee._id)).toBe(r.serviceCentre._id)
    // The keyword finds a ticket by its number.
    const one = rows[17]!
    const found = await post('/ticket/all', { keyword: one.ticketNo })
    expect((found.body.rows as Row[]).map((r) => r._id)).toContain(one._id)
  })

  it('opens every demo ticket as its edit form, and that form passes the update schema', async () => {
    const ids = await h.database.db.select({ id: tickets.id }).from(tickets)
    const problems: string[] = []
    for (const { id } of ids) {
      const t = await detailsOf(id)
      const parsed = ticketUpdateForm.safeParse({ ...payloadOf(valuesOf({ ticket: t })), recordId: id, version: t.version })
      if (!parsed.success) problems.push(`${t.ticketNo}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
    }
    expect(problems).toEqual([])
  })

  it('adds, shows, updates, deletes and restores a ticket, each audited', async () => {
    const id = await add(form({ description: 'Customer called', dayOfResolving: TODAY + 5 * DAY, holdTill: TODAY + 2 * DAY }))
    const t = await detailsOf(id)
    expect(t).toMatchObject({
      title: 'Scooter does not start',
      stage: 'created',
      type: 'breakdown',
      priority: 'high',
      serviceCentre: { _id: homeCentre },
      dayOfResolving: TODAY + 5 * DAY,
      holdTill: TODAY + 2 * DAY,
      assignee: null,
      customer: null,
      commentList: [],
      version: 1,
    })
    expect(t.ticketNo).toMatch(/^TKT-\d{6}$/)
    const upd = await admin.put(`${A}/ticket/update`, {
      ...form({ title: 'Scooter does not start at all', priority: 'urgent' }),
      recordId: id,
      version: t.version,
    })
    expect([upd.body.responseCode, upd.body.message]).toEqual([109, M.updated])
    expect(await detailsOf(id)).toMatchObject({
      title: 'Scooter does not start at all',
      priority: 'urgent',
      version: 2,
      dayOfResolving: null,
    })
    const del = await admin.call('DELETE', `${A}/ticket/delete`, { recordId: id })
    expect(del.body.responseCode).toBe(109)
    refused(await admin.call('DELETE', `${A}/ticket/delete`, { recordId: id }), M.alreadyDeleted)
    refused(await post('/ticket/status', { recordId: id, stage: 'inprogress' }), M.alreadyDeleted)
    const back = await post('/ticket/restore', { recordId: id, version: del.body.version })
    expect(back.body.responseCode).toBe(109)
    const actions = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'ticket'), eq(auditLog.recordId, id)))
    expect(actions.map((a) => a.action).sort()).toEqual(['create', 'delete', 'restore', 'update'])
    expect((await post('/ticket/details', { recordId: UNKNOWN })).status).toBe(404)
  })

  it('refuses bad input with the form’s messages (110) and names a customer by mobile number', async () => {
    refused(await post('/ticket/add', form({ title: ' ' })), M.title)
    refused(await post('/ticket/add', form({ scuId: undefined as unknown as string })), M.centre)
    refused(await post('/ticket/add', form({ type: 'rocket' as never })), M.type)
    refused(await post('/ticket/add', form({ dayOfResolving: TODAY + DAY, holdTill: TODAY + 2 * DAY })), M.resolveAfterHold)
    refused(await post('/ticket/add', form({ dayOfResolving: TODAY + DAY, holdTill: TODAY + DAY })), M.resolveAfterHold)
    refused(await post('/ticket/add', form({ customerMobileNo: '12345' })), M.validMobile)
    refused(await post('/ticket/add', form({ customerMobileNo: ACCOUNTS.service })), M.noCustomer)
    refused(await post('/ticket/add', form({ scuId: UNKNOWN })), M.unknownCentre)
    const [customer] = await h.database.db
      .select({ id: users.id, mobileNo: users.mobileNo })
      .from(users)
      .where(and(eq(users.userType, 'user'), eq(users.active, true)))
      .limit(1)
    const id = await add(form({ customerMobileNo: customer!.mobileNo }))
    expect((await detailsOf(id)).customer).toMatchObject({ _id: customer!.id, mobileNo: customer!.mobileNo })
    // An scc files tickets for their own centre only.
    refused(await post('/ticket/add', form({ scuId: otherCentre }), service), M.unknownCentre)
  })

  it('assigns active staff of the ticket’s centre only; created and reopened tickets become assigned', async () => {
    const id = await add(form())
    const people = await post('/ticket/assignees', { recordId: id })
    expect((people.body.result as { _id: string }[]).map((p) => p._id)).toContain(techId)
    const [outsider] = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'worker'), eq(users.scuId, otherCentre)))
      .limit(1)
    if (outsider) refused(await post('/ticket/assign', { recordId: id, assigneeId: outsider.id }), M.assigneeNotOfCentre)
    refused(await post('/ticket/assign', { recordId: id, assigneeId: h.userIds.get(ACCOUNTS.support)! }), M.assigneeNotOfCentre)
    refused(await post('/ticket/assign', { recordId: id }), M.selectAssignee)
    const r = await post('/ticket/assign', { recordId: id, assigneeId: techId })
    expect([r.body.responseCode, r.body.message, r.body.stage]).toEqual([109, M.assigned, 'assigned'])
    expect(await detailsOf(id)).toMatchObject({ stage: 'assigned', assignee: { _id: techId } })
    // An scc of the centre is an assignee too; reassigning keeps the stage.
    const scc = h.userIds.get(ACCOUNTS.service)!
    expect((await post('/ticket/assign', { recordId: id, assigneeId: scc })).body.stage).toBe('assigned')
    await post('/ticket/status', { recordId: id, stage: 'inprogress' })
    await post('/ticket/status', { recordId: id, stage: 'resolved' })
    refused(await post('/ticket/assign', { recordId: id, assigneeId: techId }), M.notAssignable)
    await post('/ticket/status', { recordId: id, stage: 'reopened' })
    expect((await post('/ticket/assign', { recordId: id, assigneeId: techId })).body.stage).toBe('assigned')
    expect((await post('/ticket/assign', { recordId: UNKNOWN, assigneeId: techId })).status).toBe(404)
  })

  it('keeps a comment thread and a history of every move', async () => {
    const id = await add(form())
    refused(await post('/ticket/comment', { recordId: id, text: '   ' }), M.comment)
    const c = await post('/ticket/comment', { recordId: id, text: 'Called the customer' })
    expect([c.body.responseCode, c.body.message]).toEqual([109, M.commented])
    await post('/ticket/comment', { recordId: id, text: 'Parts ordered' })
    const t = await detailsOf(id)
    expect(t.commentList.map((x) => x.text)).toEqual(['Called the customer', 'Parts ordered'])
    expect(t.commentList[0]!.author?._id).toBe(h.userIds.get(ACCOUNTS.superAdmin))
    expect(t.version).toBe(1)
    await post('/ticket/status', { recordId: id, stage: 'hold', holdTill: TODAY + 3 * DAY })
    const logs = await post('/ticket/logs', { recordId: id })
    const activities = (logs.body.logs as { activity?: string; action?: string }[]).map((l) => l.activity ?? l.action)
    expect(logs.body.responseCode).toBe(109)
    expect(activities.length).toBe(4)
    expect(activities).toContain('status')
    expect((await post('/ticket/comment', { recordId: UNKNOWN, text: 'x' })).status).toBe(404)
    const [{ n }] = (await h.database.db.select({ n: count() }).from(ticketComments).where(eq(ticketComments.ticketId, id))) as [
      { n: number },
    ]
    expect(Number(n)).toBe(2)
  })

  it('keeps an scc to their centre’s tickets and a worker to those assigned to them (list, details, export, calls)', async () => {
    const db = h.database.db
    const mine = await add(form())
    const theirs = await add(form({ scuId: otherCentre }))

    const centre = await post('/ticket/all', { pageSize: 1000 }, service)
    const centreRows = centre.body.rows as Row[]
    expect(centreRows.map((r) => r._id)).toContain(mine)
    expect(centreRows.every((r) => r.serviceCentre._id === homeCentre)).toBe(true)
    const [{ n }] = (await db.select({ n: count() }).from(tickets).where(eq(tickets.scuId, homeCentre))) as [{ n: number }]
    expect(centre.body.filterRecords).toBe(Number(n))
    const centreExport = await exported(service)
    expect(centreExport.length).toBe(Number(n))
    expect(centreExport.every((r) => r.serviceCentre._id === homeCentre)).toBe(true)
    expect((await post('/ticket/details', { recordId: theirs }, service)).status).toBe(404)
    expect((await post('/ticket/status', { recordId: theirs, stage: 'inprogress' }, service)).status).toBe(404)
    expect((await post('/ticket/comment', { recordId: theirs, text: 'hello' }, service)).status).toBe(404)
    expect((await post('/ticket/assignees', { recordId: theirs }, service)).status).toBe(404)
    expect((await post('/ticket/logs', { recordId: theirs }, service)).status).toBe(404)
    const centres = await service.get(`${A}/ticket/centres`)
    expect((centres.body.result as { _id: string }[]).map((c) => c._id)).toEqual([homeCentre])

    // The technician sees only what is assigned to them, and works it.
    expect((await post('/ticket/details', { recordId: mine }, technician)).status).toBe(404)
    await post('/ticket/assign', { recordId: mine, assigneeId: techId })
    const own = await post('/ticket/all', { pageSize: 1000 }, technician)
    const ownRows = own.body.rows as Row[]
    expect(ownRows.map((r) => r._id)).toContain(mine)
    expect(ownRows.every((r) => r.assignee?._id === techId)).toBe(true)
    const [{ m }] = (await db.select({ m: count() }).from(tickets).where(eq(tickets.assigneeId, techId))) as [{ m: number }]
    expect(own.body.filterRecords).toBe(Number(m))
    expect((await detailsOf(mine, technician)).stage).toBe('assigned')
    expect((await post('/ticket/status', { recordId: mine, stage: 'inprogress' }, technician)).body.responseCode).toBe(109)
    expect((await post('/ticket/comment', { recordId: mine, text: 'On it' }, technician)).body.responseCode).toBe(109)
    expect((await post('/ticket/details', { recordId: theirs }, technician)).status).toBe(404)
    const staff = await technician.get(`${A}/ticket/staff`)
    expect((staff.body.result as { _id: string }[]).map((p) => p._id)).toEqual([techId])
  })

  it('keeps a ticket’s images to those who may read the ticket', async () => {
    const image = await uploadPng(h, admin.cookie, 'images')
    const id = await add(form({ attachments: [image] }))
    expect((await detailsOf(id)).attachments).toEqual([image])
    const status = async (agent: Agent) => (await readFile(h, agent.cookie, image)).status
    expect(await status(admin)).toBe(200)
    expect(await status(service)).toBe(200)
    // The technician reads it once the ticket is theirs; the franchise partner has no Ticket permission.
    expect(await status(technician)).toBe(404)
    await post('/ticket/assign', { recordId: id, assigneeId: techId })
    expect(await status(technician)).toBe(200)
    expect(await status(franchise)).toBe(403)
    // Another ticket cannot take it.
    const r = await post('/ticket/add', form({ attachments: [image] }))
    expect([r.status, r.body.responseCode]).toEqual([400, 110])
  })

  it('refuses actors without the permission or the button (403/111)', async () => {
    for (const [method, path, body] of [
      ['POST', '/ticket/all', {}],
      ['POST', '/ticket/export', {}],
      ['POST', '/ticket/details', { recordId: UNKNOWN }],
      ['POST', '/ticket/add', form()],
      ['POST', '/ticket/status', { recordId: UNKNOWN, stage: 'inprogress' }],
      ['POST', '/ticket/assign', { recordId: UNKNOWN, assigneeId: UNKNOWN }],
      ['POST', '/ticket/comment', { recordId: UNKNOWN, text: 'x' }],
      ['POST', '/ticket/logs', { recordId: UNKNOWN }],
      ['GET', '/ticket/centres', undefined],
      ['DELETE', '/ticket/delete', { recordId: UNKNOWN }],
    ] as const) {
      const r = await franchise.call(method, `${A}${path}`, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    // The technician may view, edit and move but not add, assign, delete or read the logs.
    expect((await post('/ticket/add', form(), technician)).status).toBe(403)
    expect((await post('/ticket/assign', { recordId: UNKNOWN, assigneeId: UNKNOWN }, technician)).status).toBe(403)
    expect((await post('/ticket/logs', { recordId: UNKNOWN }, technician)).status).toBe(403)
    expect((await technician.call('DELETE', `${A}/ticket/delete`, { recordId: UNKNOWN })).status).toBe(403)
  })
})
