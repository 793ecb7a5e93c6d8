import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SERVICE_CENTER_MESSAGES as M,
  serviceCenterDetails,
  serviceCenterRow,
  type BranchFormInput,
  type ServiceCenterDetails,
  type ServiceCenterFormInput,
} from '../../shared/api/servicecenter'
import { auditLog, branches, serviceCentres, users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const at = (lng: number, lat: number) => ({ coordinates: [lng, lat] as [number, number] })

/** A valid centre with two new branches. */
function form(title: string, over: Partial<ServiceCenterFormInput> = {}): ServiceCenterFormInput {
  return {
    title,
    mobileNo: '8041239999',
    email: 'zeta@ev-service.example.com',
    address: '1, Test Road, Bengaluru',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560001',
    location: at(77.6, 12.97),
    branches: [
      { name: 'Zeta North', address: '2, North Road', location: at(77.61, 12.99) },
      { name: 'Zeta South', address: '3, South Road' },
    ],
    ...over,
  }
}

describe.each(testDatabases)('service centres on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  const post = (path: string, body: unknown, agent: Agent = admin) => agent.post(`${A}${path}`, body)
  const details = async (id: string, agent: Agent = admin) => (await post('/servicecenter/details', { recordId: id }, agent)).body
  const centreOf = async (id: string) => serviceCenterDetails.parse((await details(id)).centre) as ServiceCenterDetails
  const add = async (body: ServiceCenterFormInput, agent: Agent = admin) => {
    const r = await post('/servicecenter/add', body, agent)
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    return r.body.recordId as string
  }
  const update = async (id: string, body: ServiceCenterFormInput, agent: Agent = admin) => {
    const { version } = await details(id)
    return agent.put(`${A}/servicecenter/update`, { ...body, recordId: id, version })
  }
  /** The form of a stored centre as the dialog would send it back. */
  const formOf = (c: ServiceCenterDetails): ServiceCenterFormInput & { branches: BranchFormInput[] } => ({
    ...c.form,
    location: c.form.location!,
    branches: c.form.branches.map(({ inUse: _inUse, ...b }) => b),
  })

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
  })
  afterAll(() => h.close())

  it('adds a centre with its branches in one call, answers its details and form, lists and exports it as rows of the contract', async () => {
    const id = await add(form('Zeta Service Centre'))
    const c = await centreOf(id)
    expect(c).toMatchObject({
      _id: id,
      title: 'Zeta Service Centre',
      location: at(77.6, 12.97),
      branchNames: ['Zeta North', 'Zeta South'],
      staff: 0,
      active: true,
      version: 1,
    })
    expect(c.form.branches.map((b) => [b.name, b.location?.coordinates ?? null, b.active, b.inUse])).toEqual([
      ['Zeta North', [77.61, 12.99], true, false],
      ['Zeta South', null, true, false],
    ])
    const list = await post('/servicecenter/all', { keyword: 'Zeta Service', page: 0, pageSize: 10 })
    expect(list.body.responseCode).toBe(109)
    const rows = list.body.rows as unknown[]
    expect(rows).toHaveLength(1)
    expect(serviceCenterRow.parse(rows[0])).toMatchObject({ _id: id, city: 'Bengaluru', pin: '560001' })
    // A branch name finds its centre too.
    const byBranch = await post('/servicecenter/all', { keyword: 'Zeta North', page: 0, pageSize: 10 })
    expect((byBranch.body.rows as { _id: string }[]).map((r) => r._id)).toEqual([id])
    const exported = await post('/servicecenter/export', { keyword: 'Zeta Service' })
    expect(exported.status).toBe(200)
    // The create's audit entry names the branches added.
    const [entry] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'serviceCenter'), eq(auditLog.recordId, id)))
    expect(entry).toMatchObject({ action: 'create', comment: 'service centre Zeta Service Centre created' })
    expect(entry!.changes).toMatchObject({ branches: { to: { added: ['Zeta North', 'Zeta South'] } } })
  })

  it('edits, adds and removes branches in the centre’s transaction; a branch in use is deactivated, not removed', async () => {
    const id = await add(form('Zeta Edit Centre'))
    let c = await centreOf(id)
    const [north, south] = c.form.branches
    // Staff of the south branch keep it.
    await h.database.db.update(users).set({ scuId: id, branchId: south!._id }).where(eq(users.mobileNo, ACCOUNTS.technician))
    c = await centreOf(id)
    expect(c.form.branches.find((b) => b.name === 'Zeta South')!.inUse).toBe(true)
    const next = formOf(c)
    next.branches = [
      { ...next.branches.find((b) => b.name === 'Zeta North')!, name: 'Zeta North Renamed' },
      { name: 'Zeta East', location: at(77.7, 12.96) },
    ]
    const r = await update(id, next)
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    const stored = await h.database.db.select().from(branches).where(eq(branches.scuId, id))
    expect(stored.map((b) => [b.name, b.active]).sort()).toEqual([
      ['Zeta East', true],
      ['Zeta North Renamed', true],
      ['Zeta South', false],
    ])
    expect(stored.find((b) => b.name === 'Zeta North Renamed')!.id).toBe(north!._id)
    // A branch left out and not in use is removed.
    const again = formOf(await centreOf(id))
    again.branches = again.branches.filter((b) => b.name !== 'Zeta East')
    expect((await update(id, again)).body.responseCode).toBe(109)
    expect((await h.database.db.select().from(branches).where(eq(branches.scuId, id))).map((b) => b.name).sort()).toEqual([
      'Zeta North Renamed',
      'Zeta South',
    ])
    await h.database.db
      .update(users)
      .set({ scuId: (await h.database.db.select().from(serviceCentres).limit(1))[0]!.id, branchId: null })
      .where(eq(users.mobileNo, ACCOUNTS.technician))
  })

  it('writes nothing when a branch refuses: a branch id of another centre rolls the centre back too', async () => {
    const id = await add(form('Zeta Atomic Centre'))
    const other = await add(form('Zeta Other Centre'))
    const foreign = (await centreOf(other)).form.branches[0]!._id
    const c = await centreOf(id)
    const next = { ...formOf(c), title: 'Zeta Atomic Renamed', branches: [...formOf(c).branches, { _id: foreign, name: 'Stolen' }] }
    const r = await update(id, next)
    expect([r.body.responseCode, r.body.message]).toEqual([110, M.unknownBranch])
    const after = await centreOf(id)
    expect([after.title, after.version, after.form.branches.length]).toEqual(['Zeta Atomic Centre', 1, 2])
    expect((await centreOf(other)).form.branches.map((b) => b.name)).toContain('Zeta North')
  })

  it('refuses a duplicate title among the active centres (114), case aside; an inactive one does not count', async () => {
    await add(form('Zeta Unique Centre'))
    const dup = await post('/servicecenter/add', form('zeta unique CENTRE'))
    expect([dup.status, dup.body.responseCode, dup.body.message]).toEqual([409, 114, 'Duplicate Records'])
    const inactive = await add(form('Zeta Unique Centre', { active: false }))
    expect(inactive).toBeTruthy()
    // Renaming another centre to it is refused the same way.
    const other = await add(form('Zeta Rename Centre'))
    const r = await update(other, { ...formOf(await centreOf(other)), title: 'Zeta Unique Centre' })
    expect(r.body.responseCode).toBe(114)
  })

  it('lets exactly one of two concurrent creates with the same title through (the partial unique index)', async () => {
    const results = await Promise.all([
      post('/servicecenter/add', form('Zeta Race Centre')),
      post('/servicecenter/add', form('Zeta Race Centre', { branches: [{ name: 'Other' }] })),
    ])
    expect(results.map((r) => r.body.responseCode).sort()).toEqual([109, 114])
    const rows = await h.database.db.select().from(serviceCentres).where(eq(serviceCentres.title, 'Zeta Race Centre'))
    expect(rows).toHaveLength(1)
    // The refused one left no branches behind (either may win the race: 'Other' is the second one's branch).
    const secondWon = results[1]!.body.responseCode === 109
    const all = await h.database.db.select().from(branches).where(eq(branches.name, 'Other'))
    expect(all).toHaveLength(secondWon ? 1 : 0)
  })

  it('refuses bad input with 110 and the field’s message', async () => {
    const cases: [Partial<ServiceCenterFormInput>, string][] = [
      [{ title: ' ' }, M.title],
      [{ mobileNo: '12345' }, M.validMobile],
      [{ email: 'zeta at example' }, M.validEmail],
      [{ address: '' }, M.address],
      [{ pin: '12' }, M.pin],
      [{ city: 'Bengaluru 560' }, M.lettersOnly],
      [{ location: at(200, 12) }, M.longitude],
      [{ location: undefined }, M.location],
      [{ branches: [{ name: '' }] }, M.branchName],
      [{ branches: [{ name: 'A' }, { name: 'a ' }] }, M.branchTwice],
    ]
    for (const [over, message] of cases) {
      const r = await post('/servicecenter/add', { ...form('Zeta Bad Centre'), ...over })
      expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(over)).toEqual([400, 110, message])
    }
    expect((await post('/servicecenter/details', { recordId: 'nope' })).body).toMatchObject({
      responseCode: 110,
      message: 'Please select a service centre',
    })
  })

  it('soft deletes an active centre only, answers the counts first, restores it (Undo), and keeps its logs', async () => {
    const id = await add(form('Zeta Delete Centre'))
    await h.database.db.update(users).set({ scuId: id }).where(eq(users.mobileNo, ACCOUNTS.technician))
    const check = await post('/servicecenter/delete-check', { recordId: id })
    expect(check.body).toMatchObject({ responseCode: 109, staff: 1, testDrives: 0, bookings: 0 })
    const del = await admin.call('DELETE', `${A}/servicecenter/delete`, { recordId: id })
    expect(del.body).toMatchObject({ responseCode: 109, version: 2 })
    const again = await admin.call('DELETE', `${A}/servicecenter/delete`, { recordId: id })
    expect([again.status, again.body.responseCode, again.body.message]).toEqual([400, 110, 'Record Already Deleted'])
    // A deleted centre leaves the lookups.
    const names = await admin.get(`${A}/get/center/names`)
    expect((names.body.result as { _id: string }[]).map((c) => c._id)).not.toContain(id)
    const branchList = await admin.get(`${A}/branch/scu?scuId=${id}`)
    expect(branchList.body.result).toEqual([])
    const restored = await post('/servicecenter/restore', { recordId: id, version: 2 })
    expect(restored.body).toMatchObject({ responseCode: 109, version: 3 })
    expect((await admin.get(`${A}/branch/scu?scuId=${id}`)).body.result).toHaveLength(2)
    const logs = await post('/servicecenter/logs', { recordId: id })
    expect((logs.body.logs as { activity: string }[]).map((l) => l.activity)).toEqual(['restore', 'delete', 'create'])
    await h.database.db
      .update(users)
      .set({ scuId: (await h.database.db.select().from(serviceCentres).limit(1))[0]!.id })
      .where(eq(users.mobileNo, ACCOUNTS.technician))
  })

  it('answers 123 for a centre that does not exist, on every record call', async () => {
    const ghost = '0190a6a0-0000-7000-8000-0000000000ff'
    for (const path of ['/servicecenter/details', '/servicecenter/branches', '/servicecenter/logs', '/servicecenter/delete-check']) {
      const r = await post(path, { recordId: ghost })
      expect([r.status, r.body.responseCode], path).toEqual([404, 123])
    }
  })

  it('searches places through the geocoding provider and gives a location longitude then latitude', async () => {
    const found = await admin.get(`${A}/servicecenter/places?place=Koramangala`)
    expect(found.body.responseCode).toBe(109)
    const places = found.body.places as { description: string; placeId: string }[]
    expect(places[0]!.description).toContain('Koramangala')
    const place = await admin.get(`${A}/servicecenter/place?placeId=${encodeURIComponent(places[0]!.placeId)}`)
    expect(place.body).toMatchObject({ responseCode: 109, place: { location: { coordinates: [77.6245, 12.9352] } } })
    expect((await admin.get(`${A}/servicecenter/place?placeId=nowhere`)).body.responseCode).toBe(123)
    expect((await admin.get(`${A}/servicecenter/places?place=`)).body).toMatchObject({ responseCode: 110, message: M.place })
    const map = await admin.get(`${A}/servicecenter/map`)
    expect(map.body).toMatchObject({
      responseCode: 109,
      tileUrl: null,
      directionsUrl: 'https://www.google.com/maps/dir/?api=1&destination={lat},{lng}',
    })
  })
})
