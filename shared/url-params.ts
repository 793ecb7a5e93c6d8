/**
 * The parsers of a screen's URL search params (a table's page and filters, a dashboard's days, a deep link's number),
 * zod-free: every route's `validateSearch` is part of the entry chunk, which must not carry zod (issue 23). Each
 * parser takes any raw value (the router's default search parser turns `?page=3` into the number 3, `?active=true`
 * into `true`) and answers the param's value or its fallback, never throws: an edited or stale URL falls back instead
 * of breaking the screen. Each is idempotent: the router validates an already validated search again.
 */

/** A search param's parser: any raw value in, the value or the fallback out. */
export type Param<T> = (raw: unknown) => T

/** Unix seconds up to 9999-12-31. */
const SECONDS_MAX = 253_402_300_799

/** RFC 9562 layout (any version), as zod's `guid()`. */
const GUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$/

/** Text or a finite number, as text (`?mobileNo=9876543210` arrives as a number); anything else undefined. */
function asText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw
  return typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : undefined
}

/** A raw value as a number (`Number(raw)`, as zod's coerce), or undefined when absent or not convertible (a symbol). */
export function numberOf(raw: unknown): number | undefined {
  if (raw === undefined) return undefined
  try {
    return Number(raw)
  } catch {
    return undefined
  }
}

/** An integer from min to max, from a number or its text (`Number(raw)`), or absent. */
export function intParam(min: number, max: number): Param<number | undefined> {
  return (raw) => {
    const n = numberOf(raw)
    return n !== undefined && Number.isInteger(n) && n >= min && n <= max ? n : undefined
  }
}

/** 'true' / 'false' in the URL (or the booleans the router parses them into), or absent. */
export const booleanParam: Param<boolean | undefined> = (raw) =>
  raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined

/** A record id (a lookup filter's value), or absent. */
export const idParam: Param<string | undefined> = (raw) => (typeof raw === 'string' && GUID.test(raw) ? raw : undefined)

/** One of `values`, or absent. */
export function enumParam<const T extends readonly string[]>(values: T): Param<T[number] | undefined> {
  return (raw) => (typeof raw === 'string' && values.includes(raw) ? raw : undefined)
}

/** A date filter's Unix seconds, or absent. */
export const secondsParam = intParam(0, SECONDS_MAX)

/** Text of 1 to `max` characters once trimmed (an option list's value), trimmed, or absent; a number is dropped. */
export function trimmedParam(max: number): Param<string | undefined> {
  return (raw) => {
    if (typeof raw !== 'string') return undefined
    const v = raw.trim()
    return v.length >= 1 && v.length <= max ? v : undefined
  }
}

/** Text of at most `max` characters, as written, or absent; a number is dropped. */
export function textUpToParam(max: number): Param<string | undefined> {
  return (raw) => (typeof raw === 'string' && raw.length <= max ? raw : undefined)
}

/** Text matching `pattern`, or absent; a number is dropped. */
export function patternParam(pattern: RegExp): Param<string | undefined> {
  return (raw) => (typeof raw === 'string' && pattern.test(raw) ? raw : undefined)
}

/**
 * A search parameter of exactly `length` digits, or undefined. The router's default search parser turns a plain
 * number such as 9876543210 into a number, so numbers are accepted and turned back into text; anything else is dropped.
 */
export function digitsParam(length: number): Param<string | undefined> {
  const digits = new RegExp(`^\\d{${length}}$`)
  return (raw) => {
    const v = asText(raw)
    return v !== undefined && digits.test(v) ? v : undefined
  }
}

/** A token-like text parameter; anything missing or odd (over 200 characters) becomes ''. */
export const textParam: Param<string> = (raw) => {
  const v = asText(raw)
  return v !== undefined && v.length <= 200 ? v : ''
}

/** An optional free-text parameter (a search keyword), trimmed, 1 to 200 characters; anything odd is dropped. */
export const optionalTextParam: Param<string | undefined> = (raw) => {
  const v = asText(raw)?.trim()
  return v !== undefined && v.length >= 1 && v.length <= 200 ? v : undefined
}

/** A phone number's digits: the last 10 digits of the text or number (a +91 or 0 prefix dropped), or absent. */
export const lastTenDigitsParam: Param<string | undefined> = (raw) => {
  const v = asText(raw)?.replace(/\D/g, '').slice(-10)
  return v !== undefined && /^\d{10}$/.test(v) ? v : undefined
}

/** The params of a search: each key's parser. */
export type SearchShape = Record<string, Param<unknown>>

type Simplify<T> = { [K in keyof T]: T[K] } & {}
type OptionalKeys<S extends SearchShape> = { [K in keyof S]: undefined extends ReturnType<S[K]> ? K : never }[keyof S]

/** What a search shape answers: a param that may be absent is an optional key. */
export type SearchOf<S extends SearchShape> = Simplify<
  { [K in OptionalKeys<S>]?: ReturnType<S[K]> } & { [K in Exclude<keyof S, OptionalKeys<S>>]: ReturnType<S[K]> }
>

/**
 * A route's `validateSearch` from its params: the shape's keys only (others are dropped from the URL), each parsed.
 * An absent param is left out unless its parser gives a value (a fallback such as textParam's ''); a param present
 * with an odd value is kept as undefined, as zod's object does.
 */
export function searchObject<S extends SearchShape>(shape: S): (search: Record<string, unknown>) => SearchOf<S> {
  const keys = Object.keys(shape)
  return (search) => {
    const out: Record<string, unknown> = {}
    for (const key of keys) {
      const value = shape[key]!(search[key])
      if (value !== undefined || key in search) out[key] = value
    }
    return out as SearchOf<S>
  }
}
