import { and, asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehicleModelOptionsAnswer } from '../../shared/api/lookups'
import { TEST_DRIVE_MESSAGES as M, testDriveDetailsAnswer, testDriveVehicleModelsAnswer } from '../../shared/api/testdrive'
import { grant } from '../../shared/permissions'
import { branches, roles, users, vehicleMakes, vehicleModels } from '../../server/db/schema'
import { testDriveConfigs, testDriveSlotDays, testDriveSlots, testDrives } from '../../server/modules/testdrive/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
/** Wednesday 10 June 2026, midnight in India (the harness's clock is Monday 1 June). */
const WEDNESDAY = Date.parse('2026-06-09T18:30:00Z') / 1000
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/**
 * The test drive form's vehicle model (issue 17): GET /testdrive/vehicle-models lists the models to whoever may add,
 * edit or view test drives (no Booking permission needed), and a drive keeps the model picked, refusing one that does
 * not exist.
 */
describe.each(testDatabases)('test drive vehicle models on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let service: Agent
  let technician: Agent
  let support: Agent
  let branchId = ''
  let slotId = ''
  let serial = 0
  const get = (agent: Agent, path: string) => agent.call('GET', `${A}${path}`)
  const post = (agent: Agent, path: string, body: unknown) => agent.post(`${A}${path}`, body)
  const put = (agent: Agent, body: unknown) => agent.put(`${A}/testdrive/update`, body)
  const refused = (r: { status: number; body: { responseCode?: number; message?: string } }, message: string) =>
    expect([r.status, r.body.responseCode, r.body.message]).toEqual([400, 110, message])
  const form = (over: Record<string, unknown> = {}) => ({
    branchId,
    slotId,
    bookingDate: WEDNESDAY,
    customerMobileNo: `7${String(500_000_000 + ++serial * 7919).slice(-9)}`,
    customerFname: 'Model',
    customerLname: 'Rider',
    ...over,
  })
  const driveOf = async (recordId: string) =>
    testDriveDetailsAnswer.parse((await post(admin, '/testdrive/details', { recordId })).body).testDrive
  const booked = async () =>
    (
      await h.database.db
        .select({ booked: testDriveSlotDays.booked })
        .from(testDriveSlotDays)
        .where(and(eq(testDriveSlotDays.slotId, slotId), eq(testDriveSlotDays.date, new Date(WEDNESDAY * 1000))))
    )[0]?.booked ?? 0
  const drives = async () => Number((await h.database.db.select({ n: count() }).from(testDrives))[0]!.n)
  /** The seeded models as the lookup should answer them: 'Make Model', by make, model and id. */
  const storedModels = () =>
    h.database.db
      .select({ id: vehicleModels.id, make: vehicleMakes.name, model: vehicleModels.name })
      .from(vehicleModels)
      .innerJoin(vehicleMakes, eq(vehicleMakes.id, vehicleModels.makeId))
      .orderBy(asc(vehicleMakes.name), asc(vehicleModels.name), asc(vehicleModels.id))

  beforeAll(async () => {
    h = await startHarness(tdb)
    const db = h.database.db
    // The Service role (scc) books test drives, without Booking; the Technician role only views them.
    await db
      .update(roles)
      .set({ permission: grant({ TestDrive: ['query', 'add', 'edit', 'view'] }) })
      .where(eq(roles.id, h.roleIds.get('Service')!))
    await db
      .update(roles)
      .set({ permission: grant({ TestDrive: ['view'] }) })
      .where(eq(roles.id, h.roleIds.get('Technician')!))
    admin = await signIn(h, ACCOUNTS.superAdmin)
    service = await signIn(h, ACCOUNTS.service)
    technician = await signIn(h, ACCOUNTS.technician)
    support = await signIn(h, ACCOUNTS.support)
    const [me] = await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service))
    const scuId = me!.scuId!
    const [branch] = await db.insert(branches).values({ scuId, name: 'Model Test Branch' }).returning({ id: branches.id })
    branchId = branch!.id
    const [config] = await db
      .insert(testDriveConfigs)
      .values({ branchId, scuId, title: 'Model rides', officeNo: '08041230002', holidays: [0] })
      .returning({ id: testDriveConfigs.id })
    const [slot] = await db
      .insert(testDriveSlots)
      .values({ configId: config!.id, day: 3, startMin: 600, endMin: 660, capacity: 50 })
      .returning({ id: testDriveSlots.id })
    slotId = slot!.id
  })
  afterAll(() => h.close())

  it('lists the seeded models as Make Model, in order, to a user with only TestDrive view (the booking form’s list)', async () => {
    const r = await get(technician, '/testdrive/vehicle-models')
    expect([r.status, r.body.responseCode], JSON.stringify(r.body).slice(0, 300)).toEqual([200, 109])
    const models = testDriveVehicleModelsAnswer.parse(r.body).result
    const stored = await storedModels()
    expect(stored.length).toBeGreaterThan(0)
    expect(models.map(({ _id, name }) => ({ _id, name }))).toEqual(stored.map((m) => ({ _id: m.id, name: `${m.make} ${m.model}` })))
    // The same list (with the prices) the booking form picks from, which this user may not call.
    expect(vehicleModelOptionsAnswer.parse((await get(admin, '/booking/vehicle-models')).body).result).toEqual(models)
    const booking = await get(technician, '/booking/vehicle-models')
    expect([booking.status, booking.body.responseCode]).toEqual([403, 111])
  })

  it('refuses the lookup to a role without TestDrive (403/111)', async () => {
    const r = await get(support, '/testdrive/vehicle-models')
    expect([r.status, r.body.responseCode]).toEqual([403, 111])
  })

  it('keeps the model a drive is created with, answers its id in the details, and changes or clears it on edit', async () => {
    const [first, second] = (await storedModels()).slice(0, 2)
    expect(second).toBeDefined()
    const created = await post(service, '/testdrive/add', form({ vehicleModelId: first!.id }))
    expect([created.body.responseCode, created.body.message], JSON.stringify(created.body)).toEqual([109, M.created])
    const id = created.body.recordId as string
    const d = await driveOf(id)
    expect([d.vehicleModelId, d.vehicleModel]).toEqual([first!.id, `${first!.make} ${first!.model}`])
    const [row] = await h.database.db.select({ vehicleModelId: testDrives.vehicleModelId }).from(testDrives).where(eq(testDrives.id, id))
    expect(row!.vehicleModelId).toBe(first!.id)

    const changed = await put(service, { recordId: id, version: d.version, vehicleModelId: second!.id, remarks: 'kept' })
    expect(changed.body.responseCode, JSON.stringify(changed.body)).toBe(109)
    const after = await driveOf(id)
    expect([after.vehicleModelId, after.remarks, after.version]).toEqual([second!.id, 'kept', d.version + 1])

    // An unknown model changes nothing; a blank one clears it.
    refused(await put(service, { recordId: id, version: after.version, vehicleModelId: UNKNOWN, remarks: 'kept' }), M.unknownVehicleModel)
    expect((await driveOf(id)).vehicleModelId).toBe(second!.id)
    const cleared = await put(service, { recordId: id, version: after.version, vehicleModelId: '', remarks: 'kept' })
    expect(cleared.body.responseCode, JSON.stringify(cleared.body)).toBe(109)
    expect(await driveOf(id)).toMatchObject({ vehicleModelId: null, vehicleModel: null })
  })

  it('refuses an unknown model on create, taking no place and writing no drive', async () => {
    const [places, before] = [await booked(), await drives()]
    refused(await post(service, '/testdrive/add', form({ vehicleModelId: UNKNOWN })), M.unknownVehicleModel)
    expect(await post(service, '/testdrive/add', form({ vehicleModelId: 'not-a-guid' }))).toMatchObject({
      status: 400,
      body: { responseCode: 110 },
    })
    expect([await booked(), await drives()]).toEqual([places, before])
  })
})
