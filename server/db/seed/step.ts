import type { Clock } from '../../clock'
import type { Db } from '../client'
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
}

export const defineSeed = (step: SeedStep): SeedStep => step
