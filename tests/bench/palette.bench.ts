/**
 * The command palette's search against cmdk's own filter, per keystroke, over 2,000 generated commands.
 *
 *   npm run bench:palette            (200 measured rounds; `-- --rounds N` for more or fewer)
 *
 * Prints figures only; it never asserts timings (machines differ, ratios hold better than absolute times).
 * Each round first searches the blank query (untimed): that is what opening the palette does, and it drops our
 * refinement cache, so each round's first keystroke is a full scan, as the user's would be.
 */
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import v8 from 'node:v8'
import vm from 'node:vm'
import { defaultFilter } from 'cmdk'
import { createSearchIndex } from '../../commands/search'
import { createRng } from '../../server/db/seed/prng'

interface BenchCommand {
  id: string
  title: string
  keywords: string[]
}

// ---------------------------------------------------------------------------------------------------------------------
// 2,000 realistic commands, deterministic

const VERBS: Record<string, string[]> = {
  Open: ['view', 'show'],
  Edit: ['change', 'modify', 'update'],
  Export: ['download', 'csv', 'excel'],
  Import: ['upload', 'csv'],
  Create: ['new', 'add'],
  Delete: ['remove', 'erase'],
  Archive: ['hide', 'old'],
  Assign: ['owner', 'allocate'],
  Approve: ['accept', 'confirm'],
  Reject: ['decline', 'deny'],
  Reset: ['clear', 'restore'],
  Review: ['check', 'audit'],
  Print: ['pdf', 'paper'],
  Share: ['send', 'link'],
  Filter: ['narrow', 'where'],
  Sort: ['order', 'arrange'],
  Search: ['find', 'lookup'],
  Refresh: ['reload', 'sync'],
  Sync: ['refresh', 'pull'],
  Schedule: ['plan', 'calendar'],
  Cancel: ['abort', 'stop'],
  Close: ['resolve', 'done'],
  Duplicate: ['copy', 'clone'],
  Download: ['save', 'export'],
  Upload: ['attach', 'file'],
  'Go to': ['navigate', 'jump', 'screen'],
  Show: ['display', 'open'],
  Hide: ['collapse', 'dismiss'],
  Pin: ['favourite', 'star'],
  'Copy link to': ['url', 'share'],
}

const NOUNS = [
  'Users',
  'booking',
  'Service Request',
  'password attempts',
  'Tracking Log Graphs',
  'Dashboard',
  'Test Ride Dashboard',
  'Booking Center Dashboard',
  'CRM leads',
  'calls',
  'Test Drive',
  'Tickets',
  'Enquiry',
  'Vehicle Model',
  'Service Center',
  'Advertisement',
  'Order Request',
  'Master Data',
  'SCU Stocks',
  'Services',
  'Subscription',
  'Subscription Plan',
  'Test Drive Slots',
  'Riding Mode',
  'Tracking Log',
  'RTO Search',
  'Options',
  'WhatsApp chats',
  'Role',
  'Settings',
  'Profile',
  'permissions',
  'invoices',
  'payments',
  'refunds',
  'battery swaps',
  'charging stations',
  'spare parts',
  'warranty claims',
  'technicians',
  'franchise partners',
  'dealers',
  'customers',
  'notifications',
  'SMS templates',
  'email templates',
  'audit log',
  'sessions',
  'API keys',
  'reports',
  'sales report',
  'inventory report',
  'daily summary',
  'monthly summary',
  'feedback',
  'ratings',
  'coupons',
  'promotions',
  'referrals',
  'vehicle registrations',
  'insurance policies',
  'delivery schedule',
  'pickup requests',
  'roadside assistance',
  'GPS devices',
  'firmware updates',
  'odometer readings',
  'service history',
  'price list',
  'tax rates',
]

const TOPICS = [
  'admin',
  'records',
  'list',
  'table',
  'manage',
  'data',
  'history',
  'customer',
  'vehicle',
  'scooter',
  'battery',
  'service',
  'sales',
  'finance',
  'support',
  'security',
  'inventory',
  'dealer',
  'franchise',
  'leads',
  'orders',
  'ops',
  'analytics',
  'field',
]

