import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { emptyValues as emptyAdvertisement, payloadOf as advertisementPayload } from '../../src/features/advertisement/form-values'
import { dayToUnix as bookingDayToUnix, emptyValues as emptyBooking, today as bookingToday, unixToDay } from '../../src/features/booking/form-values'
import { dayToUnix as followupDayToUnix } from '../../src/features/crm/components/followups-section'
import { todayDate } from '../../src/features/users/form-format'
import { rangeToSeconds } from '../../src/lib/date-range'
import { indiaClock, indiaDateTimeToSeconds, indiaSecondsToDateTime } from '../../shared/india-day'

/**
 * Issue 35: the forms' days are the business's (India), whatever the browser's zone. This project runs in
 * America/Los_Angeles (vitest.config.ts); the clock is set to 20:00 UTC on 1 December 2026: still 1 December in Los
 * Angeles (12:00), already 2 December in India (01:30).
 */
const NOW = Date.UTC(2026, 11, 1, 20, 0)
/** 2 December 2026, 00:00 in India, as Unix seconds (written out, not computed by the code under test). */
const DEC_2_INDIA = Date.UTC(2026, 11, 1, 18, 30) / 1000

describe('the forms fill and send India’s day in a Los Angeles browser', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(NOW)
  })
  afterEach(() => vi.useRealTimers())

  it('the machine really is in Los Angeles, on the 1st', () => {
    expect(new Date(NOW).getTimezoneOffset()).toBe(480)
    expect(new Date(NOW).getDate()).toBe(1)
  })

  it('Add Booking fills today as India’s day and sends its midnight there', () => {
    expect(bookingToday()).toBe('2026-12-02')
    expect(emptyBooking().bookingDate).toBe('2026-12-02')
    expect(bookingDayToUnix('2026-12-02')).toBe(DEC_2_INDIA)
    expect(unixToDay(DEC_2_INDIA)).toBe('2026-12-02')
  })

  it('a follow-up’s day, a date of birth’s latest day and a table’s day filter are India’s days', () => {
    expect(followupDayToUnix('2026-12-02')).toBe(DEC_2_INDIA)
    expect(todayDate()).toBe('2026-12-02')
    expect(rangeToSeconds({ start: '2026-12-02', end: '2026-12-02' })).toEqual({ startDate: DEC_2_INDIA, endDate: DEC_2_INDIA + 86_399 })
  })

  it('an advertisement’s start and end are India’s wall clock both ways', () => {
    const values = emptyAdvertisement()
    expect(values.startAt).toBe('2026-12-02T01:30')
    const sent = advertisementPayload({ ...values, startAt: '2026-12-02T00:00', endAt: '2026-12-02T23:59' })
    expect(sent.startAt).toBe(DEC_2_INDIA)
    expect(sent.endAt).toBe(DEC_2_INDIA + 86_340)
  })

  it('India’s clock helpers round-trip and refuse what is not a time', () => {
    expect(indiaSecondsToDateTime(DEC_2_INDIA + 3_600 * 13 + 60 * 5)).toBe('2026-12-02T13:05')
    expect(indiaDateTimeToSeconds('2026-12-02T13:05')).toBe(DEC_2_INDIA + 3_600 * 13 + 60 * 5)
    expect(indiaDateTimeToSeconds('2026-02-30T10:00')).toBeUndefined()
    expect(indiaDateTimeToSeconds('2026-12-02T24:00')).toBeUndefined()
    expect(indiaClock(NOW)).toEqual({ year: 2026, month: 12, day: 2, hour: 1, minute: 30, second: 0 })
  })
})
