import { describe, expect, it } from 'vitest'
import { advertisementForm, advertisementIssues, requiredFields, type AdvertisementFields } from '../../shared/api/advertisement'
import { startOfTodayIst } from '../../server/modules/advertisement/records'
import { GazetteerGeocoding } from '../../server/providers/geocoding'
import gazetteer from '../../server/providers/gazetteer-in.json'
import { advertisementTableContract } from '../../shared/api/advertisement'
import { tableSearchSchema } from '../../src/components/data-table/search-schema'

const advertisementSearchSchema = tableSearchSchema(advertisementTableContract)

const base = (over: Partial<AdvertisementFields> = {}): AdvertisementFields =>
  advertisementForm.parse({ title: 't', description: 'd', adPosition: 'top', typeOfLink: 'video', ...over }) as AdvertisementFields

describe('advertisement rules (spec 001 section 5)', () => {
  it('requires the fields of each link type exactly', () => {
    expect([...requiredFields('banner')].sort()).toEqual(['adPosition', 'description', 'endAt', 'startAt', 'title', 'typeOfLink'])
    expect([...requiredFields('internal')].sort()).toEqual([
      'adPosition',
      'category',
      'description',
      'endAt',
      'searchKey',
      'startAt',
      'title',
      'typeOfLink',
    ])
    for (const t of ['product', 'newArrival', 'promotion'] as const)
      expect([...requiredFields(t)].sort()).toEqual(['adPosition', 'description', 'endAt', 'products', 'startAt', 'title', 'typeOfLink'])
    for (const t of ['dialog', 'video', 'external', undefined] as const)
      expect([...requiredFields(t)].sort()).toEqual(['adPosition', 'description', 'title', 'typeOfLink'])
  })

  it('checks images, the dialog list, the period and the earliest start', () => {
    const ok = base()
    expect(advertisementIssues({ ...ok, typeOfLink: 'external' })).toEqual([{ path: 'images', message: 'Please upload image' }])
    const item = { mediaUrl: 'https://example.com/a.png', siteLink: undefined, category: undefined }
    expect(advertisementIssues({ ...ok, typeOfLink: 'dialog', advertisementList: [item, item] })[0]!.path).toBe('advertisementList')
    expect(advertisementIssues({ ...ok, startAt: 10, endAt: 5 })[0]!.message).toBe('Start date cannot be after end date')
    expect(advertisementIssues({ ...ok, startAt: 10, endAt: 50 }, 20)[0]!.message).toBe('Start date cannot be before today')
    expect(advertisementIssues({ ...ok, startAt: 10, endAt: 50 })).toEqual([])
  })

  it('says the rules on the first save, with whatever else is wrong', () => {
    const r = advertisementForm.safeParse({
      title: 't',
      adPosition: 'sideways',
      typeOfLink: 'banner',
      startAt: 50,
      endAt: 10,
      siteLink: 'nope',
    })
    const issues = r.success ? [] : r.error.issues.map((i) => [String(i.path[0]), i.message])
    expect(issues).toEqual(
      expect.arrayContaining([
        ['siteLink', expect.any(String)],
        ['adPosition', 'Please fill all the mandatory fields'],
        ['description', 'Please fill all the mandatory fields'],
        ['startAt', 'Start date cannot be after end date'],
      ]),
    )
  })

  it('trims values and takes blanks as missing; priority defaults to normal', () => {
    const r = advertisementForm.safeParse({ title: '   ', description: 'd', adPosition: 'top', typeOfLink: 'video' })
    expect(r.success).toBe(false)
    expect(base().priority).toBe('normal')
  })

  it('starts the IST day at 18:30 UTC the day before', () => {
    expect(startOfTodayIst(Date.parse('2026-06-01T10:00:00Z') / 1000)).toBe(Date.parse('2026-05-31T18:30:00Z') / 1000)
    expect(startOfTodayIst(Date.parse('2026-06-01T19:00:00Z') / 1000)).toBe(Date.parse('2026-06-01T18:30:00Z') / 1000)
  })

  it('keeps the screen filters in the URL', () => {
    expect(advertisementSearchSchema({ type: 'dialog', priority: 'high', active: 'false' })).toMatchObject({
      type: 'dialog',
      priority: 'high',
      active: false,
    })
    expect(advertisementSearchSchema({ type: 'bogus' }).type).toBeUndefined()
  })
})

describe('the bundled gazetteer', () => {
  const g = new GazetteerGeocoding()
  it('holds a few hundred Indian places with plausible coordinates and unique ids', async () => {
    expect(gazetteer.length).toBeGreaterThanOrEqual(200)
    for (const e of gazetteer) {
      expect(e.lat).toBeGreaterThan(6)
      expect(e.lat).toBeLessThan(37)
      expect(e.lng).toBeGreaterThan(68)
      expect(e.lng).toBeLessThan(98)
    }
    expect(new Set(gazetteer.map((e) => `${e.name}|${e.state}`)).size).toBe(gazetteer.length)
  })
  it('finds by prefix, by old names and by state; gives coordinates by id', async () => {
    expect((await g.search('mys'))[0]!.description).toBe('Mysuru, Karnataka, India')
    expect((await g.search('Bombay'))[0]!.description).toBe('Mumbai, Maharashtra, India')
    expect((await g.search('kerala', 20)).length).toBeGreaterThan(5)
    expect(await g.search('  ')).toEqual([])
    const [pune] = await g.search('pune')
    expect(await g.place(pune!.place_id)).toMatchObject({ city: 'Pune', lat: 18.5204, lng: 73.8567 })
    expect(await g.place('in-atlantis')).toBeNull()
  })
})
