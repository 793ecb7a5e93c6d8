/**
 * The generated refusal walk (SECURITY.md items 14 and 30): every write route, each scoped demo account, a valid body
 * from the route's own schema with its ids pointed out of the actor's scope one kind at a time. The request bodies are
 * made here; support/refusal-check.ts sends them and checks what they wrote.
 */
import { sql } from 'drizzle-orm'
import type { Database } from '../../../server/db/client'
import { rowsOf } from '../../../server/lib/list-count'
import type { ApiRoute } from '../../../server/plugins/access'
import type { Agent } from './harness'
import { leafAt, optional, takesId, targetOf } from './refusal-targets'
import type { ScopeMap } from './scope-map'
import { fieldPaths, sampleOf, variantsOf, withValue, type SampleContext } from './zod-samples'

export const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead'
const NOW = Math.floor(Date.parse('2026-06-01T10:00:00Z') / 1000)

export interface Actor {
  name: string
  mobileNo: string
  id: string
  userType: 'scp' | 'scc' | 'worker'
  centre: string | null
  branch: string | null
  agent: Agent
}

/**
 * What each request points its ids at, besides the actor's own records: another centre (or its branch), a record of
 * another centre (another partner's, for an scp), an inactive centre, an inactive record, an id nothing has; or
 * nothing (a route without ids is sent once, as its schema makes it).
 */
export const KINDS = ['foreignCentre', 'foreignRecord', 'inactiveCentre', 'inactiveRecord', 'unknown'] as const
export type Kind = (typeof KINDS)[number] | 'none'

export interface Probe {
  kind: Kind
  method: string
  url: string
  /** The body, made when sent: an update names the version its record has then. Undefined for a route without one. */
  body?: () => Promise<unknown>
  /** The body last made. */
  sent?: unknown
}

interface IdField {
  where: 'body' | 'query'
  path: string[]
  table: string | undefined
  optional: boolean
}

const q = (s: string) => `'${s.replace(/'/g, "''")}'`

/** The records the walk points ids at, found once per actor and table. */
export class Targets {
  private cache = new Map<string, Promise<string | undefined>>()
  constructor(
    readonly database: Database,
    readonly map: ScopeMap,
    /** The other centre (the busiest), the inactive one. */
    readonly foreignCentre: string,
    readonly inactiveCentre: string,
  ) {}

  private isCentre = (t: string) => t === this.map.centreTable || t === this.map.branchTable

  /** The SQL condition of a row in the actor's own scope (see ScopeMap.pick). */
  private ownWhere(a: Actor, table: string): string {
    if (a.userType === 'scp') return this.map.expr('partner', table, 't') ? `partner = ${q(a.id)}` : 'true'
    if (!this.map.expr('centre', table, 't') || !a.centre) return 'true'
    const branch = a.branch && this.map.expr('branch', table, 't') ? ` and (branch is null or branch = ${q(a.branch)})` : ''
    return `centre = ${q(a.centre)}${branch}`
  }

  private pick(key: string, table: string, where: string, prefer?: string) {
    const k = `${key} ${table} ${where}`
    if (!this.cache.has(k)) this.cache.set(k, this.map.pick(this.database, table, where, prefer))
    return this.cache.get(k)!
  }

  /** A record of `table` the actor may reach (never the actor), for the ids a request does not point out of scope. */
  async own(a: Actor, table: string | undefined): Promise<string | undefined> {
    if (!table) return undefined
    if (table === this.map.centreTable && a.centre) return a.centre
    if (table === this.map.branchTable && a.branch) return a.branch
    const notMe = `t.id::text <> ${q(a.id)}`
    return (
      (await this.pick(a.name, table, `${this.ownWhere(a, table)} and ${notMe}`)) ??
      (await this.pick(a.name, table, this.ownWhere(a, table))) ??
      this.pick('any', table, notMe)
    )
  }

  /** The id a kind gives a field of `table`, or undefined when the kind does not apply to it. */
  async of(kind: Kind, a: Actor, table: string | undefined): Promise<string | undefined> {
    if (kind === 'unknown') return UNKNOWN_ID
    if (!table) return undefined
    const centre = this.isCentre(table)
    const active = this.map.has(table, 'active')
    switch (kind) {
      case 'foreignCentre':
        if (!centre || a.userType === 'scp') return undefined
        return table === this.map.centreTable ? this.foreignCentre : this.pick('foreign', table, `centre = ${q(this.foreignCentre)}`)
      case 'inactiveCentre':
        if (!centre) return undefined
        return table === this.map.centreTable ? this.inactiveCentre : this.pick('inactive', table, `centre = ${q(this.inactiveCentre)}`)
      case 'foreignRecord':
        if (centre) return undefined
        return this.pick(a.name, table, this.foreignWhere(a, table), `centre = ${q(this.foreignCentre)}`)
      case 'inactiveRecord':
        if (centre || !active) return undefined
        return this.pick(a.name, table, 't.active = false', this.ownWhere(a, table))
      default:
        return undefined
    }
  }

