import { charBit, type Folded, foldQuery, foldText, prepareTerm, type Term } from './search-text'
/**
 * The command palette's search: fuzzy filtering and ranking of commands over their (already translated) titles and
 * keywords. Plain TypeScript; the palette renders cmdk with `shouldFilter={false}` and calls `search` per keystroke.
 *
 * Matching: the query is folded (toLocaleLowerCase, NFD with combining marks stripped, ß → ss, runs of whitespace to
 * one space) and split on spaces into terms; every term must appear, in order but not necessarily contiguously (a
 * subsequence), in the title or in one keyword.
 *
 * Ranking, best first (see the tier constants): exact title, title prefix, a word of the title starts with the query,
 * contiguous substring of the title, word-start (acronym) subsequence, scattered subsequence; then the same six tiers
 * for matches found only in keywords. Ties: shorter title first, then original order.
 *
 * Cost: everything per item (folded title and keywords, word starts) is computed once in `createSearchIndex`. Per
 * keystroke each candidate costs a few `indexOf` calls and, when those miss, one linear subsequence scan and one
 * linear word-start scan (bit-parallel), so no query, however repetitive ('aaaa…'), backtracks. When the new query
 * extends an earlier one (typing on), only that query's matches are examined; backspacing reuses the earlier answer.
 *
 * The index reads `items` once: when the commands change (language switch, permissions), create a new index.
 */

export interface Searchable {
  id: string
  title: string
  keywords: readonly string[]
}

export interface SearchIndex<T extends Searchable> {
  /** Ranked matches, best first; a blank query answers every item in its original order. */
  search(query: string, limit?: number): T[]
}

// Tiers: lower is better. Keyword-only matches add KEYWORD.
const EXACT = 0
const PREFIX = 1
const WORD_PREFIX = 2
const SUBSTRING = 3
const ACRONYM = 4
const SCATTERED = 5
const KEYWORD = 6
const NO_MATCH = -1

/** How many earlier queries (one chain of typing) are kept for refinement and backspacing. */
const MAX_CACHED_QUERIES = 48

/** EXACT, PREFIX, WORD_PREFIX or SUBSTRING when `q` occurs contiguously in `h`, else NO_MATCH. */
function substringTier(h: Folded, q: string): number {
  const text = h.s
  let pos = text.indexOf(q)
  if (pos < 0) return NO_MATCH
  if (pos === 0) return q.length === text.length ? EXACT : PREFIX
  if ((h.startChars & charBit(q.charCodeAt(0))) === 0) return SUBSTRING // no word starts with its first character
  const ws = h.ws
  do {
    if (ws[pos] === 1) return WORD_PREFIX
    pos = text.indexOf(q, pos + 1)
  } while (pos >= 0)
  return SUBSTRING
}

/** Whether the characters of `q` appear in order in `h`: one greedy pass, O(h). */
function isSubsequence(h: string, q: string): boolean {
  const m = q.length
  let j = 0
  let c = q.charCodeAt(0)
  for (let i = 0, n = h.length; i < n; i++) {
    if (h.charCodeAt(i) === c) {
      if (++j === m) return true
      c = q.charCodeAt(j)
    }
  }
  return false
}

/**
 * Whether `term` can be matched as runs of characters each starting at a word start ("sp" in "subscription plan",
 * "tdsl" in "test drive slots"). Exact, in one pass over `h`: bit k of `done` says the first k characters of the term
 * are matched before the current position, bit k of `run` that they are matched ending just before it.
 */
function isWordStartSubsequence(h: Folded, term: Term): boolean {
  const ascii = term.ascii!
  const other = term.other
  const text = h.s
  const ws = h.ws
  const full = 1 << term.s.length
  let done = 1
  let run = 0
  for (let p = 0, n = text.length; p < n; p++) {
    const active = ws[p] === 1 ? done | run : run
    if (active === 0) continue
    const c = text.charCodeAt(p)
    const eq = c < 128 ? ascii[c]! : other !== null ? (other.get(c) ?? 0) : 0
    run = (active & eq) << 1
    if (run !== 0) {
      done |= run
      if ((done & full) !== 0) return true
    }
  }
  return false
}

/** The tier of one term in one folded text (EXACT…SCATTERED), or NO_MATCH. */
function termTier(h: Folded, term: Term): number {
  const q = term.s
  if (q.length > h.s.length || (term.chars & ~h.chars) !== 0) return NO_MATCH
  const tier = substringTier(h, q)
  if (tier !== NO_MATCH) return tier
  if (!isSubsequence(h.s, q)) return NO_MATCH
  return term.ascii !== null && isWordStartSubsequence(h, term) ? ACRONYM : SCATTERED
}

interface Entry {
  readonly title: Folded
  readonly keywords: readonly Folded[]
  readonly titleLength: number
  /** charBit of every character of the title and the keywords. */
  readonly chars: number
}

