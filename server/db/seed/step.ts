import type { Clock } from '../../clock'
import type { Database, Db } from '../client'
import type { createRng } from './prng'

/** What the demo seed has made before the modules' steps run: the accounts and customers they may refer to. */
export interface SeedContext {
  now: Date
  clock: Clock
  /** This step's own random generator (DEMO_SEED + the step's `seed`), so a new step never changes another's data. */
  rng: ReturnType<typeof createRng>
  /** The sign-in accounts, the super admin first. */
  accounts: readonly { id: string; userType: string }[]
  customers: readonly { id: string }[]
  centres: readonly { id: string; branchIds: readonly string[] }[]
}

/**
 * A module's part of the demo data (server/modules/<m>/seed.ts, default export), run in `order` after the core data
 * (roles, accounts, centres, staff, customers) inside the demo seed's transaction. server/db/seed/steps.gen.ts lists
 * them.
 */
export interface SeedStep {
  order: number
  /** Offset of this step's random generator from the demo seed. */
  seed: number
  run(db: Db, ctx: SeedContext): Promise<void>
  /** Optional generated data at scale (`npm run seed -- --<option> N`), found by the seed CLI through steps.gen.ts. */
  bulk?: BulkSeed
}

/** What a bulk hook is given: how many rows to add, the rows per statement, the clock's now and a seed. */
export interface BulkSeedOptions {
  count: number
  /** Rows per INSERT statement; the hook's own `defaultBatch` when the command line gives none. */
  batch: number
  now: Date
  /** The random seed (the demo seed + the step's `seed`): the same database, count and seed give the same rows. */
  seed: number
  onProgress?: (done: number, total: number) => void
}

/** A module's bulk generator: adds `count` rows in batches, each batch in a transaction of its own. */
export interface BulkSeed {
  /** The command-line option (`bookings` → `--bookings N`); also the progress bar's label. */
  option: string
  /** The help line of the option. */
  description: string
  defaultBatch: number
  /** Adds the rows; answers how many were added and a line for the summary. */
  run(database: Database, opts: BulkSeedOptions): Promise<{ rows: number; summary: string }>
}

export const defineSeed = (step: SeedStep): SeedStep => step
