import { describe, expect, it } from 'vitest'
import { createSearchIndex, type Searchable } from '../../commands/search'
import { createRng } from '../../server/db/seed/prng'

interface Item extends Searchable {
  n: number
}

let nextId = 0
const item = (title: string, keywords: readonly string[] = []): Item => ({ id: `c${nextId}`, n: nextId++, title, keywords })
const titles = (found: readonly Searchable[]) => found.map((c) => c.title)
const search = (items: readonly Item[], query: string, limit?: number) => titles(createSearchIndex(items).search(query, limit))

const pick = <V>(rnd: () => number, from: readonly V[]): V => from[Math.floor(rnd() * from.length)]!

// ---------------------------------------------------------------------------------------------------------------------
// A slow, obviously-correct reference for ASCII items written with single spaces (so folding keeps positions).
// Word starts: the first letter, a letter after a space, an upper-case letter after a lower-case one (camelCase).

const refFold = (s: string) => s.toLowerCase().split(/\s+/).filter(Boolean).join(' ')

function refStarts(text: string): boolean[] {
  return [...text].map((ch, i) => i === 0 || text[i - 1] === ' ' || (/[a-z]/.test(text[i - 1]!) && /[A-Z]/.test(ch)))
}

function refSubsequence(h: string, q: string): boolean {
  let j = 0
  for (const ch of h) if (j < q.length && ch === q[j]) j++
  return j === q.length
}

/** Runs of the query, each run starting at a word start, found by trying every placement. */
function refWordStartSubsequence(h: string, starts: boolean[], q: string): boolean {
  const memo = new Map<string, boolean>()
  const go = (j: number, from: number, contiguousAt: number): boolean => {
    if (j === q.length) return true
    const key = `${j},${from},${contiguousAt}`
    const known = memo.get(key)
    if (known !== undefined) return known
    let ok = false
    for (let r = from; r < h.length && !ok; r++) {
      if (h[r] === q[j] && (starts[r] || r === contiguousAt)) ok = go(j + 1, r + 1, r + 1)
    }
    memo.set(key, ok)
    return ok
  }
  return go(0, 0, -1)
}

function refSubstringTier(text: string, q: string): number {
  const h = text.toLowerCase()
  const starts = refStarts(text)
  if (h === q) return 0
  if (h.startsWith(q)) return 1
  for (let i = 0; i < h.length; i++) if (starts[i] && h.startsWith(q, i)) return 2
  return h.includes(q) ? 3 : -1
}

function refTier(text: string, q: string): number {
  const t = refSubstringTier(text, q)
  if (t >= 0) return t
  const h = text.toLowerCase()
  if (!refSubsequence(h, q)) return -1
  return q.length <= 31 && refWordStartSubsequence(h, refStarts(text), q) ? 4 : 5
}

function refBest(c: Item, q: string, tier: (text: string, q: string) => number): number {
  const inTitle = tier(c.title, q)
  if (inTitle >= 0) return inTitle
  const inKeywords = c.keywords.map((k) => tier(k, q)).filter((t) => t >= 0)
  return inKeywords.length ? Math.min(...inKeywords) + 6 : -1
}

/** The ranking the spec describes, computed the slow way. */
function referenceSearch(items: readonly Item[], query: string): string[] {
  const terms = refFold(query).split(' ').filter(Boolean)
  if (terms.length === 0) return titles(items)
  const scored: { c: Item; key: number[] }[] = []
  items.forEach((c, index) => {
    let tier: number
    let secondary = 0
    if (terms.length === 1) {
      tier = refBest(c, terms[0]!, refTier)
    } else {
      tier = refBest(c, terms.join(' '), refSubstringTier)
      if (tier < 0 || tier >= 6) {
        const each = terms.map((t) => refBest(c, t, refTier))
        if (each.some((t) => t < 0)) return
        const worst = Math.max(...each)
        if (tier < 0 || worst < tier) {
          tier = worst
          secondary = Math.min(
            63,
            each.reduce((a, b) => a + b, 0),
          )
        }
      }
    }
    if (tier >= 0) scored.push({ c, key: [tier, secondary, refFold(c.title).length, index] })
  })
  scored.sort((a, b) => {
    for (let k = 0; k < a.key.length; k++) if (a.key[k] !== b.key[k]) return a.key[k]! - b.key[k]!
    return 0
  })
  return scored.map((s) => s.c.title)
}

// ---------------------------------------------------------------------------------------------------------------------

const screens = [
  item('Dashboard', ['home', 'statistics']),
  item('Users', ['customers', 'staff', 'people']),
  item('CRM', ['leads', 'calls']),
  item('Enrollment'),
  item('Payroll'),
  item('Control Panel'),
  item('Bus stops'),
  item('Role', ['security', 'permissions']),
  item('Subscription', ['recharge']),
  item('Subscription Plan', ['recharge plan']),
  item('Test Drive', ['test ride']),
  item('Test Drive Slots'),
  item('Test Ride Dashboard'),
  item('Service Request', ['scu']),
  item('Export Service Request'),
  item('Tracking Log Graphs'),
  item('WhatsApp', ['chat']),
]

