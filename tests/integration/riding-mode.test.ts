import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RIDING_MODE_NUMBERS } from '../../shared/api/riding-mode'
import { auditLog, ridingModes } from '../../server/db/schema'
import { DEMO_RIDING_MODES } from '../../server/modules/riding-mode/seed'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'

const form = (title: string, over: Record<string, unknown> = {}) => ({
  title,
  ...Object.fromEntries(RIDING_MODE_NUMBERS.map((k, i) => [k, String(10 + i)])),
  regenBreaking: true,
  active: true,
  ...over,
})

describe.each(testDatabases)('riding modes on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const put = (path: string, body: unknown) => admin.update(`${A}${path}`, body)
  const del = (body: unknown) => admin.call('DELETE', `${A}/riding-mode/delete`, body)
  const count = async () => (await h.database.db.select().from(ridingModes)).length

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
  })
  afterAll(() => h.close())

  it('lists the demo modes with createdAt and updatedAt, finds by keyword, filters active and sorts', async () => {
    const r = await post('/riding-mode/all', { page: 0, pageSize: 100 })
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const rows = r.body.rows as Array<Record<string, unknown>>
    expect(r.body.filterRecords).toBe(DEMO_RIDING_MODES.length)
    expect(rows[0]).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        title: expect.any(String),
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      }),
    )
    for (const k of RIDING_MODE_NUMBERS) expect(typeof rows[0]![k]).toBe('number')
    const eco = await post('/riding-mode/all', { keyword: 'eco' })
    expect((eco.body.rows as { title: string }[]).map((x) => x.title)).toEqual(['Eco'])
    const active = await post('/riding-mode/all', { active: true, pageSize: 100 })
    expect(active.body.filterRecords).toBe(DEMO_RIDING_MODES.filter((m) => m.active).length)
    const inactive = await post('/riding-mode/all', { active: 'false', pageSize: 100 })
    expect((inactive.body.rows as { title: string }[]).map((x) => x.title)).toEqual(['Turbo (retired)'])
    const sorted = await post('/riding-mode/all', { sortField: 'title', sortOrder: 'true', pageSize: 100 })
    const titles = (sorted.body.rows as { title: string }[]).map((x) => x.title)
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    expect((await post('/riding-mode/all', { sortField: 'createdById' })).body.responseCode).toBe(110)
  })

  it('exports the table as NDJSON', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: `${A}/riding-mode/export`,
      payload: { active: true },
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${admin.cookie}` },
    })
    expect(res.statusCode).toBe(200)
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    const n = DEMO_RIDING_MODES.filter((m) => m.active).length
    expect(lines[0]).toMatchObject({ total: n })
    expect(lines.at(-1)).toEqual({ done: true, rows: n })
  })

  it('adds a mode (recordId answered), views it with the tax object, refuses a duplicate title (114) and bad input (110)', async () => {
    const r = await post('/riding-mode/add', form('Hill Climb'))
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.responseCode).toBe(109)
    const id = r.body.recordId as string
    const view = await post('/riding-mode/view', { recordId: id })
    expect(view.body.tax).toEqual({ cgst: 9, sgst: 9 })
    expect(view.body.result).toMatchObject({
      _id: id,
      title: 'Hill Climb',
      maxMotorCurrent: 10,
      maxRevPower: 20,
      regenBreaking: true,
      active: true,
    })
    const dup = await post('/riding-mode/add', form('  hill climb '))
    expect([dup.status, dup.body.responseCode, dup.body.message]).toEqual([409, 114, 'Duplicate Records'])
    const before = await count()
    for (const bad of [
      form(''),
      form('   '),
      form('X', { maxFwdSpeed: '' }),
      form('X', { maxRevPower: undefined }),
      form('X', { maxBrakingCurrent: 'abc' }),
      form('X', { maxBrakingCurrent: -1 }),
      form('X', { maxBrakingCurrent: 1e7 }),
      form('X', { regenBreaking: 'yes' }),
      form('X'.repeat(101)),
    ]) {
      const b = await post('/riding-mode/add', bad)
      expect([b.status, b.body.responseCode], JSON.stringify(bad)).toEqual([400, 110])
    }
    const blank = await post('/riding-mode/add', form('X', { maxFwdSpeed: '' }))
    expect(blank.body.message).toBe('Please fill all the mandatory fields')
    expect(await count()).toBe(before)
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    expect(audits.map((a) => a.action)).toEqual(['create'])
    expect((await post('/riding-mode/view', { recordId: '00000000-0000-4000-8000-000000000000' })).body.responseCode).toBe(123)
    expect((await post('/riding-mode/view', { recordId: 'nope' })).body.responseCode).toBe(110)
  })

  it('updates a mode with recordId, refusing another active mode’s title (114), and audits the changed fields', async () => {
    const id = (await post('/riding-mode/add', form('Rain'))).body.recordId as string
    const u = await put('/riding-mode/update', { ...form('Rain Plus', { maxFwdSpeed: 42.5, regenBreaking: false }), recordId: id })
    expect(u.body.responseCode, JSON.stringify(u.body)).toBe(109)
    const [row] = await h.database.db.select().from(ridingModes).where(eq(ridingModes.id, id))
    expect(row).toMatchObject({ title: 'Rain Plus', maxFwdSpeed: 42.5, regenBreaking: false })
    expect(row!.updatedAt.getTime()).toBeGreaterThanOrEqual(row!.createdAt.getTime())
    const dup = await put('/riding-mode/update', { ...form('ECO'), recordId: id })
    expect(dup.body.responseCode).toBe(114)
    const bad = await put('/riding-mode/update', { ...form('Rain Plus', { maxMotorCurrent: '' }), recordId: id })
    expect(bad.body.responseCode).toBe(110)
    const missing = await put('/riding-mode/update', { ...form('Ghost'), recordId: '00000000-0000-4000-8000-000000000000' })
    expect(missing.body.responseCode).toBe(123)
    const [after] = await h.database.db.select().from(ridingModes).where(eq(ridingModes.id, id))
    expect(after!.title).toBe('Rain Plus')
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    const update = audits.find((a) => a.action === 'update')!
    expect(Object.keys(update.changes as object).sort()).toEqual(['maxFwdSpeed', 'regenBreaking', 'title'])
  })

  it('soft deletes only an active mode: a second delete answers Record Already Deleted; its title is free again', async () => {
    const id = (await post('/riding-mode/add', form('Valet'))).body.recordId as string
    const d = await del({ recordId: id })
    expect(d.body.responseCode, JSON.stringify(d.body)).toBe(109)
    const [row] = await h.database.db.select().from(ridingModes).where(eq(ridingModes.id, id))
    expect(row!.active).toBe(false)
    const again = await del({ recordId: id })
    expect([again.status, again.body.responseCode, again.body.message]).toEqual([400, 110, 'Record Already Deleted'])
    expect((await del({ recordId: '00000000-0000-4000-8000-000000000000' })).body.responseCode).toBe(123)
    expect((await del({})).body.responseCode).toBe(110)
    // A deleted mode's title may be used again; bringing the old one back then is a duplicate.
    const reborn = await post('/riding-mode/add', form('Valet'))
    expect(reborn.body.responseCode).toBe(109)
    expect((await put('/riding-mode/update', { ...form('Valet'), recordId: id })).body.responseCode).toBe(114)
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'delete'])
  })

  it('refuses every call to a role without RidingMode (111, HTTP 403) and to no session (401)', async () => {
    const support = await signIn(h, ACCOUNTS.support)
    const [mode] = await h.database.db.select().from(ridingModes).limit(1)
    const before = await count()
    const calls: Array<[string, string, unknown]> = [
      ['POST', '/riding-mode/all', {}],
      ['POST', '/riding-mode/export', {}],
      ['POST', '/riding-mode/view', { recordId: mode!.id }],
      ['POST', '/riding-mode/add', form('Denied')],
      ['PUT', '/riding-mode/update', { ...form('Denied'), recordId: mode!.id }],
      ['DELETE', '/riding-mode/delete', { recordId: mode!.id }],
    ]
    for (const [method, path, body] of calls) {
      const r = await support.call(method as 'POST', `${A}${path}`, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
      expect((await new Agent(h.app).call(method as 'POST', `${A}${path}`, body)).status, path).toBe(401)
    }
    expect(await count()).toBe(before)
    const [same] = await h.database.db.select().from(ridingModes).where(eq(ridingModes.id, mode!.id))
    expect(same).toEqual(mode)
  })
})
