import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Screen } from '../../shared/permissions'
import { ok } from '../http'
import type { DefinedList, ExportResult, ListContext, ListFilter, ListQuery } from './list'
import { streamNdjson } from './ndjson'

export interface ListRoutes {
  /** The list call, e.g. '/user/all' (needs screen + query). */
  list: string
  /** The export call, e.g. '/user/export' (needs screen + export). */
  export?: string
  screen: Screen
  tags: string[]
  /** What the rows are, for the API description ('users'). */
  what: string
}

/**
 * Registers a module's list call (`POST`, answers `{ responseCode: 109, rows, pages, filterRecords,
 * filterRecordsEstimated }`) and its export (`POST`, NDJSON: `{"columns":[…],"total":N}`, one row per
 * line, `{"done":true,"rows":N}`). Validation errors and refusals come before any streaming, as the
 * usual JSON envelopes. Every export writes an audit row: the filters, rows sent, whether it finished.
 */
export function registerListRoutes<TRow extends Record<string, unknown>, TFilters extends Record<string, ListFilter>>(
  fastify: FastifyInstance,
  list: DefinedList<TRow, TFilters>,
  o: ListRoutes,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const context = (auth: ListContext['auth']): ListContext => ({ db: fastify.db, kind: fastify.deps.database.kind, auth })
  const body = list.query as z.ZodType<ListQuery<TFilters>>

  app.post(
    o.list,
    {
      schema: {
        tags: o.tags,
        summary: `The ${o.what} table: keyword, filters, sort, page (zero based) and pageSize (1–1000)`,
        description:
          "sortOrder 'false' (default) is descending, 'true' ascending; ties are broken by id. filterRecords is exact up to " +
          '1,000 matches; beyond that it is an estimate and filterRecordsEstimated is true.',
        body,
        response: {
          200: z.object({
            responseCode: z.number(),
            rows: z.array(list.definition.rowSchema),
            pages: z.number().int(),
            filterRecords: z.number().int(),
            filterRecordsEstimated: z.boolean(),
          }),
        },
      },
      config: { access: { screen: o.screen, button: 'query' } },
    },
    async (request, reply) => ok(reply, await list.list(context(request.auth), request.body as ListQuery<TFilters>)),
  )

  if (!o.export) return
  const closing = new AbortController()
  fastify.addHook('preClose', (done) => {
    closing.abort()
    done()
  })

  app.post(
    o.export,
    {
      schema: {
        tags: o.tags,
        summary: `Every ${o.what} row matching the table query (page and pageSize ignored), streamed as NDJSON`,
        description:
          'application/x-ndjson: first {"columns":[…],"total":N} (totalEstimated: true when N is an estimate), then one row per ' +
          'line in the list\'s order and shape, then {"done":true,"rows":N}. A missing done line means the export did not finish.',
        body,
      },
      config: { access: { screen: o.screen, button: 'export' } },
    },
    async (request, reply) => {
      const ctx = context(request.auth)
      const q = request.body as ListQuery<TFilters>
      const progress: ExportResult = { rows: 0, total: 0, totalEstimated: false, completed: false }
      await streamNdjson(
        reply,
        async (out) => {
          let failed = true
          try {
            await list.exportTo(ctx, q, out, progress)
            failed = false
          } finally {
            // Recorded before the response ends, so a client that has the done line can rely on the audit row.
            await app
              .audit(request, {
                action: 'export',
                entity: list.definition.entity,
                recordId: null,
                changes: {
                  filters: list.describe(q),
                  rows: progress.rows,
                  total: progress.total,
                  ...(progress.totalEstimated ? { totalEstimated: true } : {}),
                  completed: progress.completed,
                },
                comment: `${progress.rows} ${o.what}${progress.completed ? '' : failed ? ' (failed)' : ' (stopped early)'}`,
              })
              .catch((err: unknown) => request.log.error({ err }, 'audit of an export failed'))
          }
        },
        closing.signal,
      )
    },
  )
}
