/**
 * The palette search's text folding (commands/search.ts): case, accents and width folded one code point at a time
 * (so fold(a + b) === fold(a) + fold(b), which the refinement cache relies on), word starts, and the query's terms.
 */

/** Terms longer than this are not tried as word-start subsequences (the bit-parallel scan holds 31 positions). */
export const MAX_ACRONYM_TERM = 31

const WORD = 1 // a letter or a digit
const UPPER = 2
const LOWER = 4
const IDEOGRAPH = 8 // Han, kana, bopomofo: written without spaces, so every character starts a word
const SPACE = 16

interface CharInfo {
  readonly fold: string
  readonly cls: number
}

const MARKS = /\p{M}/gu
const IS_WORD = /[\p{L}\p{N}]/u
const IS_UPPER = /\p{Lu}/u
const IS_LOWER = /\p{Ll}/u
const IS_SPACE = /\s/u
const IS_IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u

const charInfoCache = new Map<number, CharInfo>()

function charInfo(ch: string): CharInfo {
  const cp = ch.codePointAt(0)!
  const cached = charInfoCache.get(cp)
  if (cached) return cached
  let info: CharInfo
  if (IS_SPACE.test(ch)) {
    info = { fold: ' ', cls: SPACE }
  } else {
    const fold = ch.toLocaleLowerCase().normalize('NFD').replace(MARKS, '').normalize('NFC').replace(/ß/g, 'ss')
    const cls =
      (IS_WORD.test(ch) ? WORD : 0) |
      (IS_UPPER.test(ch) ? UPPER : 0) |
      (IS_LOWER.test(ch) ? LOWER : 0) |
      (IS_IDEOGRAPH.test(ch) ? IDEOGRAPH : 0)
    info = { fold, cls }
  }
  // Bounded: a hostile stream of distinct code points cannot grow it without end.
  if (charInfoCache.size < 8192) charInfoCache.set(cp, info)
  return info
}

/** The query folded character by character, whitespace kept as single spaces but not collapsed. */
export function foldQuery(query: string): string {
  let out = ''
  for (let i = 0; i < query.length; i++) {
    const code = query.charCodeAt(i)
    // ASCII letters and digits fold to themselves in lower case (the common keystroke), the rest through the cache.
    if (code < 128 && code !== 73 /* 'I': left to toLocaleLowerCase */) {
      out += code >= 65 && code <= 90 ? String.fromCharCode(code + 32) : code >= 9 && code <= 13 ? ' ' : query[i]
    } else {
      const ch = String.fromCodePoint(query.codePointAt(i)!)
      out += charInfo(ch).fold
      i += ch.length - 1
    }
  }
  return out
}

export interface Folded {
  /** Folded text, single spaces, trimmed. */
  readonly s: string
  /** 1 where a word starts (per UTF-16 unit of `s`). */
  readonly ws: Uint8Array
  /** charBit of every character of `s`: a term with a character outside it cannot match. */
  readonly chars: number
  /** charBit of the characters at word starts: a term whose first character is outside it starts no word. */
  readonly startChars: number
}

/**
 * One of 32 bits per UTF-16 unit: a–z one bit each, digits share one, everything else shares five. A pre-filter only
 * (different characters may share a bit), so a clear bit proves absence and a set bit proves nothing.
 */
export function charBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97)
  if (code >= 48 && code <= 57) return 1 << 26
  return 1 << (27 + (code % 5))
}

export function foldText(text: string): Folded {
  let s = ''
  const starts: number[] = []
  let prev = 0 // class of the previous non-mark character; 0 = none or a separator
  let pendingSpace = false
  for (const ch of text) {
    const info = charInfo(ch)
    if (info.cls & SPACE) {
      pendingSpace = s.length > 0
      prev = 0
      continue
    }
    if (info.fold === '') continue // a combining mark on its own: it belongs to the previous character
    if (pendingSpace) {
      s += ' '
      starts.push(0)
      pendingSpace = false
    }
    const cls = info.cls
    const start =
      (cls & WORD) !== 0 &&
      ((prev & WORD) === 0 || (cls & IDEOGRAPH) !== 0 || (prev & IDEOGRAPH) !== 0 || ((prev & LOWER) !== 0 && (cls & UPPER) !== 0))
    s += info.fold
    starts.push(start ? 1 : 0)
    for (let k = 1; k < info.fold.length; k++) starts.push(0)
    prev = cls
  }
  let chars = 0
  let startChars = 0
  for (let i = 0; i < s.length; i++) {
    const bit = charBit(s.charCodeAt(i))
    chars |= bit
    if (starts[i] === 1) startChars |= bit
  }
  return { s, ws: Uint8Array.from(starts), chars, startChars }
}

// ---------------------------------------------------------------------------------------------------------------------
// Matching one term against one folded text

export interface Term {
  readonly s: string
  /** charBit of every character of `s`. */
  readonly chars: number
  /** For the word-start scan: bit k set when s[k] is that character; null when the term is too long for it. */
  readonly ascii: Int32Array | null
  readonly other: Map<number, number> | null
}

export function prepareTerm(s: string): Term {
  let chars = 0
  for (let k = 0; k < s.length; k++) chars |= charBit(s.charCodeAt(k))
  if (s.length > MAX_ACRONYM_TERM) return { s, chars, ascii: null, other: null }
  const ascii = new Int32Array(128)
  let other: Map<number, number> | null = null
  for (let k = 0; k < s.length; k++) {
    const c = s.charCodeAt(k)
    if (c < 128) ascii[c] = ascii[c]! | (1 << k)
    else (other ??= new Map()).set(c, (other.get(c) ?? 0) | (1 << k))
  }
  return { s, chars, ascii, other }
}
