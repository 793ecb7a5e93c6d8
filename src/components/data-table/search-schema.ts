import type { FilterDef, TableQuery } from '@shared/api/contract'
import { enumParam, intParam, numberOf, optionalTextParam, searchObject, type Param, type SearchShape } from '@shared/url-params'

/**
 * The table's state in the URL: every view is a deep link, Back and Forward walk through the views, a reload keeps
 * them. Plain text values (the router's serializer keeps them plain: `?page=3&pageSize=50&sort=fname&order=asc`),
 * each parsed with a fallback (shared/url-params.ts) so an edited or stale URL falls back instead of breaking the
 * screen. Defaults are left out of the URL (absent means page 1, the table's page size, the server's order).
 *
 * Kept free of React, of the table's components and of zod: a route's search schema is part of the entry chunk.
 */

/** Page size choices (spec 001 section 9); the default is the table's own (10 unless it says otherwise). */
export const PAGE_SIZES = [5, 10, 25, 50, 100, 250, 500, 1000] as const
export type PageSize = (typeof PAGE_SIZES)[number]
export const DEFAULT_PAGE_SIZE: PageSize = 10

const MAX_PAGE = 10_000_000

/** `page`: 1-based in the URL (what the pager shows); the API's page is zero based. */
export const pageParam = intParam(1, MAX_PAGE)

export const pageSizeParam: Param<PageSize | undefined> = (raw) => {
  const n = numberOf(raw)
  return n !== undefined && (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : undefined
}

export const orderParam = enumParam(['asc', 'desc'])

/** The global search box's text (`?search=KA01AB1234`), upper case; used by tables that have the box. */
const searchBoxParam: Param<string | undefined> = (raw) => optionalTextParam(raw)?.toUpperCase()

/**
 * The search schema of a table route, from the module's table query (shared/api/<module>.table.ts): paging, sorting by one of
 * its sort keys, the keyword, the global search box and each of its filters as its URL param;
 * `extra` adds params of the screen's own (the CRM's mobileNo deep link). The route file passes it to `validateSearch`.
 */
export function tableSearchSchema<
  const S extends string,
  F extends Record<string, FilterDef>,
  E extends SearchShape = Record<never, never>,
>(query: Pick<TableQuery<S, F>, 'sort' | 'filters'>, extra?: E) {
  const urlOf = Object.fromEntries(Object.entries(query.filters).map(([k, f]) => [k, f.url])) as { [K in keyof F]: F[K]['url'] }
  return searchObject({
    page: pageParam,
    pageSize: pageSizeParam,
    sort: enumParam(query.sort),
    order: orderParam,
    keyword: optionalTextParam,
    search: searchBoxParam,
    ...urlOf,
    ...((extra ?? {}) as E),
  })
}

/** What every table search holds; filters come on top. */
export interface TableSearch {
  page?: number
  pageSize?: number
  sort?: string
  order?: 'asc' | 'desc'
  keyword?: string
  search?: string
  [filter: string]: unknown
}

/** The keys that are not filters. */
export const BASE_KEYS = ['page', 'pageSize', 'sort', 'order', 'keyword', 'search'] as const

/** The filter values of a search (everything not paging, sorting or keyword), without the absent ones. */
export function filtersOf(search: TableSearch, filterIds: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const id of filterIds) if (search[id] !== undefined) out[id] = search[id]
  return out
}

/**
 * The next URL state after a change: changing anything but the page goes back to page 1; defaults are dropped so the
 * URL stays short.
 */
export function nextSearch(current: TableSearch, patch: Partial<TableSearch>, defaultPageSize: number): TableSearch {
  const merged: TableSearch = { ...current, ...patch }
  const onlyPage = Object.keys(patch).every((k) => k === 'page')
  if (!onlyPage) merged.page = undefined
  if (merged.page === 1) merged.page = undefined
  if (merged.pageSize === defaultPageSize) merged.pageSize = undefined
  if (!merged.sort) {
    merged.sort = undefined
    merged.order = undefined
  }
  if (merged.keyword === '') merged.keyword = undefined
  if (merged.search === '') merged.search = undefined
  const out: TableSearch = {}
  for (const [k, v] of Object.entries(merged)) if (v !== undefined) out[k] = v
  return out
}

/** The list call's body (spec 001 section 3 "Table query"): zero-based page, sortOrder 'true' ascending / 'false'. */
export function listBody(
  search: TableSearch,
  options: { defaultPageSize: number; filterIds: readonly string[]; globalSearchField?: string },
) {
  const body: Record<string, unknown> = {
    page: Math.max(0, (search.page ?? 1) - 1),
    pageSize: search.pageSize ?? options.defaultPageSize,
    sortOrder: search.order === 'asc' ? 'true' : 'false',
    ...filtersOf(search, options.filterIds),
  }
  if (search.sort) body.sortField = search.sort
  if (search.keyword) body.keyword = search.keyword
  if (options.globalSearchField && search.search) body[options.globalSearchField] = search.search
  return body
}
