import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceRequests } from '../../server/modules/servicereq/schema'
import { testDatabases } from './support/databases'
import { A, serviceRequestWorld, UNKNOWN, type ServiceRequestWorld } from './support/servicereq'

type Row = { _id: string; serviceCentre: { _id: string } }

/** SECURITY.md item 14 for the service requests: an scc works their centre's, a worker those assigned to them. */
describe.each(testDatabases)('service request scope on $name', (tdb) => {
  let w: ServiceRequestWorld

  beforeAll(async () => {
    w = await serviceRequestWorld(tdb)
  })
  afterAll(() => w.h.close())

  /** The NDJSON export's rows as the agent downloads them. */
  const exported = async (cookie: string) => {
    const res = await w.h.app.inject({
      method: 'POST',
      url: `${A}/servicereq/export`,
      payload: {},
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${cookie}` },
    })
    expect(res.statusCode).toBe(200)
    return res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => typeof l._id === 'string') as unknown as Row[]
  }

  it('keeps an scc to their centre’s requests and a worker to those assigned to them', async () => {
    const db = w.h.database.db
    const mine = await w.add(w.form())
    const theirs = await w.add(w.form({ scuId: w.otherCentre }))
    const centre = await w.post('/servicereq/all', { pageSize: 1000 }, w.service)
    const rows = centre.body.rows as Row[]
    expect(rows.map((r) => r._id)).toContain(mine)
    expect(rows.every((r) => r.serviceCentre._id === w.homeCentre)).toBe(true)
    const [{ n }] = (await db.select({ n: count() }).from(serviceRequests).where(eq(serviceRequests.scuId, w.homeCentre))) as [
      { n: number },
    ]
    expect(centre.body.filterRecords).toBe(Number(n))
    const centreExport = await exported(w.service.cookie!)
    expect(centreExport.length).toBe(Number(n))
    expect((await w.post('/servicereq/all', { scuId: w.otherCentre }, w.service)).body.filterRecords).toBe(0)
    for (const [path, body] of [
      ['/servicereq/details', { recordId: theirs }],
      ['/servicereq/status', { recordId: theirs, status: 'confirmed' }],
      ['/servicereq/assign', { recordId: theirs, technicianId: w.techId }],
      ['/servicereq/technicians', { recordId: theirs }],
      ['/servicereq/logs', { recordId: theirs }],
    ] as const)
      expect((await w.post(path, body, w.service)).body.responseCode, path).toBe(123)
    const upd = await w.service.put(`${A}/servicereq/update`, { ...w.form({ scuId: w.otherCentre }), recordId: theirs, version: 1 })
    expect(upd.body.responseCode).toBe(123)
    expect(((await w.service.get(`${A}/servicereq/centres`)).body.result as { _id: string }[]).map((c) => c._id)).toEqual([w.homeCentre])

    // The technician sees nothing until a request is assigned to them, then works it.
    expect((await w.post('/servicereq/all', { pageSize: 1000 }, w.technician)).body.filterRecords).toBe(0)
    expect((await exported(w.technician.cookie!)).length).toBe(0)
    expect((await w.post('/servicereq/details', { recordId: mine }, w.technician)).body.responseCode).toBe(123)
    await w.post('/servicereq/assign', { recordId: mine, technicianId: w.techId }, w.service)
    const own = await w.post('/servicereq/all', { pageSize: 1000 }, w.technician)
    expect((own.body.rows as Row[]).map((r) => r._id)).toEqual([mine])
    expect((await w.post('/servicereq/status', { recordId: mine, status: 'confirmed' }, w.technician)).body.responseCode).toBe(109)
    expect((await w.post('/servicereq/details', { recordId: theirs }, w.technician)).body.responseCode).toBe(123)
  })

  it('refuses actors without the permission or the button (403/111)', async () => {
    for (const [method, path, body] of [
      ['POST', '/servicereq/all', {}],
      ['POST', '/servicereq/export', {}],
      ['POST', '/servicereq/details', { recordId: UNKNOWN }],
      ['POST', '/servicereq/add', w.form()],
      ['PUT', '/servicereq/update', { ...w.form(), recordId: UNKNOWN, version: 1 }],
      ['POST', '/servicereq/status', { recordId: UNKNOWN, status: 'confirmed' }],
      ['POST', '/servicereq/assign', { recordId: UNKNOWN, technicianId: UNKNOWN }],
      ['POST', '/servicereq/technicians', { recordId: UNKNOWN }],
      ['POST', '/servicereq/logs', { recordId: UNKNOWN }],
      ['POST', '/servicereq/customer', { mobileNo: w.customerMobile }],
      ['GET', '/servicereq/centres', undefined],
      ['DELETE', '/servicereq/delete', { recordId: UNKNOWN }],
    ] as const) {
      const r = await w.franchise.call(method, `${A}${path}`, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    // The technician may view, edit and move but not add, assign, delete or read the logs.
    expect((await w.post('/servicereq/add', w.form(), w.technician)).status).toBe(403)
    expect((await w.post('/servicereq/assign', { recordId: UNKNOWN, technicianId: UNKNOWN }, w.technician)).status).toBe(403)
    expect((await w.post('/servicereq/logs', { recordId: UNKNOWN }, w.technician)).status).toBe(403)
    expect((await w.technician.call('DELETE', `${A}/servicereq/delete`, { recordId: UNKNOWN })).status).toBe(403)
  })
})
