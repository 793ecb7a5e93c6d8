import { describe, expect, it } from 'vitest'
import {
  changeEnd,
  changeRange,
  changeStart,
  dayEndSeconds,
  dayStartSeconds,
  EMPTY_RANGE,
  isCompleteDay,
  rangeToSeconds,
} from '../../src/lib/date-range'

/** A wall-clock time in India (UTC+05:30) as Unix seconds, written out so the test does not use the code it checks. */
const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0) => Date.UTC(y, m - 1, d, h, min, s) / 1000 - 19_800

describe('date range rule (spec 000 section 5)', () => {
  const range = { start: '2026-03-10', end: '2026-03-20' }

  it('takes a start on or before the end', () => {
    expect(changeStart(range, '2026-03-01')).toEqual({ ok: true, range: { start: '2026-03-01', end: '2026-03-20' } })
    expect(changeStart(range, '2026-03-20')).toEqual({ ok: true, range: { start: '2026-03-20', end: '2026-03-20' } })
  })

  it('refuses a start after the end and keeps the range', () => {
    expect(changeStart(range, '2026-03-21')).toEqual({ ok: false, reason: 'startAfterEnd' })
    expect(changeRange(range, 'start', '2027-01-01')).toEqual({ ok: false, reason: 'startAfterEnd' })
  })

  it('takes an end on or after the start', () => {
    expect(changeEnd(range, '2026-03-10')).toEqual({ ok: true, range: { start: '2026-03-10', end: '2026-03-10' } })
    expect(changeEnd(range, '2026-04-01')).toEqual({ ok: true, range: { start: '2026-03-10', end: '2026-04-01' } })
  })

  it('refuses an end before the start', () => {
    expect(changeEnd(range, '2026-03-09')).toEqual({ ok: false, reason: 'endBeforeStart' })
    expect(changeRange(range, 'end', '2025-12-31')).toEqual({ ok: false, reason: 'endBeforeStart' })
  })

  it('compares across months and years by calendar order', () => {
    expect(changeStart({ start: '', end: '2026-10-01' }, '2026-09-30').ok).toBe(true)
    expect(changeStart({ start: '', end: '2026-01-01' }, '2025-12-31').ok).toBe(true)
    expect(changeEnd({ start: '2026-10-01', end: '' }, '2026-09-30').ok).toBe(false)
  })

  it('lets either side be open or cleared', () => {
    expect(changeStart(EMPTY_RANGE, '2030-01-01')).toEqual({ ok: true, range: { start: '2030-01-01', end: '' } })
    expect(changeEnd(EMPTY_RANGE, '2000-01-01')).toEqual({ ok: true, range: { start: '', end: '2000-01-01' } })
    expect(changeStart(range, '')).toEqual({ ok: true, range: { start: '', end: '2026-03-20' } })
    expect(changeEnd(range, '')).toEqual({ ok: true, range: { start: '2026-03-10', end: '' } })
  })

  it('treats half-typed years and impossible days as drafts', () => {
    expect(isCompleteDay('2026-02-28')).toBe(true)
    expect(isCompleteDay('2024-02-29')).toBe(true)
    expect(isCompleteDay('2026-02-29')).toBe(false)
    expect(isCompleteDay('0002-05-01')).toBe(false)
    expect(isCompleteDay('0202-05-01')).toBe(false)
    expect(isCompleteDay('2026-13-01')).toBe(false)
    expect(isCompleteDay('')).toBe(false)
    expect(isCompleteDay('01/05/2026')).toBe(false)
  })

  it('sends whole days of India as Unix seconds, whatever the zone the test runs in, open sides left out', () => {
    expect(dayStartSeconds('2026-03-10')).toBe(local(2026, 3, 10))
    expect(dayEndSeconds('2026-03-20')).toBe(local(2026, 3, 20, 23, 59, 59))
    expect(dayStartSeconds('')).toBeUndefined()
    expect(dayEndSeconds('2026-02-30')).toBeUndefined()
    expect(rangeToSeconds(range)).toEqual({ startDate: local(2026, 3, 10), endDate: local(2026, 3, 20, 23, 59, 59) })
    expect(rangeToSeconds({ start: '2026-03-10', end: '' })).toEqual({ startDate: local(2026, 3, 10) })
    expect(rangeToSeconds(EMPTY_RANGE)).toEqual({})
  })

  it('a one-day range covers that whole day', () => {
    const day = rangeToSeconds({ start: '2026-07-04', end: '2026-07-04' })
    expect(day.endDate! - day.startDate!).toBe(86_399)
  })
})
