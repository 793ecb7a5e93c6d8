import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { advertisements, auditLog } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const MANDATORY = 'Please fill all the mandatory fields'
// The harness clock: 2026-06-01T10:00:00Z.
const NOW = Math.floor(Date.parse('2026-06-01T10:00:00Z') / 1000)
const DAY = 86_400
const IMG = '/api/admin/local/file/logo/0123456789abcdef0123456789abcdef.png'

/** The answers read loosely (the tests check their shape). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Res = { status: number; body: any }
type Agent = {
  get: (url: string) => Promise<Res>
  post: (url: string, body?: unknown) => Promise<Res>
  put: (url: string, body?: unknown) => Promise<Res>
  update: (url: string, body?: unknown) => Promise<Res>
  call: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => Promise<Res>
}
const loose = (a: unknown) => a as Agent

const banner = (over: Record<string, unknown> = {}) => ({
  title: 'Diwali offer',
  description: 'Ten percent off on every plan',
  adPosition: 'top',
  advertisementPage: 'Home',
  typeOfLink: 'banner',
  startAt: NOW,
  endAt: NOW + 7 * DAY,
  ...over,
})

describe.each(testDatabases)('advertisements on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let support: Agent
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const count = async () => (await h.database.db.select({ id: advertisements.id }).from(advertisements)).length

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = loose(await signIn(h, ACCOUNTS.superAdmin))
    support = loose(await signIn(h, ACCOUNTS.support))
  }, 180_000)
  afterAll(() => h.close())

  it('lists the seeded ads, filters by active and link type, searches and exports', async () => {
    const all = await post('/advertisement/all', { page: 0, pageSize: 10 })
    expect(all.status, JSON.stringify(all.body)).toBe(200)
    expect(all.body.filterRecords).toBeGreaterThanOrEqual(5)
    expect(all.body.rows[0]).toMatchObject({ _id: expect.any(String), title: expect.any(String), priority: expect.any(String) })
    const inactive = await post('/advertisement/all', { active: false })
    expect(inactive.body.rows.every((r: { active: boolean }) => !r.active)).toBe(true)
    expect(inactive.body.rows.length).toBeGreaterThanOrEqual(1)
    const dialogs = await post('/advertisement/all', { type: 'dialog' })
    expect(dialogs.body.rows.every((r: { typeOfLink: string }) => r.typeOfLink === 'dialog')).toBe(true)
    const found = await post('/advertisement/all', { keyword: 'monsoon' })
    expect(found.body.rows.map((r: { title: string }) => r.title)).toEqual(['Monsoon service camp'])
    const sorted = await post('/advertisement/all', { sortField: 'title', sortOrder: 'true' })
    const titles = sorted.body.rows.map((r: { title: string }) => r.title)
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)))
    const bad = await post('/advertisement/all', { priority: 'urgent' })
    expect(bad.body.responseCode).toBe(110)
    const exp = await admin.call('POST', `${A}/advertisement/export`, {})
    expect(exp.status).toBe(200)
  })

  it('adds a banner with defaults (priority normal), reads it back, audits it', async () => {
    const r = await post(
      '/advertisement/add',
      banner({ i18n: { my_MM: { title: 'ဒီဝါလီ' } }, latitude: 12.97, longitude: 77.59, locationName: 'Bengaluru' }),
    )
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.responseCode).toBe(109)
    const id = r.body.AdvId as string
    const d = await post('/advertisement/details', { AdvId: id })
    expect(d.body.adv).toMatchObject({
      _id: id,
      title: 'Diwali offer',
      priority: 'normal',
      active: true,
      published: false,
      startAt: NOW,
      endAt: NOW + 7 * DAY,
      location: { type: 'Point', coordinates: [12.97, 77.59] },
      i18n: { my_MM: { title: 'ဒီဝါလီ' } },
      totalClick: 0,
    })
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'advertisement'), eq(auditLog.recordId, id)))
    expect(audits.map((a) => a.action)).toEqual(['create'])
  })

  it('defaults the period to now and 7 days later for link types that do not require it', async () => {
    const r = await post('/advertisement/add', { title: 'Watch the ride', description: 'video', adPosition: 'bottom', typeOfLink: 'video' })
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    const d = await post('/advertisement/details', { AdvId: r.body.AdvId })
    expect(d.body.adv.startAt).toBe(NOW)
    expect(d.body.adv.endAt).toBe(NOW + 7 * DAY)
  })

  it('requires the fields of each link type (spec 001 section 5) and changes nothing on bad input', async () => {
    const before = await count()
    const cases: [Record<string, unknown>, string][] = [
      [banner({ title: '  ' }), 'title'],
      [banner({ description: undefined }), 'description'],
      [banner({ startAt: undefined }), 'startAt'],
      [banner({ adPosition: undefined }), 'adPosition'],
      [banner({ typeOfLink: undefined }), 'typeOfLink'],
      [banner({ typeOfLink: 'internal', images: [IMG], category: 'plans' }), 'searchKey'],
      [banner({ typeOfLink: 'internal', images: [IMG], searchKey: 'plans' }), 'category'],
      [banner({ typeOfLink: 'product' }), 'products'],
      [banner({ typeOfLink: 'newArrival', endAt: undefined, products: ['P1'] }), 'endAt'],
    ]
    for (const [body, field] of cases) {
      const r = await post('/advertisement/add', body)
      expect(r.body.responseCode, field).toBe(110)
      expect(r.body.message, field).toBe(MANDATORY)
      expect(
        r.body.errors.map((e: { path: string }) => e.path),
        field,
      ).toContain(field)
    }
    // Without a start or end date a dialog ad is fine; a promotion with products is too.
    expect(
      (await post('/advertisement/add', { title: 'Popup', description: 'd', adPosition: 'middle', typeOfLink: 'dialog' })).body
        .responseCode,
    ).toBe(109)
    expect(
      (await post('/advertisement/add', banner({ title: 'Promo', typeOfLink: 'promotion', products: ['P1'] }))).body.responseCode,
    ).toBe(109)
    expect(await count()).toBe(before + 2)
  })

  it('needs an image for internal and external ads, one list entry for dialogs, a start before the end and not before today', async () => {
    const before = await count()
    const msg = async (body: Record<string, unknown>) => (await post('/advertisement/add', body)).body.message
    expect(await msg(banner({ typeOfLink: 'external' }))).toBe('Please upload image')
    expect(await msg(banner({ typeOfLink: 'internal', searchKey: 's', category: 'c' }))).toBe('Please upload image')
    const item = { mediaUrl: IMG }
    expect(await msg(banner({ typeOfLink: 'dialog', advertisementList: [item, item] }))).toBe(
      'A dialog advertisement allows only one list entry',
    )
    expect(await msg(banner({ startAt: NOW + 2 * DAY, endAt: NOW + DAY }))).toBe('Start date cannot be after end date')
    expect(await msg(banner({ startAt: NOW - 2 * DAY }))).toBe('Start date cannot be before today')
    expect(await msg(banner({ siteLink: 'not a url' }))).toBe('Please enter a valid URL')
    expect(await msg(banner({ images: ['/etc/passwd'] }))).toBe('Please enter a valid URL')
    expect(await msg(banner({ advertisementPage: 'Nowhere' }))).toBe('Please select an advertisement page from the list')
    expect(await count()).toBe(before)
    // Earlier today (IST) is fine; an external ad with an image is fine.
    expect((await post('/advertisement/add', banner({ title: 'Early', startAt: NOW - 3600 }))).body.responseCode).toBe(109)
    expect(
      (await post('/advertisement/add', banner({ title: 'Out', typeOfLink: 'external', images: [IMG], siteLink: 'https://example.com' })))
        .body.responseCode,
    ).toBe(109)
  })

  it('answers 114 for an active duplicate (same title, page and position)', async () => {
    const r = await post('/advertisement/add', banner({ title: 'DIWALI OFFER' }))
    expect(r.status).toBe(409)
    expect(r.body).toMatchObject({ responseCode: 114, message: 'Duplicate Records' })
    expect((await post('/advertisement/add', banner({ adPosition: 'bottom' }))).body.responseCode).toBe(109)
  })

  it('updates (publish, priority, link type; fields not sent are cleared), and a start before today is allowed on edit', async () => {
    const id = (await post('/advertisement/add', banner({ title: 'Editable', siteLink: 'https://example.com/a' }))).body.AdvId
    const r = await admin.update(
      `${A}/advertisement/update`,
      banner({ AdvId: id, title: 'Edited', published: true, priority: 'high', typeOfLink: 'video', startAt: NOW - 3 * DAY }),
    )
    expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
    const d = (await post('/advertisement/details', { AdvId: id })).body.adv
    expect(d).toMatchObject({
      title: 'Edited',
      published: true,
      priority: 'high',
      typeOfLink: 'video',
      siteLink: null,
      startAt: NOW - 3 * DAY,
    })
    const bad = await admin.update(`${A}/advertisement/update`, banner({ AdvId: id, title: '' }))
    expect(bad.body.responseCode).toBe(110)
    expect((await post('/advertisement/details', { AdvId: id })).body.adv.title).toBe('Edited')
    const dup = await admin.update(`${A}/advertisement/update`, banner({ AdvId: id }))
    expect(dup.body.responseCode).toBe(114)
    const missing = await admin.update(`${A}/advertisement/update`, banner({ AdvId: '00000000-0000-4000-8000-000000000000' }))
    expect(missing.body.responseCode).toBe(123)
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'advertisement'), eq(auditLog.recordId, id)))
    expect(audits.map((a) => a.action).sort()).toEqual(['create', 'update'])
  })

  it('soft deletes active ads only; needs an id', async () => {
    const id = (await post('/advertisement/add', banner({ title: 'Doomed' }))).body.AdvId
    const del = await admin.call('DELETE', `${A}/advertisement/delete`, { AdvId: id })
    expect(del.body, JSON.stringify(del.body)).toMatchObject({ responseCode: 109 })
    const [row] = await h.database.db.select().from(advertisements).where(eq(advertisements.id, id))
    expect(row!.active).toBe(false)
    const again = await admin.call('DELETE', `${A}/advertisement/delete`, { AdvId: id })
    expect(again.body).toMatchObject({ responseCode: 110, message: 'Record Already Deleted' })
    const none = await admin.call('DELETE', `${A}/advertisement/delete`, {})
    expect(none.body).toMatchObject({ responseCode: 110, message: 'Please select banner ads' })
  })

  it('lists the advertisement pages', async () => {
    const r = await admin.get(`${A}/advertisement/pages`)
    expect(r.body.advertisementPages).toContainEqual({ name: 'Home', label: 'Home' })
  })

  it('searches places in the bundled gazetteer and gives their coordinates', async () => {
    const r = await admin.get(`${A}/advertisement/places?place=bangalore`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    const first = r.body.result.predictions[0]
    expect(first.description).toBe('Bengaluru, Karnataka, India')
    const c = await admin.get(`${A}/advertisement/place/coordinates?place_id=${encodeURIComponent(first.place_id)}`)
    expect(c.body.result.result.geometry.location.lat).toBeCloseTo(12.97, 1)
    expect(c.body.result.result.geometry.location.lng).toBeCloseTo(77.59, 1)
    expect((await admin.get(`${A}/advertisement/place/coordinates?place_id=in-nowhere`)).body.responseCode).toBe(123)
    expect((await admin.get(`${A}/advertisement/places?place=`)).body.responseCode).toBe(110)
  })

  it('refuses every call to a role without Advertisement (111)', async () => {
    const id = (await post('/advertisement/all', { active: true })).body.rows[0]._id
    const calls: [string, string, unknown][] = [
      ['POST', '/advertisement/all', {}],
      ['POST', '/advertisement/export', {}],
      ['POST', '/advertisement/details', { AdvId: id }],
      ['POST', '/advertisement/add', banner({ title: 'Nope' })],
      ['PUT', '/advertisement/update', banner({ AdvId: id, title: 'Nope' })],
      ['DELETE', '/advertisement/delete', { AdvId: id }],
      ['GET', '/advertisement/pages', undefined],
      ['GET', '/advertisement/places?place=pune', undefined],
      ['GET', '/advertisement/place/coordinates?place_id=x', undefined],
    ]
    for (const [method, path, body] of calls) {
      const r = await support.call(method as 'GET', `${A}${path}`, body)
      expect(r.status, path).toBe(403)
      expect(r.body.responseCode, path).toBe(111)
    }
    const [row] = await h.database.db.select().from(advertisements).where(eq(advertisements.id, id))
    expect(row!.active).toBe(true)
  })
})

describe('advertisement place search over HTTP (Nominatim-style)', () => {
  let h: Harness
  let admin: Agent
  let server: Server
  let failing = false
  const seen: string[] = []

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(req.url ?? '')
      const url = new URL(req.url ?? '/', 'http://x')
      if (failing) {
        res.writeHead(502).end('bad gateway')
        return
      }
      res.setHeader('content-type', 'application/json')
      if (url.pathname === '/search') {
        res.end(
          JSON.stringify([
            {
              osm_type: 'relation',
              osm_id: 7902476,
              display_name: 'Koramangala, Bengaluru, Karnataka, India',
              lat: '12.9352',
              lon: '77.6245',
            },
            { osm_type: 'bogus', osm_id: 1, display_name: 'skipped', lat: '1', lon: '1' },
          ]),
        )
      } else if (url.pathname === '/lookup' && url.searchParams.get('osm_ids') === 'R7902476') {
        res.end(
          JSON.stringify([
            {
              osm_type: 'relation',
              osm_id: 7902476,
              display_name: 'Koramangala, Bengaluru, Karnataka, India',
              lat: '12.9352',
              lon: '77.6245',
              address: { suburb: 'Koramangala', city: 'Bengaluru' },
            },
          ]),
        )
      } else res.end('[]')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const port = (server.address() as AddressInfo).port
    h = await startHarness(testDatabases[0]!, { config: { GEOCODING_PROVIDER: 'http', GEOCODING_URL: `http://127.0.0.1:${port}` } })
    admin = loose(await signIn(h, ACCOUNTS.superAdmin))
  }, 180_000)
  afterAll(async () => {
    await h.close()
    await new Promise((resolve) => server.close(resolve))
  })

  it('searches and looks up through the configured service', async () => {
    const r = await admin.get(`${A}/advertisement/places?place=koramangala`)
    expect(r.body.result.predictions).toEqual([{ description: 'Koramangala, Bengaluru, Karnataka, India', place_id: 'R7902476' }])
    expect(seen.at(-1)).toContain('/search?')
    expect(seen.at(-1)).toContain('q=koramangala')
    expect(seen.at(-1)).toContain('countrycodes=in')
    const c = await admin.get(`${A}/advertisement/place/coordinates?place_id=R7902476`)
    expect(c.body.result.result).toEqual({
      name: 'Koramangala, Bengaluru, Karnataka, India',
      city: 'Bengaluru',
      township: 'Koramangala',
      geometry: { location: { lat: 12.9352, lng: 77.6245 } },
    })
    expect((await admin.get(`${A}/advertisement/place/coordinates?place_id=R1`)).body.responseCode).toBe(123)
    expect((await admin.get(`${A}/advertisement/place/coordinates?place_id=../etc`)).body.responseCode).toBe(123)
  })

  it('answers 503/113 when the service fails', async () => {
    failing = true
    const r = await admin.get(`${A}/advertisement/places?place=pune`)
    expect(r.status).toBe(503)
    expect(r.body.responseCode).toBe(113)
    failing = false
  })
})
