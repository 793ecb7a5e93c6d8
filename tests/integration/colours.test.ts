import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { COLOUR_MESSAGES } from '../../shared/api/colours'
import { auditLog, colours } from '../../server/db/schema'
import { DEMO_COLOURS } from '../../server/modules/colours/seed'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const form = (name: string, code = '#336699', over: Record<string, unknown> = {}) => ({ name, code, active: true, ...over })

describe.each(testDatabases)('colours on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const put = (body: unknown) => admin.put(`${A}/colours/update`, body)
  const del = (body: unknown) => admin.call('DELETE', `${A}/colours/delete`, body)
  const count = async () => (await h.database.db.select().from(colours)).length
  const view = async (id: string) => (await post('/colours/view', { recordId: id })).body

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
  })
  afterAll(() => h.close())

  it('lists the demo colours, finds by name or code, filters active and exports the rows as NDJSON', async () => {
    const all = await post('/colours/all', { page: 0, pageSize: 100 })
    expect(all.status, JSON.stringify(all.body)).toBe(200)
    expect(all.body.filterRecords).toBe(DEMO_COLOURS.length)
    expect((await post('/colours/all', { keyword: '1d4e89' })).body.rows).toMatchObject([{ name: 'Ocean Blue', code: '#1D4E89' }])
    const active = DEMO_COLOURS.filter((c) => c.active)
    expect((await post('/colours/all', { active: true, pageSize: 100 })).body.filterRecords).toBe(active.length)
    const res = await h.app.inject({
      method: 'POST',
      url: `${A}/colours/export`,
      payload: { active: true },
      headers: { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json', cookie: `sid=${admin.cookie}` },
    })
    expect(res.statusCode).toBe(200)
    const lines = res.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
    expect(lines[0]).toMatchObject({ total: active.length })
    expect(lines.at(-1)).toEqual({ done: true, rows: active.length })
    expect(lines.slice(1, -1).map((r) => r.name)).toEqual(expect.arrayContaining(active.map((c) => c.name)))
    expect(lines).toHaveLength(active.length + 2)
  })

  it('creates a colour (code kept upper case), refuses a duplicate name (114) and a bad code (110 with the schema’s message)', async () => {
    const r = await post('/colours/add', form('Sunset Orange', '#ff8c42'))
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    const id = r.body.recordId as string
    expect(await view(id)).toMatchObject({ result: { _id: id, name: 'Sunset Orange', code: '#FF8C42', active: true }, version: 1 })
    const dup = await post('/colours/add', form('  sunset orange ', '#000000'))
    expect([dup.status, dup.body.responseCode, dup.body.message]).toEqual([409, 114, 'Duplicate Records'])
    const before = await count()
    for (const code of ['FF8C42', '#FF8C4', '#FF8C42A', '#GG0000', 'red']) {
      const bad = await post('/colours/add', form('Bad', code))
      expect([bad.status, bad.body.responseCode, bad.body.message], code).toEqual([400, 110, COLOUR_MESSAGES.code])
    }
    const blank = await post('/colours/add', form('', '#000000'))
    expect([blank.body.responseCode, blank.body.message]).toEqual([110, COLOUR_MESSAGES.mandatory])
    expect(await count()).toBe(before)
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    expect(audits.map((a) => a.action)).toEqual(['create'])
  })

  it('edits with the version it was read at: a stale version answers 125, another active name 114', async () => {
    const id = (await post('/colours/add', form('Mint', '#98FF98'))).body.recordId as string
    const { version } = await view(id)
    expect(version).toBe(1)
    const u = await put({ ...form('Mint Cream', '#F5FFFA'), recordId: id, version })
    expect([u.body.responseCode, u.body.version], JSON.stringify(u.body)).toEqual([109, 2])
    expect(await view(id)).toMatchObject({ result: { name: 'Mint Cream', code: '#F5FFFA' }, version: 2 })
    const stale = await put({ ...form('Mint Again'), recordId: id, version: 1 })
    expect([stale.status, stale.body.responseCode]).toEqual([409, 125])
    expect((await put({ ...form('Mint Again'), recordId: id })).body.responseCode).toBe(110)
    expect((await put({ ...form('ocean blue'), recordId: id, version: 2 })).body.responseCode).toBe(114)
    expect((await put({ ...form('Mint Cream', '#12345'), recordId: id, version: 2 })).body.message).toBe(COLOUR_MESSAGES.code)
    const audits = await h.database.db.select().from(auditLog).where(eq(auditLog.recordId, id))
    const update = audits.find((a) => a.action === 'update')!
    expect(Object.keys(update.changes as object).sort()).toEqual(['code', 'name'])
  })

  it('soft deletes an active colour, a second delete is Record Already Deleted, and restore brings it back', async () => {
    const id = (await post('/colours/add', form('Sand', '#C2B280'))).body.recordId as string
    const d = await del({ recordId: id })
    expect([d.body.responseCode, d.body.version], JSON.stringify(d.body)).toEqual([109, 2])
    expect((await view(id)).result).toMatchObject({ active: false })
    const again = await del({ recordId: id })
    expect([again.status, again.body.responseCode, again.body.message]).toEqual([400, 110, 'Record Already Deleted'])
    const back = await post('/colours/restore', { recordId: id, version: 2 })
    expect(back.body).toMatchObject({ responseCode: 109, version: 3 })
    expect((await view(id)).result).toMatchObject({ active: true })
  })

  it('refuses every call to a role without Options (111, HTTP 403) and to no session (401)', async () => {
    const support = await signIn(h, ACCOUNTS.support)
    const [colour] = await h.database.db.select().from(colours).limit(1)
    const before = await count()
    const calls: Array<[string, string, unknown]> = [
      ['POST', '/colours/all', {}],
      ['POST', '/colours/export', {}],
      ['POST', '/colours/view', { recordId: colour!.id }],
      ['POST', '/colours/add', form('Denied')],
      ['PUT', '/colours/update', { ...form('Denied'), recordId: colour!.id, version: colour!.version }],
      ['DELETE', '/colours/delete', { recordId: colour!.id }],
      ['POST', '/colours/restore', { recordId: colour!.id, version: colour!.version }],
    ]
    for (const [method, path, body] of calls) {
      const r = await support.call(method as 'POST', `${A}${path}`, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
      expect((await new Agent(h.app).call(method as 'POST', `${A}${path}`, body)).status, path).toBe(401)
    }
    expect(await count()).toBe(before)
    const [same] = await h.database.db.select().from(colours).where(eq(colours.id, colour!.id))
    expect(same).toEqual(colour)
  })
})
