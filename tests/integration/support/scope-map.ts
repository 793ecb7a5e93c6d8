import { sql } from 'drizzle-orm'
import type { Database } from '../../../server/db/client'
import { rowsOf } from '../../../server/lib/list-count'

/**
 * The columns that say whose a row is (SECURITY.md item 14, server/lib/user-scope.ts and the modules' scopes): a
 * service centre (scc users and workers reach their own), a branch (a worker's own, within the centre) and a franchise
 * partner (scp users reach the bookings and test drives that are theirs).
 */
export const SCOPE_COLUMNS = { centre: 'scu_id', branch: 'branch_id', partner: 'franchise_id' } as const

/** Whose a row is: its centre, branch and partner, each null where the table does not say. */
export interface RowScope {
  centre: string | null
  branch: string | null
  partner: string | null
  /** The centre of a record another column points at without a foreign key (a stock movement's ref_id). */
  refCentre: string | null
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * The public schema read from information_schema, and SQL that finds the centre, branch and partner of a row of any
 * table: from its own scope columns, from the row it belongs to by a foreign key (a ticket's comment, an order's line,
 * a slot's day: up to three levels), or its own id (the centres and branches tables). Nothing here names a module: a
 * table added later is mapped the same way.
 */
export class ScopeMap {
  readonly columns = new Map<string, Map<string, string>>()
  /** table → column → referenced table (single-column foreign keys to an id). */
  readonly fks = new Map<string, Map<string, string>>()
  centreTable = ''
  branchTable = ''
  partnerTable = ''

  static async read(database: Database): Promise<ScopeMap> {
    const map = new ScopeMap()
    const cols = rowsOf<{ t: string; c: string; type: string }>(
      await database.db.execute(sql`select c.table_name as t, c.column_name as c, c.data_type as type
        from information_schema.columns c join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
        where c.table_schema = 'public' and t.table_type = 'BASE TABLE' order by c.table_name, c.ordinal_position`),
    )
    for (const { t, c, type } of cols) {
      if (!map.columns.has(t)) map.columns.set(t, new Map())
      map.columns.get(t)!.set(c, type)
    }
    const fks = rowsOf<{ t: string; c: string; ref: string }>(
      await database.db.execute(sql`select kcu.table_name as t, kcu.column_name as c, ccu.table_name as ref
        from information_schema.table_constraints tc
        join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.table_schema = tc.table_schema
        join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
        where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public' and ccu.column_name = 'id'`),
    )
    for (const { t, c, ref } of fks) {
      if (!map.fks.has(t)) map.fks.set(t, new Map())
      map.fks.get(t)!.set(c, ref)
    }
    const target = (column: string) => [...map.fks.values()].map((f) => f.get(column)).find(Boolean) ?? ''
    map.centreTable = target(SCOPE_COLUMNS.centre)
    map.branchTable = target(SCOPE_COLUMNS.branch)
    map.partnerTable = target(SCOPE_COLUMNS.partner)
    if (!map.centreTable || !map.branchTable) throw new Error('no scope columns found in the schema')
    return map
  }

  tables(): string[] {
    return [...this.columns.keys()]
  }

  has(table: string, column: string): boolean {
    return !!this.columns.get(table)?.has(column)
  }

  /** The SQL of one scope of a row of `table` aliased `alias`, or null when nothing says it. */
  expr(kind: 'centre' | 'branch' | 'partner', table: string, alias: string, depth = 0): string | null {
    if (kind === 'centre' && table === this.centreTable) return `${alias}.id`
    if (kind === 'branch' && table === this.branchTable) return `${alias}.id`
    const own = SCOPE_COLUMNS[kind]
    if (this.has(table, own)) return `${alias}.${ident(own)}`
    if (depth >= 3) return null
    // A row belongs to the record it hangs off: a foreign key to a table that has the scope. Users are left out: a
    // user column names who acted or who is assigned, not whose the row is.
    const via: string[] = []
    for (const [column, parent] of this.fks.get(table) ?? []) {
      if (parent === table || parent === this.partnerTable) continue
      const p = `p${depth}_${via.length}`
      const inner = this.expr(kind, parent, p, depth + 1)
      if (inner) via.push(`(select ${inner} from ${ident(parent)} ${p} where ${p}.id = ${alias}.${ident(column)})`)
    }
    return via.length === 0 ? null : via.length === 1 ? via[0]! : `coalesce(${via.join(', ')})`
  }

  /** Tables whose rows have a centre (users too: a user belongs to their centre). */
  scopedTables(kind: 'centre' | 'partner'): string[] {
    return this.tables().filter((t) => this.expr(kind, t, 't') !== null)
  }

  /**
   * The centre of whatever record a column of `table` names by id without a foreign key (a polymorphic reference:
   * ref_id with ref_type): looked up in every table that has an id and a centre, users left out.
   */
  refExpr(table: string, alias: string): string | null {
    const fk = this.fks.get(table) ?? new Map<string, string>()
    const refs = [...(this.columns.get(table) ?? [])]
      .filter(([c, type]) => type === 'uuid' && c !== 'id' && !fk.has(c) && !Object.values(SCOPE_COLUMNS).includes(c as never))
      .map(([c]) => c)
    const targets = this.scopedTables('centre').filter((t) => t !== this.partnerTable && this.has(t, 'id'))
    const parts = refs.flatMap((c) =>
      targets.map((t) => `(select ${this.expr('centre', t, 'x')} from ${ident(t)} x where x.id = ${alias}.${ident(c)})`),
    )
    return parts.length ? `coalesce(${parts.join(', ')})` : null
  }

  /** Whose each of these rows (as written, jsonb) is. */
  async scopeOf(database: Database, table: string, rows: unknown[]): Promise<RowScope[]> {
    const e = (kind: 'centre' | 'branch' | 'partner') => this.expr(kind, table, 'r') ?? 'null'
    const head = sql.raw(`select (${e('centre')})::text as centre, (${e('branch')})::text as branch, (${e('partner')})::text as partner,
      (${this.refExpr(table, 'r') ?? 'null'})::text as "refCentre" from jsonb_populate_record(null::${ident(table)}, `)
    const out: RowScope[] = []
    for (const row of rows) {
      if (row === null || row === undefined) continue
      const [scope] = rowsOf<RowScope>(await database.db.execute(sql`${head}${JSON.stringify(row)}::jsonb) r`))
      out.push(scope!)
    }
    return out
  }

  /**
   * The id of a row of `table` that matches `where` (SQL over the row aliased t, its scopes as `centre`, `branch` and
   * `partner`), active ones first, then those `prefer` picks, then the most referenced (the demo's busiest record).
   */
  async pick(database: Database, table: string, where: string, prefer = 'true'): Promise<string | undefined> {
    if (!this.has(table, 'id')) return undefined
    const scope = (kind: 'centre' | 'branch' | 'partner') => `(${this.expr(kind, table, 't') ?? 'null::uuid'})`
    // Counting references row by row is cheap for small tables; the users table (the partners') is left out.
    const referencing = (table === this.partnerTable ? [] : [...this.fks])
      .flatMap(([t, f]) =>
        [...f].filter(([, ref]) => ref === table).map(([c]) => `(select count(*) from ${ident(t)} r where r.${ident(c)} = t.id)`),
      )
      .slice(0, 12)
    const scoped = (text: string) =>
      text
        .replace(/\bcentre\b/g, scope('centre'))
        .replace(/\bbranch\b/g, scope('branch'))
        .replace(/\bpartner\b/g, scope('partner'))
    const cond = scoped(where)
    const order = [
      this.has(table, 'active') ? 't.active desc' : null,
      prefer === 'true' ? null : `(${scoped(prefer)}) is true desc`,
      referencing.length ? `(${referencing.join(' + ')}) desc` : null,
      't.id',
    ].filter(Boolean)
    const [row] = rowsOf<{ id: string }>(
      await database.db.execute(
        sql.raw(`select t.id::text as id from ${ident(table)} t where ${cond} order by ${order.join(', ')} limit 1`),
      ),
    )
    return row?.id
  }
}
