import { and, eq, notInArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOKING_MESSAGES as BM, bookingCentresAnswer, bookingCustomerAnswer, bookingNamedAnswer } from '../../shared/api/booking'
import { grant } from '../../shared/permissions'
import { bookings } from '../../server/modules/booking/schema'
import { roles, serviceCentres, users, vehicleMakes, vehicleModels } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'

describe.each(testDatabases)('booking lookups on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let franchise: Agent
  let service: Agent
  let viewer: Agent
  const post = (agent: Agent, path: string, body: unknown) => agent.call('POST', `${A}${path}`, body)
  const get = (agent: Agent, path: string) => agent.call('GET', `${A}${path}`)

  beforeAll(async () => {
    h = await startHarness(tdb)
    const db = h.database.db
    await db
      .update(roles)
      .set({ permission: grant({ Booking: ['query', 'add', 'edit', 'view'] }) })
      .where(eq(roles.id, h.roleIds.get('Franchise')!))
    // The Service role (scc) only views bookings: the pick lists, not the customer lookup.
    await db
      .update(roles)
      .set({ permission: grant({ Booking: ['query', 'view'] }) })
      .where(eq(roles.id, h.roleIds.get('Service')!))
    admin = await signIn(h, ACCOUNTS.superAdmin)
    franchise = await signIn(h, ACCOUNTS.franchise)
    service = await signIn(h, ACCOUNTS.service)
    viewer = await signIn(h, ACCOUNTS.support)
  })
  afterAll(() => h.close())

  it('finds a customer without any booking by exact number, with their name and address; a number nobody has is null', async () => {
    const db = h.database.db
    const booked = db.select({ id: bookings.customerId }).from(bookings)
    const [c] = await db
      .select()
      .from(users)
      .where(and(eq(users.userType, 'user'), notInArray(users.id, booked)))
      .limit(1)
    expect(c).toBeDefined()
    for (const agent of [admin, franchise]) {
      // The number as typed (+91, spaces) is the number.
      const r = await post(agent, '/booking/customer', { mobileNo: `+91 ${c!.mobileNo.slice(0, 5)} ${c!.mobileNo.slice(5)}` })
      expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
      const answer = bookingCustomerAnswer.parse(r.body)
      expect(answer).toEqual({
        staff: false,
        customer: {
          _id: c!.id,
          fname: c!.fname,
          lname: c!.lname,
          email: c!.email,
          address: c!.fragmentedAddress,
          landmark: c!.landmark,
          city: c!.city,
          state: c!.state,
          country: c!.country,
          pincode: c!.pin,
        },
      })
    }
    // Exact numbers only: a prefix finds nobody.
    expect((await post(admin, '/booking/customer', { mobileNo: c!.mobileNo.slice(0, 9) })).body.responseCode).toBe(110)
    const nobody = await post(admin, '/booking/customer', { mobileNo: '6399999999' })
    expect(nobody.body).toMatchObject({ responseCode: 109, customer: null, staff: false })
  })

  it('says a staff account’s number is staff, without its details', async () => {
    for (const mobileNo of [ACCOUNTS.support, ACCOUNTS.franchise, ACCOUNTS.service]) {
      const r = await post(franchise, '/booking/customer', { mobileNo })
      expect(r.body).toEqual({ responseCode: 109, customer: null, staff: true })
    }
    // Saving a booking for that number is refused with the same words the dialog shows first.
    expect(BM.notCustomer).toBe('That mobile number belongs to a staff account')
  })

  it('refuses bad input (110) with the form’s messages', async () => {
    for (const [body, message] of [
      [{}, BM.mandatory],
      [{ mobileNo: '' }, BM.mandatory],
      [{ mobileNo: '12345' }, BM.validMobile],
      [{ mobileNo: 'abcdefghij' }, BM.validMobile],
      [{ mobileNo: 9_876_543_210 }, BM.mandatory],
    ] as const) {
      const r = await post(admin, '/booking/customer', body)
      expect([r.body.responseCode, r.body.message], JSON.stringify(body)).toEqual([110, message])
    }
  })

  it('lists the vehicle models as Make Model, the active franchise partners and the active centres, in order', async () => {
    const db = h.database.db
    const models = bookingNamedAnswer.parse((await get(admin, '/booking/vehicle-models')).body).result
    const stored = await db
      .select({ id: vehicleModels.id, make: vehicleMakes.name, model: vehicleModels.name })
      .from(vehicleModels)
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
    expect(models.length).toBe(stored.length)
    expect(models.length).toBeGreaterThan(0)
    const one = stored[0]!
    expect(models.find((m) => m._id === one.id)?.name).toBe(`${one.make} ${one.model}`)

    const partners = bookingNamedAnswer.parse((await get(admin, '/booking/franchises')).body).result
    const activeScp = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'scp'), eq(users.active, true)))
    expect(new Set(partners.map((p) => p._id))).toEqual(new Set(activeScp.map((u) => u.id)))
    expect(partners.map((p) => p._id)).toContain(h.userIds.get(ACCOUNTS.franchise))

    const centres = bookingCentresAnswer.parse((await get(admin, '/booking/centres')).body).result
    const active = await db
      .select({ id: serviceCentres.id, title: serviceCentres.title })
      .from(serviceCentres)
      .where(eq(serviceCentres.active, true))
    expect(new Set(centres.map((c) => c._id))).toEqual(new Set(active.map((c) => c.id)))
    expect(centres.length).toBeGreaterThan(0)

    // An inactive centre and an inactive partner leave the lists.
    const gone = active[0]!
    await db.update(serviceCentres).set({ active: false }).where(eq(serviceCentres.id, gone.id))
    const after = bookingCentresAnswer.parse((await get(admin, '/booking/centres')).body).result
    expect(after.map((c) => c._id)).not.toContain(gone.id)
    await db.update(serviceCentres).set({ active: true }).where(eq(serviceCentres.id, gone.id))
  })

  it('narrows the pick lists to an scp’s own franchise and an scc’s own centre', async () => {
    const own = bookingNamedAnswer.parse((await get(franchise, '/booking/franchises')).body).result
    expect(own.map((p) => p._id)).toEqual([h.userIds.get(ACCOUNTS.franchise)])
    const [me] = await h.database.db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service))
    const centres = bookingCentresAnswer.parse((await get(service, '/booking/centres')).body).result
    expect(centres.map((c) => c._id)).toEqual(me?.scuId ? [me.scuId] : [])
    // The models are the same for everyone who may pick one.
    const models = bookingNamedAnswer.parse((await get(service, '/booking/vehicle-models')).body).result
    expect(models.length).toBeGreaterThan(0)
  })

  it('refuses a role without Booking (403/111), and the customer lookup to a role that only views', async () => {
    for (const [method, path, body] of [
      ['POST', '/booking/customer', { mobileNo: '6399999999' }],
      ['GET', '/booking/vehicle-models', undefined],
      ['GET', '/booking/franchises', undefined],
      ['GET', '/booking/centres', undefined],
    ] as const) {
      const r = await viewer.call(method, `${A}${path}`, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    const r = await post(service, '/booking/customer', { mobileNo: '6399999999' })
    expect([r.status, r.body.responseCode]).toEqual([403, 111])
  })
})
