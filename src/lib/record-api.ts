import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { z } from 'zod'
import type { RecordContract, TableContract } from '@shared/api/contract'
import { IDEMPOTENCY_HEADER } from '@shared/api/versions'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource, type ApiAnswer } from '@/lib/api'
import type { ServerTexts } from '@/lib/report-answer'

/** The query key prefix of a table's pages (['table', list call]): what a screen invalidates after a change. */
export const tableQueryKey = (contract: Pick<TableContract, 'list'>) => ['table', contract.list] as const

/** What a module's calls say on success (default: the spec's shared texts), and its own server texts. */
export interface RecordTexts {
  saved: MessageDescriptor
  updated: MessageDescriptor
  deleted: MessageDescriptor
  /** The module's own server messages and their translations; the shared ones (src/lib/validation-messages.ts) are known everywhere. */
  texts: ServerTexts
}

const SHARED_TEXTS: Omit<RecordTexts, 'texts'> = {
  saved: msg`Saved successfully`,
  updated: msg`Updated successfully`,
  deleted: msg`Record Deleted Successfully`,
}

export interface SaveInput<TForm extends z.ZodType> {
  /** The form's payload as the contract's form takes it. */
  payload: z.input<TForm>
  /** Set: an update of that record; absent: a create. */
  id?: string
  source: ActionSource
  /** An update's: the version the record was loaded with (issue 14); a stale one answers 125 with the record now. */
  version?: number
  /** A create's: one key per dialog opening, so a retry or a second submit creates nothing more. */
  idempotencyKey?: string
}

/** A fresh Idempotency-Key (a random UUID; a time-and-random text where the browser has no crypto.randomUUID). */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
}

/** A record's details with the version it was loaded at (issue 14). */
export type Versioned<T> = T & { version?: number }

const versionPart = z.object({ version: z.number().int().optional() })

/**
 * The typed calls of a module, from its contracts (shared/api/<module>.ts): the details query, save (create or update)
 * and soft delete, with the table's query key to refresh after them. One per feature, in its api.ts.
 */
export function recordApi<const TId extends string, TForm extends z.ZodType, TDetails extends z.ZodType>(
  table: Pick<TableContract, 'list'>,
  record: RecordContract<TId, TForm, TDetails>,
  own: Partial<RecordTexts> = {},
) {
  const texts: RecordTexts = { ...SHARED_TEXTS, texts: new Map(), ...own }
  const listKey = tableQueryKey(table)
  /** The query key of a record's details: what a call that changes the open record (a lead's follow-up) refreshes. */
  const detailsKey = (id: string | null) => [record.details?.path, id] as const
  const idBody = (id: string) => ({ [record.id]: id }) as Record<TId, string>
  /** The details answer's schema with the record's version beside its own fields. */
  const detailsSchema = record.details && z.intersection(record.details.answer, versionPart)
  /** A create's answer: the new record's id under the contract's name for it (`userId`…), read as `recordId`. */
  const answerId = record.create?.answerId ?? 'recordId'
  const createdSchema = z.record(z.string(), z.unknown()).transform((a) => {
    const id = a[answerId]
    return { recordId: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined }
  })
  /** A details answer from elsewhere (a conflict's `current`) as the details query gives it; undefined if it does not fit. */
  const parseDetails = (value: unknown): Versioned<z.output<TDetails>> | undefined => {
    const parsed = detailsSchema?.safeParse(value)
    return parsed?.success ? (parsed.data as Versioned<z.output<TDetails>>) : undefined
  }

  return {
    record,
    texts,
    listKey,
    detailsKey,
    parseDetails,

    /** The record's details while `id` is set (never cached after the dialog closes). */
    useDetails(id: string | null) {
      const details = record.details
      return useQuery({
        queryKey: detailsKey(id),
        enabled: id !== null && details !== undefined,
        gcTime: 0,
        retry: false,
        queryFn: async ({ signal }): Promise<Versioned<z.output<TDetails>>> => {
          const d = details!
          const schema = detailsSchema!
          const answer =
            d.method === 'GET'
              ? await api.get(d.path, { query: idBody(id!), schema, signal })
              : await api.post(d.path, idBody(id!), { schema, signal })
          if (answer.responseCode !== RC.SUCCESS || answer.data === undefined) throw new ApiError(answer)
          return answer.data as Versioned<z.output<TDetails>>
        },
      })
    },

    /** Creates (no id) or updates (with the id) from the form's payload. */
    useSave() {
      return useMutation({
        mutationFn: ({ payload, id, source, version, idempotencyKey }: SaveInput<TForm>): Promise<ApiAnswer<{ recordId?: string }>> => {
          if (id === undefined) {
            const headers = idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : undefined
            return api.post(record.create!.path, payload, { source, headers, schema: createdSchema })
          }
          return api.put(
            record.update!.path,
            { ...(payload as object), ...idBody(id), ...(version === undefined ? {} : { version }) },
            { source },
          )
        },
      })
    },

    /** The soft delete of one record. */
    useRemove() {
      return useMutation({
        mutationFn: ({ id, source }: { id: string; source: ActionSource }) => api.delete(record.remove!.path, idBody(id), { source }),
      })
    },

    /** Undoes a soft delete (contracts with `restore`): the version the delete answered; 125 when changed since. */
    useRestore() {
      return useMutation({
        mutationFn: ({ id, version, source }: { id: string; version?: number; source: ActionSource }) =>
          api.post(record.restore!.path, { ...idBody(id), ...(version === undefined ? {} : { version }) }, { source }),
      })
    },

    /** Refreshes the table's pages (after a save or a delete). */
    useRefresh() {
      const queryClient = useQueryClient()
      return useCallback(() => void queryClient.invalidateQueries({ queryKey: listKey }), [queryClient])
    },
  }
}

export type RecordApi<TForm extends z.ZodType = z.ZodType, TDetails extends z.ZodType = z.ZodType> = ReturnType<
  typeof recordApi<string, TForm, TDetails>
>

/**
 * The same record calls with a save that tells `report` each answer (null when a save starts), for a dialog that
 * shows more of it than the frame's toast: the slots an update may not drop, the places a refused booking found gone.
 * The frame's own handling of the answer (toast, conflict, close) stays as it is.
 */
export function withSaveReports<A extends { useSave: () => { mutate: (input: never, options?: never) => void } }>(
  recordCalls: A,
  report: (answer: ApiAnswer | null) => void,
): A {
  type Save = ReturnType<A['useSave']>
  type Options = { onSuccess?: (answer: ApiAnswer, ...rest: unknown[]) => void }
  return {
    ...recordCalls,
    useSave() {
      const save = recordCalls.useSave() as Save
      const mutate = (input: never, options?: Options) => {
        report(null)
        save.mutate(input, {
          ...options,
          onSuccess: (answer: ApiAnswer, ...rest: unknown[]) => {
            report(answer)
            options?.onSuccess?.(answer, ...rest)
          },
        } as never)
      }
      return { ...save, mutate }
    },
  }
}
