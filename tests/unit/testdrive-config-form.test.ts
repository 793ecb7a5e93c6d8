import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { TEST_DRIVE_CONFIG_MESSAGES as M, testDriveConfigForm, type TestDriveConfigDetails } from '@shared/api/testdrive-config'
import { WEEK_DAYS } from '@shared/api/testdrive-config.table'
import { RC } from '@shared/response-codes'
import { slotsRefusalOf } from '@/features/testdrive-config/api'
import {
  emptyValues,
  errorMessages,
  nextSlot,
  payloadOf,
  testDriveConfigResolver,
  valuesOf,
  type Values,
} from '@/features/testdrive-config/form-values'
import { indiaDay } from '@/features/testdrive-config/components/slots-in-use'

const BRANCH = '0190a6a0-0000-7000-8000-000000000001'

/** A configuration as typed: Sunday off, Monday two slots, the rest one; a holiday Saturday keeping a hidden slot. */
function typed(): Values {
  const v = emptyValues()
  return {
    ...v,
    branchId: BRANCH,
    title: ' Koramangala test rides ',
    officeNo: '080-41230001',
    mobileNo: '9845012345',
    contactEmail: '',
    latitude: '12.9352',
    longitude: '',
    week: v.week.map((d, i) => ({
      ...d,
      isHoliday: i === 0 || i === 6,
      slots:
        i === 0
          ? []
          : i === 1
            ? [
                { startAt: '10:00', endAt: '12:00', limit: '4' },
                { startAt: '14:00', endAt: '16:00', limit: '2' },
              ]
            : [{ startAt: '10:00', endAt: '11:00', limit: ' 3 ' }],
    })),
  }
}

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const resolve = (values: Values) => testDriveConfigResolver(i18n)(values, undefined, { fields: {}, shouldUseNativeValidation: false })

