import { describe, expect, it } from 'vitest'
import { calendarDayToIndiaSeconds } from '../../shared/india-day'
import { bucketStart, bucketStarts } from '../../src/features/dashboard/buckets'
import { countSeries } from '../../src/features/dashboard/series'
import {
  bucketText,
  changeDay,
  dayIdMs,
  dayIdText,
  daysToSeconds,
  defaultDays,
  presetDays,
  rangeOrDefault,
} from '../../src/features/dashboard/dates'
import { BAR_MODELS, DATE_TYPES, GRAPH_TYPES } from '../../shared/api/dashboard'
import {
  bookingCountSearch,
  dashboardSearch,
  SEARCH_DATE_TYPES,
  SEARCH_GRAPH_TYPES,
  SEARCH_MODELS,
} from '../../src/features/dashboard/search'

/** An instant in India: y-m-d at hh:mm India time, as Unix ms. */
const india = (y: number, m: number, d: number, hh = 12, mm = 0) => (calendarDayToIndiaSeconds(y, m, d)! + hh * 3600 + mm * 60) * 1000

describe('the dashboards’ default range (spec 001 section 9)', () => {
  it('runs from the first of this month to the 28th of the next', () => {
    expect(defaultDays(india(2026, 11, 26))).toEqual({ start: '2026-11-01', end: '2026-12-28' })
  })
  it('crosses the year in December', () => {
    expect(defaultDays(india(2026, 12, 31, 23, 30))).toEqual({ start: '2026-12-01', end: '2027-01-28' })
  })
  it('takes the month of India, not of UTC', () => {
    // 31 October 20:00 UTC is already 1 November in India.
    expect(defaultDays(Date.UTC(2026, 9, 31, 20, 0))).toEqual({ start: '2026-11-01', end: '2026-12-28' })
  })
})

describe('the date presets', () => {
  const now = india(2024, 3, 5, 0, 10)
  it('Last 7 days ends today and holds seven days', () => {
    expect(presetDays('last7', now)).toEqual({ start: '2024-02-28', end: '2024-03-05' })
  })
  it('This month is the whole calendar month', () => {
    expect(presetDays('thisMonth', now)).toEqual({ start: '2024-03-01', end: '2024-03-31' })
    expect(presetDays('thisMonth', india(2024, 2, 10))).toEqual({ start: '2024-02-01', end: '2024-02-29' })
  })
  it('This year is the whole calendar year', () => {
    expect(presetDays('thisYear', now)).toEqual({ start: '2024-01-01', end: '2024-12-31' })
  })
})

describe('the date rule (spec 001 section 5)', () => {
  const range = { start: '2026-11-10', end: '2026-11-20' }
  it('refuses a start after the end and an end before the start, with which message', () => {
    expect(changeDay(range, 'start', '2026-11-21')).toEqual({ ok: false, reason: 'startAfterEnd' })
    expect(changeDay(range, 'end', '2026-11-09')).toEqual({ ok: false, reason: 'endBeforeStart' })
  })
  it('takes a start on the end day and an end on the start day', () => {
    expect(changeDay(range, 'start', '2026-11-20')).toEqual({ ok: true, range: { start: '2026-11-20', end: '2026-11-20' } })
    expect(changeDay(range, 'end', '2026-11-10')).toEqual({ ok: true, range: { start: '2026-11-10', end: '2026-11-10' } })
  })
  it('falls back to the default for an address breaking the rule or holding no day', () => {
    const now = india(2026, 11, 26)
    expect(rangeOrDefault('2026-11-20', '2026-11-10', now)).toEqual(defaultDays(now))
    expect(rangeOrDefault(undefined, undefined, now)).toEqual(defaultDays(now))
    expect(rangeOrDefault('2026-02-31', 'x', now)).toEqual(defaultDays(now))
  })
  it('keeps one given side and fills the other from the default, never crossing it', () => {
    const now = india(2026, 11, 26)
    expect(rangeOrDefault('2026-11-15', undefined, now)).toEqual({ start: '2026-11-15', end: '2026-12-28' })
    expect(rangeOrDefault('2027-03-01', undefined, now)).toEqual({ start: '2027-03-01', end: '2027-03-01' })
    expect(rangeOrDefault(undefined, '2026-10-01', now)).toEqual({ start: '2026-10-01', end: '2026-10-01' })
  })
  it('sends India midnights as Unix seconds', () => {
    expect(daysToSeconds({ start: '2026-11-01', end: '2026-11-02' })).toEqual({
      startDate: Date.UTC(2026, 10, 1) / 1000 - 19_800,
      endDate: Date.UTC(2026, 10, 2) / 1000 - 19_800,
    })
    expect(daysToSeconds({ start: '', end: '' })).toEqual({})
  })
})

