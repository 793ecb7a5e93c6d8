import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SERVICE_REQUEST_MESSAGES as M,
  SERVICE_REQUEST_STATUSES,
  serviceRequestDetailsAnswer,
  serviceRequestRow,
  serviceRequestUpdateForm,
  type ServiceRequestDetails,
} from '../../shared/api/servicereq'
import { auditLog, users } from '../../server/db/schema'
import { DEMO_SERVICE_REQUESTS, HOME_CENTRE_REQUESTS } from '../../server/modules/servicereq/seed'
import { serviceRequests } from '../../server/modules/servicereq/schema'
import { payloadOf, valuesOf } from '../../src/features/servicereq/form-values'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent } from './support/harness'
import { A, DAY, refused, serviceRequestWorld, TODAY, UNKNOWN, type ServiceRequestWorld } from './support/servicereq'

type Row = { _id: string; status: string; serviceCentre: { _id: string } }

describe.each(testDatabases)('service requests on $name', (tdb) => {
  let w: ServiceRequestWorld
  const post = (path: string, body: unknown, agent?: Agent) => w.post(path, body, agent)
  const detailsOf = async (id: string) =>
    serviceRequestDetailsAnswer.parse((await post('/servicereq/details', { recordId: id })).body).serviceRequest as ServiceRequestDetails

  beforeAll(async () => {
    w = await serviceRequestWorld(tdb)
  })
  afterAll(() => w.h.close())

  it('seeds 120 requests in every status, valid rows, none for the demo technician', async () => {
    const all = await post('/servicereq/all', { pageSize: 1000 })
    expect(all.status, JSON.stringify(all.body).slice(0, 300)).toBe(200)
    expect(all.body.filterRecords).toBe(DEMO_SERVICE_REQUESTS)
    const rows = (all.body.rows as unknown[]).map((r) => serviceRequestRow.parse(r))
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(SERVICE_REQUEST_STATUSES))
    expect(rows.filter((r) => r.serviceCentre._id === w.homeCentre).length).toBeGreaterThanOrEqual(HOME_CENTRE_REQUESTS)
    expect(rows.filter((r) => r.technician?._id === w.techId)).toEqual([])
    const staff = await w.h.database.db.select({ id: users.id, scuId: users.scuId, userType: users.userType }).from(users)
    const byId = new Map(staff.map((s) => [s.id, s]))
    for (const r of rows) {
      expect(r.requestNo).toMatch(/^SRQ-\d{6}$/)
      if (['inservice', 'ready', 'delivered'].includes(r.status)) expect(r.technician).not.toBeNull()
      if (['ready', 'delivered'].includes(r.status)) expect(r.bill.length).toBeGreaterThan(0)
      if (r.technician) expect(byId.get(r.technician._id)).toMatchObject({ scuId: r.serviceCentre._id, userType: 'worker' })
      expect(r.billTotal).toBe(r.bill.reduce((s, l) => s + l.amountPaise, 0))
    }
    const one = rows[17]!
    const found = await post('/servicereq/all', { keyword: one.requestNo })
    expect((found.body.rows as Row[]).map((r) => r._id)).toEqual([one._id])
    const byMobile = await post('/servicereq/all', { keyword: one.customer!.mobileNo, pageSize: 1000 })
    expect((byMobile.body.rows as Row[]).map((r) => r._id)).toContain(one._id)
    const filtered = await post('/servicereq/all', { status: 'ready', scuId: w.homeCentre, pageSize: 1000 })
    expect((filtered.body.rows as Row[]).every((r) => r.status === 'ready' && r.serviceCentre._id === w.homeCentre)).toBe(true)
    const ranged = await post('/servicereq/all', { startDate: TODAY, endDate: TODAY + DAY - 1, pageSize: 1000 })
    for (const r of (ranged.body.rows as unknown[]).map((x) => serviceRequestRow.parse(x))) expect(r.requestedDay).toBe(TODAY)
  })

  it('opens every demo request as its edit form, and that form passes the update schema', async () => {
    const ids = await w.h.database.db.select({ id: serviceRequests.id }).from(serviceRequests)
    const problems: string[] = []
    for (const { id } of ids) {
      const d = await detailsOf(id)
      const parsed = serviceRequestUpdateForm.safeParse({ ...payloadOf(valuesOf({ serviceRequest: d })), recordId: id, version: d.version })
      if (!parsed.success)
        problems.push(`${d.requestNo}: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`)
    }
    expect(problems).toEqual([])
  })

  it('adds, shows, updates, deletes and restores a request, each audited', async () => {
    const id = await w.add(
      w.form({
        vehicleNo: 'ka01ab1234',
        branchId: w.homeBranch,
        pickup: true,
        pickupAddress: '12, MG Road',
        estimate: [
          { description: 'Labour', amount: '450.50' },
          { description: 'Pads', amount: '1,200' },
        ],
        remarks: 'Call first',
      }),
    )
    const d = await detailsOf(id)
    expect(d).toMatchObject({
      status: 'requested',
      vehicleNo: 'KA01AB1234',
      serviceCentre: { _id: w.homeCentre },
      branch: { _id: w.homeBranch },
      requestedDay: TODAY + 2 * DAY,
      slot: 'morning',
      services: ['General service'],
      pickup: true,
      pickupAddress: '12, MG Road',
      estimate: [
        { description: 'Labour', amountPaise: 45050 },
        { description: 'Pads', amountPaise: 120000 },
      ],
      estimateTotal: 165050,
      bill: [],
      billTotal: 0,
      technician: null,
      customer: { mobileNo: w.customerMobile },
      version: 1,
    })
    expect(d.requestNo).toMatch(/^SRQ-\d{6}$/)
    const upd = await w.admin.put(`${A}/servicereq/update`, {
      ...w.form({ slot: 'evening', pickup: false, pickupAddress: 'x' }),
      recordId: id,
      version: 1,
    })
    expect([upd.body.responseCode, upd.body.message]).toEqual([109, M.updated])
    expect(await detailsOf(id)).toMatchObject({ slot: 'evening', pickup: false, pickupAddress: null, branch: null, version: 2 })
    // A stale version: 125 with the current record.
    const stale = await w.admin.put(`${A}/servicereq/update`, { ...w.form(), recordId: id, version: 1 })
    expect([stale.status, stale.body.responseCode]).toEqual([409, 125])
    const del = await w.admin.call('DELETE', `${A}/servicereq/delete`, { recordId: id })
    expect(del.body.responseCode).toBe(109)
    refused(await w.admin.call('DELETE', `${A}/servicereq/delete`, { recordId: id }), M.alreadyDeleted)
    refused(await post('/servicereq/status', { recordId: id, status: 'confirmed' }), M.alreadyDeleted)
    expect((await post('/servicereq/restore', { recordId: id, version: del.body.version })).body.responseCode).toBe(109)
    const actions = await w.h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'servicereq'), eq(auditLog.recordId, id)))
    expect(actions.map((a) => a.action).sort()).toEqual(['create', 'delete', 'restore', 'update'])
    expect((await post('/servicereq/details', { recordId: UNKNOWN })).body.responseCode).toBe(123)
    expect((await post('/servicereq/customer', { mobileNo: w.customerMobile })).body.customer).toMatchObject({ fname: expect.any(String) })
    expect((await post('/servicereq/customer', { mobileNo: ACCOUNTS.service })).body.customer).toBeNull()
  })

  it('refuses bad input with the form’s messages (110)', async () => {
    const bad = async (over: Record<string, unknown>, message: string) =>
      refused(await post('/servicereq/add', { ...w.form(), ...over }), message)
    await bad({ customerMobileNo: '' }, M.customer)
    await bad({ customerMobileNo: '12345' }, M.validMobile)
    await bad({ customerMobileNo: ACCOUNTS.service }, M.noCustomer)
    await bad({ vehicleNo: 'KA 01 #1' }, M.vehicleNo)
    await bad({ vehicleNo: 'K'.repeat(21) }, M.tooLong)
    await bad({ scuId: '' }, M.centre)
    await bad({ scuId: UNKNOWN }, M.unknownCentre)
    await bad({ branchId: 'x' }, M.branch)
    await bad({ branchId: w.otherBranch }, M.branchOfCentre)
    await bad({ requestedDay: '' }, M.day)
    await bad({ requestedDay: 'tomorrow' }, M.date)
    await bad({ requestedDay: TODAY - DAY }, M.pastDay)
    await bad({ slot: 'night' }, M.slot)
    await bad({ services: [] }, M.services)
    await bad({ services: [' '] }, M.service)
    await bad({ services: ['x'.repeat(101)] }, M.serviceTooLong)
    await bad({ services: Array.from({ length: 21 }, (_, i) => `S${i}`) }, M.tooManyServices)
    await bad({ pickup: true }, M.pickupAddress)
    await bad({ pickup: true, pickupAddress: 'x'.repeat(301) }, M.tooLong)
    await bad({ estimate: [{ description: '', amount: '10' }] }, M.lineDescription)
    await bad({ bill: [{ description: 'Labour', amount: '10.123' }] }, M.amount)
    await bad({ bill: [{ description: 'Labour', amount: '-5' }] }, M.amount)
    await bad({ bill: Array.from({ length: 31 }, () => ({ description: 'L', amount: '1' })) }, M.tooManyLines)
    await bad({ remarks: 'x'.repeat(1001) }, M.tooLong)
    // Today is not in the past; an scc files for their own centre only.
    await w.add(w.form({ requestedDay: TODAY }))
    refused(await post('/servicereq/add', w.form({ scuId: w.otherCentre, branchId: undefined }), w.service), M.unknownCentre)
  })

  it('assigns active workers of the request’s centre only, keeping the status', async () => {
    const id = await w.add(w.form())
    const people = await post('/servicereq/technicians', { recordId: id })
    expect((people.body.result as { _id: string }[]).map((p) => p._id)).toContain(w.techId)
    const [outsider] = await w.h.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'worker'), eq(users.scuId, w.otherCentre)))
      .limit(1)
    refused(await post('/servicereq/assign', { recordId: id, technicianId: outsider!.id }), M.technicianNotOfCentre)
    refused(await post('/servicereq/assign', { recordId: id, technicianId: w.h.userIds.get(ACCOUNTS.service)! }), M.technicianNotOfCentre)
    refused(await post('/servicereq/assign', { recordId: id }), M.selectTechnician)
    const r = await post('/servicereq/assign', { recordId: id, technicianId: w.techId })
    expect([r.body.responseCode, r.body.message, r.body.status]).toEqual([109, M.assigned, 'requested'])
    await post('/servicereq/status', { recordId: id, status: 'confirmed' })
    expect((await post('/servicereq/assign', { recordId: id, technicianId: w.techId })).body.status).toBe('confirmed')
    // The centre of a request with a technician cannot change.
    const d = await detailsOf(id)
    refused(
      await w.admin.put(`${A}/servicereq/update`, { ...w.form({ scuId: w.otherCentre }), recordId: id, version: d.version }),
      M.centreOfAssigned,
    )
    expect((await post('/servicereq/assign', { recordId: UNKNOWN, technicianId: w.techId })).body.responseCode).toBe(123)
    const logs = await post('/servicereq/logs', { recordId: id })
    const activities = (logs.body.logs as { activity?: string; action?: string }[]).map((l) => l.activity ?? l.action)
    expect(activities).toEqual(expect.arrayContaining(['assign', 'status']))
  })
})
