import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Screen } from '../../shared/permissions'
import { ok } from '../http'
import type { FilterDef } from '../../shared/api/contract'
import type { DefinedList, ExportResult, ListContext, ListQuery } from './list'
import { streamNdjson } from './ndjson'

/** The list call (screen + query) and the export (screen + export) come from the list's contract. */
export interface ListRoutes {
  screen: Screen
  tags: string[]
  /** What the rows are, for the API description ('users'). */
  what: string
}

/**
 * Registers a module's list call (`POST`, answers `{ responseCode: 109, rows, pages, filterRecords,
 * filterRecordsEstimated }`) and its export (`POST`, NDJSON: `{"columns":[…],"total":N}` (with `sheets` when the
 * contract declares extra sheets), one row per line (each followed by its extra sheets' `{"sheet":…,"cells":[…]}`
 * lines), `{"done":true,"rows":N}`). Validation errors and refusals come before any streaming, as the
 * usual JSON envelopes. Every export writes an audit row: the filters, rows sent, whether it finished.
 */
export function registerListRoutes<TRow extends Record<string, unknown>, TFilters extends Record<string, FilterDef>>(
  fastify: FastifyInstance,
  list: DefinedList<TRow, TFilters>,
  o: ListRoutes,
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const paths = { list: list.definition.contract.list, export: list.definition.contract.export }
  const context = (auth: ListContext['auth']): ListContext => ({ db: fastify.db, kind: fastify.deps.database.kind, auth })
  const body = list.query as z.ZodType<ListQuery<TFilters>>

  app.post(
    paths.list,
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
            rows: z.array(list.definition.contract.row),
            pages: z.number().int(),
            filterRecords: z.number().int(),
            filterRecordsEstimated: z.boolean(),
          }),
        },
      },
      config: { access: { screen: o.screen, button: 'query' } },
      // The schema above still describes the answer (OpenAPI); CHECK_ANSWERS=false sends it without checking every row.
      ...(fastify.deps.config.CHECK_ANSWERS ? {} : { serializerCompiler: () => (data: unknown) => JSON.stringify(data) }),
    },
    async (request, reply) => ok(reply, await list.list(context(request.auth), request.body as ListQuery<TFilters>)),
  )

  if (!paths.export) return

  app.post(
    paths.export,
    {
      schema: {
        tags: o.tags,
        summary: `Every ${o.what} row matching the table query (page and pageSize ignored), streamed as NDJSON`,
        description:
          'application/x-ndjson: first {"columns":[…],"total":N} (totalEstimated: true when N is an estimate), then one row per ' +
          'line in the list\'s order and shape, then {"done":true,"rows":N}. A table with extra sheets names them in the first ' +
          'line (sheets: [{name, columns}]) and sends each of their rows after its row as {"sheet":name,"cells":[…]}. ' +
          'An export that cannot finish ends with ' +
          '{"responseCode":113,…} (failed) or {"responseCode":124,…} (the server is restarting: export again); a missing done ' +
          'line means the export did not finish.',
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
          let audited = false
          const audit = (outcome: 'completed' | 'failed' | 'stopped early') =>
            app.audit(request, {
              action: 'export',
              entity: list.definition.entity,
              recordId: null,
              changes: {
                filters: list.describe(q),
                rows: progress.rows,
                total: progress.total,
                ...(progress.totalEstimated ? { totalEstimated: true } : {}),
                completed: outcome === 'completed',
              },
              comment: `${progress.rows} ${o.what}${outcome === 'completed' ? '' : ` (${outcome})`}`,
            })
          try {
            // Every row sent: recorded before the done line, so a client that has the done line can rely on the audit
            // row, and an export whose audit row cannot be written never looks finished.
            await list.exportTo(ctx, q, out, progress, async () => {
              await audit('completed')
              audited = true
            })
            failed = false
            return progress.completed
          } finally {
            if (!audited) {
              await audit(failed ? 'failed' : 'stopped early').catch((err: unknown) =>
                request.log.error({ err }, 'audit of an export failed'),
              )
            }
          }
        },
        fastify.draining.streamsEnd,
      )
    },
  )
}
