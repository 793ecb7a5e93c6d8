import type { FastifyInstance, InjectOptions } from 'fastify'
import { desc, eq, inArray } from 'drizzle-orm'
import { buildApp } from '../../../server/app'
import { ManualClock } from '../../../server/clock'
import { testConfig } from '../../../server/config'
import type { Database } from '../../../server/db/client'
import type { PgliteOptions } from '../../../server/db/pglite'
import { outbox, roles, users } from '../../../server/db/schema'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../server/db/seed/roles'
import { OutboxSender } from '../../../server/providers/outbox'
import type { TestDatabase } from './databases'
import { HARNESS_CONFIG, SEED_TIME } from './seed-recipe'
import { withVersion } from './versions'

export interface Harness {
  app: FastifyInstance
  database: Database
  clock: ManualClock
  roleIds: Map<string, string>
  userIds: Map<string, string>
  close(): Promise<void>
}

/**
 * The real app on a real database, with the demo roles and sign-in accounts, and a controllable clock. The database
 * is a copy of one seeded once per run (support/seed-recipe.ts), so the demo data is there before the app is built.
 */
export async function startHarness(
  db: TestDatabase,
  opts: {
    config?: Record<string, string>
    beforeReady?: (app: FastifyInstance) => void | Promise<void>
    /** How PGlite runs (server/db/pglite.ts): its thread and its longest wait. */
    pglite?: Partial<PgliteOptions>
  } = {},
): Promise<Harness> {
  const { database, dispose } = await db.openSeeded(opts.pglite)
  // The seeded data is relative to SEED_TIME, so every harness clock starts there.
  const clock = new ManualClock(SEED_TIME)
  const config = testConfig({ ...HARNESS_CONFIG, ...opts.config })
  const app = await buildApp(
    { config, database, clock, sms: new OutboxSender(database.db, clock, 'sms'), mail: new OutboxSender(database.db, clock, 'mail') },
    { clientDir: null },
  )
  await opts.beforeReady?.(app)
  await app.ready()

  const roleIds = new Map((await database.db.select({ id: roles.id, name: roles.name }).from(roles)).map((r) => [r.name, r.id]))
  const accounts = await database.db
    .select({ id: users.id, mobileNo: users.mobileNo })
    .from(users)
    .where(
      inArray(
        users.mobileNo,
        DEMO_ACCOUNTS.map((a) => a.mobileNo),
      ),
    )
  const userIds = new Map(accounts.map((u) => [u.mobileNo, u.id]))
  return {
    app,
    database,
    clock,
    roleIds,
    userIds,
    async close() {
      await app.close()
      await dispose()
    },
  }
}

export interface Answer {
  status: number
  body: { responseCode?: number; message?: string; [k: string]: unknown }
  headers: Record<string, string | string[] | number | undefined>
  cookies: { name: string; value: string; [k: string]: unknown }[]
}

/** A browser-like client: keeps the session cookie and sends the headers our app sends. */
export class Agent {
  cookie: string | undefined
  constructor(
    private readonly app: FastifyInstance,
    private readonly cookieName = 'sid',
  ) {}

  async call(method: InjectOptions['method'], url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    const res = await this.app.inject({
      method,
      url,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.cookie ? { cookie: `${this.cookieName}=${this.cookie}` } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    })
    const set = res.cookies.find((c) => c.name === this.cookieName)
    if (set) this.cookie = set.value || undefined
    let parsed: Answer['body'] = {}
    try {
      parsed = res.json()
    } catch {
      parsed = {}
    }
    return { status: res.statusCode, body: parsed, headers: res.headers, cookies: res.cookies as Answer['cookies'] }
  }

  get = (url: string, headers?: Record<string, string>) => this.call('GET', url, undefined, headers)
  post = (url: string, body: unknown = {}, headers?: Record<string, string>) => this.call('POST', url, body, headers)
  put = (url: string, body: unknown = {}, headers?: Record<string, string>) => this.call('PUT', url, body, headers)
  /** PUT of an update call with the version its details call gives now (support/versions.ts), as the app sends it. */
  update = async (url: string, body: unknown = {}, headers?: Record<string, string>) =>
    this.call('PUT', url, await withVersion(this, url, body), headers)
}

/** The newest message the outbox holds for a recipient. */
export async function lastMessage(database: Database, to: string) {
  const [row] = await database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id)).limit(1)
  return row
}

export async function lastOtp(database: Database, mobileNo: string): Promise<string> {
  const m = await lastMessage(database, mobileNo)
  const code = m?.text.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no code sent to ${mobileNo}`)
  return code
}

/** Signs in through both steps and answers the signed-in agent. */
export async function signIn(h: Harness, mobileNo: string, password = DEMO_PASSWORD): Promise<Agent> {
  const agent = new Agent(h.app)
  const login = await agent.post('/api/admin/accountLogin', { email: mobileNo, password })
  if (login.body.responseCode !== 122) throw new Error(`sign-in of ${mobileNo} answered ${JSON.stringify(login.body)}`)
  const otp = await lastOtp(h.database, mobileNo)
  const verified = await agent.post('/api/admin/verify/otp', { otpVal: otp })
  if (verified.body.responseCode !== 109) throw new Error(`code of ${mobileNo} answered ${JSON.stringify(verified.body)}`)
  return agent
}

export const ACCOUNTS = {
  superAdmin: '9000000001',
  support: '9000000002',
  franchise: '9000000003',
  service: '9000000004',
  technician: '9000000005',
} as const
