import type { z } from 'zod'
import { booleanParam, enumParam, idParam, secondsParam, type Param } from '../url-params'

export { booleanParam, enumParam, idParam, secondsParam } from '../url-params'

/**
 * A module's contract, declared once in shared/api/<module>.ts and read by both sides: the server's list definition
 * (a column per sort key, a condition per filter), the route's URL state, the table's sortable columns and export,
 * and the typed calls of the app. No React, no server code, and no zod at run time (types only): the table queries
 * (shared/api/<module>.query.ts) build on this file and are part of the entry chunk, which must not carry zod.
 */

/** zod itself, handed to a filter's body builder by whoever validates list bodies (shared/api/contract-body.ts). */
export type Zod = typeof z

/**
 * A table filter: what the list call takes in its body, and what the screen's URL keeps. `body` builds the body's zod
 * schema from the zod it is given (the server's list query, shared/api/contract-body.ts), so the rule is written here
 * once and zod loads only where bodies are validated; `url` is the URL param's parser (shared/url-params.ts: a bad
 * URL falls back).
 */
export interface FilterDef<B extends z.ZodType = z.ZodType, U extends Param<unknown> = Param<unknown>> {
  body: (zod: Zod) => B
  url: U
  /** Served by the list API's generic query (spec 001 section 3: active, status, type, startDate…): the server maps a column. */
  generic?: GenericFilter
}

/** What a filter's body schema answers (the list query's value of that filter). */
export type FilterBody<F extends FilterDef> = z.output<ReturnType<F['body']>>

/** The filters every list call understands (spec 001 section 3); a module maps each one it uses to a column. */
export type GenericFilter = 'active' | 'status' | 'type' | 'startDate' | 'endDate' | 'startAt' | 'endAt'

const generic = <const N extends GenericFilter, U extends Param<unknown>>(
  name: N,
  url: U,
): FilterDef<z.ZodUnknown, U> & { generic: N } => ({
  body: (zod) => zod.unknown(),
  url,
  generic: name,
})

/** The filter kinds of the tables. */
export const filters = {
  /** Active status (the generic `active`). */
  active: () => generic('active', booleanParam),
  /** The generic `status`, one of `values` ('all' lists every status). */
  status: <const T extends readonly [string, ...string[]]>(values: T) => generic('status', enumParam(values)),
  /** The generic `type`, one of `values`. */
  type: <const T extends readonly [string, ...string[]]>(values: T) => generic('type', enumParam(values)),
  /** The generic date range (startDate / endDate, Unix seconds). */
  startDate: () => generic('startDate', secondsParam),
  endDate: () => generic('endDate', secondsParam),
  startAt: () => generic('startAt', secondsParam),
  endAt: () => generic('endAt', secondsParam),
  /** One of `values`. */
  oneOf: <const T extends readonly [string, ...string[]]>(values: T, message: string) => ({
    body: (zod: Zod) => zod.enum(values, { error: message }),
    url: enumParam(values),
  }),
  /** One of `values`, or 'all' (no filter) as the spec's tables send it; the URL leaves 'all' out. */
  oneOfOrAll: <const T extends readonly [string, ...string[]]>(values: T, message: string) => ({
    body: (zod: Zod) => zod.enum(['all', ...values] as const, { error: message }),
    url: enumParam(values),
  }),
  /** A record id (a centre, a branch, an executive). */
  id: (message: string) => ({ body: (zod: Zod) => zod.guid({ error: message }), url: idParam }),
  /** true or false. */
  boolean: (message: string) => ({ body: (zod: Zod) => zod.boolean({ error: message }), url: booleanParam }),
} as const

/**
 * An extra sheet of a table's export: its name and header. The export stream announces the sheets in its first line
 * (`sheets`) and sends each of their rows as a line `{"sheet": name, "cells": […]}` beside the table's rows.
 */
export interface ExportSheet {
  name: string
  columns: readonly string[]
}

/** The table of a module: its list call and export, its row, what it sorts by and filters on. */
export interface TableContract<
  TRow extends Record<string, unknown> = Record<string, unknown>,
  TSort extends string = string,
  TFilters extends Record<string, FilterDef> = Record<string, FilterDef>,
