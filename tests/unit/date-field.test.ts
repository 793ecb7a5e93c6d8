import { describe, expect, it } from 'vitest'
import {
  compareValues,
  dateOfValue,
  dayOfValue,
  dayValueOf,
  formatDateTimeText,
  formatDayText,
  formatValueText,
  parseDateTimeText,
  parseDayText,
  parseTimeText,
  readDateText,
  timeOfValue,
  valueOfPickedDay,
} from '../../src/lib/date-text'

describe('date field text (issue 15: dd/MM/yyyy and dd/MM/yyyy HH:mm everywhere)', () => {
  it('parses dd/MM/yyyy into the yyyy-MM-dd value of a native date input', () => {
    expect(parseDayText('05/03/2026')).toBe('2026-03-05')
    expect(parseDayText(' 31/12/1999 ')).toBe('1999-12-31')
    expect(parseDayText('29/02/2024')).toBe('2024-02-29')
    // One-digit day and month are unambiguous: taken, written back with two.
    expect(parseDayText('5/3/2026')).toBe('2026-03-05')
    expect(parseDayText('')).toBe('')
    expect(parseDayText('   ')).toBe('')
  })

  it('refuses what is not a real day in that format, never rolling it over', () => {
    for (const text of [
      '31/02/2026',
      '29/02/2025',
      '31/04/2026',
      '00/01/2026',
      '01/13/2026',
      '01/00/2026',
      '32/01/2026',
      '05/03/26',
      '2026-03-05',
      '05-03-2026',
      '05.03.2026',
      '05/03/2026 10:00',
      '05/03',
      '05/03/0202',
      'tomorrow',
    ])
      expect(parseDayText(text), text).toBeNull()
  })

  it('parses dd/MM/yyyy HH:mm (24-hour) into the datetime-local value', () => {
    expect(parseDateTimeText('05/03/2026 14:30')).toBe('2026-03-05T14:30')
    expect(parseDateTimeText('05/03/2026 00:00')).toBe('2026-03-05T00:00')
    expect(parseDateTimeText('05/03/2026 23:59')).toBe('2026-03-05T23:59')
    expect(parseDateTimeText('5/3/2026 9:05')).toBe('2026-03-05T09:05')
    expect(parseDateTimeText('05/03/2026   09:05')).toBe('2026-03-05T09:05')
    expect(parseDateTimeText('')).toBe('')
  })

  it('refuses a wrong day or time, an AM/PM time and a missing time', () => {
    for (const text of [
      '05/03/2026 24:00',
      '05/03/2026 23:60',
      '05/03/2026 9:5',
      '05/03/2026 2:30 PM',
      '05/03/2026 14:30:00',
      '05/03/2026',
      '31/02/2026 10:00',
      '2026-03-05T14:30',
      '03/05/2026T14:30',
    ])
      expect(parseDateTimeText(text), text).toBeNull()
  })

  it('parses a 24-hour time alone', () => {
    expect(parseTimeText('07:05')).toBe('07:05')
    expect(parseTimeText('7:05')).toBe('07:05')
    expect(parseTimeText('23:59')).toBe('23:59')
    expect(parseTimeText('24:00')).toBeNull()
    expect(parseTimeText('12:60')).toBeNull()
    expect(parseTimeText('7pm')).toBeNull()
    expect(parseTimeText('')).toBeNull()
  })

  it('formats values back as the text of the field', () => {
    expect(formatDayText('2026-03-05')).toBe('05/03/2026')
    expect(formatDayText('')).toBe('')
    expect(formatDayText('2026-02-31')).toBe('')
    expect(formatDayText('2026-03-05T10:00')).toBe('')
    expect(formatDateTimeText('2026-03-05T14:30')).toBe('05/03/2026 14:30')
    // A datetime-local value may carry seconds: they are not shown.
    expect(formatDateTimeText('2026-03-05T14:30:59')).toBe('05/03/2026 14:30')
    expect(formatDateTimeText('2026-03-05')).toBe('')
    expect(formatDateTimeText('2026-03-05T24:00')).toBe('')
    expect(formatValueText('2026-03-05', false)).toBe('05/03/2026')
    expect(formatValueText('2026-03-05T08:00', true)).toBe('05/03/2026 08:00')
  })

  it('round-trips: format(parse(text)) is the text, padded', () => {
    for (const text of ['01/01/1900', '28/02/2026', '29/02/2028', '31/12/9999']) expect(formatDayText(parseDayText(text)!)).toBe(text)
    for (const text of ['01/01/2026 00:00', '15/08/2026 12:05', '31/12/2030 23:59'])
      expect(formatDateTimeText(parseDateTimeText(text)!)).toBe(text)
    expect(formatDayText(parseDayText('1/2/2026')!)).toBe('01/02/2026')
  })

  it('reads a field: format problems, and min / max inclusive (the date of birth up to today)', () => {
    expect(readDateText('05/03/2026')).toEqual({ ok: true, value: '2026-03-05' })
    expect(readDateText('31/02/2026')).toEqual({ ok: false, problem: 'format' })
    expect(readDateText('')).toEqual({ ok: true, value: '' })
    const max = '2026-03-05'
    expect(readDateText('05/03/2026', { max })).toEqual({ ok: true, value: '2026-03-05' })
    expect(readDateText('06/03/2026', { max })).toEqual({ ok: false, problem: 'afterMax' })
    expect(readDateText('04/03/2026', { min: max })).toEqual({ ok: false, problem: 'beforeMin' })
    expect(readDateText('05/03/2026 10:00', { withTime: true })).toEqual({ ok: true, value: '2026-03-05T10:00' })
    expect(readDateText('05/03/2026', { withTime: true })).toEqual({ ok: false, problem: 'format' })
    // A plain day bounds a date-time by its day.
    expect(readDateText('05/03/2026 23:59', { withTime: true, max })).toEqual({ ok: true, value: '2026-03-05T23:59' })
    expect(readDateText('06/03/2026 00:00', { withTime: true, max })).toEqual({ ok: false, problem: 'afterMax' })
  })

  it('compares values as days or as days and times', () => {
    expect(compareValues('2026-03-05', '2026-03-06')).toBe(-1)
    expect(compareValues('2026-03-05T23:00', '2026-03-05')).toBe(0)
    expect(compareValues('2026-03-05T10:00', '2026-03-05T09:59')).toBe(1)
  })

  it('moves between values and the calendar days (local time)', () => {
    expect(dayOfValue('2026-03-05T10:30')).toBe('2026-03-05')
    expect(dayOfValue('2026-03-05')).toBe('2026-03-05')
    expect(dayOfValue('nope')).toBe('')
    expect(timeOfValue('2026-03-05T10:30')).toBe('10:30')
    expect(timeOfValue('2026-03-05')).toBe('')
    const d = dateOfValue('2026-03-05T10:30')!
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2026, 2, 5, 0])
    expect(dateOfValue('')).toBeUndefined()
    expect(dayValueOf(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09')
    expect(valueOfPickedDay(new Date(2026, 0, 9), false, '10:00')).toBe('2026-01-09')
    expect(valueOfPickedDay(new Date(2026, 0, 9), true, '10:00')).toBe('2026-01-09T10:00')
    expect(valueOfPickedDay(new Date(2026, 0, 9), true, '')).toBe('2026-01-09T00:00')
  })
})