describe('the test-drive configuration form on the client', () => {
  it('starts with the week Sunday to Saturday, no slots, no holidays, active', () => {
    const v = emptyValues()
    expect(v.week.map((d) => d.day)).toEqual([...WEEK_DAYS])
    expect(v.week.every((d) => !d.isHoliday && d.slots.length === 0)).toBe(true)
    expect(v).toMatchObject({ branchId: '', title: '', officeNo: '', latitude: '', active: true })
    expect(emptyValues().week).not.toBe(v.week)
  })

  it('sends what the shared schema takes: coordinates as numbers, limits as typed, no slots on a holiday', () => {
    const payload = payloadOf(typed())
    expect(payload.latitude).toBe(12.9352)
    expect(payload.longitude).toBeUndefined()
    expect(payload.week[1]!.slots).toEqual([
      { startAt: '10:00', endAt: '12:00', limit: '4' },
      { startAt: '14:00', endAt: '16:00', limit: '2' },
    ])
    expect(payload.week[6]).toEqual({ day: 'saturday', isHoliday: true, slots: [] })
    const parsed = testDriveConfigForm.parse(payload)
    expect(parsed).toMatchObject({ title: 'Koramangala test rides', contactEmail: undefined, latitude: 12.9352 })
    expect(parsed.week[2]!.slots).toEqual([{ startAt: '10:00', endAt: '11:00', limit: 3 }])
  })

  it('reads a configuration’s details into the form, the week in order whatever the answer’s order', () => {
    const form: TestDriveConfigDetails['form'] = {
      branchId: BRANCH,
      title: 'Indiranagar',
      officeNo: '08041230002',
      latitude: 12.97,
      week: [...WEEK_DAYS].reverse().map((day) => ({
        day,
        isHoliday: day === 'sunday',
        slots: day === 'sunday' ? [] : [{ startAt: '09:00', endAt: '09:30', limit: 12 }],
      })),
      active: false,
    }
    const v = valuesOf({ config: { form } as TestDriveConfigDetails })
    expect(v).toMatchObject({ branchId: BRANCH, title: 'Indiranagar', icon: '', mobileNo: '', latitude: '12.97', active: false })
    expect(v.week.map((d) => d.day)).toEqual([...WEEK_DAYS])
    expect(v.week[0]).toEqual({ day: 'sunday', isHoliday: true, slots: [] })
    expect(v.week[3]!.slots).toEqual([{ startAt: '09:00', endAt: '09:30', limit: '12' }])
    // Back to a body the schema takes as it came.
    expect(testDriveConfigForm.parse(payloadOf(v)).week[3]!.slots).toEqual([{ startAt: '09:00', endAt: '09:30', limit: 12 }])
  })

  it('accepts a valid form and keeps its values as typed', async () => {
    const values = typed()
    expect(await resolve(values)).toEqual({ values, errors: {} })
  })

  it('says the week’s own rules together, above the week: a slot and a week-off day', async () => {
    const { errors } = await resolve({ ...typed(), week: emptyValues().week })
    expect(errorMessages(errors.week?.root)).toEqual([M.noSlot, M.weekOff])
    expect(errors.title).toBeUndefined()
  })

  it('says the week’s rules on the first save with the fields’ own, and a slot’s overlap beside a bad limit', async () => {
    const blank = emptyValues()
    const first = await resolve({ ...blank, title: 'Rides', contactEmail: 'rides@', officeNo: '' })
    expect(errorMessages(first.errors.week?.root)).toEqual([M.noSlot, M.weekOff])
    expect(first.errors.officeNo?.message).toBe(M.officeNo)
    expect(first.errors.contactEmail?.message).toBe(M.validEmail)
    const v = typed()
    v.week[1]!.slots = [
      { startAt: '10:00', endAt: '10:30', limit: '0' },
      { startAt: '10:00', endAt: '11:00', limit: '2' },
    ]
    const second = await resolve(v)
    expect(second.errors.week?.[1]?.slots?.[0]?.limit?.message).toBe(M.limit)
    expect(second.errors.week?.[1]?.slots?.[1]?.startAt?.message).toBe(M.overlap)
  })

  it('puts a slot’s rule under its field, and the form’s fields under theirs, with the shared messages', async () => {
    const v = typed()
    v.week[1]!.slots = [
      { startAt: '10:00', endAt: '12:00', limit: '0' },
      { startAt: '11:00', endAt: '10:30', limit: '2' },
      { startAt: '11:30', endAt: '13:00', limit: '2' },
    ]
    const { errors } = await resolve({ ...v, branchId: '', officeNo: '12', mobileNo: '98450' })
    const monday = errors.week?.[1]?.slots
    expect(monday?.[0]?.limit?.message).toBe(M.limit)
    expect(monday?.[1]?.endAt?.message).toBe(M.startBeforeEnd)
    expect(errors.branchId?.message).toBe(M.branch)
    expect(errors.officeNo?.message).toBe(M.validOfficeNo)
    expect(errors.mobileNo?.message).toBe(M.validMobile)
    expect(errors.week?.root).toBeUndefined()
    // The week's rules run once its fields are valid (the shared schema's refinement): an overlap, under its start.
    v.week[1]!.slots = [
      { startAt: '10:00', endAt: '12:00', limit: '4' },
      { startAt: '11:30', endAt: '13:00', limit: '2' },
    ]
    const overlap = await resolve(v)
    expect(Object.keys(overlap.errors)).toEqual(['week'])
    expect(overlap.errors.week?.[1]?.slots?.[1]?.startAt?.message).toBe(M.overlap)
  })

  it('proposes a new slot after the day’s last one, with its limit', () => {
    expect(nextSlot([])).toEqual({ startAt: '10:00', endAt: '11:00', limit: '' })
    expect(nextSlot([{ startAt: '10:00', endAt: '12:00', limit: '4' }])).toEqual({ startAt: '12:00', endAt: '13:00', limit: '4' })
    expect(nextSlot([{ startAt: '22:00', endAt: '23:30', limit: '1' }])).toEqual({ startAt: '23:30', endAt: '', limit: '1' })
  })

  it('reads an update refused for slots in use, and shows their days in India as dd/MM/yyyy', () => {
    const slots = [{ day: 'monday', startAt: '10:00', endAt: '12:00', dates: [{ date: 1795372200, booked: 2 }] }]
    expect(slotsRefusalOf({ responseCode: RC.BAD_INPUT, message: M.slotsInUse, refusal: { slotsInUse: slots } } as never)).toEqual({
      message: M.slotsInUse,
      slots,
    })
    expect(slotsRefusalOf({ responseCode: RC.BAD_INPUT, message: M.slotsInUse })).toEqual({ message: M.slotsInUse, slots: [] })
    expect(slotsRefusalOf({ responseCode: RC.BAD_INPUT, message: M.noSlot })).toBeNull()
    // 2026-11-23 00:00 in India is 2026-11-22 18:30 UTC.
    expect(indiaDay(Date.UTC(2026, 10, 22, 18, 30) / 1000)).toBe('23/11/2026')
  })
})
