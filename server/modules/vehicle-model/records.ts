import type { FastifyInstance } from 'fastify'
import { VEHICLE_MODEL_MESSAGES as M, vehicleModelRecordContract } from '../../../shared/api/vehicle-model'
import { vehicleModels } from '../../db/schema'
import { changesComment } from '../../lib/changed-fields'
import { claimFiles } from '../../lib/file-claims'
import { registerRecordRoutes } from '../../lib/records'
import { formColumns, makeIdFor, sameModel, type VehicleModelRecord } from './data'
import { vehicleModelRowById } from './list'

/**
 * The vehicle model record calls (permission VehicleModel): details (view), add (add), update (edit), soft delete of an
 * active model (delete) and restore. The make is typed: found (case aside) or created in the save's transaction. Two
 * active models never share a model number, nor a name under one make (114: the check, and the partial unique indexes
 * between two saves at once). The logo, image and attachments become the model's files in the same transaction.
 */
export function vehicleModelRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: vehicleModelRecordContract,
    screen: 'VehicleModel',
    entity: 'vehicleModel',
    what: 'vehicle model',
    tags: ['vehicleModel'],
    table: vehicleModels,
    id: vehicleModels.id,
    active: vehicleModels.active,
    messages: { saved: M.created },
    details: async (row: VehicleModelRecord, { db }) => ({
      vehicleModel: { ...(await vehicleModelRowById(db, row.id))!, version: row.version },
    }),
    duplicate: (form, except) => sameModel(form, except),
    columns: (form) => formColumns(form),
    createColumns: ({ auth }) => ({ createdById: auth.user.id }),
    beforeWrite: async (tx, form, { now }) => ({ makeId: await makeIdFor(tx, form.make, now) }),
    afterWrite: (tx, recordId, form, { auth }) =>
      claimFiles(tx, {
        entity: 'vehicleModel',
        recordId,
        actorId: auth.user.id,
        urls: [form.logo, form.image, ...form.attachments],
      }),
    // The partial unique indexes answer 114 for a restore that would duplicate an active model.
    checkRestore: () => undefined,
    comment: {
      created: (f) => `vehicle model ${f.make} ${f.name} (${f.modelNo}) created`,
      updated: (changes, before) => `${before.name}: ${changesComment(changes)}`,
      deleted: (row) => `vehicle model ${row.name} (${row.modelNo}) deleted`,
    },
  })
}
