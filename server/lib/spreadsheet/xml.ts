import { refuse } from './refusal'
import { decodeXml } from './xml-text'

export { decodeXml, unescapeOoxml } from './xml-text'

/**
 * A forward-only XML scanner for the parts of an xlsx: start tags (with their attributes), end tags and text, by
 * local name (`x:c` is `c`). Comments and processing instructions are skipped, CDATA is text; a DOCTYPE or any other
 * declaration is refused, so no entity is ever defined or expanded. No regular expressions, no recursion, no tree.
 */

export const END = 0
export const OPEN = 1
export const CLOSE = 2
export const TEXT = 3
export type XmlEvent = typeof END | typeof OPEN | typeof CLOSE | typeof TEXT

const LT = 60
const GT = 62
const SLASH = 47
const QUOTE = 34
const APOS = 39
const EQUALS = 61
const COLON = 58

/** Character classes of ASCII: 1 for white space, 2 for the other characters that end a name (/ > < = " '). */
const CLASS = new Uint8Array(128)
for (const c of [32, 9, 10, 13]) CLASS[c] = 1
for (const c of [SLASH, GT, LT, EQUALS, QUOTE, APOS]) CLASS[c] = 2
for (let c = 0; c < 32; c++) CLASS[c] ||= 2
const isSpace = (c: number) => c < 128 && CLASS[c] === 1
const isNameEnd = (c: number) => c < 128 && CLASS[c]! !== 0

/** The hash of a name as the scanner computes it while it reads the name's characters. */
function hashOf(name: string): number {
  let h = 0
  for (let i = 0; i < name.length; i++) h = (h * 31 + name.charCodeAt(i)) | 0
  return h
}

/**
 * The names the readers look for, by hash, so a tag's name is the very same string as the literal it is compared
 * with (no new string for each tag, and `===` compares pointers).
 */
const KNOWN_NAMES: string[] = []
/** Open addressing by the hash's low bits: the index of a name in KNOWN_NAMES plus one, 0 for none. */
const KNOWN_SLOTS = new Uint8Array(256)
for (const name of 'c v t r f is si xf row rPh sst rPr sheet numFmt cellXfs sheetData workbookPr Relationship Override Default'.split(
  ' ',
)) {
  let slot = hashOf(name) & 255
  while (KNOWN_SLOTS[slot]) slot = (slot + 1) & 255
  KNOWN_NAMES.push(name)
  KNOWN_SLOTS[slot] = KNOWN_NAMES.length
}

/** The known name xml[start, end) hashes to and is, if any. */
function knownName(xml: string, start: number, end: number, hash: number): string | undefined {
  for (let slot = hash & 255; KNOWN_SLOTS[slot]; slot = (slot + 1) & 255) {
    const name = KNOWN_NAMES[KNOWN_SLOTS[slot]! - 1]!
    if (sameText(xml, start, end, name)) return name
  }
  return undefined
}

/** xml[start, end) is `name`. */
function sameText(xml: string, start: number, end: number, name: string): boolean {
  if (end - start !== name.length) return false
  for (let i = 0; i < name.length; i++) if (name.charCodeAt(i) !== xml.charCodeAt(start + i)) return false
  return true
}

export class XmlScanner {
  private pos = 0
  /** The local name of the tag just read (OPEN and CLOSE). */
  name = ''
  /** The start tag just read ends with `/>`. */
  selfClosing = false
  /** The current start tag's attributes: for each, its local name's hash, start and end, its value's start and end. */
  private readonly attrBounds: number[] = []
  private attrCount = 0
  private textStart = 0
  private textEnd = 0
  private cdata = false
  /** The first `<` at or after `ltFrom` (the length when there is none), kept since the scanner only moves on. */
  private nextLt = -1
  private ltFrom = 0

  constructor(private readonly xml: string) {}

  /** The first `<` at or after `from`, or the length. */
  private findLt(from: number): number {
    if (this.ltFrom <= from && from <= this.nextLt) return this.nextLt
    const q = this.xml.indexOf('<', from)
    this.ltFrom = from
    this.nextLt = q < 0 ? this.xml.length : q
    return this.nextLt
  }

