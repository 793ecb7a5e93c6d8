import { and, eq, ne, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { SERVICE_CENTER_MESSAGES as M, serviceCenterRecordContract } from '../../../shared/api/servicecenter'
import { MESSAGES, RC } from '../../../shared/response-codes'
import { serviceCentres } from '../../db/schema'
import { changesComment, type FieldChange } from '../../lib/changed-fields'
import { refuse } from '../../http'
import { registerRecordRoutes } from '../../lib/records'
import { branchesOf, centreOf, centreScope, type CentreRecord, ForeignBranch, formColumns, formValuesOf, saveBranches } from './data'
import { centreRowById } from './list'

const noPermission = { code: RC.NO_PERMISSION, message: MESSAGES.NO_PERMISSION }

/**
 * The centre record calls (permission ServiceCenter): details (view), add (add; answers recordId), update (edit), soft
 * delete (delete) and restore. Two active centres never share a title (114, held by a partial unique index). The
 * branches are saved with the centre in its transaction. An scc user (or worker) reaches their own centre only, cannot
 * add another, and cannot deactivate theirs through the form without the delete button.
 */
export function serviceCenterRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: serviceCenterRecordContract,
    screen: 'ServiceCenter',
    entity: 'serviceCenter',
    what: 'service centre',
    idMessage: 'Please select a service centre',
    tags: ['servicecenter'],
    table: serviceCentres,
    id: serviceCentres.id,
    active: serviceCentres.active,
    scope: centreScope,
    details: async (row: CentreRecord, { db }) => {
      const listRow = (await centreRowById(db, row.id))!
      return { centre: { ...listRow, version: row.version, form: formValuesOf(row, await branchesOf(db, row.id)) } }
    },
    checkFirst: (form, before, { auth }) => {
      // A centre's own staff keep to it: no new centres, and switching theirs off is a delete.
      if (!before && centreOf(auth) !== undefined) return noPermission
      if (before?.active && !form.active && !auth.perms.hasButton('ServiceCenter', 'delete')) return noPermission
      return undefined
    },
    duplicate: (form, except) => {
      if (!form.active) return undefined
      const same = and(sql`lower(${serviceCentres.title}) = lower(${form.title})`, eq(serviceCentres.active, true))
      return except ? and(same, ne(serviceCentres.id, except)) : same
    },
    columns: (form) => formColumns(form),
    afterWrite: async (tx, id, form, ctx, { changes }) => {
      const saved = await saveBranches(tx, id, form, ctx.now).catch((err: unknown) => {
        if (err instanceof ForeignBranch) refuse(RC.BAD_INPUT, M.unknownBranch)
        throw err
      })
      // The branches are audited with the centre's own fields (the kit writes this same changes object).
      const touched = saved.added.length + saved.changed.length + saved.removed.length + saved.deactivated.length
      if (touched) (changes as Record<string, FieldChange>).branches = { from: null, to: saved }
    },
    comment: {
      created: (f) => `service centre ${f.title} created`,
      deleted: (row) => `service centre ${row.title} deleted`,
      updated: (changes, before) => `${before.title}: ${changesComment(changes)}`,
    },
  })
}
