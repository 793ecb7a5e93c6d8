import { createHash } from 'node:crypto'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgSelect, SelectedFieldsFlat } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import { z } from 'zod'
import { rowColumns, type FilterDef } from '../../shared/api/contract'
import { filterBody } from '../../shared/api/contract-body'
import type { Db } from '../db/client'
import type { RequestAuth } from '../types'
import { cachedEstimate, estimate, EXACT_COUNT_LIMIT, tableSize } from './list-count'
import { keysetAfter } from './list-keyset'
import { pageOfMany, probe, type PageArgs } from './list-page'
import { checkRanges, containsText, listQueryShape, unset, type GenericListQuery } from './list-query'
import { GENERIC_COLUMN, type DefinedList, type ExportResult, type ListContext, type ListDefinition, type ListQuery } from './list-types'
import { ensureStatistics } from './table-stats'

export type {
  DefinedList,
  ExportResult,
  GenericColumns,
  ListAnswer,
  ListContext,
  ListDefinition,
  ListQuery,
  OwnFilterConditions,
} from './list-types'
export { keysetAfter } from './list-keyset'
export { unixSeconds } from './unix-seconds'

export const DEFAULT_EXPORT_CHUNK = 5000

interface RowsStatement {
  execute(values: { ids: unknown[] }): Promise<Record<string, unknown>[]>
}

/**
 * One list implementation for every module: the table query of spec 001 §3 validated, the conditions
 * built from the module's declaration, a stable order (the sort column, then the id), paging with the
 * count strategy of list-count.ts, and a streamed keyset export. A module declares; it never writes
 * paging, sorting or counting itself.
 */
export function defineList<
  TSelect extends SelectedFieldsFlat,
  TRow extends Record<string, unknown>,
  TSort extends string,
  TFilters extends Record<string, FilterDef>,