  next(): XmlEvent {
    const xml = this.xml
    const n = xml.length
    for (;;) {
      const p = this.pos
      if (p >= n) return END
      if (xml.charCodeAt(p) !== LT) {
        const q = this.findLt(p)
        this.setText(p, q, false)
        this.pos = q
        return TEXT
      }
      const c = xml.charCodeAt(p + 1)
      if (c === 63 /* ? */) {
        this.pos = this.after('?>', p + 2)
        continue
      }
      if (c === 33 /* ! */) {
        if (xml.startsWith('<!--', p)) {
          this.pos = this.after('-->', p + 4)
          continue
        }
        if (xml.startsWith('<![CDATA[', p)) {
          const q = this.after(']]>', p + 9)
          this.setText(p + 9, q - 3, true)
          this.pos = q
          return TEXT
        }
        // <!DOCTYPE, <!ENTITY and the like: never.
        return refuse('malformed')
      }
      if (c === SLASH) {
        // An end tag: its name, maybe spaces, then '>'.
        const nameEnd = this.readName(p + 2, n)
        let q = nameEnd
        while (q < n && isSpace(xml.charCodeAt(q))) q++
        if (nameEnd === p + 2 || xml.charCodeAt(q) !== GT) refuse('malformed')
        this.pos = q + 1
        return CLOSE
      }
      return this.startTag(p)
    }
  }

  private after(token: string, from: number): number {
    const q = this.xml.indexOf(token, from)
    if (q < 0) refuse('malformed')
    return q + token.length
  }

  private setText(start: number, end: number, cdata: boolean): void {
    this.textStart = start
    this.textEnd = end
    this.cdata = cdata
  }

  /** A start tag and its attributes in one pass; no `<` before its end (no attribute value holds one). */
  private startTag(p: number): XmlEvent {
    const xml = this.xml
    const limit = xml.length
    let q = this.readName(p + 1, limit)
    if (q === p + 1 || q >= limit || xml.charCodeAt(q) === LT) refuse('malformed')
    const bounds = this.attrBounds
    let count = 0
    for (;;) {
      while (q < limit && isSpace(xml.charCodeAt(q))) q++
      if (q >= limit) refuse('malformed')
      const c = xml.charCodeAt(q)
      if (c === GT) {
        this.selfClosing = false
        break
      }
      if (c === SLASH) {
        if (xml.charCodeAt(q + 1) !== GT) refuse('malformed')
        this.selfClosing = true
        q++
        break
      }
      const nameStart = q
      let localStart = q
      let hash = 0
      for (; q < limit; q++) {
        const d = xml.charCodeAt(q)
        if (isNameEnd(d)) break
        if (d === COLON) {
          localStart = q + 1
          hash = 0
        } else hash = (hash * 31 + d) | 0
      }
      const nameEnd = q
      while (q < limit && isSpace(xml.charCodeAt(q))) q++
      if (nameEnd === nameStart || xml.charCodeAt(q) !== EQUALS) refuse('malformed')
      q++
      while (q < limit && isSpace(xml.charCodeAt(q))) q++
      const quote = xml.charCodeAt(q)
      if (quote !== QUOTE && quote !== APOS) refuse('malformed')
      let valueEnd = q + 1
      for (; valueEnd < limit; valueEnd++) {
        const d = xml.charCodeAt(valueEnd)
        if (d === quote) break
        if (d === LT) refuse('malformed')
      }
      if (valueEnd >= limit) refuse('malformed')
      // Namespace declarations are no attributes of the document (`xmlns:r` is not `r`).
      const declaration =
        xml.charCodeAt(nameStart) === 120 /* x */ &&
        xml.startsWith('xmlns', nameStart) &&
        (nameEnd === nameStart + 5 || localStart === nameStart + 6)
      if (!declaration) {
        const i = count++ * 5
        bounds[i] = hash
        bounds[i + 1] = localStart
        bounds[i + 2] = nameEnd
        bounds[i + 3] = q + 1
        bounds[i + 4] = valueEnd
      }
      q = valueEnd + 1
    }
    this.attrCount = count
    this.pos = q + 1
    return OPEN
  }

  /** The decoded value of the current start tag's attribute of this local name, or null. */
  attr(name: string): string | null {
    const bounds = this.attrBounds
    const hash = hashOf(name)
    for (let i = 0; i < this.attrCount * 5; i += 5) {
      if (bounds[i] === hash && sameText(this.xml, bounds[i + 1]!, bounds[i + 2]!, name))
        return decodeXml(this.xml, bounds[i + 3]!, bounds[i + 4]!)
    }
    return null
  }

  /** Reads the tag name at `start` (up to `limit`): sets `name` to its local name and answers where it ends. */
  private readName(start: number, limit: number): number {
    const xml = this.xml
    let local = start
    let hash = 0
    let q = start
    for (; q < limit; q++) {
      const c = xml.charCodeAt(q)
      if (isNameEnd(c)) break
      if (c === COLON) {
        local = q + 1
        hash = 0
      } else hash = (hash * 31 + c) | 0
    }
    this.name = knownName(xml, local, q, hash) ?? xml.slice(local, q)
    return q
  }

  /** The text just read, entities decoded (CDATA as it is). */
  text(): string {
    return this.cdata ? this.xml.slice(this.textStart, this.textEnd) : decodeXml(this.xml, this.textStart, this.textEnd)
  }
}
