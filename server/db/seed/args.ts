import { DEFAULT_BATCH } from './bulk'

export interface SeedArgs {
  users: number
  trips: number
  notifications: number
  batch: number
  help: boolean
}

export const USAGE = `Usage: npm run seed -- [options]

Makes sure the demo data exists (roles, sign-in accounts, centres, ~300 customers…), then adds
generated customers in batches computed inside the database. Uses DATABASE_URL or DATA_DIR like the server.

Options:
  --users N           customers to add (mobile numbers 6xxxxxxxxx, continuing after earlier runs)
  --trips N           trips to add, spread over the generated customers
  --notifications N   notifications to add, spread over the generated customers
  --batch N           rows per INSERT statement (default ${DEFAULT_BATCH.toLocaleString('en-US')})
  -h, --help          show this help

Example: npm run seed -- --users 1000000`

const MAX = { users: 100_000_000, trips: 100_000_000, notifications: 100_000_000, batch: 1_000_000 }

/** Parses the command line; throws an Error with a message for the user on anything invalid. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const out: SeedArgs = { users: 0, trips: 0, notifications: 0, batch: DEFAULT_BATCH, help: false }
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!
    if (arg === '--') continue
    if (arg === '-h' || arg === '--help') {
      out.help = true
      continue
    }
    const m = /^--(users|trips|notifications|batch)(?:=(.*))?$/.exec(arg)
    if (!m) throw new Error(`Unknown option: ${arg}`)
    const name = m[1] as keyof typeof MAX
    const raw = m[2] ?? argv[++i]
    if (raw === undefined || raw === '') throw new Error(`--${name} needs a number`)
    const clean = raw.replaceAll('_', '').replaceAll(',', '')
    if (!/^\d+$/.test(clean)) throw new Error(`--${name} must be a whole number, got '${raw}'`)
    const value = Number(clean)
    if (name === 'batch' && value < 1) throw new Error('--batch must be at least 1')
    if (value > MAX[name]) throw new Error(`--${name} is at most ${MAX[name].toLocaleString('en-US')}`)
    out[name] = value
  }
  return out
}
