import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import {
  VEHICLE_MODEL_MESSAGES as M,
  VEHICLE_DOCUMENTS,
  vehicleModelForm,
  vehicleModelUpdateForm,
  type VehicleModelDetails,
} from '@shared/api/vehicle-model'
import { pricesFromModel } from '@/features/booking/model-prices'
import { emptyValues, payloadOf, valuesOf, vehicleModelResolver } from '@/features/vehicle-model/form-values'
import { VEHICLE_DOCUMENT_LABELS } from '@/features/vehicle-model/labels'
import { VEHICLE_MODEL_TEXTS, vehicleModelServerTexts } from '@/features/vehicle-model/messages'

const MODEL = '0190a6a0-0000-7000-8000-000000000001'
/** 1 June 2026, midnight in India. */
const JUNE_1 = Date.parse('2026-05-31T18:30:00Z') / 1000
const FILE = '/api/admin/local/file/logo/0123456789abcdef0123456789abcdef.png'

const messagesOf = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? {} : Object.fromEntries(r.error!.issues.map((i) => [i.path.map(String).join('.'), i.message]))

const base = { name: 'Volt X', make: 'Zenith', modelNo: 'ZEN-VX-1' } as const
const noOptions = { fields: {}, shouldUseNativeValidation: false } as const

describe('the vehicle model form (shared/api/vehicle-model.ts)', () => {
  it('takes a minimal model and fills the defaults', () => {
    expect(vehicleModelForm.parse(base)).toEqual({
      ...base,
      specifications: [],
      features: [],
      attachments: [],
      documents: [],
      active: true,
    })
  })

  it('keeps money exact as rupee text, blanks left out, documents in their order', () => {
    const r = vehicleModelForm.parse({
      ...base,
      price: '1,45,000.5',
      kitPrice: 95000,
      batteryPrice: '',
      bookingFee: ' ',
      company: '',
      webLink: 'https://zenith.example.com',
      logo: FILE,
      documents: ['rc', 'registrationNo'],
    })
    expect(r).toMatchObject({ price: '145000.50', kitPrice: '95000.00', webLink: 'https://zenith.example.com', logo: FILE })
    expect(r.batteryPrice).toBeUndefined()
    expect(r.bookingFee).toBeUndefined()
    expect(r.company).toBeUndefined()
    expect(r.documents).toEqual(['registrationNo', 'rc'])
  })

  it('names every missing or wrong field with its message', () => {
    expect(messagesOf(vehicleModelForm.safeParse({}))).toEqual({ name: M.name, make: M.make, modelNo: M.modelNo })
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: 'x'.repeat(101) }, { name: M.tooLong }],
      [{ modelNo: 'A#1' }, { modelNo: M.modelNoChars }],
      [{ price: '1.234' }, { price: M.amount }],
      [{ kitPrice: '-1' }, { kitPrice: M.amount }],
      [{ bookingFee: '1000000000' }, { bookingFee: M.amount }],
      [{ manufacturedDate: 'soon' }, { manufacturedDate: M.date }],
      [{ webLink: 'www.example.com' }, { webLink: M.webLink }],
      [{ logo: 'https://elsewhere.example.com/a.png' }, { logo: M.upload }],
      [{ specifications: [{ heading: ' ', value: 'x' }] }, { 'specifications.0.heading': M.heading }],
      [{ features: [{ heading: 'x', value: '' }] }, { 'features.0.value': M.value }],
      [{ features: Array.from({ length: 31 }, () => ({ heading: 'h', value: 'v' })) }, { features: M.tooManyLines }],
      [{ attachments: Array.from({ length: 11 }, () => FILE) }, { attachments: M.tooManyAttachments }],
      [{ documents: ['passport'] }, { 'documents.0': M.document }],
    ]
    for (const [over, expected] of cases)
      expect(messagesOf(vehicleModelForm.safeParse({ ...base, ...over })), JSON.stringify(over)).toEqual(expected)
    expect(messagesOf(vehicleModelUpdateForm.safeParse({ ...base, recordId: MODEL }))).toEqual({ version: M.versionMissing })
  })

  it('turns details into the form’s values and back into the same body', () => {
    const details: VehicleModelDetails = {
      _id: MODEL,
      name: 'Volt X',
      make: { _id: MODEL, name: 'Zenith' },
      model: 'Volt',
      modelNo: 'ZEN-VX-1',
      company: null,
      price: 14_500_050,
      kitPrice: 9_500_000,
      batteryPrice: null,
      bookingFee: 250_000,
      manufacturedDate: JUNE_1,
      specifications: [{ heading: 'Range', value: '120 km' }],
      features: [],
      attachments: [],
      webLink: null,
      logo: FILE,
      image: null,
      documents: ['rc'],
      active: true,
      createdAt: JUNE_1,
      updatedAt: JUNE_1,
      version: 3,
    }
    const values = valuesOf({ vehicleModel: details })
    expect(values).toMatchObject({ price: '145000.50', kitPrice: '95000.00', batteryPrice: '', manufacturedDate: '2026-06-01' })
    expect(vehicleModelForm.parse(payloadOf(values))).toEqual({
      name: 'Volt X',
      make: 'Zenith',
      model: 'Volt',
      modelNo: 'ZEN-VX-1',
      price: '145000.50',
      kitPrice: '95000.00',
      bookingFee: '2500.00',
      manufacturedDate: JUNE_1,
      specifications: [{ heading: 'Range', value: '120 km' }],
      features: [],
      attachments: [],
      logo: FILE,
      documents: ['rc'],
      active: true,
    })
  })

  it('the resolver gives the shared schema’s messages per field, a line’s own under it', async () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    const empty = await vehicleModelResolver(i18n)(emptyValues(), undefined, noOptions)
    expect(Object.keys(empty.errors).sort()).toEqual(['make', 'modelNo', 'name'])
    const lines = { ...emptyValues(), ...base, specifications: [{ heading: '', value: 'x' }], manufacturedDate: '2026-02-30' }
    const r = await vehicleModelResolver(i18n)(lines, undefined, noOptions)
    expect(r.errors.specifications?.[0]?.heading?.message).toBe(M.heading)
    expect(r.errors.manufacturedDate?.message).toBe(M.date)
  })

  it('has a translation for every own message and a label for every document kind', () => {
    for (const key of Object.keys(VEHICLE_MODEL_TEXTS))
      expect(vehicleModelServerTexts.has(M[key as keyof typeof VEHICLE_MODEL_TEXTS])).toBe(true)
    expect(Object.keys(VEHICLE_DOCUMENT_LABELS).sort()).toEqual([...VEHICLE_DOCUMENTS].sort())
  })
})

describe('a picked vehicle model fills the booking’s empty price and fee (src/features/booking/model-prices.ts)', () => {
  const prices = { kitPrice: '95000.00', batteryPrice: '45000.50', bookingFee: '2500.00' }
  it('kit plus battery when the battery is selected, in exact paise', () => {
    expect(pricesFromModel(prices, { price: '', bookingFee: '', batterySelected: true })).toEqual({
      price: '140000.50',
      bookingFee: '2500.00',
    })
    expect(pricesFromModel(prices, { price: '', bookingFee: '', batterySelected: false })).toEqual({
      price: '95000.00',
      bookingFee: '2500.00',
    })
  })
  it('keeps what is typed, and fills nothing the model lacks', () => {
    expect(pricesFromModel(prices, { price: '90000', bookingFee: '1000', batterySelected: true })).toEqual({})
    expect(
      pricesFromModel({ kitPrice: null, batteryPrice: null, bookingFee: null }, { price: '', bookingFee: '', batterySelected: true }),
    ).toEqual({})
    expect(pricesFromModel(undefined, { price: '', bookingFee: '', batterySelected: true })).toEqual({})
  })
})
