/**
 * A small seeded pseudo-random generator (mulberry32) so the demo data is the same on every run.
 * Never use Math.random in the seeders.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number
  /** A float in [min, max) rounded to `decimals`. */
  float(min: number, max: number, decimals?: number): number
  /** True with probability p. */
  chance(p: number): boolean
  pick<T>(items: readonly T[]): T
  /** A string of `length` characters drawn from `alphabet`. */
  chars(length: number, alphabet: string): string
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return {
    next,
    int,
    float: (min, max, decimals = 1) => {
      const f = 10 ** decimals
      return Math.round((min + next() * (max - min)) * f) / f
    },
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list')
      return items[Math.floor(next() * items.length)]!
    },
    chars: (length, alphabet) => {
      let out = ''
      for (let i = 0; i < length; i++) out += alphabet[Math.floor(next() * alphabet.length)]
      return out
    },
  }
}

export const DAY_MS = 86_400_000

/** Inserts rows in chunks so a statement never gets near the 65,535 bind-parameter limit. */
export async function insertChunked<T>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size))
}