describe('the palette search: ranking', () => {
  it('ranks "rol" to Role first, among Enrollment, Payroll and Control Panel', () => {
    const found = search(screens, 'rol')
    expect(found[0]).toBe('Role')
    expect(found).toEqual(expect.arrayContaining(['Enrollment', 'Payroll', 'Control Panel']))
  })

  it('ranks "us" to Users above Bus stops', () => {
    const found = search(screens, 'us')
    expect(found.indexOf('Users')).toBeLessThan(found.indexOf('Bus stops'))
    expect(found[0]).toBe('Users')
  })

  it('finds word starts: "sub plan", "sp", "tds" and "tdsl"', () => {
    expect(search(screens, 'sub plan')[0]).toBe('Subscription Plan')
    expect(search(screens, 'sp')[0]).toBe('Subscription Plan')
    expect(search(screens, 'tds')[0]).toBe('Test Drive Slots')
    expect(search(screens, 'tdsl')).toEqual(['Test Drive Slots'])
  })

  it('finds nothing for "xyz"', () => {
    expect(search(screens, 'xyz')).toEqual([])
  })

  it('finds a command by keyword: "leads" finds CRM', () => {
    expect(search(screens, 'leads')).toEqual(['CRM'])
    expect(search(screens, 'chat')).toEqual(['WhatsApp'])
  })

  it('orders the tiers: exact, prefix, word prefix, substring, word starts, scattered, then keyword-only', () => {
    const tiers = [
      item('Log'), // exact
      item('Logs archive'), // title starts with the query
      item('Tracking Log'), // a word starts with it
      item('Catalog'), // contiguous inside a word
      item('List of Groups'), // word starts: l-o-g
      item('Slow gear'), // scattered
      item('Audit', ['log']), // keyword: exact
      item('Journal', ['logbook']), // keyword: prefix
      item('History', ['change log']), // keyword: word prefix
      item('Events', ['bl og']), // keyword: scattered (no word-start run: 'l' is inside "bl")
    ]
    const shuffled = [...tiers].reverse()
    expect(search(shuffled, 'log')).toEqual(titles(tiers))
  })

  it('breaks ties by shorter title, then by original order', () => {
    const list = [item('Open Users'), item('Open Booking'), item('Open Roles'), item('Open Role')]
    expect(search(list, 'open')).toEqual(['Open Role', 'Open Users', 'Open Roles', 'Open Booking'])
  })

  it('ranks a title match above a keyword-only match, whatever the lengths', () => {
    const list = [item('Subscription', ['recharge']), item('Recharge history of every subscription plan')]
    expect(search(list, 'recharge')).toEqual(['Recharge history of every subscription plan', 'Subscription'])
  })

  it('returns the caller’s objects', () => {
    const found = createSearchIndex(screens).search('crm')
    expect(found[0]).toBe(screens[2])
  })
})

describe('the palette search: languages', () => {
  it('folds accents and case both ways', () => {
    const list = [item('Configuración'), item('Über uns'), item('Users'), item('Café')]
    expect(search(list, 'configuracion')).toEqual(['Configuración'])
    expect(search(list, 'CONFIGURACIÓN')).toEqual(['Configuración'])
    expect(search(list, 'uber')).toEqual(['Über uns'])
    expect(search(list, 'USERS')).toEqual(['Users'])
    expect(search([item('Configuracion')], 'configuración')).toEqual(['Configuracion'])
  })

  it('folds titles that arrive decomposed (NFD) like composed ones', () => {
    expect(search([item('Configuracio\u0301n')], 'configuración')).toEqual(['Configuracio\u0301n'])
    expect(search([item('Configuración')], 'configuracio\u0301n')).toEqual(['Configuración'])
  })

  it('matches German sharp s as ss', () => {
    expect(search([item('Straße'), item('Strasse')], 'strasse')).toEqual(['Straße', 'Strasse'])
    expect(search([item('Straße')], 'STRAẞE')).toEqual(['Straße'])
  })

  it('finds Traditional Chinese titles, each character a word start', () => {
    const list = [item('設定'), item('新使用者設定'), item('使用者'), item('角色', ['權限'])]
    expect(search(list, '使用')).toEqual(['使用者', '新使用者設定'])
    expect(search(list, '者')).toEqual(['使用者', '新使用者設定'])
    expect(search(list, '使者')).toEqual(['使用者', '新使用者設定'])
    expect(search(list, '權限')).toEqual(['角色'])
    expect(search(list, '設定')[0]).toBe('設定')
    expect(search(list, '使用\u3000設定')).toEqual(['新使用者設定']) // an ideographic space separates terms too
  })

  it('matches Spanish and German titles by several terms', () => {
    const list = [item('Configuración de la cuenta'), item('Reservas'), item('Benutzer verwalten', ['Konten'])]
    expect(search(list, 'config cuenta')).toEqual(['Configuración de la cuenta'])
    expect(search(list, 'verwalten benutzer')).toEqual(['Benutzer verwalten'])
    expect(search(list, 'konten')).toEqual(['Benutzer verwalten'])
  })
})

