import { asc } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceCentres } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

const A = '/api/admin'

/** The user form's pick lists (server/modules/lookups): every one needs Users + query. */
describe.each(testDatabases)('lookups on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let centres: { id: string }[]
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    centres = await h.database.db.select({ id: serviceCentres.id }).from(serviceCentres).orderBy(asc(serviceCentres.title))
  })
  afterAll(() => h.close())

  it('answers the lookups', async () => {
    const c = await post('/inventory/scu/centres', { keyword: '' })
    expect(c.status).toBe(200)
    const centre = (c.body.serviceCentre as { _id: string; title: string; location: { coordinates: number[] } }[])[0]!
    expect(centre.location.coordinates).toHaveLength(2)
    const k = await post('/inventory/scu/centres', { keyword: centre.title.slice(0, 4).toUpperCase() })
    expect((k.body.serviceCentre as { _id: string }[]).map((x) => x._id)).toContain(centre._id)
    const none = await post('/inventory/scu/centres', { keyword: '%_%' })
    expect(none.body.serviceCentre).toEqual([])
    const b = await admin.get(`${A}/branch/scu?scuId=${centres[1]!.id}`)
    expect((b.body.result as unknown[]).length).toBeGreaterThan(0)
    expect((await admin.get(`${A}/branch/scu?scuId=x`)).status).toBe(400)
    expect(((await admin.get(`${A}/get/center/names`)).body.result as unknown[]).length).toBe(centres.length)
    expect((await admin.get(`${A}/get/department/names`)).body.result).toContain('battery')
    expect(((await admin.get(`${A}/vehicleTypes`)).body.vehicleTypes as { name: string }[]).map((v) => v.name)).toContain('Retrofit')
    expect((await admin.get(`${A}/get/dropdown/vehicle/make`)).body.result).toContain('Honda')
    expect(((await admin.get(`${A}/vehicle/model/list?vehicleMake=Honda`)).body.data as { result: string[] }).result).toContain('Dio')
    expect(((await admin.get(`${A}/vehicle/model/list?vehicleMake=Nothing`)).body.data as { result: string[] }).result).toEqual([])
    expect((await admin.get(`${A}/vehicle/model/list`)).status).toBe(400)
  })

  it('refuses bad input with 400/110 and a role without Users + query with 403/111', async () => {
    const long = await post('/inventory/scu/centres', { keyword: 'x'.repeat(201) })
    expect([long.status, long.body.responseCode]).toEqual([400, 110])
    const notObject = await admin.call('POST', `${A}/inventory/scu/centres`, '[]')
    expect([notObject.status, notObject.body.responseCode]).toEqual([400, 110])
    const support = await signIn(h, ACCOUNTS.support)
    for (const path of ['/vehicleTypes', '/get/center/names', '/get/department/names', `/branch/scu?scuId=${centres[0]!.id}`]) {
      const r = await support.get(`${A}${path}`)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    const r = await support.post(`${A}/inventory/scu/centres`, {})
    expect([r.status, r.body.responseCode]).toEqual([403, 111])
  })
})