  /** A row out of the actor's scope: another centre's (another partner's, for an scp). */
  private foreignWhere(a: Actor, table: string): string {
    if (a.userType === 'scp') return this.map.expr('partner', table, 't') ? `partner is not null and partner <> ${q(a.id)}` : 'false'
    if (!this.map.expr('centre', table, 't') || !a.centre) return 'false'
    return `centre is not null and centre <> ${q(a.centre)}`
  }

  /** The version of a row, for an update that must name the one it started from (SECURITY.md item 29). */
  async version(table: string, id: string): Promise<number | undefined> {
    if (!this.map.has(table, 'version')) return undefined
    const [row] = rowsOf<{ version: number }>(
      await this.database.db.execute(sql.raw(`select version from "${table}" where id::text = ${q(id)}`)),
    )
    return row?.version
  }
}

/** Numbers a field gets first: small ones (a quantity of 1 reaches the stock, 2 billion is refused), but for times. */
const numbersFor = (field: string) => (/(at|on|till|date|day|time|from|to|start|end|dob|version)$/i.test(field) ? [] : [1])

/** The id fields of a schema's variant: uuid strings, where they are. */
function idFields(map: ScopeMap, url: string, where: IdField['where'], variant: unknown, sample: unknown): IdField[] {
  return fieldPaths(variant)
    .filter(({ path }) => takesId(leafAt(variant, path)))
    .map(({ path }) => ({ where, path, table: targetOf(map, url, path, sample), optional: optional(leafAt(variant, path)) }))
}

const withQuery = (url: string, query: Record<string, unknown> | undefined) => {
  const entries = Object.entries(query ?? {}).filter(([, v]) => v !== undefined)
  if (!entries.length) return url
  const text = (v: unknown) => encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))
  return `${url}?${entries.map(([k, v]) => `${encodeURIComponent(k)}=${text(v)}`).join('&')}`
}

/**
 * The requests of one route for one actor: one per kind that applies to at least one of its ids (the other ids are the
 * actor's own records), or one as its schema makes it when it has no ids.
 */
export async function probesOf(route: ApiRoute, actor: Actor, t: Targets): Promise<Probe[]> {
  let n = 0
  const ctx: SampleContext = { idFor: () => undefined, next: () => ++n, now: NOW, numbersFor }
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? UNKNOWN_ID : 'x'))
  const hasBody = route.method !== 'GET' && (route.method !== 'DELETE' || route.body !== undefined)
  const declared = route.body === undefined ? [] : [route.body]
  const picked = route.parsesBodyWith ? [route.parsesBodyWith(sampleOf(route.body, ctx))] : []
  const schemas = route.method === 'GET' ? [] : [...declared, ...picked].flatMap(variantsOf)
  const variants = schemas.length ? schemas : [undefined]
  const query = route.querystring ? (sampleOf(route.querystring, ctx) as Record<string, unknown>) : undefined
  const queryIds = route.querystring ? idFields(t.map, route.url, 'query', route.querystring, query) : []

  /** The request of a kind in a variant, or undefined when the kind applies to none of its ids. */
  async function build(kind: Kind, variant: unknown): Promise<Probe | undefined> {
    const sample = variant === undefined ? (hasBody ? {} : undefined) : sampleOf(variant, ctx)
    const fields = [...(variant === undefined ? [] : idFields(t.map, route.url, 'body', variant, sample)), ...queryIds]
    if (kind === 'none' && fields.length) return undefined
    let body = sample
    let q2 = query
    let applied = kind === 'none'
    // The record an update names (its version must be the current one): the first id of a table with versions, a
    // centre only when nothing else has one.
    const versioned: { table: string; id: string }[] = []
    for (const f of fields) {
      const special = kind === 'none' ? undefined : await t.of(kind, actor, f.table)
      const id = special ?? (await t.own(actor, f.table))
      applied ||= special !== undefined
      if (f.table && id && t.map.has(f.table, 'version')) versioned.push({ table: f.table, id })
      const set = <T>(v: T) => (id === undefined && f.optional ? withValue(v, f.path, undefined) : withValue(v, f.path, id ?? UNKNOWN_ID))
      if (f.where === 'body') body = set(body)
      else q2 = set(q2) as Record<string, unknown>
    }
    if (!applied) return undefined
    const record = versioned.find((r) => r.table !== t.map.centreTable && r.table !== t.map.branchTable) ?? versioned[0]
    const probe: Probe = { kind, method: route.method, url: withQuery(url, q2) }
    if (hasBody) {
      probe.body = async () => {
        let sent = body
        if (record && sent && typeof (sent as Record<string, unknown>).version === 'number') {
          const v = await t.version(record.table, record.id)
          if (v !== undefined) sent = { ...(sent as Record<string, unknown>), version: v }
        }
        return (probe.sent = sent)
      }
    }
    return probe
  }

  const out: Probe[] = []
  for (const kind of [...KINDS, 'none'] as const) {
    for (const variant of variants) {
      const probe = await build(kind, variant)
      if (!probe) continue
      out.push(probe)
      break
    }
  }
  return out
}