describe('the groupings’ texts', () => {
  it('writes a result day, month or year', () => {
    expect(dayIdText({ day: 3, month: 4, year: 2026 })).toBe('03/04/2026')
    expect(dayIdText({ day: null, month: 4, year: 2026 })).toBe('04/2026')
    expect(dayIdText({ day: null, month: null, year: 2026 })).toBe('2026')
    expect(dayIdMs({ day: null, month: null, year: 2026 })).toBe(calendarDayToIndiaSeconds(2026, 1, 1)! * 1000)
  })
  it('writes a call bucket by its grouping in India time', () => {
    const at = calendarDayToIndiaSeconds(2026, 11, 26)! + 14 * 3600
    expect(bucketText(at, 'Hour')).toBe('26/11 14:00')
    expect(bucketText(at, 'Day')).toBe('26/11/2026')
    expect(bucketText(at, 'Month')).toBe('11/2026')
    expect(bucketText(at, 'Year')).toBe('2026')
  })
  it('reads the groupings and switches from the address, falling back on anything else', () => {
    expect(dashboardSearch({ group: 'Week', model: 'tickets', view: 'classic' })).toMatchObject({
      group: 'Week',
      model: 'tickets',
      view: 'classic',
    })
    expect(dashboardSearch({ group: 'Minute', model: 'cars', view: 'old', start: '1/1/2026' })).toEqual({
      group: undefined,
      model: undefined,
      view: undefined,
      start: undefined,
      end: undefined,
      scu: undefined,
      branch: undefined,
    })
    expect(bookingCountSearch({ group: 'month' }).group).toBe('month')
    expect(bookingCountSearch({ group: 'Hour' }).group).toBeUndefined()
  })
  it('takes in the address exactly the contract’s models and groupings', () => {
    expect(SEARCH_MODELS).toEqual(BAR_MODELS)
    expect(SEARCH_GRAPH_TYPES).toEqual(GRAPH_TYPES)
    expect(SEARCH_DATE_TYPES).toEqual(DATE_TYPES)
  })
})

describe('the buckets of a range', () => {
  const day = (y: number, m: number, d: number) => calendarDayToIndiaSeconds(y, m, d)!
  it('starts hours, days, weeks (Monday), months and years in India time', () => {
    const at = day(2026, 11, 26) + 14 * 3600 + 59 * 60
    expect(bucketStart(at, 'hour')).toBe(day(2026, 11, 26) + 14 * 3600)
    expect(bucketStart(at, 'day')).toBe(day(2026, 11, 26))
    expect(bucketStart(at, 'week')).toBe(day(2026, 11, 23))
    expect(bucketStart(at, 'month')).toBe(day(2026, 11, 1))
    expect(bucketStart(at, 'year')).toBe(day(2026, 1, 1))
  })
  it('lists every bucket up to the end, the end excluded', () => {
    expect(bucketStarts(day(2026, 11, 30), day(2027, 2, 1), 'month')).toEqual([day(2026, 11, 1), day(2026, 12, 1), day(2027, 1, 1)])
    expect(bucketStarts(day(2026, 1, 1), day(2026, 1, 2), 'hour')).toHaveLength(24)
    expect(bucketStarts(day(2000, 1, 1), day(2026, 1, 1), 'hour')).toBeNull()
  })
  it('draws a zero on the days the call answered none', () => {
    const answer = {
      from: day(2026, 11, 1),
      to: day(2026, 11, 4),
      total: 5,
      result: [
        { _id: { day: 1, month: 11, year: 2026 }, count: 2 },
        { _id: { day: 3, month: 11, year: 2026 }, count: 3 },
      ],
    }
    const s = countSeries(answer, 'b', 'Bookings')
    expect(s.v).toEqual([2, 0, 3])
    expect(s.t).toEqual([day(2026, 11, 1), day(2026, 11, 2), day(2026, 11, 3)].map((x) => x * 1000))
    expect(countSeries(undefined, 'b', 'Bookings').v).toEqual([])
  })
})
