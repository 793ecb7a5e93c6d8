import { randomBytes } from 'node:crypto'
import { sha256 } from '../../../server/auth/tokens'
import type { Database } from '../../../server/db/client'
import { sessions, users } from '../../../server/db/schema'

/** An agent of the realtime benches: a user who receives incoming calls, and the Cookie header of its session. */
export interface Agent {
  mobileNo: string
  cookie: string
}

/**
 * The agents: admin users with mobile numbers 81000xxxxx and an active session each, written straight into the
 * database (through the handle its owner opened: PGlite has one). Answers their cookies.
 */
export async function createAgents(database: Database, n: number): Promise<Agent[]> {
  const agents: Agent[] = []
  const now = new Date()
  for (let i = 0; i < n; i += 500) {
    const batch = Array.from({ length: Math.min(500, n - i) }, (_, k) => ({
      userType: 'admin' as const,
      fname: `Agent ${i + k}`,
      mobileNo: String(8_100_000_000 + i + k),
    }))
    const rows = await database.db.insert(users).values(batch).returning({ id: users.id, mobileNo: users.mobileNo })
    const tokens = rows.map(() => randomBytes(32).toString('base64url'))
    await database.db.insert(sessions).values(
      rows.map((r, k) => ({
        idHash: sha256(tokens[k]!),
        userId: r.id,
        stage: 'active' as const,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + 6 * 3_600_000),
      })),
    )
    rows.forEach((r, k) => agents.push({ mobileNo: r.mobileNo, cookie: `sid=${tokens[k]}` }))
  }
  return agents
}
