/**
 * Sends the refusal walk's requests (support/refusal-walk.ts) one at a time and checks each against SECURITY.md items
 * 30 and 14: a refusal (4xx) wrote no row and no audit entry, no answer let a scoped actor touch a row of another
 * centre (another partner's, for an scp), and nothing answered 5xx.
 */
import diagnostics from 'node:diagnostics_channel'
import { sql } from 'drizzle-orm'
import { rowsOf } from '../../../server/lib/list-count'
import type { Harness } from './harness'
import { signIn } from './harness'
import type { Actor, Probe } from './refusal-walk'
import type { RowLog, RowWrite } from './row-log'
import type { RowScope, ScopeMap } from './scope-map'

/**
 * Audit rows a refusal may add: the record of the refusal itself (a denied permission, SECURITY.md item 12; a failed
 * or locked sign-in; a refused privilege or tracking upload).
 */
const refusalAudit = (action: unknown) => /\.(denied|refused|failure|locked)$/.test(String(action))

interface HandlerStore {
  async?: boolean
  reply?: { raw: { writableFinished: boolean; destroyed: boolean; headersSent: boolean } } & Record<symbol, unknown>
}

/** Whether a reply was taken over by its handler (a streamed export): Fastify then reports no end of the handler. */
const hijacked = (store: HandlerStore) =>
  !!store.reply &&
  Object.getOwnPropertySymbols(store.reply).some((s) => s.description === 'fastify.reply.hijacked' && store.reply![s] === true)

/**
 * Tracks the route handlers still running, by Fastify's own diagnostics channel: a handler that goes on after its
 * answer was sent (the defect this walk is for) has its writes counted for its own request, not the next. A handler
 * that took the reply over (a stream) counts as done once its response has finished.
 */
export interface HandlerTracker {
  /** Resolves once no handler runs: 'streamed' when one that took its reply over finished, false after 5 s. */
  idle(): Promise<boolean | 'streamed'>
  /** The errors handlers threw after their answer was sent, since the last call. */
  failedAfterAnswer(): string[]
  close(): void
}

export function handlerTracker(): HandlerTracker {
  const channel = diagnostics.tracingChannel('fastify.request.handler')
  const running = new Set<HandlerStore>()
  let failures: string[] = []
  const handlers = {
    start: (store: unknown) => void running.add(store as HandlerStore),
    end: (store: unknown) => void ((store as HandlerStore).async ? undefined : running.delete(store as HandlerStore)),
    asyncStart: () => undefined,
    asyncEnd: (store: unknown) => void running.delete(store as HandlerStore),
    // A handler that throws after its answer went out went on past a refusal (or a success): nobody sees the error.
    error: (store: unknown) => {
      const s = store as HandlerStore & { error?: unknown }
      if (s.reply?.raw.headersSent) failures.push(String((s.error as Error | undefined)?.message ?? s.error).slice(0, 200))
    },
  }
  channel.subscribe(handlers)
  let streamed = false
  const busy = () => {
    for (const store of running) {
      if (hijacked(store) && (store.reply!.raw.writableFinished || store.reply!.raw.destroyed)) {
        running.delete(store)
        streamed = true
      }
    }
    return running.size > 0
  }
  return {
    // Looks again at each turn of the event loop: a handler waiting on the database is then mid-statement, never between.
    async idle() {
      const deadline = performance.now() + 5_000
      while (busy()) {
        if (performance.now() > deadline) {
          running.clear()
          return false
        }
        await new Promise((resolve) => setImmediate(resolve))
      }
      const wasStreamed = streamed
      streamed = false
      return wasStreamed ? 'streamed' : true
    },
    failedAfterAnswer() {
      const out = failures
      failures = []
      return out
    },
    close: () => channel.unsubscribe(handlers),
  }
}

export interface WalkStats {
  sent: number
  byStatus: Map<number, number>
  rowsWritten: number
}

export class RefusalChecker {
  problems: string[] = []
  readonly stats: WalkStats = { sent: 0, byStatus: new Map(), rowsWritten: 0 }
  constructor(
    private readonly h: Harness,
    private readonly map: ScopeMap,
    private readonly log: RowLog,
    private readonly tracker: HandlerTracker,
  ) {}

