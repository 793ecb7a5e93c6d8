import { DEFAULT_BATCH } from './bulk'

export interface SeedArgs {
  users: number
  trips: number
  notifications: number
  /** Rows per INSERT statement; undefined when not given (each generator has its own default). */
  batch?: number
  /** The modules' bulk options (a SeedStep's `bulk.option` → N), e.g. { bookings: 100000 }. */
  bulk: Record<string, number>
  help: boolean
}

/** A module's bulk option as the command line knows it (SeedStep.bulk). */
export interface BulkOption {
  option: string
  description: string
  defaultBatch: number
}

export function seedUsage(extra: readonly BulkOption[] = []): string {
  const lines = extra.map((o) => `  ${`--${o.option} N`.padEnd(20)}${o.description}`).join('\n')
  const defaults = extra.map((o) => `, ${o.defaultBatch.toLocaleString('en-US')} ${o.option}`).join('')
  return `Usage: npm run seed -- [options]

Makes sure the demo data exists (roles, sign-in accounts, centres, ~300 customers…), then adds
generated customers in batches computed inside the database. Uses DATABASE_URL or DATA_DIR like the server.

Options:
  --users N           customers to add (mobile numbers 6xxxxxxxxx, continuing after earlier runs)
  --trips N           trips to add, spread over the generated customers
  --notifications N   notifications to add, spread over the generated customers
${lines ? `${lines}\n` : ''}  --batch N           rows per INSERT statement (default ${DEFAULT_BATCH.toLocaleString('en-US')}${defaults ? ` customers, trips, notifications${defaults}` : ''})
  -h, --help          show this help

Example: npm run seed -- --users 1000000${extra.length ? ` --${extra[0]!.option} 100000` : ''}`
}

export const USAGE = seedUsage()

const MAX = { users: 100_000_000, trips: 100_000_000, notifications: 100_000_000, batch: 1_000_000 }
const MAX_BULK = 100_000_000

/**
 * Parses the command line (with the modules' bulk options `extra`); throws an Error with a message for the user on
 * anything invalid.
 */
export function parseSeedArgs(argv: readonly string[], extra: readonly Pick<BulkOption, 'option'>[] = []): SeedArgs {
  const out: SeedArgs = { users: 0, trips: 0, notifications: 0, bulk: {}, help: false }
  const known = new Set(extra.map((o) => o.option))
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--') continue
    if (arg === '-h' || arg === '--help') {
      out.help = true
      continue
    }
    const m = /^--([a-z][a-z-]*)(?:=(.*))?$/.exec(arg)
    const name = m?.[1]
    if (!m || !name || !(Object.hasOwn(MAX, name) || known.has(name))) throw new Error(`Unknown option: ${arg}`)
    const raw = m[2] ?? argv[++i]
    if (raw === undefined || raw === '') throw new Error(`--${name} needs a number`)
    const clean = raw.replaceAll('_', '').replaceAll(',', '')
    if (!/^\d+$/.test(clean)) throw new Error(`--${name} must be a whole number, got '${raw}'`)
    const value = Number(clean)
    if (name === 'batch' && value < 1) throw new Error('--batch must be at least 1')
    const core = Object.hasOwn(MAX, name)
    const max = core ? MAX[name as keyof typeof MAX] : MAX_BULK
    if (value > max) throw new Error(`--${name} is at most ${max.toLocaleString('en-US')}`)
    if (core) out[name as keyof typeof MAX] = value
    else out.bulk[name] = value
  }
  return out
}
