import type { CompiledMessage } from '@lingui/message-utils/compileMessage'

/**
 * Lingui's message compiler (@lingui/message-utils compileMessage over @messageformat/parser and its moo lexer), in
 * a few lines: English has no catalog, so its texts are compiled in the browser, and the library's ~30 KB (8 KB
 * compressed) weighed on every first page (issue 23). Same lexer rules, same parse, same output (the unit test
 * compares the two over every catalog text); date skeletons (`{d, date, ::…}`), which no message uses, are left out.
 */

type State = 'body' | 'arg' | 'select'
type Move = { push?: State; next?: State; pop?: true }
interface Rule extends Move {
  type: string
  re: RegExp
  value?: (text: string) => string
}

const rule = (type: string, source: string, value?: (text: string) => string, move: Move = {}): Rule => ({
  type,
  re: new RegExp(source, 'uy'),
  value,
  ...move,
})
const NAME = String.raw`[^\p{Pat_Syn}\p{Pat_WS}]+`

/** The states of @messageformat/parser's lexer, tried in order at each position as moo does. */
const STATES: Record<State, Rule[]> = {
  body: [
    rule('doubleapos', "''", () => "'"),
    rule('quoted', String.raw`'[{}#](?:[^']|'')*'(?!')`, (s) => s.slice(1, -1).replace(/''/g, "'")),
    rule('argument', String.raw`\{\s*${NAME}\s*`, (s) => s.substring(1).trim(), { push: 'arg' }),
    rule('octothorpe', '#'),
    rule('end', '\\}', undefined, { pop: true }),
    rule('content', String.raw`[^][^{}#']*`),
  ],
  arg: [
    rule('select', String.raw`,\s*(?:plural|select|selectordinal)\s*,\s*`, (s) => s.split(',')[1]!.trim(), { next: 'select' }),
    rule('func-args', String.raw`,\s*${NAME}\s*,`, (s) => s.split(',')[1]!.trim(), { next: 'body' }),
    rule('func-simple', String.raw`,\s*${NAME}\s*`, (s) => s.substring(1).trim()),
    rule('end', '\\}', undefined, { pop: true }),
  ],
  select: [
    rule('offset', String.raw`\s*offset\s*:\s*\d+\s*`, (s) => s.split(':')[1]!.trim()),
    rule('case', String.raw`\s*(?:=\d+|${NAME})\s*\{`, (s) => s.substring(0, s.indexOf('{')).trim(), { push: 'body' }),
    rule('end', String.raw`\s*\}`, undefined, { pop: true }),
  ],
}

interface Token {
  type: string
  value: string
  text: string
}

function lexer(src: string) {
  let state: State = 'body'
  const stack: State[] = []
  let at = 0
  return (): Token | undefined => {
    if (at === src.length) return undefined
    for (const r of STATES[state]) {
      r.re.lastIndex = at
      const m = r.re.exec(src)
      if (!m) continue
      at += m[0].length
      if (r.push) {
        stack.push(state)
        state = r.push
      } else if (r.next) state = r.next
      else if (r.pop) state = stack.pop() ?? state
      return { type: r.type, value: r.value ? r.value(m[0]) : m[0], text: m[0] }
    }
    throw new Error(`invalid syntax at ${at}`)
  }
}

type Part = string | [string] | [string, string] | [string, string, string] | [string, string, Record<string, unknown>]

const PLURAL_KEYS = ['zero', 'one', 'two', 'few', 'many', 'other']
const isSelectType = (t: string) => t === 'plural' || t === 'select' || t === 'selectordinal'

/** The parse of @messageformat/parser (not strict), straight into Lingui's compiled form. */
function parse(src: string): Part[] {
  const next = lexer(src)
  const fail = (why: string): never => {
    throw new Error(why)
  }

  /** The parts up to the closing brace (or the end, at the root); adjacent texts join as the parser joins them. */
  function body(inPlural: boolean, atRoot: boolean): Part[] {
    const parts: Part[] = []
    let content = false
    for (let t = next(); t; t = next()) {
      if (t.type === 'argument') {
        parts.push(argument(t.value, inPlural))
        content = false
      } else if (t.type === 'octothorpe' && inPlural) {
        parts.push('#')
        content = false
      } else if (t.type === 'end' && !atRoot) {
        return parts
      } else {
        let value = t.value
        if (!inPlural && t.type === 'quoted' && value[0] === '#') {
          if (value.includes('{')) fail(`unsupported escape ${value}`)
          value = t.text
        }
        if (content) parts[parts.length - 1] += value
        else parts.push(value)
        content = true
      }
    }
    if (!atRoot) fail('unexpected end')
    return parts
  }

  function argument(arg: string, inPlural: boolean): Part {
    const kind = next() ?? fail('unexpected end')
    if (kind.type === 'end') return [arg]
    if (kind.type === 'select') return select(arg, kind.value, inPlural)
    if (isSelectType(kind.value.toLowerCase())) fail(`invalid type ${kind.value}`)
    if (kind.type === 'func-simple') {
      if (next()?.type !== 'end') fail('unexpected token')
      return [arg, kind.value]
    }
    const param = body(inPlural, false)[0]
    if (param === undefined) return [arg, kind.value]
    if (typeof param !== 'string' || (kind.value === 'date' && param.trim().startsWith('::'))) fail('unsupported style')
    return [arg, kind.value, (param as string).trim()]
  }

  function select(arg: string, type: string, inPlural: boolean): Part {
    const cases: Record<string, unknown> = { offset: undefined }
    let any = false
    inPlural ||= type !== 'select'
    for (let t = next(); t; t = next()) {
      if (t.type === 'end') return [arg, type, cases]
      if (t.type === 'offset') {
        if (type === 'select' || any) fail('misplaced offset')
        cases.offset = Number(t.value)
        continue
      }
      const key = t.value
      if (key[0] === '=' ? type === 'select' : type !== 'select' && !PLURAL_KEYS.includes(key)) fail(`invalid case ${key}`)
      cases[key[0] === '=' ? key.slice(1) : key] = body(inPlural, false)
      any = true
    }
    return fail('unexpected end')
  }

  return body(false, true)
}

/** Compiles an ICU message as Lingui's compileMessage does; a message that does not parse shows as it is. */
export function compileMessage(message: string): CompiledMessage {
  try {
    return parse(message) as CompiledMessage
  } catch (e) {
    console.error(`${(e as Error).message} \n\nMessage: ${message}`)
    return [message]
  }
}
