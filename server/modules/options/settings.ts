import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { OPTIONS_CALLS, OPTIONS_MESSAGES as M, type SettingsDetails, settingsAnswer, settingsBody } from '../../../shared/api/options'
import { RC } from '../../../shared/response-codes'
import { envelope, ok, refuse } from '../../http'
import { changedFields } from '../../lib/changed-fields'
import { nextVersion } from '../../lib/record-versions'
import { unixSeconds } from '../../lib/unix-seconds'
import { organisationSettings } from './schema'

const tags = ['options']
type Row = typeof organisationSettings.$inferSelect

const toDetails = (r: Row): SettingsDetails => ({
  countryCode: r.countryCode,
  currencyCode: r.currencyCode,
  tenantId: r.tenantId,
  passwordMinLength: r.passwordMinLength,
  passwordMaxLength: r.passwordMaxLength,
  weekOffDays: r.weekOffDays,
  units: r.units,
  headerStartRow: r.headerStartRow,
  headerEndRow: r.headerEndRow,
  version: r.version,
  updatedAt: unixSeconds(r.updatedAt) ?? 0,
})

/**
 * The organisation's settings (permission Options), one row (id 1):
 * - GET /options/settings (query, view or edit): the settings and their version;
 * - PUT /options/settings (edit): the whole form (shared settingsBody: spec 002 section 5's rules and messages, the
 *   password floor of SECURITY.md item 10) with the version it was read at, applied by one conditional update (125
 *   when it changed meanwhile, with the current settings), audited with the changed fields. Readers
 *   (server/lib/option-lists.ts) query the row per request, so the change applies at once on every node.
 */
export function settingsRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  const current = async () => (await db.select().from(organisationSettings).where(eq(organisationSettings.id, 1)))[0]

  app.get(
    OPTIONS_CALLS.settings,
    {
      schema: { tags, summary: "The organisation's settings and their version", response: { 200: envelope.extend(settingsAnswer.shape) } },
      config: { access: { screen: 'Options', button: ['query', 'view', 'edit'] } },
    },
    async (_request, reply) => {
      const row = await current()
      if (!row) return refuse(RC.NOT_FOUND, M.notFound)
      return ok(reply, { settings: toDetails(row) })
    },
  )

  app.put(
    OPTIONS_CALLS.settings,
    {
      schema: {
        tags,
        summary: "Save the organisation's settings (spec 002 section 5's rules); 125 when they changed since read",
        body: settingsBody,
        response: { 200: envelope.extend({ version: z.number().int().optional(), settings: settingsAnswer.shape.settings.optional() }) },
      },
      config: { access: { screen: 'Options', button: 'edit' } },
    },
    async (request, reply) => {
      const { version, ...form } = request.body
      const before = await current()
      if (!before) return refuse(RC.NOT_FOUND, M.notFound)
      const at = fastify.deps.clock.now()
      const saved = await fastify.transact(request, async (tx, audit) => {
        const [row] = await tx
          .update(organisationSettings)
          .set({ ...form, updatedById: request.auth!.user.id, updatedAt: at, version: nextVersion(organisationSettings.version) })
          .where(and(eq(organisationSettings.id, 1), eq(organisationSettings.version, version)))
          .returning()
        if (!row) return null
        await audit({
          action: 'update',
          entity: 'settings',
          recordId: null,
          changes: changedFields(toDetails(before), form),
          comment: 'organisation settings updated',
        })
        return row
      })
      if (!saved) {
        const now = await current()
        return refuse(RC.EDIT_CONFLICT, M.changedMeanwhile, now ? { settings: toDetails(now) } : undefined)
      }
      return ok(reply, { version: saved.version, settings: toDetails(saved) }, M.saved)
    },
  )
}
