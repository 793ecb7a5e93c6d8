import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A session or link token: 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url')

export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex')

/** A 6-digit one-time code from the secure generator. */
export const newOtp = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
