import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { SERVICE_REQUEST_MESSAGES as M, type ServiceRequestForm, serviceRequestRecordContract } from '../../../shared/api/servicereq'
import { RC } from '../../../shared/response-codes'
import type { Db } from '../../db/client'
import { branches, serviceCentres } from '../../db/schema'
import { userByMobile } from '../../lib/customers'
import { dateOfDay, dayOf } from '../../lib/india-day'
import { registerRecordRoutes, type RecordContext, type Refusal } from '../../lib/records'
import { serviceRequestScope, type ServiceRequestRecord } from './data'
import { serviceRequestDetailsOf } from './list'
import { serviceRequests } from './schema'

const refuse = (message: string): Refusal => ({ code: RC.BAD_INPUT, message })
const FINAL = ['delivered', 'cancelled']

/** The centre a request may be filed for: active, and for an scc or a worker their own. */
async function centreRefusal(db: Db, scuId: string, ctx: RecordContext): Promise<Refusal | undefined> {
  const u = ctx.auth.user
  if ((u.userType === 'scc' || u.userType === 'worker') && u.scuId !== scuId) return refuse(M.unknownCentre)
  const [c] = await db
    .select({ id: serviceCentres.id })
    .from(serviceCentres)
    .where(and(eq(serviceCentres.id, scuId), eq(serviceCentres.active, true)))
  return c ? undefined : refuse(M.unknownCentre)
}

/** The branch, when the form names one: an active branch of the form's centre. */
async function branchRefusal(db: Db, form: ServiceRequestForm): Promise<Refusal | undefined> {
  if (!form.branchId) return undefined
  const [b] = await db
    .select({ id: branches.id })
    .from(branches)
    .where(and(eq(branches.id, form.branchId), eq(branches.scuId, form.scuId), eq(branches.active, true)))
  return b ? undefined : refuse(M.branchOfCentre)
}

/**
 * The service request record calls (permission ServiceCenter), on the record kit, scoped by serviceRequestScope (out
 * of reach: 123):
 * - POST /servicereq/details (view): the row and the version;
 * - POST /servicereq/add (add): the form (shared serviceRequestForm); the requested day not before today (India); the
 *   centre active (an scc's or a worker's own), the branch an active one of that centre, the customer a user of type
 *   user found by mobile number; status requested (a worker's own request: assigned to them, so it stays within reach);
 * - PUT /servicereq/update (edit): the same form with the version; a changed day not in the past; a delivered or
 *   cancelled request is not edited; the centre of a request with a technician cannot change; the status and the
 *   technician change only by their own calls (actions.ts);
 * - DELETE /servicereq/delete (delete) and POST /servicereq/restore (delete or edit): the kit's soft delete and Undo.
 */
export function serviceRequestRecordRoutes(fastify: FastifyInstance): void {
  /** The customer a write's checks found, for its columns (the kit hands every hook the same form object). */
  const customers = new WeakMap<object, string>()

  registerRecordRoutes(fastify, {
    contract: serviceRequestRecordContract,
    screen: 'ServiceCenter',
    entity: 'servicereq',
    what: 'service request',
    tags: ['servicereq'],
    table: serviceRequests,
    id: serviceRequests.id,
    active: serviceRequests.active,
    scope: serviceRequestScope,
    messages: { saved: M.created },
    details: (row: ServiceRequestRecord, { db }) => serviceRequestDetailsOf(db, row),
    checkFirst: (form, before, { now }) => {
      if (before && FINAL.includes(before.status)) return refuse(M.finalEdit)
      const day = dateOfDay(form.requestedDay)!.getTime()
      const unchanged = before && before.requestedDay.getTime() === day
      if (!unchanged && day < dayOf(Math.floor(now.getTime() / 1000)) * 1000) return refuse(M.pastDay)
      return undefined
    },
    check: async (form, before, ctx) => {
      if (!before || before.scuId !== form.scuId) {
        const centre = await centreRefusal(ctx.db, form.scuId, ctx)
        if (centre) return centre
        if (before?.assigneeId) return refuse(M.centreOfAssigned)
      }
      if (!before || before.branchId !== (form.branchId ?? null) || before.scuId !== form.scuId) {
        const branch = await branchRefusal(ctx.db, form)
        if (branch) return branch
      }
      const owner = await userByMobile(ctx.db, form.customerMobileNo)
      if (!owner || owner.userType !== 'user') return refuse(M.noCustomer)
      customers.set(form, owner.id)
      return undefined
    },
    columns: (form) => ({
      customerId: customers.get(form)!,
      vehicleNo: form.vehicleNo ?? null,
      scuId: form.scuId,
      branchId: form.branchId ?? null,
      requestedDay: dateOfDay(form.requestedDay)!,
      slot: form.slot,
      services: form.services,
      pickup: form.pickup,
      pickupAddress: form.pickup ? (form.pickupAddress ?? null) : null,
      estimate: form.estimate,
      bill: form.bill,
      remarks: form.remarks ?? null,
    }),
    createColumns: ({ auth }) => ({
      createdById: auth.user.id,
      ...(auth.user.userType === 'worker' ? { assigneeId: auth.user.id } : {}),
    }),
    comment: {
      created: (f) => `service request for ${f.customerMobileNo} created`,
      deleted: (row) => `service request ${row.number} deleted`,
    },
  })
}
