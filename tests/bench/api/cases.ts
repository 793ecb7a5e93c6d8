import { MOBILE_BASE } from '../../../server/db/seed/bulk-sql'
import { FEMALE_NAMES, LAST_NAMES, MALE_NAMES, RTO_CODES } from '../../../server/db/seed/names'
import { createRng } from '../../../server/db/seed/prng'

/**
 * The request bodies of bench:api, the same in every process (the parent, the real app's child and the baseline's):
 * a fixed list per case, generated from a seed and the number of users, cycled by autocannon so the database does
 * real work. The baseline records the statements of each body up front, so the lists are finite.
 *   (a) a selective keyword, sorted by createdAt, pageSize 10: 8-digit mobile prefixes (100 matches each) and
 *       plate prefixes such as 'ka05mh4' (about 20)
 *   (b) the same with pageSize 1000
 *   (c) a broad keyword, pageSize 10: one of 140 first and last names (about 2% of the users each)
 *   (d) no keyword, pageSize 10, a deep page: 200 pages between 4,000 and 6,000
 */
export interface Case {
  id: string
  title: string
  bodies: Record<string, unknown>[]
}

const PLATE = 'abcdefghjklmnprstuvwxyz'

function selectiveKeywords(rand: () => number, users: number, count: number): string[] {
  const out: string[] = []
  for (let i = 0; i < count; i++) {
    if (i % 2 === 0) {
      // An 8-digit prefix of a generated mobile number: 100 numbers each.
      out.push(String(MOBILE_BASE + 1 + Math.floor(rand() * (users - 100))).slice(0, 8))
    } else {
      const rto = RTO_CODES[Math.floor(rand() * RTO_CODES.length)]!
      const letters = PLATE[Math.floor(rand() * PLATE.length)]! + PLATE[Math.floor(rand() * PLATE.length)]!
      out.push(`ka${rto}${letters}${Math.floor(rand() * 10)}`)
    }
  }
  return out
}

export function benchCases(users: number): Case[] {
  const rand = createRng(20261121).next
  const selective = selectiveKeywords(rand, users, 400)
  const broad = [...LAST_NAMES, ...MALE_NAMES, ...FEMALE_NAMES].map((n) => n.toLowerCase())
  const pages = Array.from({ length: 200 }, () => 4000 + Math.floor(rand() * 2001))
  return [
    {
      id: 'a',
      title: 'selective keyword, createdAt, pageSize 10',
      bodies: selective.map((keyword) => ({ keyword, sortField: 'createdAt', pageSize: 10 })),
    },
    {
      id: 'b',
      title: 'selective keyword, createdAt, pageSize 1000',
      bodies: selective.map((keyword) => ({ keyword, sortField: 'createdAt', pageSize: 1000 })),
    },
    { id: 'c', title: 'broad keyword (~2% each), pageSize 10', bodies: broad.map((keyword) => ({ keyword, pageSize: 10 })) },
    { id: 'd', title: 'no keyword, page 4,000–6,000, pageSize 10', bodies: pages.map((page) => ({ page, pageSize: 10 })) },
  ]
}

/** The bodies of a case as request texts, cycled. */
export function cycle(c: Case): () => string {
  const texts = c.bodies.map((b) => JSON.stringify(b))
  let i = 0
  return () => texts[i++ % texts.length]!
}
