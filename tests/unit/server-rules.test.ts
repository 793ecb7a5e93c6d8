import { describe, expect, it } from 'vitest'
import { hashPassword, passwordProblem, temporaryPassword, verifyPassword } from '../../server/auth/passwords'
import { newOtp, newToken } from '../../server/auth/tokens'
import { loadConfig } from '../../server/config'
import { httpStatusFor, RC } from '../../shared/response-codes'

describe('passwords', () => {
  it('hashes with scrypt and verifies', async () => {
    const h = await hashPassword('Demo@12345')
    expect(h.startsWith('scrypt$')).toBe(true)
    expect(h).not.toContain('Demo@12345')
    expect(await verifyPassword('Demo@12345', h)).toBe(true)
    expect(await verifyPassword('Demo@12346', h)).toBe(false)
    expect(await verifyPassword('x', 'garbage')).toBe(false)
  })

  it('refuses short, long and common passwords without composition rules', () => {
    expect(passwordProblem('short')).toBe('short')
    expect(passwordProblem('x'.repeat(129))).toBe('long')
    expect(passwordProblem('x'.repeat(64))).toBe('common')
    expect(passwordProblem('Password123')).toBe('common')
    expect(passwordProblem('12345678')).toBe('common')
    expect(passwordProblem('ab9000000001', { mobileNo: '9000000001' })).toBe('common')
    expect(passwordProblem('correct horse battery staple')).toBeNull()
    expect(passwordProblem('Demo@12345')).toBeNull()
  })

  it('makes temporary passwords, tokens and codes from the secure generator', () => {
    expect(temporaryPassword()).toMatch(/^[A-Za-z2-9]{12}$/)
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const codes = new Set(Array.from({ length: 200 }, () => newOtp()))
    expect([...codes].every((c) => /^\d{6}$/.test(c))).toBe(true)
    expect(codes.size).toBeGreaterThan(190)
  })
})

describe('configuration', () => {
  it('reads defaults and refuses bad values with a clear message', () => {
    const c = loadConfig({})
    expect(c.PORT).toBe(3000)
    // SECURITY.md item 27: a plain start listens on this machine only; HOST=0.0.0.0 opens it on purpose.
    expect(c.HOST).toBe('127.0.0.1')
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0')
    expect(c.SESSION_IDLE_MINUTES).toBe(30)
    expect(c.SESSION_ABSOLUTE_HOURS).toBe(12)
    expect(c.production).toBe(false)
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/)
    expect(() => loadConfig({ SMS_PROVIDER: 'http' })).toThrow(/SMS_HTTP_URL/)
    expect(loadConfig({ ALLOWED_ORIGINS: 'http://a, http://b' }).ALLOWED_ORIGINS).toEqual(['http://a', 'http://b'])
  })
})

describe('response codes', () => {
  it('map to the HTTP statuses the issue names', () => {
    expect(httpStatusFor(RC.SUCCESS)).toBe(200)
    expect(httpStatusFor(RC.OTP_SENT)).toBe(200)
    expect(httpStatusFor(RC.INVALID_SESSION)).toBe(401)
    expect(httpStatusFor(RC.NO_PERMISSION)).toBe(403)
    expect(httpStatusFor(RC.NOT_FOUND)).toBe(404)
    expect(httpStatusFor(RC.DUPLICATE)).toBe(409)
    expect(httpStatusFor(RC.ATTEMPTS_EXCEEDED)).toBe(423)
    expect(httpStatusFor(RC.THROTTLED)).toBe(429)
    expect(httpStatusFor(RC.BAD_INPUT)).toBe(400)
    expect(httpStatusFor(RC.SERVER_RESTARTED)).toBe(503)
  })
})