function generateCommands(count: number, seed: number): BenchCommand[] {
  const rnd = createRng(seed).next
  const pairs: [string, string][] = []
  for (const verb of Object.keys(VERBS)) for (const noun of NOUNS) pairs.push([verb, noun])
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1))
    ;[pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!]
  }
  return pairs.slice(0, count).map(([verb, noun], i) => {
    const synonyms = VERBS[verb]!
    const keywords = new Set([synonyms[Math.floor(rnd() * synonyms.length)]!])
    const wanted = 2 + Math.floor(rnd() * 3) // 2 to 4
    while (keywords.size < wanted) keywords.add(TOPICS[Math.floor(rnd() * TOPICS.length)]!)
    return { id: `cmd.${i}`, title: `${verb} ${noun}`, keywords: [...keywords] }
  })
}

// ---------------------------------------------------------------------------------------------------------------------
// cmdk's way: score every item with defaultFilter (value + keywords), keep score > 0, sort by score

function cmdkSearch(commands: readonly BenchCommand[], search: string): BenchCommand[] {
  const scored: { command: BenchCommand; score: number }[] = []
  for (const command of commands) {
    const score = defaultFilter(command.title, search, command.keywords)
    if (score > 0) scored.push({ command, score })
  }
  scored.sort((a, b) => b.score - a.score)
  return scored.map((s) => s.command)
}

// ---------------------------------------------------------------------------------------------------------------------
// Measurement

function findGc(): { gc: (() => void) | null; how: string } {
  const exposed = (globalThis as { gc?: () => void }).gc
  if (typeof exposed === 'function') return { gc: exposed, how: 'yes (--expose-gc)' }
  try {
    v8.setFlagsFromString('--expose-gc')
    const gc = vm.runInNewContext('gc') as () => void
    if (typeof gc === 'function') return { gc, how: 'yes (enabled through v8 flags)' }
  } catch {
    // not available: measure without
  }
  return { gc: null, how: 'no' }
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!

class Samples {
  readonly all: number[] = []
  add(ms: number) {
    this.all.push(ms)
  }
  stats() {
    const sorted = [...this.all].sort((a, b) => a - b)
    return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), max: sorted[sorted.length - 1]!, n: sorted.length }
  }
}

const argRounds = process.argv.indexOf('--rounds')
const ROUNDS = argRounds > 0 ? Math.max(1, Number(process.argv[argRounds + 1]) || 200) : 200
const WARMUP = 30
const TYPED = 'export ser'
const PATHOLOGICAL = 'a'.repeat(40)
const prefixes = (q: string) => Array.from({ length: q.length }, (_, k) => q.slice(0, k + 1))

const commands = generateCommands(2000, 20240611)
let sink = 0 // keeps the engine from discarding results

let t0 = performance.now()
const index = createSearchIndex(commands)
const buildMs = performance.now() - t0

const { gc, how: gcHow } = findGc()

const ours = { typing: new Samples(), cold: new Samples(), patFull: new Samples(), patTyping: new Samples() }
const cmdk = { typing: new Samples(), patFull: new Samples(), patTyping: new Samples() }

function round(record: boolean) {
  const keep = (s: Samples, ms: number) => record && s.add(ms)
  gc?.()

  // Ours, typing "export ser" from an empty palette: each keystroke refines the previous answer.
  index.search('')
  for (const q of prefixes(TYPED)) {
    t0 = performance.now()
    sink += index.search(q).length
    keep(ours.typing, performance.now() - t0)
  }
  // Ours, each prefix on its own from an empty palette (no refinement): the worst case of a keystroke.
  for (const q of prefixes(TYPED)) {
    index.search('')
    t0 = performance.now()
    sink += index.search(q).length
    keep(ours.cold, performance.now() - t0)
  }
  // Ours, pathological: the whole 40-character query at once, then typed.
  index.search('')
  t0 = performance.now()
  sink += index.search(PATHOLOGICAL).length
  keep(ours.patFull, performance.now() - t0)
  index.search('')
  for (const q of prefixes(PATHOLOGICAL)) {
    t0 = performance.now()
    sink += index.search(q).length
    keep(ours.patTyping, performance.now() - t0)
  }

  gc?.()
  // cmdk's defaultFilter, the same keystrokes.
  for (const q of prefixes(TYPED)) {
    t0 = performance.now()
    sink += cmdkSearch(commands, q).length
    keep(cmdk.typing, performance.now() - t0)
  }
  t0 = performance.now()
  sink += cmdkSearch(commands, PATHOLOGICAL).length
  keep(cmdk.patFull, performance.now() - t0)
  for (const q of prefixes(PATHOLOGICAL)) {
    t0 = performance.now()
    sink += cmdkSearch(commands, q).length
    keep(cmdk.patTyping, performance.now() - t0)
  }
}

