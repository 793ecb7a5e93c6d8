import type { SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core'
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types'
import type { z } from 'zod'
import type { FilterBody, FilterDef, GenericFilter, OwnFilterKeys, TableContract } from '../../shared/api/contract'
import type { Db } from '../db/client'
import type { RequestAuth } from '../types'
import type { GenericListQuery } from './list-query'
import type { NdjsonOut } from './ndjson'

/** The declarations and answers of the list API (server/lib/list.ts). */

/** The generic filter → the GenericColumns entry that serves it. */
export const GENERIC_COLUMN: Record<GenericFilter, keyof GenericColumns> = {
  active: 'active',
  status: 'status',
  type: 'type',
  startDate: 'dates',
  endDate: 'dates',
  startAt: 'at',
  endAt: 'at',
}

/** Which columns the generic filters of the table query apply to; a filter the module does not map is validated and ignored. */
export interface GenericColumns {
  active?: PgColumn
  /** 'all' means no filter. */
  status?: PgColumn
  /** 'all' means no filter. */
  type?: PgColumn
  /** startDate / endDate (Unix seconds, both inclusive: the end takes in its whole second). */
  dates?: PgColumn
  /** startAt / endAt: one column within the range, or rows whose [start, end] overlaps it. */
  at?: PgColumn | { start: PgColumn; end: PgColumn }
}

/** The condition of each filter the module serves itself (not through the generic query), by filter name. */
export type OwnFilterConditions<TFilters extends Record<string, FilterDef>> = {
  [K in OwnFilterKeys<TFilters>]: (value: NonNullable<FilterBody<TFilters[K]>>) => SQL | undefined
}

export type ListDefinition<
  TSelect extends SelectedFieldsFlat,
  TRow extends Record<string, unknown>,
  TSort extends string,
  TFilters extends Record<string, FilterDef>,
> = {
  /** The table's contract (shared/api/<module>.ts): calls, row, sort keys and filters. */
  contract: TableContract<TRow, TSort, TFilters>
  /** The audit entity of the export ('user'). */
  entity: string
  table: PgTable
  /** The primary key: the tie-breaker of every sort and the export's cursor. */
  id: PgColumn
  /** Left joins for the selected shape (e.g. a centre's title). Conditions never use them. */
  joins?: ReadonlyArray<{ table: PgTable; on: SQL }>
  select: TSelect
  /** A selected row → the row the client gets (timestamps as Unix seconds, `_id`). */
  toRow: (r: SelectResultFields<TSelect>) => TRow
  /**
   * How the keyword (trimmed, never blank) matches: a text it is found in, case-insensitively and taken
   * literally (ILIKE '%keyword%'; build a trigram index on exactly this expression), or a function making
   * the condition (see containsText, phoneDigits and digitPrefix in list-query.ts).
   */
  search?: SQL | ((keyword: string) => SQL)
  /** The column of each sort key of the contract (a missing key is a type error). */
  sort: Record<TSort, PgColumn>
  generic?: GenericColumns
  /** Rows this user may see at all (SECURITY.md item 14), or undefined for every row. */
  scope?: (auth: RequestAuth) => SQL | undefined
  /** Exact counts up to this many matches, estimates beyond (see list-count.ts). */
  exactCountLimit?: number
  /** Rows per keyset query of the export. */
  exportChunk?: number
  /**
   * The rows of the contract's extra export sheets (`contract.sheets`) a row gives, by sheet name, in the sheet's
   * column order: streamed after the row as `{"sheet": name, "cells": […]}` lines.
   */
  sheetRows?: (row: TRow) => Record<string, ReadonlyArray<ReadonlyArray<string | number | boolean | null>>>
} & ([OwnFilterKeys<TFilters>] extends [never] ? { filters?: undefined } : { filters: OwnFilterConditions<TFilters> })

export type ListQuery<TFilters extends Record<string, FilterDef>> = GenericListQuery & {
  [K in OwnFilterKeys<TFilters>]?: NonNullable<FilterBody<TFilters[K]>>
}

export interface ListAnswer<TRow> {
  rows: TRow[]
  pages: number
  filterRecords: number
  /** True when filterRecords is an estimate (more matches than the exact-count limit). */
  filterRecordsEstimated: boolean
}

export interface ListContext {
  db: Db
  kind: 'pglite' | 'postgres'
  auth: RequestAuth | null
}

export interface ExportResult {
  /** Rows written so far. */
  rows: number
  total: number
  totalEstimated: boolean
  completed: boolean
}

export interface DefinedList<TRow extends Record<string, unknown>, TFilters extends Record<string, FilterDef>> {
  definition: ListDefinition<SelectedFieldsFlat, TRow, string, TFilters>
  /** The body of the list call (and of the export, which ignores page and pageSize). */
  query: z.ZodType<ListQuery<TFilters>>
  list(ctx: ListContext, q: ListQuery<TFilters>): Promise<ListAnswer<TRow>>
  /**
   * Writes the NDJSON export (header, rows, done line) to `out`, keeping `progress` up to date (it tells how far a failed
   * export got). `beforeDone` runs once every row is written, before the done line; if it throws, no done line is written.
   */
  exportTo(
    ctx: ListContext,
    q: ListQuery<TFilters>,
    out: NdjsonOut,
    progress?: ExportResult,
    beforeDone?: (result: ExportResult) => Promise<void>,
  ): Promise<ExportResult>
  /** The filters of a query as the audit log records them (no paging). */
  describe(q: ListQuery<TFilters>): Record<string, unknown>
}
