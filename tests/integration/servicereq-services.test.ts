import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serviceRequestDetailsAnswer, serviceRequestServiceOptionsAnswer } from '../../shared/api/servicereq'
import { grant } from '../../shared/permissions'
import { roles } from '../../server/db/schema'
import { services } from '../../server/modules/services/schema'
import { testDatabases } from './support/databases'
import { A, serviceRequestWorld, type ServiceRequestWorld } from './support/servicereq'

const OPTIONS = '/servicereq/service-options'

/**
 * GET /servicereq/service-options (issue 19): the Services catalogue as the service request form reads it, with the
 * ServiceCenter permission alone (not Services); the request keeps the names it asks for, free text included.
 */
describe.each(testDatabases)('service request catalogue services on $name', (tdb) => {
  let w: ServiceRequestWorld
  const options = async (agent = w.admin) => {
    const r = await agent.get(`${A}${OPTIONS}`)
    expect([r.status, r.body.responseCode], JSON.stringify(r.body).slice(0, 300)).toEqual([200, 109])
    return serviceRequestServiceOptionsAnswer.parse(r.body).result
  }
  const setRole = (name: 'Service' | 'Technician', permission: ReturnType<typeof grant>) =>
    w.h.database.db
      .update(roles)
      .set({ permission })
      .where(eq(roles.id, w.h.roleIds.get(name)!))

  beforeAll(async () => {
    w = await serviceRequestWorld(tdb)
  })
  afterAll(() => w.h.close())

  it('answers the active catalogue services by name with prices in paise and durations, as stored', async () => {
    const db = w.h.database.db
    const stored = await db
      .select({
        _id: services.id,
        name: services.name,
        price: services.price,
        netPrice: services.netPrice,
        durationMinutes: services.durationMinutes,
      })
      .from(services)
      .where(eq(services.active, true))
      .orderBy(asc(services.name), asc(services.id))
    const result = await options()
    expect(result.length).toBeGreaterThanOrEqual(20)
    expect(result).toEqual(stored.map((s) => ({ ...s, price: Number(s.price), netPrice: Number(s.netPrice) })))
    // The demo's Periodic service: ₹1,200 less 10%, plus 18% tax = ₹1,274.40; two hours.
    expect(result.find((s) => s.name === 'Periodic service')).toMatchObject({ price: 120_000, netPrice: 127_440, durationMinutes: 120 })
    // The retired demo service is inactive, so not offered.
    expect(result.map((s) => s.name)).not.toContain('Speed sensor calibration (retired)')
  })

  it('leaves out a service once it is deactivated, and offers it again once active', async () => {
    const db = w.h.database.db
    const [brake] = await db
      .select({ id: services.id })
      .from(services)
      .where(and(eq(services.name, 'Brake pad replacement'), eq(services.active, true)))
    expect(brake).toBeDefined()
    expect((await options()).map((s) => s._id)).toContain(brake!.id)
    await db.update(services).set({ active: false }).where(eq(services.id, brake!.id))
    try {
      expect((await options()).map((s) => s._id)).not.toContain(brake!.id)
    } finally {
      await db.update(services).set({ active: true }).where(eq(services.id, brake!.id))
    }
    expect((await options()).map((s) => s._id)).toContain(brake!.id)
  })

  it('needs ServiceCenter add or edit, not the Services permission', async () => {
    // The centre's manager holds ServiceCenter (every button) but not Services: the catalogue's own pick list is
    // refused, the service request's answers.
    const own = await w.service.get(`${A}/inventory/services/options`)
    expect([own.status, own.body.responseCode]).toEqual([403, 111])
    expect((await options(w.service)).length).toBeGreaterThan(0)
    // The technician may edit requests: answered.
    expect((await options(w.technician)).length).toBeGreaterThan(0)
    // A role without ServiceCenter is refused; so is one with ServiceCenter but neither add nor edit.
    const franchise = await w.franchise.get(`${A}${OPTIONS}`)
    expect([franchise.status, franchise.body.responseCode]).toEqual([403, 111])
    await setRole('Technician', grant({ ServiceCenter: ['query', 'view'], Services: ['query', 'view'] }))
    try {
      const viewer = await w.technician.get(`${A}${OPTIONS}`)
      expect([viewer.status, viewer.body.responseCode]).toEqual([403, 111])
    } finally {
      await setRole('Technician', grant({ ServiceCenter: ['query', 'view', 'edit', 'changeStatus', 'export'] }))
    }
    const signedOut = await w.h.app.inject({ method: 'GET', url: `${A}${OPTIONS}`, headers: { 'x-requested-with': 'XMLHttpRequest' } })
    expect(signedOut.statusCode).toBe(401)
  })

  it('stores the names asked for: catalogue services and free text alike (a name the catalogue lacks is accepted)', async () => {
    const [periodic] = (await options()).filter((s) => s.name === 'Periodic service')
    const id = await w.add(
      w.form({
        services: [periodic!.name, 'Mirror realignment'],
        estimate: [{ description: periodic!.name, amount: '1274.40' }],
      }),
    )
    const d = serviceRequestDetailsAnswer.parse((await w.post('/servicereq/details', { recordId: id })).body).serviceRequest
    expect(d.services).toEqual(['Periodic service', 'Mirror realignment'])
    expect(d.estimate).toEqual([{ description: 'Periodic service', amountPaise: periodic!.netPrice }])
    expect(d.estimateTotal).toBe(127_440)
  })
})
