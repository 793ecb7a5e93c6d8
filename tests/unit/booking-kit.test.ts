import { describe, expect, it } from 'vitest'
import { BOOKING_KIT_MESSAGES as KM, kitFittingBody } from '@shared/api/booking-kit'
import { bookingServerTexts, bookingSuccess } from '@/features/booking/messages'
import bookingScreen from '../../commands/screens/booking'

const ID = '11111111-1111-4111-8111-111111111111'

describe('the kit fitting’s contract and texts', () => {
  it('has a Lingui message for each refusal and the success', () => {
    const { fitted, ...refusals } = KM
    for (const m of Object.values(refusals)) expect(bookingServerTexts.get(m)?.message, m).toBe(m)
    expect(bookingSuccess.kitFitted.message).toBe(fitted)
  })

  it('takes a kit with its number, a battery only with its number, and upper-cases the numbers', () => {
    expect(kitFittingBody.parse({ recordId: ID, kitProductId: ID, kitNumber: ' kit 1 ', batteryProductId: '', batteryNumber: '' })).toEqual(
      {
        recordId: ID,
        kitProductId: ID,
        kitNumber: 'KIT1',
      },
    )
    const issues = (body: object) => kitFittingBody.safeParse({ recordId: ID, kitProductId: ID, kitNumber: 'K-1', ...body }).error?.issues
    expect(issues({ batteryProductId: ID })?.map((i) => [i.path[0], i.message])).toEqual([['batteryNumber', KM.batteryNumber]])
    expect(issues({ batteryNumber: 'B-1' })?.map((i) => [i.path[0], i.message])).toEqual([
      ['batteryProductId', KM.batteryNumberWithoutBattery],
    ])
    expect(issues({ kitNumber: 'K#1' })?.map((i) => i.message)).toEqual([KM.numberFormat])
  })

  it('offers Fit kit for one active, not cancelled booking not yet fitted', () => {
    const fitKit = (bookingScreen.toolbar ?? []).find((a) => typeof a === 'object' && 'id' in a && a.id === 'action.fitKit')
    expect(fitKit).toMatchObject({ buttons: ['edit'], selection: { kind: 'one' } })
    const rules = (fitKit as unknown as { selection: { rules: { test: (row: Record<string, unknown>) => boolean }[] } }).selection.rules
    const passes = (row: Record<string, unknown>) =>
      rules.every((r) => r.test({ id: 'x', active: true, status: 'booked', kitFittedAt: null, ...row }))
    expect(passes({})).toBe(true)
    expect([passes({ kitFittedAt: 1_780_000_000 }), passes({ status: 'cancelled' }), passes({ active: false })]).toEqual([
      false,
      false,
      false,
    ])
  })
})