> {
  /** POST list call under /api/admin ('/riding-mode/all'). */
  list: string
  /** POST export call (NDJSON), if the table has a download. */
  export?: string
  /** The export's extra sheets (after the table's own): the server streams their rows as lines tagged with the sheet. */
  sheets?: readonly ExportSheet[]
  row: z.ZodType<TRow> & { shape: Record<string, z.ZodType> }
  /** The fields the list sorts by; the server gives a column for each. */
  sort: readonly [TSort, ...TSort[]]
  defaultSort: TSort
  filters: TFilters
}

/** What a table sorts by and filters on: the part of its contract a route's search schema reads. */
export type TableQuery<TSort extends string = string, TFilters extends Record<string, FilterDef> = Record<string, FilterDef>> = Pick<
  TableContract<Record<string, unknown>, TSort, TFilters>,
  'sort' | 'defaultSort' | 'filters'
>

/**
 * Declares a table's sort keys and filters, keeping their literal types. Kept apart from the contract: the route
 * file (in the first page's chunk) imports only this, so the row schema, and everything it pulls in, loads with the
 * screen. The contract takes it by name (`query: xTableQuery`): a plain reference lets the bundler drop an unused
 * contract, where a spread or a property read would not.
 */
export function tableQuery<const TSort extends string, const TFilters extends Record<string, FilterDef> = Record<never, FilterDef>>(q: {
  sort: readonly [TSort, ...TSort[]]
  defaultSort: NoInfer<TSort>
  filters?: TFilters
}): TableQuery<TSort, TFilters> {
  return { sort: q.sort, defaultSort: q.defaultSort, filters: (q.filters ?? {}) as TFilters }
}

/** Declares a table contract: its calls and row, and its query (`tableQuery`). */
export function tableContract<
  TRow extends Record<string, unknown>,
  const TSort extends string,
  const TFilters extends Record<string, FilterDef>,
>(c: {
  list: string
  export?: string
  sheets?: readonly ExportSheet[]
  row: z.ZodObject & z.ZodType<TRow>
  query: TableQuery<TSort, TFilters>
}): TableContract<TRow, TSort, TFilters> {
  const { query, ...calls } = c
  return { ...calls, ...query, row: c.row as TableContract<TRow, TSort, TFilters>['row'] }
}

/** The row's field names, in declaration order: the export's header. */
export const rowColumns = <TRow extends Record<string, unknown>>(c: TableContract<TRow, string, Record<string, FilterDef>>) =>
  Object.keys(c.row.shape) as (keyof TRow & string)[]

/** The names of a contract's filters served by the generic query, and of the module's own. */
export type GenericKeys<F> = { [K in keyof F]: F[K] extends { generic: GenericFilter } ? K : never }[keyof F]
export type OwnFilterKeys<F> = Exclude<keyof F, GenericKeys<F>>

/** The record calls of a module: details, create, update and (soft) delete, each optional, keyed by one id field. */
export interface RecordContract<TId extends string = string, TForm extends z.ZodType = z.ZodType, TDetails extends z.ZodType = z.ZodType> {
  /** The body field naming the record ('recordId', 'AdvId', 'userId'…). */
  id: TId
  /** The record's details: POST `{ [id] }` (or GET `?[id]=`), answering `answer`. */
  details?: { path: string; method?: 'POST' | 'GET'; answer: TDetails }
  /** POST the form; answers `{ recordId }` (or `{ [answerId] }`: the users' `userId`). */
  create?: { path: string; answerId?: string }
  /** PUT the form plus `{ [id] }`; `body` when that is not the form's object plus the id (a union of forms). */
  update?: { path: string; body?: z.ZodType }
  /** DELETE `{ [id] }`: a soft delete; answers the record's new `version`. */
  remove?: { path: string }
  /** POST `{ [id], version }`: undoes a soft delete (Undo, and Restore from the logs); answers the new `version`. */
  restore?: { path: string }
  /** The add/edit form, as both sides validate it. */
  form: TForm
}

/** Declares a record contract, keeping its literal types. */
export function recordContract<const TId extends string, TForm extends z.ZodType, TDetails extends z.ZodType>(
  c: RecordContract<TId, TForm, TDetails>,
): RecordContract<TId, TForm, TDetails> {
  return c
}
