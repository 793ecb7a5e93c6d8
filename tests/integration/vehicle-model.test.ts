import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vehicleModelOptionsAnswer } from '../../shared/api/lookups'
import { testDriveVehicleModelsAnswer } from '../../shared/api/testdrive'
import {
  VEHICLE_MODEL_MESSAGES as M,
  vehicleModelDetailsAnswer,
  vehicleModelForm,
  vehicleModelRow,
  type VehicleModelDetails,
  type VehicleModelFormInput,
} from '../../shared/api/vehicle-model'
import { grant } from '../../shared/permissions'
import { auditLog, roles, vehicleMakes, vehicleModels } from '../../server/db/schema'
import { MAKE_MODEL_PAIRS } from '../../server/db/seed/vehicles'
import { testDatabases } from './support/databases'
import { readFile, uploadPng } from './support/uploads'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
/** 1 June 2026, midnight in India, in Unix seconds. */
const JUNE_1 = Date.parse('2026-05-31T18:30:00Z') / 1000
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

describe.each(testDatabases)('vehicle models on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  /** Signed in with a role made to lack VehicleModel (whatever the demo roles get later). */
  let outsider: Agent
  const post = (path: string, body: unknown, agent: Agent = admin) => agent.post(`${A}${path}`, body)
  const detailsOf = async (id: string) =>
    vehicleModelDetailsAnswer.parse((await post('/vehicleModel/details', { recordId: id })).body).vehicleModel as VehicleModelDetails
  const refused = (r: Answer, message: string) =>
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([400, 110, message])
  let n = 0
  const form = (over: Partial<VehicleModelFormInput> = {}): VehicleModelFormInput => {
    n += 1
    return { name: `Volt ${n}`, make: 'Zenith Motors', modelNo: `ZEN-${n}`, ...over }
  }
  const add = async (body: unknown) => {
    const r = await post('/vehicleModel/add', body)
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([200, 109, M.created])
    return r.body.recordId as string
  }
  const remove = (id: string, agent: Agent = admin) => agent.call('DELETE', `${A}/vehicleModel/delete`, { recordId: id })
  const makeNames = async () => (await admin.get(`${A}/get/dropdown/vehicle/make`)).body.result as string[]
  const modelNames = async (make: string) =>
    ((await admin.get(`${A}/vehicle/model/list?vehicleMake=${encodeURIComponent(make)}`)).body.data as { result: string[] }).result

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    await h.database.db
      .update(roles)
      .set({ permission: grant({ Ticket: ['query', 'view'] }) })
      .where(eq(roles.id, h.roleIds.get('Technician')!))
    outsider = await signIn(h, ACCOUNTS.technician)
  })
  afterAll(() => h.close())

  it('lists the seeded catalogue with prices, searches, filters by make and active, and exports', async () => {
    const r = await post('/vehicleModel/all', { pageSize: 1000 })
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    const rows = (r.body.rows as unknown[]).map((x) => vehicleModelRow.parse(x))
    expect(rows.length).toBeGreaterThanOrEqual(MAKE_MODEL_PAIRS.length)
    for (const row of rows.filter((x) => x.active)) {
      expect(row.modelNo).not.toBe('')
      expect(row.kitPrice).toBeGreaterThanOrEqual(60_000_00)
      expect(row.kitPrice).toBeLessThanOrEqual(120_000_00)
      expect(row.batteryPrice).toBeGreaterThanOrEqual(25_000_00)
      expect(row.batteryPrice).toBeLessThanOrEqual(60_000_00)
      expect(row.bookingFee).toBeGreaterThanOrEqual(2_000_00)
      expect(row.bookingFee).toBeLessThanOrEqual(5_000_00)
      expect(row.specifications.map((s) => s.heading)).toEqual(['Motor power', 'Battery', 'Range', 'Top speed', 'Charging time'])
    }
    const activa = await post('/vehicleModel/all', { keyword: 'activa 6g' })
    expect((activa.body.rows as { name: string }[]).map((x) => x.name)).toEqual(['Activa 6G'])
    const [honda] = await h.database.db.select().from(vehicleMakes).where(eq(vehicleMakes.name, 'Honda'))
    const byMake = await post('/vehicleModel/all', { makeId: honda!.id, pageSize: 1000 })
    const hondas = byMake.body.rows as { make: { name: string } }[]
    expect(hondas.length).toBe(4)
    expect(hondas.every((x) => x.make.name === 'Honda')).toBe(true)
    const makes = await admin.get(`${A}/vehicleModel/makes`)
    expect((makes.body.result as { name: string }[]).map((m) => m.name)).toContain('Honda')
    const res = await h.app.inject({
      method: 'POST',
      url: `${A}/vehicleModel/export`,
      payload: { keyword: 'Ather' },
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${admin.cookie}` },
    })
    expect(res.statusCode).toBe(200)
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => typeof l._id === 'string')
    expect(lines.length).toBeGreaterThan(0)
  })

  it('adds (the make found or created), shows, updates, deletes and restores a model, each audited and logged', async () => {
    const logo = await uploadPng(h, admin.cookie, 'logo')
    const image = await uploadPng(h, admin.cookie, 'images')
    const doc = await uploadPng(h, admin.cookie, 'docs')
    const id = await add(
      form({
        name: 'Volt X',
        make: '  zenith motors ',
        model: 'Volt',
        modelNo: 'ZEN-VX-1',
        company: 'Zenith Motors Pvt. Ltd.',
        price: '1,45,000.50',
        kitPrice: '95000',
        batteryPrice: 50_000,
        bookingFee: '2500',
        manufacturedDate: JUNE_1,
        specifications: [{ heading: 'Range', value: '120 km' }],
        features: [{ heading: 'Reverse mode', value: 'Yes' }],
        attachments: [doc],
        webLink: 'https://zenith.example.com/volt',
        logo,
        image,
        documents: ['rc', 'registrationNo'],
      }),
    )
    const d = await detailsOf(id)
    expect(d).toMatchObject({
      name: 'Volt X',
      make: { name: 'zenith motors' },
      model: 'Volt',
      modelNo: 'ZEN-VX-1',
      price: 145_000_50,
      kitPrice: 95_000_00,
      batteryPrice: 50_000_00,
      bookingFee: 2_500_00,
      manufacturedDate: JUNE_1,
      specifications: [{ heading: 'Range', value: '120 km' }],
      attachments: [doc],
      logo,
      image,
      documents: ['registrationNo', 'rc'],
      active: true,
      version: 1,
    })
    // Stored in paise, the make created once.
    const [stored] = await h.database.db.select().from(vehicleModels).where(eq(vehicleModels.id, id))
    expect(stored!.price).toBe(14_500_050)
    // The files are the model's: readable with VehicleModel, not by a role without VehicleModel, not claimable by another.
    expect((await readFile(h, admin.cookie, logo)).status).toBe(200)
    expect((await readFile(h, outsider.cookie, logo)).status).toBe(403)
    refused(await post('/vehicleModel/add', form({ logo })), 'This file belongs to another record, please upload it again')
    // A second model of the same make (another case) takes the same make row.
    const second = await add(form({ make: 'ZENITH MOTORS' }))
    expect((await detailsOf(second)).make._id).toBe(d.make._id)

    const upd = await admin.put(`${A}/vehicleModel/update`, {
      ...form({ name: 'Volt X Pro', make: 'Zenith Motors', modelNo: 'ZEN-VX-1', kitPrice: '99000' }),
      recordId: id,
      version: d.version,
    })
    expect([upd.body.responseCode, upd.body.message], JSON.stringify(upd.body)).toEqual([109, M.updated])
    expect(await detailsOf(id)).toMatchObject({ name: 'Volt X Pro', kitPrice: 99_000_00, price: null, logo: null, version: 2 })
    // A stale version: 409/125; none: 110.
    const stale = await admin.put(`${A}/vehicleModel/update`, { ...form({ modelNo: 'ZEN-VX-1' }), recordId: id, version: 1 })
    expect([stale.status, stale.body.responseCode]).toEqual([409, 125])
    refused(await admin.put(`${A}/vehicleModel/update`, { ...form(), recordId: id }), M.versionMissing)

    const del = await remove(id)
    expect(del.body.responseCode).toBe(109)
    refused(await remove(id), M.alreadyDeleted)
    const back = await post('/vehicleModel/restore', { recordId: id, version: del.body.version })
    expect(back.body.responseCode, JSON.stringify(back.body)).toBe(109)
    const actions = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'vehicleModel'), eq(auditLog.recordId, id)))
    expect(actions.map((a) => a.action).sort()).toEqual(['create', 'delete', 'restore', 'update'])
    const logs = await post('/vehicleModel/logs', { recordId: id })
    expect(logs.body.logs).toHaveLength(4)
    expect((await post('/vehicleModel/logs', { recordId: UNKNOWN })).status).toBe(404)
  })

  it('answers 114 for a duplicate model number or make and name, 123 for a missing record', async () => {
    await add(form({ name: 'Spark', make: 'Zenith Motors', modelNo: 'ZEN-SPARK' }))
    for (const body of [form({ modelNo: 'zen-spark' }), form({ name: 'SPARK', make: 'zenith motors' })]) {
      const r = await post('/vehicleModel/add', body)
      expect([r.status, r.body.responseCode, r.body.message]).toEqual([409, 114, M.duplicate])
    }
    // The same name under another make is another model; a deleted model's number is free again.
    const other = await add(form({ name: 'Spark', make: 'Orbit EV' }))
    expect((await remove(other)).body.responseCode).toBe(109)
    await add(form({ name: 'Spark', make: 'Orbit EV' }))
    // Restoring the deleted one would duplicate the active one: 114.
    const d = await detailsOf(other)
    const back = await post('/vehicleModel/restore', { recordId: other, version: d.version })
    expect(back.body.responseCode).toBe(114)

    for (const r of [
      await post('/vehicleModel/details', { recordId: UNKNOWN }),
      await admin.put(`${A}/vehicleModel/update`, { ...form(), recordId: UNKNOWN, version: 1 }),
      await remove(UNKNOWN),
    ])
      expect([r.status, r.body.responseCode]).toEqual([404, 123])
  })

  it('two creates of one model at once: exactly one wins (the partial unique index)', async () => {
    const results = await Promise.all([
      post('/vehicleModel/add', form({ name: 'Twin', make: 'Race Motors', modelNo: 'RACE-T-1' })),
      post('/vehicleModel/add', form({ name: 'Twin', make: 'Race Motors', modelNo: 'RACE-T-2' })),
    ])
    expect(results.map((r) => r.body.responseCode).sort()).toEqual([109, 114])
    const rows = await h.database.db.select().from(vehicleModels).where(eq(vehicleModels.name, 'Twin'))
    expect(rows).toHaveLength(1)
    expect(await h.database.db.select().from(vehicleMakes).where(eq(vehicleMakes.name, 'Race Motors'))).toHaveLength(1)
    const same = await Promise.all([
      post('/vehicleModel/add', form({ modelNo: 'RACE-SAME' })),
      post('/vehicleModel/add', form({ modelNo: 'race-same' })),
    ])
    expect(same.map((r) => r.body.responseCode).sort()).toEqual([109, 114])
  })

  it('refuses bad input with 110 and the field’s message', async () => {
    const cases: [Partial<VehicleModelFormInput>, string][] = [
      [{ name: ' ' }, M.name],
      [{ make: '' }, M.make],
      [{ modelNo: '' }, M.modelNo],
      [{ modelNo: 'A#1' }, M.modelNoChars],
      [{ name: 'x'.repeat(101) }, M.tooLong],
      [{ price: '12.345' }, M.amount],
      [{ kitPrice: '-5' }, M.amount],
      [{ bookingFee: 'abc' }, M.amount],
      [{ manufacturedDate: -1 }, M.date],
      [{ webLink: 'ftp://x.example.com' }, M.webLink],
      [{ specifications: [{ heading: '', value: '1' }] }, M.heading],
      [{ features: [{ heading: 'A', value: ' ' }] }, M.value],
      [{ specifications: Array.from({ length: 31 }, (_, i) => ({ heading: `h${i}`, value: 'v' })) }, M.tooManyLines],
      [{ logo: 'https://elsewhere.example.com/logo.png' }, M.upload],
      [
        { attachments: Array.from({ length: 11 }, () => '/api/admin/local/file/docs/0123456789abcdef0123456789abcdef.png') },
        M.tooManyAttachments,
      ],
      [{ documents: ['passport' as never] }, M.document],
    ]
    for (const [over, message] of cases) {
      expect(vehicleModelForm.safeParse(form(over)).success, message).toBe(false)
      refused(await post('/vehicleModel/add', form(over)), message)
    }
  })

  it('feeds the users form’s pickers and the booking and test-drive lists: active models only, with prices', async () => {
    const id = await add(form({ name: 'Glide', make: 'Picker Motors', kitPrice: '70000', batteryPrice: '30000', bookingFee: '3000' }))
    expect(await makeNames()).toContain('Picker Motors')
    expect(await modelNames('Picker Motors')).toEqual(['Glide'])
    const booking = vehicleModelOptionsAnswer.parse((await admin.get(`${A}/booking/vehicle-models`)).body)
    expect(booking.result.find((o) => o._id === id)).toEqual({
      _id: id,
      name: 'Picker Motors Glide',
      kitPrice: '70000.00',
      batteryPrice: '30000.00',
      bookingFee: '3000.00',
    })
    const drives = testDriveVehicleModelsAnswer.parse((await admin.get(`${A}/testdrive/vehicle-models`)).body)
    expect(drives.result.some((o) => o._id === id)).toBe(true)
    expect((await remove(id)).body.responseCode).toBe(109)
    expect(await makeNames()).not.toContain('Picker Motors')
    expect(await modelNames('Picker Motors')).toEqual([])
    const after = vehicleModelOptionsAnswer.parse((await admin.get(`${A}/booking/vehicle-models`)).body)
    expect(after.result.some((o) => o._id === id)).toBe(false)
    // A new booking cannot pick the deleted model.
    const booking2 = {
      customerMobileNo: '5123456789',
      customerFname: 'Test',
      bookingDate: JUNE_1,
      status: 'booked',
      price: '85000',
      taxPercentage: '5',
    }
    refused(await post('/booking/add', { ...booking2, vehicleModelId: id }), 'Please select a vehicle model')
  })

  it('refuses actors without the permission (403/111)', async () => {
    for (const [method, path, body] of [
      ['POST', '/vehicleModel/all', {}],
      ['POST', '/vehicleModel/export', {}],
      ['POST', '/vehicleModel/details', { recordId: UNKNOWN }],
      ['POST', '/vehicleModel/add', form()],
      ['PUT', '/vehicleModel/update', { ...form(), recordId: UNKNOWN, version: 1 }],
      ['DELETE', '/vehicleModel/delete', { recordId: UNKNOWN }],
      ['POST', '/vehicleModel/restore', { recordId: UNKNOWN, version: 1 }],
      ['POST', '/vehicleModel/logs', { recordId: UNKNOWN }],
      ['GET', '/vehicleModel/makes', undefined],
    ] as const) {
      const r = await outsider.call(method, `${A}${path}`, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
  })
})