describe('the palette search: queries', () => {
  it('requires every term, in any order, each in the title or a keyword', () => {
    expect(search(screens, 'plan sub')[0]).toBe('Subscription Plan')
    expect(search(screens, 'slots drive test')).toEqual(['Test Drive Slots'])
    expect(search(screens, 'sub xyz')).toEqual([])
    expect(search(screens, 'crm calls')).toEqual(['CRM'])
    expect(search(screens, '  sub    plan  ')[0]).toBe('Subscription Plan')
  })

  it('ranks a title that holds the whole phrase first', () => {
    expect(search(screens, 'export ser')[0]).toBe('Export Service Request')
    expect(search(screens, 'service req')).toEqual(['Service Request', 'Export Service Request'])
  })

  it('answers a blank query with every item in its original order', () => {
    expect(search(screens, '')).toEqual(titles(screens))
    expect(search(screens, '   ')).toEqual(titles(screens))
    expect(search(screens, '', 3)).toEqual(titles(screens.slice(0, 3)))
  })

  it('honours the limit', () => {
    const all = search(screens, 'e')
    expect(all.length).toBeGreaterThan(5)
    expect(search(screens, 'e', 5)).toEqual(all.slice(0, 5))
    expect(search(screens, 'e', 0)).toEqual([])
    expect(search(screens, 'e', 1000)).toEqual(all)
    const index = createSearchIndex(screens)
    expect(titles(index.search('e', 2))).toEqual(all.slice(0, 2))
    expect(titles(index.search('e'))).toEqual(all) // a limited answer does not limit the cached one
  })

  it('does not change when the caller’s array changes afterwards', () => {
    const list = [item('Users'), item('Role')]
    const index = createSearchIndex(list)
    list.push(item('Users again'))
    expect(titles(index.search('users'))).toEqual(['Users'])
  })
})

describe('the palette search: against the reference, and the refinement cache against a fresh index', () => {
  const WORDS = ['ab', 'ba', 'abc', 'cab', 'bca', 'a', 'b', 'c', 'aab', 'abba', 'Cab', 'ABC', 'caba', 'aBc', 'abCab', 'cAbBa']
  const ALPHABET = [...'abcABC']

  function generateItems(rnd: () => number): Item[] {
    const count = 10 + Math.floor(rnd() * 40)
    return Array.from({ length: count }, () => {
      const words = (k: number) => Array.from({ length: k }, () => pick(rnd, WORDS)).join(' ')
      const keywords = Array.from({ length: Math.floor(rnd() * 4) }, () => words(1 + Math.floor(rnd() * 2)))
      return item(words(1 + Math.floor(rnd() * 4)), keywords)
    })
  }

  it('ranks like the reference and answers typing (with backspaces) like a fresh index, over 600 cases', () => {
    const rnd = createRng(20240611).next
    let cases = 0
    for (let set = 0; set < 30; set++) {
      const items = generateItems(rnd)
      const typing = createSearchIndex(items)
      let query = ''
      for (let step = 0; step < 20; step++) {
        const r = rnd()
        if (r < 0.6) query += pick(rnd, ALPHABET)
        else if (r < 0.72) query += ' '
        else if (r < 0.9) query = query.slice(0, -1)
        else query = pick(rnd, ALPHABET)
        const limit = rnd() < 0.2 ? Math.floor(rnd() * 5) : undefined
        const fresh = titles(createSearchIndex(items).search(query, limit))
        expect(
          titles(typing.search(query, limit)),
          `items ${JSON.stringify(items.map((c) => [c.title, c.keywords]))} query "${query}"`,
        ).toEqual(fresh)
        expect(fresh, `query "${query}"`).toEqual(referenceSearch(items, query).slice(0, limit))
        cases++
      }
    }
    expect(cases).toBe(600)
  })

  it('answers a 40-character repetitive query in one pass, with the right matches', () => {
    const rnd = createRng(7).next
    const list: Item[] = []
    for (let i = 0; i < 2000; i++) {
      const r = rnd()
      if (r < 0.01) list.push(item(`Alarm ${'a'.repeat(40)}`))
      else if (r < 0.02) list.push(item('Data', [Array(21).fill('aa').join(' ')]))
      else if (r < 0.05) list.push(item(`${'a'.repeat(39)}b`))
      else
        list.push(
          item(`${pick(rnd, ['Open', 'Edit', 'Export', 'Reset'])} ${pick(rnd, ['banana', 'Aadhaar data', 'Alarm area', 'caravan'])}`),
        )
    }
    const q = 'a'.repeat(40)
    const expected = referenceSearch(list, q)
    expect(expected.length).toBeGreaterThan(10)
    expect(search(list, q)).toEqual(expected)

    // The same while typing it, one character at a time.
    const typing = createSearchIndex(list)
    for (let k = 1; k <= 40; k++) expect(titles(typing.search(q.slice(0, k)))).toEqual(referenceSearch(list, q.slice(0, k)))
  })
})
