import { sql } from 'drizzle-orm'
import { bigserial, boolean, index, jsonb, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core'
import type { BillLine, ServiceRequestStatus, ServiceSlot } from '../../../shared/api/servicereq.table'
import { createdAt, id, updatedAt, version } from '../../db/columns'
import { branches, serviceCentres, users } from '../../db/schema/core'

/**
 * The service requests module's table: a rider's request for service at a centre. Its readable number (SRQ-000123) is
 * its `number`, drawn from the column's own sequence.
 */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: id(),
    /** From the sequence service_requests_number_seq: shown as SRQ-000123. */
    number: bigserial('number', { mode: 'number' }).notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id),
    vehicleNo: varchar('vehicle_no', { length: 20 }),
    scuId: uuid('scu_id')
      .notNull()
      .references(() => serviceCentres.id),
    branchId: uuid('branch_id').references(() => branches.id),
    /** The day asked for (midnight in India). */
    requestedDay: timestamp('requested_day', { withTimezone: true }).notNull(),
    slot: varchar('slot', { length: 10 }).notNull().$type<ServiceSlot>(),
    /** The services wanted, free text (1–20, each at most 100 characters) until the Services list lands. */
    services: text('services')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pickup: boolean('pickup').notNull().default(false),
    pickupAddress: varchar('pickup_address', { length: 300 }),
    status: varchar('status', { length: 12 }).notNull().default('requested').$type<ServiceRequestStatus>(),
    /** The technician (a worker of the request's centre), set by POST /servicereq/assign. */
    assigneeId: uuid('assignee_id').references(() => users.id),
    /** The estimate's lines, amounts in paise (at most 30). */
    estimate: jsonb('estimate').notNull().default([]).$type<BillLine[]>(),
    /** The final bill's lines, amounts in paise (at most 30). */
    bill: jsonb('bill').notNull().default([]).$type<BillLine[]>(),
    remarks: text('remarks'),
    active: boolean('active').notNull().default(true),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    version: version(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('service_requests_created_idx').on(t.createdAt, t.id),
    index('service_requests_updated_idx').on(t.updatedAt, t.id),
    index('service_requests_day_idx').on(t.requestedDay, t.id),
    index('service_requests_scu_idx').on(t.scuId),
    index('service_requests_assignee_idx').on(t.assigneeId),
    index('service_requests_customer_idx').on(t.customerId),
  ],
)
