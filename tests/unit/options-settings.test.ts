import { describe, expect, it } from 'vitest'
import { OPTIONS_MESSAGES as M, optionAddBody, settingsForm, valueOfLabel } from '../../shared/api/options'
import { labelOfValue } from '../../shared/api/options.query'
import { settingsValuesOf } from '../../src/features/options/settings-values'

/** A valid form as the screen holds it (numbers as typed text). */
const good = {
  countryCode: 'in',
  currencyCode: 'inr',
  tenantId: 'ABCDEF123456',
  passwordMinLength: '8',
  passwordMaxLength: '64',
  weekOffDays: [0],
  units: '366',
  headerStartRow: '1',
  headerEndRow: '2',
}
const messages = (over: Record<string, unknown>) => {
  const r = settingsForm.safeParse({ ...good, ...over })
  return r.success ? [] : r.error.issues.map((i) => `${String(i.path[0])}: ${i.message}`)
}

describe('organisation settings (spec 002 section 5)', () => {
  it('accepts a valid form, upper-casing the codes and turning the text into numbers', () => {
    expect(settingsForm.parse(good)).toEqual({
      countryCode: 'IN',
      currencyCode: 'INR',
      tenantId: 'ABCDEF123456',
      passwordMinLength: 8,
      passwordMaxLength: 64,
      weekOffDays: [0],
      units: 366,
      headerStartRow: 1,
      headerEndRow: 2,
    })
  })
  it('Number of units cannot exceed 366', () => {
    expect(messages({ units: '367' })).toEqual([`units: ${M.units}`])
    expect(M.units).toBe('Number of units cannot exceed 366')
  })
  it('country code is 2 characters', () => {
    expect(messages({ countryCode: 'IND' })).toEqual([`countryCode: ${M.countryCode}`])
    expect(messages({ countryCode: '' })).toEqual([`countryCode: ${M.countryCode}`])
  })
  it('currency code is 3 characters', () => expect(messages({ currencyCode: 'RS' })).toEqual([`currencyCode: ${M.currencyCode}`]))
  it('tenant or bank id is 12 characters', () => {
    expect(messages({ tenantId: 'ABCDEF12345' })).toEqual([`tenantId: ${M.tenantId}`])
    expect(messages({ tenantId: 'ABCDEF1234567' })).toEqual([`tenantId: ${M.tenantId}`])
  })
  it('min and max length not negative and max greater than min', () => {
    expect(messages({ passwordMinLength: '-1' })).toEqual([`passwordMinLength: ${M.lengths}`])
    expect(messages({ passwordMinLength: '64', passwordMaxLength: '64' })).toEqual([`passwordMaxLength: ${M.lengths}`])
  })
  it('keeps the sign-in floor of SECURITY.md item 10 (at least 8, up to at least 64)', () => {
    expect(messages({ passwordMinLength: '6' })).toEqual([`passwordMinLength: ${M.passwordFloor}`])
    expect(messages({ passwordMinLength: '10', passwordMaxLength: '32' })).toEqual([`passwordMaxLength: ${M.passwordCeiling}`])
    expect(messages({ passwordMinLength: '10', passwordMaxLength: '129' })).toEqual([`passwordMaxLength: ${M.passwordTop}`])
  })
  it('at least one week-off day', () => expect(messages({ weekOffDays: [] })).toEqual([`weekOffDays: ${M.weekOff}`]))
  it('header end row greater than start row', () => {
    expect(messages({ headerStartRow: '2', headerEndRow: '2' })).toEqual([`headerEndRow: ${M.headerRows}`])
    expect(messages({ headerStartRow: '3', headerEndRow: '2' })).toEqual([`headerEndRow: ${M.headerRows}`])
  })
  it('round-trips the stored settings through the form values', () => {
    const stored = { ...settingsForm.parse(good), version: 3, updatedAt: 0 }
    expect(settingsForm.parse(settingsValuesOf(stored))).toEqual(settingsForm.parse(good))
  })
})

describe('option values', () => {
  it('labels the seeded values and derives a value from a label', () => {
    expect(labelOfValue('testRide')).toBe('Test ride')
    expect(labelOfValue('not_applied')).toBe('Not applied')
    expect(valueOfLabel('Road side assist!')).toBe('roadSideAssist')
  })
  it('refuses a value too long for its list or of other characters', () => {
    expect(optionAddBody.safeParse({ list: 'bookingStage', label: 'Awaiting documents' }).success).toBe(false)
    expect(optionAddBody.safeParse({ list: 'ticketType', label: 'x', value: 'a/b' }).success).toBe(false)
    expect(optionAddBody.parse({ list: 'ticketType', label: 'Warranty' })).toEqual({
      list: 'ticketType',
      label: 'Warranty',
      value: 'warranty',
    })
  })
})
