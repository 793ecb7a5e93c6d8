import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { z } from 'zod'
import { RC } from '@shared/response-codes'
import { api } from '@/lib/api'
import { i18n } from '@/lib/i18n'
import { answerMessages } from '@/lib/report-answer'
import { noteArrival } from './metrics'
import { tableQueryKey } from '@/lib/record-api'
import type { TableDeclaration } from './types'

/** One page of a list answer (spec 001 section 3 "Table query and response"). */
export interface ListPage<TRow> {
  rows: TRow[]
  pages: number
  filterRecords: number
  /** The count is an estimate (very broad keyword on a large table). */
  estimated: boolean
  /** The server refused the call: its message ('' without one), for a table that says refusals (`refusalTexts`). */
  refusal?: string
}

/** What a failed call leaves in the table (spec 001 section 7 "Generic list behaviour"). */
export const EMPTY_PAGE: ListPage<never> = { rows: [], pages: 0, filterRecords: 0, estimated: false }

const schemas = new WeakMap<z.ZodType, z.ZodType>()

function listSchema<TRow>(rowSchema: z.ZodType<TRow>) {
  let schema = schemas.get(rowSchema)
  if (!schema) {
    schema = z.object({
      responseCode: z.number(),
      rows: z.array(rowSchema),
      pages: z.number().int().nonnegative(),
      filterRecords: z.number().int().nonnegative(),
      filterRecordsEstimated: z.boolean().optional(),
    })
    schemas.set(rowSchema, schema)
  }
  return schema as z.ZodType<{ rows: TRow[]; pages: number; filterRecords: number; filterRecordsEstimated?: boolean }>
}

/**
 * Loads one page. A refused or failed call leaves the table empty (no rows, 0 pages, 0 records), silently as the spec
 * says, except a server failure; a transport failure has already said 'Timeout Error.'. A refusal's message comes with
 * the empty page (`refusal`) for the tables that show it. A cancelled call (a newer page replaced it) is left
 * to the query cache.
 */
async function fetchPage<TRow>(table: TableDeclaration<TRow>, body: Record<string, unknown>, signal: AbortSignal): Promise<ListPage<TRow>> {
  let answer
  try {
    answer = await api.post(table.contract.list, body, { schema: listSchema(table.contract.row as unknown as z.ZodType<TRow>), signal })
  } catch (error) {
    if (signal.aborted) throw error
    return EMPTY_PAGE
  }
  if (answer.responseCode === RC.SUCCESS && answer.data) {
    const page: ListPage<TRow> = {
      rows: answer.data.rows,
      pages: answer.data.pages,
      filterRecords: answer.data.filterRecords,
      estimated: answer.data.filterRecordsEstimated === true,
    }
    noteArrival(page)
    return page
  }
  // Spec 001 section 7 "Generic list behaviour": any other answer leaves the table empty silently (the console keeps a
  // trace for support); a refused permission has already refreshed the session, which hides what it no longer allows.
  // A server failure (113, e.g. the database is down) is said, like the transport's 'Timeout Error.': an empty table
  // must not pass for "no records".
  console.warn(`${table.contract.list} answered ${answer.responseCode}`, answer.message)
  if (answer.responseCode === RC.SERVER_ERROR) {
    toast.error(answer.message || i18n._(answerMessages.serverError), { id: `table-${table.id}` })
  }
  // An invalid session has sent the user to sign in; any other refusal is kept for a table that says it.
  if (answer.responseCode === RC.INVALID_SESSION) return EMPTY_PAGE
  return { ...EMPTY_PAGE, refusal: answer.message ?? '' }
}

/** The table's rows for the current URL state, keyed by it; the previous page stays up while the next one loads. */
export function useTableData<TRow>(table: TableDeclaration<TRow>, body: Record<string, unknown>, enabled: boolean) {
  return useQuery({
    queryKey: [...tableQueryKey(table.contract), body],
    queryFn: ({ signal }) => fetchPage(table, body, signal),
    enabled,
    placeholderData: keepPreviousData,
  })
}
