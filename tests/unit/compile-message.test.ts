import fs from 'node:fs'
import path from 'node:path'
import { compileMessage as lingui } from '@lingui/message-utils/compileMessage'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { compileMessage } from '../../src/lib/compile-message'

/** Every msgid and msgstr of the catalogs (the app's English texts and their translations). */
function catalogTexts(): string[] {
  const out = new Set<string>()
  for (const locale of fs.readdirSync('src/locales')) {
    const po = fs.readFileSync(path.join('src/locales', locale, 'messages.po'), 'utf8')
    for (const m of po.matchAll(/^msg(?:id|str) ((?:"(?:[^"\\]|\\.)*"\s*)+)/gm)) {
      const text = [...m[1]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((q) => JSON.parse(`"${q[1]}"`) as string).join('')
      if (text) out.add(text)
    }
  }
  return [...out]
}

/** Syntax the catalogs may not hold yet: quoting, nesting, offsets, functions, and malformed messages. */
const EDGES = [
  'Plain',
  "It''s",
  "'{literal}' and '#' and don't",
  "{n, plural, one {# item '#'} other {# items in {place}}}",
  '{n, plural, offset:1 =0 {none} =1 {just {who}} one {# other} other {# others}}',
  '{g, select, male {he} female {she} other {they}}',
  '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  '{n, number} and {d, date, short} and {v, number, percent}',
  '{a}{b} # {c}',
  '<0>Bold {name}</0> text',
  'stray } brace',
  'open { brace',
  '{n, plural, bogus {x} other {y}}',
  '{g, select, =1 {x} other {y}}',
  '{n, plural, one {#} other {#}',
  '{n, foo, {x}}',
  '  {  spaced  }  ',
  "{n, plural, other {'{'#'}'}}",
]

describe('the message compiler (issue 23: the library stays off the first page)', () => {
  afterEach(() => vi.restoreAllMocks())

  it("gives Lingui's output for every catalog text", () => {
    const texts = catalogTexts()
    expect(texts.length).toBeGreaterThan(1000)
    for (const text of texts) expect(compileMessage(text), text).toStrictEqual(lingui(text))
  })

  it("gives Lingui's output for quoting, plurals, selects, functions and malformed messages", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    for (const text of EDGES) expect(compileMessage(text), text).toStrictEqual(lingui(text))
  })
})