/** Best tier of a term in the title, else in a keyword (+KEYWORD), else NO_MATCH. */
function bestTier(entry: Entry, term: Term): number {
  if ((term.chars & ~entry.chars) !== 0) return NO_MATCH
  const inTitle = termTier(entry.title, term)
  if (inTitle !== NO_MATCH) return inTitle
  let best = NO_MATCH
  for (const keyword of entry.keywords) {
    const tier = termTier(keyword, term)
    if (tier !== NO_MATCH && (best === NO_MATCH || tier < best)) {
      best = tier
      if (tier === EXACT) break
    }
  }
  return best === NO_MATCH ? NO_MATCH : best + KEYWORD
}

/** Best tier of the whole phrase as a contiguous run, in the title, else in a keyword (+KEYWORD), else NO_MATCH. */
function phraseTier(entry: Entry, phrase: string): number {
  const inTitle = substringTier(entry.title, phrase)
  if (inTitle !== NO_MATCH) return inTitle
  let best = NO_MATCH
  for (const keyword of entry.keywords) {
    const tier = substringTier(keyword, phrase)
    if (tier !== NO_MATCH && (best === NO_MATCH || tier < best)) best = tier
  }
  return best === NO_MATCH ? NO_MATCH : best + KEYWORD
}

// ---------------------------------------------------------------------------------------------------------------------
// The index

/**
 * Sort keys pack (tier, secondary, title length, original index) into one double, so a plain numeric sort of a
 * Float64Array ranks the matches with no comparator and no objects per match.
 */
const SECONDARY_SPACE = 64
const LENGTH_SPACE = 1024

interface CachedQuery {
  /** The folded query, spaces as typed. */
  readonly raw: string
  /** Packed sort keys of every match, best first. */
  readonly keys: Float64Array
}

export function createSearchIndex<T extends Searchable>(items: readonly T[]): SearchIndex<T> {
  const all = items.slice()
  const n = all.length
  const entries: Entry[] = all.map((item) => {
    const title = foldText(item.title)
    const keywords = item.keywords.map(foldText).filter((k) => k.s.length > 0)
    const chars = keywords.reduce((bits, k) => bits | k.chars, title.chars)
    return { title, keywords, titleLength: Math.min(title.s.length, LENGTH_SPACE - 1), chars }
  })
  let indexSpace = 1
  while (indexSpace <= n) indexSpace *= 2
  const scratch = new Float64Array(n)
  const cache: CachedQuery[] = []

  /** Scores the candidates (all items, or the matches of an earlier query this one extends) into sorted keys. */
  function rank(terms: readonly Term[], phrase: string, from: Float64Array | null): Float64Array {
    const single = terms.length === 1 ? terms[0]! : null
    const count = from ? from.length : n
    let found = 0
    for (let c = 0; c < count; c++) {
      const i = from ? from[c]! % indexSpace : c
      const entry = entries[i]!
      let tier: number
      let secondary = 0
      if (single) {
        tier = bestTier(entry, single)
        if (tier === NO_MATCH) continue
      } else {
        tier = phraseTier(entry, phrase)
        if (tier === NO_MATCH || tier >= KEYWORD) {
          // Not a run in the title: every term must match on its own; the weakest term ranks the item.
          let worst = 0
          let sum = 0
          for (const term of terms) {
            const t = bestTier(entry, term)
            if (t === NO_MATCH) {
              worst = NO_MATCH
              break
            }
            if (t > worst) worst = t
            sum += t
          }
          if (worst === NO_MATCH) continue
          if (tier === NO_MATCH || worst < tier) {
            tier = worst
            secondary = Math.min(sum, SECONDARY_SPACE - 1)
          }
        }
      }
      scratch[found++] = ((tier * SECONDARY_SPACE + secondary) * LENGTH_SPACE + entry.titleLength) * indexSpace + i
    }
    return scratch.slice(0, found).sort()
  }

  return {
    search(query: string, limit?: number): T[] {
      const max = limit === undefined || Number.isNaN(limit) ? n : Math.max(0, Math.min(n, Math.floor(limit)))
      const raw = foldQuery(query)
      const words = raw.split(' ').filter((w) => w.length > 0)
      if (words.length === 0) {
        cache.length = 0 // a blank palette starts a new chain of typing
        return all.slice(0, max)
      }

      // Drop cached queries this one does not extend; the deepest remaining one holds a superset of the matches.
      while (cache.length > 0 && !raw.startsWith(cache[cache.length - 1]!.raw)) cache.pop()
      const base = cache.length > 0 ? cache[cache.length - 1]! : null
      let keys: Float64Array
      if (base && base.raw === raw) {
        keys = base.keys
      } else {
        keys = rank(words.map(prepareTerm), words.join(' '), base ? base.keys : null)
        if (cache.length === MAX_CACHED_QUERIES) cache.shift()
        cache.push({ raw, keys })
      }

      const size = Math.min(keys.length, max)
      const out = new Array<T>(size)
      for (let k = 0; k < size; k++) out[k] = all[keys[k]! % indexSpace]!
      return out
    },
  }
}