  /** Sends one request as the actor, checks what it wrote, and keeps the actor signed in. */
  async send(actor: Actor, probe: Probe): Promise<void> {
    const agent = actor.agent
    const cookie = agent.cookie
    const res = await agent.call(probe.method as 'POST', probe.url, await probe.body?.())
    const settled = await this.tracker.idle()
    // A streamed handler's last statement (its export's audit row) may still be on its way after the stream.
    if (settled === 'streamed') await this.quiet()
    const writes = await this.log.take()
    this.stats.sent++
    this.stats.byStatus.set(res.status, (this.stats.byStatus.get(res.status) ?? 0) + 1)
    this.stats.rowsWritten += writes.length
    const label = `${actor.name} (${actor.userType}) [${probe.kind}] ${probe.method} ${probe.url} ${JSON.stringify(probe.sent ?? null).slice(0, 600)} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`
    if (!settled) this.problems.push(`handler still running 5 s after its answer: ${label}`)
    for (const error of this.tracker.failedAfterAnswer()) this.problems.push(`handler failed after its answer (${error}): ${label}`)
    if (res.status >= 500) this.problems.push(`5xx: ${label}`)
    const business = writes.filter((w) => w.table !== 'audit_log')
    const audits = writes.filter((w) => w.table === 'audit_log' && !refusalAudit(w.new?.action))
    if (res.status >= 400 && res.status < 500 && (business.length || audits.length)) {
      this.problems.push(
        `refused but wrote ${business.length} row(s) and ${audits.length} audit row(s): ${label}\n    ${this.describe(writes)}`,
      )
    }
    const foreign = await this.foreignWrites(actor, business)
    if (foreign.length)
      this.problems.push(`changed ${foreign.length} row(s) out of ${actor.name}'s scope: ${label}\n    ${foreign.join('\n    ')}`)
    await this.keepSignedIn(actor, cookie, res.status)
  }

  /** Waits until the database runs no statement of another session (PostgreSQL; PGlite runs them in order anyway). */
  private async quiet(): Promise<void> {
    for (let calm = 0, i = 0; calm < 2 && i < 1000; i++) {
      await new Promise((resolve) => setImmediate(resolve))
      if (this.h.database.kind !== 'postgres') {
        calm++
        continue
      }
      const [row] = rowsOf<{ n: number }>(
        await this.h.database.db.execute(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend' and state <> 'idle'`),
      )
      calm = row!.n === 0 ? calm + 1 : 0
    }
  }

  private describe(writes: RowWrite[]): string {
    return writes
      .map((w) => {
        const row = (w.new ?? w.old)!
        const extra = w.table === 'audit_log' ? ` ${String(row.action)} by ${String(row.actor_id)}` : ''
        const changed =
          w.op === 'UPDATE' && w.old && w.new
            ? ` {${Object.keys(w.new)
                .filter((k) => JSON.stringify(w.old![k]) !== JSON.stringify(w.new![k]))
                .map((k) => `${k}: ${JSON.stringify(w.old![k])} → ${JSON.stringify(w.new![k])}`)
                .join(', ')}}`
            : ''
        const scope = ['scu_id', 'branch_id', 'franchise_id'].filter((c) => row[c]).map((c) => ` ${c}=${String(row[c])}`)
        return `${w.op} ${w.table}${row.id ? ` ${String(row.id)}` : ''}${scope.join('')}${extra}${changed}`
      })
      .join('\n    ')
  }

  /** The writes whose row (before or after) is another centre's or branch's (another partner's, for an scp). */
  private async foreignWrites(actor: Actor, writes: RowWrite[]): Promise<string[]> {
    const out: string[] = []
    for (const w of writes) {
      const scopes = await this.map.scopeOf(this.h.database, w.table, [w.old, w.new])
      const outOf = (s: RowScope) => {
        if (actor.userType === 'scp') return s.partner !== null && s.partner !== actor.id
        const centres = [s.centre, s.refCentre].filter((c): c is string => c !== null)
        if (centres.some((c) => c !== actor.centre)) return true
        return actor.userType === 'worker' && !!actor.branch && s.branch !== null && s.branch !== actor.branch
      }
      const bad = scopes.filter(outOf)
      if (bad.length) out.push(`${this.describe([w])} (scope ${JSON.stringify(bad[0])})`)
    }
    return out
  }

  /** A request that ended or replaced the session (logout, a new sign-in) is followed by a sign-in, its writes dropped. */
  private async keepSignedIn(actor: Actor, cookie: string | undefined, status: number): Promise<void> {
    const agent = actor.agent
    if (agent.cookie === cookie && status !== 401) return
    agent.cookie = cookie
    if ((await agent.get('/api/admin/islogin')).body.responseCode !== 109) agent.cookie = (await signIn(this.h, actor.mobileNo)).cookie
    await this.tracker.idle()
    await this.log.take()
  }

  /** Rows written after the last request was checked: a handler that went on after its answer and after it was awaited. */
  async sweep(): Promise<void> {
    await this.tracker.idle()
    await this.quiet()
    const late = await this.log.take()
    if (late.length) this.problems.push(`${late.length} row(s) written after the walk's last answer:\n    ${this.describe(late)}`)
  }

  /** Every problem found so far (the first 150 in full), emptied. */
  report(): { count: number; text: string } {
    const found = this.problems
    this.problems = []
    return { count: found.length, text: `${found.length} problem(s):\n${found.slice(0, 150).join('\n')}` }
  }
}
