import { describe, expect, it } from 'vitest'
import {
  DEFAULT_PASSWORD_RULE,
  effectivePasswordRule,
  passwordLengthMessage,
  readPasswordLengthMessage,
} from '../../shared/api/users.password'
import { VM } from '../../shared/validation'
import { passwordRefusal } from '../../server/auth/password-rule'
import { temporaryPassword } from '../../server/auth/passwords'
import { DEFAULT_HEADER_ROWS, findHeader } from '../../server/lib/import/header'
import { MASTERDATA_IMPORT_COLUMNS as COLUMNS } from '../../shared/api/masterdata-import'

/** Issue 21's organisation settings as the password flows and the imports apply them (no database needed). */
describe('the password rule in force', () => {
  const rule = (min: number, max: number) => effectivePasswordRule({ passwordMinLength: min, passwordMaxLength: max })

  it('is the built-in 8 to 128 without the options module, and the settings’ lengths within SECURITY.md item 10', () => {
    expect(effectivePasswordRule(null)).toEqual({ min: 8, max: 128 })
    expect(rule(8, 64)).toEqual({ min: 8, max: 64 })
    expect(rule(12, 100)).toEqual({ min: 12, max: 100 })
    // Never a minimum under 8 nor a maximum under 64; never above what the sign-in form accepts.
    expect(rule(0, 10)).toEqual({ min: 8, max: 64 })
    expect(rule(70, 500)).toEqual({ min: 70, max: 128 })
    expect(rule(200, 300)).toEqual({ min: 128, max: 128 })
  })

  it('says the specification’s texts for the built-in lengths and the numbers of others, and reads them back', () => {
    expect(passwordLengthMessage('short', DEFAULT_PASSWORD_RULE)).toBe(VM.passwordShort)
    expect(passwordLengthMessage('long', DEFAULT_PASSWORD_RULE)).toBe(VM.passwordLong)
    expect(passwordLengthMessage('short', rule(12, 64))).toBe('Password must have at least 12 characters')
    expect(passwordLengthMessage('long', rule(12, 64))).toBe('Password must have at most 64 characters')
    expect(readPasswordLengthMessage(VM.passwordShort)).toEqual({ kind: 'short', n: 8 })
    expect(readPasswordLengthMessage('Password must have at most 64 characters')).toEqual({ kind: 'long', n: 64 })
    expect(readPasswordLengthMessage(VM.passwordCommon)).toBeNull()
  })

  it('refuses by length first, then the block list', () => {
    expect(passwordRefusal('Kp7-river-z', rule(12, 64))).toBe('Password must have at least 12 characters')
    expect(passwordRefusal('Kp7-river-zz', rule(12, 64))).toBeNull()
    expect(passwordRefusal('x'.repeat(65), rule(8, 64))).toBe('Password must have at most 64 characters')
    expect(passwordRefusal('password123', rule(8, 64))).toBe(VM.passwordCommon)
  })

  it('generates temporary passwords of 12 characters, or the minimum in force when longer', () => {
    expect(temporaryPassword()).toHaveLength(12)
    expect(temporaryPassword(rule(20, 64))).toHaveLength(20)
  })
})

describe('the header row of an import', () => {
  const header = COLUMNS.map((c) => c.header)
  const data = ['SKU-1', 'Throttle', 'part', 'piece', '', '650', '18', '1']

  it('is row 1 of a template under the default rows (1 and 2), the data after it', () => {
    expect(DEFAULT_HEADER_ROWS).toEqual({ start: 1, end: 2 })
    expect(findHeader(COLUMNS, [header, data], DEFAULT_HEADER_ROWS)).toMatchObject({ index: 0, missing: [] })
  })

  it('is the first row between start and end that names every required column', () => {
    const sheet = [['Report'], [], header, data]
    expect(findHeader(COLUMNS, sheet, { start: 2, end: 4 })).toMatchObject({ index: 2, missing: [] })
    expect(findHeader(COLUMNS, sheet, { start: 1, end: 2 }).missing).toContain('SKU')
    // A header above the start row is not looked for.
    expect(findHeader(COLUMNS, [header, data, data], { start: 2, end: 3 }).missing).toContain('SKU')
  })

  it('reports the row that misses the fewest columns when none names them all', () => {
    const partial = header.filter((h) => h !== 'Price')
    const found = findHeader(COLUMNS, [['Report'], partial, data], { start: 1, end: 3 })
    expect(found).toMatchObject({ index: 1, missing: ['Price'] })
    expect(findHeader(COLUMNS, [data], { start: 5, end: 9 })).toMatchObject({ index: 4 })
  })
})
