import type { FastifyInstance } from 'fastify'
import { TEST_DRIVE_MESSAGES as M, type TestDriveForm, testDriveRecordContract } from '../../../shared/api/testdrive'
import { RC } from '../../../shared/response-codes'
import type { AuditInTx, Tx } from '../../audit/transact'
import type { Db } from '../../db/client'
import { customerFor, userByMobile } from '../../lib/customers'
import { isPickableVehicleModel } from '../../lib/pick-lists'
import { registerRecordRoutes, type RecordContext, type Refusal } from '../../lib/records'
import { takePlace } from './capacity'
import { chooseSlot, driveScope, isRefusal, placeColumns, type SlotChoice, type TestDriveRecord } from './drive-data'
import { driveDetails } from './drive-list'
import { testDrives } from './schema'

const tags = ['testdrive']
const refuse = (message: string): Refusal => ({ code: RC.BAD_INPUT, message })

/** The user with this mobile number: its id and type, or null. */

async function modelRefusal(db: Db, vehicleModelId: string | undefined, before: TestDriveRecord | null): Promise<Refusal | undefined> {
  if (!vehicleModelId || vehicleModelId === before?.vehicleModelId) return undefined
  return (await isPickableVehicleModel(db, vehicleModelId)) ? undefined : refuse(M.unknownVehicleModel)
}

/** The customer of a new drive (found or made by mobile number; server/lib/customers.ts). */
const customerOf = (tx: Tx, form: TestDriveForm, ctx: RecordContext, audit: AuditInTx) =>
  customerFor(
    tx,
    { mobileNo: form.customerMobileNo, fname: form.customerFname, lname: form.customerLname },
    ctx,
    audit,
    'a test drive',
    refuse(M.notCustomer),
  )

/**
 * The test drive record calls (permission TestDrive), on the record kit:
 * - POST /testdrive/details (view): the row, version, slot and model ids; scope as the list (driveScope), else 123;
 * - POST /testdrive/add (add, 'Create Test Drive'): checks the branch's active configuration, the slot (of that
 *   configuration, on that day of the week, not a week-off day, not started), the customer's number (not a staff
 *   account's) and the model; then, in one transaction, finds or makes the customer and takes a place in the slot for
 *   the day (capacity.ts: full → 110 slotFull, nothing written). An scp's drives are theirs (franchise_id), a worker's
 *   assigned to them (so they stay within their reach);
 * - PUT /testdrive/update (edit): only the vehicle model and the remarks (testDriveEdit), with the version;
 * The kit's soft delete is not used: DELETE /testdrive/delete cancels and POST /testdrive/restore undoes a cancel
 * (drive-moves.ts).
 */
export function testDriveRecordRoutes(fastify: FastifyInstance): void {
  /** The slot a create's checks chose, for its columns and its write (the kit hands every hook the same form object). */
  const chosen = new WeakMap<object, SlotChoice>()

  registerRecordRoutes(fastify, {
    contract: testDriveRecordContract,
    screen: 'TestDrive',
    entity: 'testDrive',
    what: 'test drive',
    tags,
    table: testDrives,
    id: testDrives.id,
    scope: driveScope,
    messages: { saved: M.created },
    details: (row: TestDriveRecord, { db }) => driveDetails(db, row),
    checkFirst: async (form, before, ctx) => {
      if (before) return modelRefusal(ctx.db, form.vehicleModelId, before)
      const choice = await chooseSlot(ctx.db, { branchId: form.branchId, slotId: form.slotId, day: form.bookingDate }, ctx.auth, ctx.now)
      if (isRefusal(choice)) return choice
      const owner = await userByMobile(ctx.db, form.customerMobileNo)
      if (owner && owner.userType !== 'user') return refuse(M.notCustomer)
      const model = await modelRefusal(ctx.db, form.vehicleModelId, null)
      if (model) return model
      chosen.set(form, choice)
      return undefined
    },
    columns: (form, ctx, before) => {
      const edit = { vehicleModelId: form.vehicleModelId ?? null, remarks: form.remarks ?? null }
      if (before) return edit
      const choice = chosen.get(form)
      if (!choice) throw new Error('testDrive: no slot chosen before the create')
      const u = ctx.auth.user
      return {
        ...placeColumns(choice),
        branchId: choice.branchId,
        scuId: choice.scuId,
        customerFname: form.customerFname,
        customerLname: form.customerLname ?? null,
        customerMobileNo: form.customerMobileNo,
        ...edit,
        status: 'booked',
        franchiseId: u.userType === 'scp' ? u.id : null,
        workerId: u.userType === 'worker' ? u.id : null,
      }
    },
    beforeWrite: async (tx, form, ctx, { before, audit }) => {
      if (before) return {}
      const choice = chosen.get(form)!
      const customerId = await customerOf(tx, form, ctx, audit)
      await takePlace(tx, choice.slotId, choice.bookingDate)
      return { customerId }
    },
    createColumns: ({ auth }) => ({ createdById: auth.user.id }),
    comment: {
      created: (f) => `test drive for ${f.customerFname} ${f.customerLname ?? ''} (${f.customerMobileNo}) booked`.replace(/ +/g, ' '),
    },
  })
}