const started = performance.now()
for (let r = 0; r < WARMUP; r++) round(false)
for (let r = 0; r < ROUNDS; r++) round(true)
const totalS = (performance.now() - started) / 1000

// ---------------------------------------------------------------------------------------------------------------------
// Report

const f = (ms: number) => (ms < 0.1 ? ms.toFixed(4) : ms.toFixed(3))
const x = (a: number, b: number) => `${(a / b).toFixed(1)}×`
const table = (rows: string[][]) => {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)))
  for (const r of rows) console.log(r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '))
}

const oT = ours.typing.stats()
const oC = ours.cold.stats()
const cT = cmdk.typing.stats()
const oPF = ours.patFull.stats()
const cPF = cmdk.patFull.stats()
const oPT = ours.patTyping.stats()
const cPT = cmdk.patTyping.stats()

console.log('Palette search benchmark: commands/search.ts against cmdk 1.1.1 defaultFilter')
console.log(`Node ${process.version} on ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} cores), ${os.platform()} ${os.arch()}`)
console.log(
  `${commands.length} commands (${new Set(commands.map((c) => c.title.split(' ')[0])).size} verbs, ${NOUNS.length} nouns, 2–4 keywords each), ` +
    `${WARMUP} warm-up + ${ROUNDS} measured rounds, gc between rounds: ${gcHow}, ${totalS.toFixed(1)} s in all`,
)
console.log(`createSearchIndex over ${commands.length} commands (once, not per keystroke): ${buildMs.toFixed(2)} ms`)
console.log('')
console.log(`Per keystroke, typing "${TYPED}" (${TYPED.length} keystrokes × ${ROUNDS} rounds), every match returned and ranked, ms:`)
table([
  ['', 'p50', 'p95', 'max', 'cmdk p50 / ours', 'cmdk p95 / ours'],
  ['ours (typing, refining)', f(oT.p50), f(oT.p95), f(oT.max), x(cT.p50, oT.p50), x(cT.p95, oT.p95)],
  ['ours (each prefix cold)', f(oC.p50), f(oC.p95), f(oC.max), x(cT.p50, oC.p50), x(cT.p95, oC.p95)],
  ['cmdk defaultFilter', f(cT.p50), f(cT.p95), f(cT.max), '', ''],
])
console.log('')
console.log(`Pathological query "a"×40, ms:`)
table([
  ['', 'p50', 'p95', 'max', 'cmdk p50 / ours'],
  ['ours, whole 40-char query', f(oPF.p50), f(oPF.p95), f(oPF.max), x(cPF.p50, oPF.p50)],
  ['cmdk, whole 40-char query', f(cPF.p50), f(cPF.p95), f(cPF.max), ''],
  ['ours, per keystroke typing it', f(oPT.p50), f(oPT.p95), f(oPT.max), x(cPT.p50, oPT.p50)],
  ['cmdk, per keystroke typing it', f(cPT.p50), f(cPT.p95), f(cPT.max), ''],
])
console.log('')
console.log('Matches (ours: every term a subsequence of the title or of one keyword; cmdk: the query a subsequence of title + keywords):')
const countQueries = ['e', 'ex', 'export', 'export ser', 'us', 'rol', 'sub plan', 'tdsl', 'leads', 'csv', 'xyz', PATHOLOGICAL]
table([
  ['query', 'ours', 'cmdk', 'ours top 3'],
  ...countQueries.map((q) => {
    index.search('')
    const mine = index.search(q)
    return [
      q === PATHOLOGICAL ? '"a"×40' : `"${q}"`,
      String(mine.length),
      String(cmdkSearch(commands, q).length),
      mine
        .slice(0, 3)
        .map((c) => c.title)
        .join(' | '),
    ]
  }),
])
if (sink < 0) console.log(sink)
