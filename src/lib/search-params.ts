import { z } from 'zod'

/**
 * A search parameter of exactly `length` digits, or undefined. TanStack Router's default search parser
 * turns a plain number such as 9876543210 into a number, so numbers are accepted and turned back into
 * text; anything else is dropped (`.catch(undefined)`) rather than breaking the screen.
 */
export function digitsParam(length: number) {
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v))
    .pipe(z.string().regex(new RegExp(`^\\d{${length}}$`)))
    .optional()
    .catch(undefined)
}

/** A token-like text parameter; anything missing or odd becomes ''. */
export const textParam = z
  .union([z.string(), z.number()])
  .transform((v) => String(v))
  .pipe(z.string().max(200))
  .catch('')

/** An optional free-text parameter (a search keyword), at most 200 characters; anything odd is dropped. */
export const optionalTextParam = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().min(1).max(200))
  .optional()
  .catch(undefined)
