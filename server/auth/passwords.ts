import { randomBytes, randomInt, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { DEFAULT_PASSWORD_RULE, type PasswordRule } from '../../shared/api/users.password'
import { COMMON_PASSWORDS } from './common-passwords'

const N = 16384
const R = 8
const P = 1
const KEYLEN = 32

function scrypt(password: string, salt: Buffer, keylen: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize('NFKC'), salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  )
}

/** Hashes a password with scrypt; the result carries its parameters: `scrypt$N$r$p$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const key = await scrypt(password, salt, KEYLEN, { N, r: R, p: P, maxmem: 64 * 1024 * 1024 })
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64url')}$${key.toString('base64url')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, r, p, saltB64, hashB64] = parts as [string, string, string, string, string, string]
  const expected = Buffer.from(hashB64, 'base64url')
  const key = await scrypt(password, Buffer.from(saltB64, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: 64 * 1024 * 1024,
  })
  return key.length === expected.length && timingSafeEqual(key, expected)
}

let dummyHash: Promise<string> | undefined
/**
 * Spends the same time as a real check, for unknown or locked accounts, so the answer time
 * does not tell whether a mobile number exists (SECURITY.md item 8).
 */
export async function verifyDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(12).toString('hex'))
  await verifyPassword(password, await dummyHash)
  return false
}

/**
 * Why a new password is refused, or null when it is acceptable (NIST SP 800-63B: length and a block list). `rule` is the
 * length rule in force (server/auth/password-rule.ts: the organisation settings within SECURITY.md item 10).
 */
export function passwordProblem(
  password: string,
  context: { mobileNo?: string } = {},
  rule: PasswordRule = DEFAULT_PASSWORD_RULE,
): 'short' | 'long' | 'common' | null {
  if (password.length < rule.min) return 'short'
  if (password.length > rule.max) return 'long'
  const lower = password.toLowerCase()
  if (COMMON_PASSWORDS.has(lower)) return 'common'
  if (/^(.)\1+$/.test(password)) return 'common'
  if ('01234567890123456789'.includes(password) || '98765432109876543210'.includes(password)) return 'common'
  if ('abcdefghijklmnopqrstuvwxyz'.includes(lower) || 'qwertyuiopasdfghjklzxcvbnm'.includes(lower)) return 'common'
  if (context.mobileNo && lower.includes(context.mobileNo)) return 'common'
  return null
}

const TEMP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
/**
 * A temporary password for the forgot-password flow from a secure generator: 12 characters, or the rule's minimum when
 * that is longer (a generated password keeps the rule in force).
 */
export function temporaryPassword(rule: PasswordRule = DEFAULT_PASSWORD_RULE): string {
  const length = Math.min(rule.max, Math.max(12, rule.min))
  let out = ''
  for (let i = 0; i < length; i++) out += TEMP_ALPHABET[randomInt(TEMP_ALPHABET.length)]
  return out
}
