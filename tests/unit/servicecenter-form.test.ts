import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { SERVICE_CENTER_MESSAGES as M, serviceCenterForm, type ServiceCenterDetails } from '@shared/api/servicecenter'
import { CENTRES, demoCentreForm } from '../../server/db/seed/centres'
import {
  emptyBranch,
  emptyValues,
  errorPaths,
  payloadOf,
  serviceCenterResolver,
  valuesOf,
  type Values,
} from '@/features/servicecenter/form-values'

const BRANCH = '0190a6a0-0000-7000-8000-000000000001'

/** A centre as typed: two branches, one stored. */
function typed(): Values {
  return {
    ...emptyValues(),
    title: ' Koramangala Service Centre ',
    mobileNo: '8041230001',
    email: 'koramangala@ev-service.example.com',
    address: '42, 80 Feet Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560034',
    longitude: '77.6245',
    latitude: '12.9352',
    branches: [
      { ...emptyBranch(), _id: BRANCH, name: 'HSR Layout', longitude: '77.6474', latitude: '12.9116', inUse: true },
      { ...emptyBranch(), name: 'BTM Layout', address: '8, 16th Main' },
    ],
  }
}

const issuesOf = (input: unknown) => {
  const r = serviceCenterForm.safeParse(input)
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message])
}

describe('the service centre form (shared schema)', () => {
  it('takes a valid centre: location longitude then latitude, texts trimmed, new branches without an id', () => {
    const r = serviceCenterForm.parse(payloadOf(typed()))
    expect(r.title).toBe('Koramangala Service Centre')
    expect(r.location.coordinates).toEqual([77.6245, 12.9352])
    expect(r.branches[0]).toMatchObject({ _id: BRANCH, name: 'HSR Layout', location: { coordinates: [77.6474, 12.9116] }, active: true })
    expect(r.branches[1]).not.toHaveProperty('_id')
    expect(r.branches[1]!.location).toBeUndefined()
  })

  it('says each rule with its message', () => {
    const bad = payloadOf({
      ...typed(),
      title: '  ',
      mobileNo: '12345',
      email: 'not-an-email',
      address: '',
      city: 'Bengaluru 1',
      pin: '5600',
      longitude: '',
      latitude: '',
    })
    expect(issuesOf(bad)).toEqual(
      expect.arrayContaining([
        ['title', M.title],
        ['mobileNo', M.validMobile],
        ['email', M.validEmail],
        ['address', M.address],
        ['city', M.lettersOnly],
        ['pin', M.pin],
        ['location', M.location],
      ]),
    )
    expect(M.validEmail).toBe('Please enter valid official email')
  })

  it('refuses coordinates out of range and two active branches of the same name', () => {
    const v = typed()
    v.longitude = '181'
    v.latitude = '-91'
    v.branches[1]!.name = ' hsr layout '
    expect(issuesOf(payloadOf(v))).toEqual(
      expect.arrayContaining([
        ['location.coordinates.0', M.longitude],
        ['location.coordinates.1', M.latitude],
        ['branches.1.name', M.branchTwice],
      ]),
    )
    // An inactive branch may keep an old name.
    v.branches[1]!.active = false
    expect(issuesOf(payloadOf({ ...v, longitude: '77.6', latitude: '12.9' }))).toEqual([])
  })

  it('puts a location message on the longitude and latitude fields', () => {
    expect(errorPaths(['location'])).toEqual(['longitude', 'latitude'])
    expect(errorPaths(['location', 'coordinates', 0])).toEqual(['longitude'])
    expect(errorPaths(['branches', 2, 'location', 'coordinates', 1])).toEqual(['branches.2.latitude'])
    expect(errorPaths(['branches', 2, 'name'])).toEqual(['branches.2.name'])
  })

  it('resolves the form with the messages in the active language, on the fields', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const resolver = serviceCenterResolver(i18n)
    const ok = await resolver(typed(), undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(ok.errors).toEqual({})
    const bad = await resolver({ ...typed(), email: 'x', latitude: '' }, undefined, { fields: {}, shouldUseNativeValidation: false })
    expect(bad.errors.email?.message).toBe('Please enter valid official email')
    expect(bad.errors.latitude?.message).toBe(M.latitude)
  })

  it('takes a city and state in every script, marks included (the shared PERSON_NAME rule)', async () => {
    const resolver = serviceCenterResolver(setupI18n({ locale: 'en', messages: { en: {} } }))
    const opts = { fields: {}, shouldUseNativeValidation: false }
    expect((await resolver({ ...typed(), city: 'ಬೆಂಗಳೂರು', state: 'ಕರ್ನಾಟಕ' }, undefined, opts)).errors).toEqual({})
    expect((await resolver({ ...typed(), city: 'சென்னை', state: 'St. John’s' }, undefined, opts)).errors).toEqual({})
    const bad = await resolver({ ...typed(), city: 'ಬೆಂಗಳೂರು 1' }, undefined, opts)
    expect(bad.errors.city?.message).toBe(M.lettersOnly)
  })

  it('reads a centre’s details back into the same values', () => {
    const payload = serviceCenterForm.parse(payloadOf(typed()))
    const details = {
      form: {
        ...payload,
        branches: payload.branches.map((b, i) => ({ ...b, _id: b._id ?? `${BRANCH.slice(0, -1)}${i + 2}`, inUse: i === 0 })),
      },
    } as unknown as ServiceCenterDetails
    const back = valuesOf({ centre: details })
    expect(back.title).toBe('Koramangala Service Centre')
    expect([back.longitude, back.latitude]).toEqual(['77.6245', '12.9352'])
    expect(back.branches.map((b) => [b.name, b.longitude, b.inUse])).toEqual([
      ['HSR Layout', '77.6474', true],
      ['BTM Layout', '', false],
    ])
  })
})

describe('the demo centres', () => {
  it.each(CENTRES.map((c) => [c.title, c] as const))('%s is valid by the form', (_title, centre) => {
    const r = serviceCenterForm.safeParse(demoCentreForm(centre))
    expect(r.success, JSON.stringify(r.error?.issues)).toBe(true)
    // In and around Bengaluru.
    const [lng, lat] = r.data!.location.coordinates
    expect(lng).toBeGreaterThan(77.3)
    expect(lng).toBeLessThan(78)
    expect(lat).toBeGreaterThan(12.6)
    expect(lat).toBeLessThan(13.3)
    for (const b of r.data!.branches) expect(b.location).toBeDefined()
  })

  it('have distinct titles (114 among the active)', () => {
    const titles = CENTRES.map((c) => c.title.toLowerCase())
    expect(new Set(titles).size).toBe(titles.length)
  })
})