>(def: ListDefinition<TSelect, TRow, TSort, TFilters>): DefinedList<TRow, TFilters> {
  const { contract } = def
  const sortColumns = def.sort as Record<string, PgColumn>
  const limit = def.exactCountLimit ?? EXACT_COUNT_LIMIT
  const chunk = def.exportChunk ?? DEFAULT_EXPORT_CHUNK
  const conditions = (def.filters ?? {}) as Record<string, (value: unknown) => SQL | undefined>
  const own = Object.entries(contract.filters).filter(([, f]) => !f.generic)
  for (const [name, f] of Object.entries(contract.filters)) {
    if (f.generic && !(GENERIC_COLUMN[f.generic] in (def.generic ?? {})))
      throw new Error(`${def.entity}: filter ${name} needs generic.${GENERIC_COLUMN[f.generic]}`)
  }
  const columns = rowColumns(contract)
  const sheetNames = (contract.sheets ?? []).map((s) => s.name)
  if (sheetNames.length && !def.sheetRows) throw new Error(`${def.entity}: the contract's export sheets need sheetRows`)
  /** The extra sheets' lines of one row, in the contract's sheet order. */
  const sheetLines = (row: TRow) => {
    const rows = def.sheetRows!(row)
    let text = ''
    for (const sheet of sheetNames) for (const cells of rows[sheet] ?? []) text += `${JSON.stringify({ sheet, cells })}\n`
    return text
  }

  const extraShape = Object.fromEntries(own.map(([k, f]) => [k, z.preprocess(unset, filterBody(f).optional())]))
  const query = z
    .object({ ...listQueryShape(contract.sort, contract.defaultSort), ...extraShape })
    .superRefine((v, ctx) => checkRanges(v as GenericListQuery, ctx)) as unknown as z.ZodType<ListQuery<TFilters>>

  /** The query's conditions, or undefined when there are none. */
  function whereOf(q: ListQuery<TFilters>, auth: RequestAuth | null): SQL | undefined {
    const parts: (SQL | undefined)[] = []
    if (def.scope) parts.push(auth ? def.scope(auth) : sql`false`)
    if (q.keyword && def.search) parts.push(typeof def.search === 'function' ? def.search(q.keyword) : containsText(def.search, q.keyword))
    const g = def.generic ?? {}
    if (g.active && q.active !== undefined) parts.push(eq(g.active, q.active))
    if (g.status && q.status && q.status !== 'all') parts.push(eq(g.status, q.status))
    if (g.type && q.type && q.type !== 'all') parts.push(eq(g.type, q.type))
    if (g.dates && q.startDate !== undefined) parts.push(gte(g.dates, new Date(q.startDate * 1000)))
    // The end is inclusive to the whole second: rows show their time floored to seconds.
    if (g.dates && q.endDate !== undefined) parts.push(lt(g.dates, new Date((q.endDate + 1) * 1000)))
    if (g.at) {
      const [start, end] = 'start' in g.at ? [g.at.start, g.at.end] : [g.at as PgColumn, g.at as PgColumn]
      if (q.startAt !== undefined) parts.push(gte(end, new Date(q.startAt * 1000)))
      if (q.endAt !== undefined) parts.push(lt(start, new Date((q.endAt + 1) * 1000)))
    }
    for (const [name] of own) {
      const value = (q as Record<string, unknown>)[name]
      if (value !== undefined && value !== null) parts.push(conditions[name]!(value))
    }
    const present = parts.filter((p): p is SQL => p !== undefined)
    return present.length ? and(...present) : undefined
  }

  const orderOf = (column: PgColumn, ascending: boolean) => (ascending ? [asc(column), asc(def.id)] : [desc(column), desc(def.id)])

  /** SELECT fields FROM table LEFT JOIN … WHERE … ORDER BY … [LIMIT …]: the one query shape every read uses. */
  async function readRows(
    db: Db,
    fields: SelectedFieldsFlat,
    where: SQL | undefined,
    order: SQL[],
    limit?: number,
  ): Promise<Record<string, unknown>[]> {
    let q = db.select(fields).from(def.table).$dynamic() as unknown as PgSelect
    for (const j of def.joins ?? []) q = q.leftJoin(j.table, j.on) as unknown as PgSelect
    q = q.where(where).orderBy(...order) as unknown as PgSelect
    if (limit !== undefined) q = q.limit(limit) as unknown as PgSelect
    return (await q) as Record<string, unknown>[]
  }

  /**
   * The statement that reads a page's rows by their ids, in the list's order: built once per database handle, sort
   * field and direction, and sent as a named prepared statement (PostgreSQL plans it once per connection; the ids are
   * one array parameter, not one parameter each). The ids come from this request's probe or walk, under the request's
   * conditions (keyword, filters, scope), so they are not tested again: a row changed in between shows as it is now, as
   * it would have a moment later.
   */
  const prepared = new WeakMap<Db, Map<string, RowsStatement>>()
  function rowsById(db: Db, sortField: string, ascending: boolean): RowsStatement {
    let byOrder = prepared.get(db)
    if (!byOrder) prepared.set(db, (byOrder = new Map()))
    const key = `${sortField} ${ascending ? 'asc' : 'desc'}`
    let statement = byOrder.get(key)
    if (!statement) {
      let q = db.select(def.select).from(def.table).$dynamic() as unknown as PgSelect
      for (const j of def.joins ?? []) q = q.leftJoin(j.table, j.on) as unknown as PgSelect
      q = q
        .where(sql`${def.id} = ANY(${sql.placeholder('ids')})`)
        .orderBy(...orderOf(sortColumns[sortField]!, ascending)) as unknown as PgSelect
      // Named by its text: the same text has the same name on every handle and connection, two texts never share one.
      const name = `rows_${createHash('sha1').update(q.toSQL().sql).digest('hex').slice(0, 16)}`
      statement = q.prepare(name) as unknown as RowsStatement
      byOrder.set(key, statement)
    }
    return statement
  }

  const toRows = (rows: unknown[]) => rows.map((r) => def.toRow(r as SelectResultFields<TSelect>))

  const pageArgs = (where: SQL | undefined, column: PgColumn, ascending: boolean, pageSize: number, offset: number): PageArgs => ({
    table: def.table,
    id: def.id,
    sortColumn: column,
    ascending,
    where,
    pageSize,
    offset,
  })

  async function total(ctx: ListContext, where: SQL | undefined, column: PgColumn, ascending: boolean) {
    if (!cachedEstimate(ctx.db, def.table, where)) {
      const p = await probe(ctx.db, pageArgs(where, column, ascending, 0, 0), limit)
      if (p.n <= limit) return { value: p.n, estimated: false }
    }
    const e = await estimate(ctx.db, def.table, where)
    return { value: e.exact ? e.value : Math.max(limit + 1, e.value), estimated: !e.exact }
  }

  return {
    definition: def as unknown as ListDefinition<SelectedFieldsFlat, TRow, string, TFilters>,
    query,

    async list(ctx, q) {
      await ensureStatistics(ctx.db, ctx.kind, def.table)
      const where = whereOf(q, ctx.auth)
      const column = sortColumns[q.sortField]!
      const ascending = q.sortOrder === 'true'
      const offset = q.page * q.pageSize
      const args = pageArgs(where, column, ascending, q.pageSize, offset)
      const readPage = async (ids: unknown[]) => (ids.length ? toRows(await rowsById(ctx.db, q.sortField, ascending).execute({ ids })) : [])

      // A cached estimate means this filter had many matches moments ago: skip counting them again.
      let e = cachedEstimate(ctx.db, def.table, where)
      if (!e) {
        const p = await probe(ctx.db, args, limit)
        if (p.pageIds) {
          // Few matches: counted exactly, and the probe already knows the page.
          return { rows: await readPage(p.pageIds), pages: Math.ceil(p.n / q.pageSize), filterRecords: p.n, filterRecordsEstimated: false }
        }
        e = await estimate(ctx.db, def.table, where)
      }
      const { rows: tableRows } = await tableSize(ctx.db, def.table)
      const rows = await readPage(await pageOfMany(ctx.db, args, Math.max(e.value, limit + 1), tableRows))
      const seen = offset + rows.length
      let filterRecords: number
      let estimated = false
      if (e.exact) {
        filterRecords = e.value
      } else if (rows.length > 0 && rows.length < q.pageSize) {
        filterRecords = seen // the last page: now the count is known
      } else {
        // The estimate, held to what is certain: more than the limit, at least what this page shows,
        // and no more than the offset when the page came back empty.
        estimated = true
        filterRecords = Math.max(limit + 1, seen, rows.length === 0 && offset > 0 ? Math.min(e.value, offset) : e.value)
      }
      return { rows, pages: Math.ceil(filterRecords / q.pageSize), filterRecords, filterRecordsEstimated: estimated }
    },

    async exportTo(ctx, q, out, progress, beforeDone) {
      await ensureStatistics(ctx.db, ctx.kind, def.table)
      const where = whereOf(q, ctx.auth)
      const column = sortColumns[q.sortField]!
      const ascending = q.sortOrder === 'true'
      const order = orderOf(column, ascending)
      const t = await total(ctx, where, column, ascending)
      const header = {
        columns,
        total: t.value,
        ...(t.estimated ? { totalEstimated: true } : {}),
        ...(contract.sheets?.length ? { sheets: contract.sheets } : {}),
      }
      const result: ExportResult = Object.assign(progress ?? { rows: 0, total: 0, totalEstimated: false, completed: false }, {
        rows: 0,
        total: t.value,
        totalEstimated: t.estimated,
        completed: false,
      })
      if (!(await out.write(`${JSON.stringify(header)}\n`))) return result

      const fields = { ...def.select, __cursorKey: sql<string | null>`${column}::text`, __cursorId: sql<string>`${def.id}::text` }
      let cursor: { key: string | null; id: string } | null = null
      for (;;) {
        const after = cursor ? keysetAfter(column, def.id, cursor, ascending) : undefined
        const batch = (await readRows(ctx.db, fields, and(where, after), order, chunk)) as Array<
          Record<string, unknown> & { __cursorKey: string | null; __cursorId: string }
        >
        if (batch.length === 0) break
        let text = ''
        for (const r of batch) {
          const row = def.toRow(r as unknown as SelectResultFields<TSelect>)
          text += `${JSON.stringify(row)}\n`
          if (sheetNames.length) text += sheetLines(row)
        }
        if (!(await out.write(text))) return result
        result.rows += batch.length
        const last = batch[batch.length - 1]!
        cursor = { key: last.__cursorKey, id: last.__cursorId }
        if (batch.length < chunk) break
        // Let other requests run between chunks: turning a batch into NDJSON runs on this thread.
        await nextTurn()
        if (out.stopped) return result
      }
      await beforeDone?.(result)
      result.completed = await out.write(`${JSON.stringify({ done: true, rows: result.rows })}\n`)
      return result
    },

    describe(q) {
      const { page: _p, pageSize: _s, ...rest } = q
      return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined))
    },
  }
}
