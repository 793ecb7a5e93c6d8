import { and, eq, ne } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { CRM_MESSAGES as CM, crmRecordContract, type LeadForm } from '../../../shared/api/crm'
import { RC } from '../../../shared/response-codes'
import { registerRecordRoutes } from '../../lib/records'
import { isExecutive, leadDetailsOf, type LeadRow } from './lead-data'
import { leads } from './schema'
import { changesComment } from '../../lib/changed-fields'

const columnsOf = (f: LeadForm): Partial<typeof leads.$inferInsert> => ({
  fname: f.fname,
  lname: f.lname ?? null,
  mobileNo: f.mobileNo,
  email: f.email ?? null,
  city: f.city ?? null,
  marketingType: [...new Set(f.marketingType)],
  callStatus: f.callStatus,
  assignedToId: f.assignedTo ?? null,
})

/**
 * The lead record calls on the record kit (permission CRM): details with the follow-ups and recent calls (view), add
 * (add; answers leadId) and update (edit). One lead per mobile number (114); an assignee, when set or changed, must be
 * active staff (110 'Please select an executive'). Leads are not deleted.
 */
export function crmRecordRoutes(fastify: FastifyInstance): void {
  registerRecordRoutes(fastify, {
    contract: crmRecordContract,
    screen: 'CRM',
    entity: 'lead',
    what: 'lead',
    tags: ['crm'],
    table: leads,
    id: leads.id,
    details: async (row: LeadRow, { db }) => ({ lead: await leadDetailsOf(db, row) }),
    columns: columnsOf,
    createColumns: ({ auth }) => ({ createdById: auth.user.id }),
    duplicate: (form, except) => and(eq(leads.mobileNo, form.mobileNo), except ? ne(leads.id, except) : undefined),
    check: async (form, before, { db }) => {
      const assignee = form.assignedTo
      if (!assignee || assignee === before?.assignedToId || (await isExecutive(db, assignee))) return undefined
      return { code: RC.BAD_INPUT, message: CM.selectExecutive }
    },
    comment: {
      created: (f) => `lead ${f.fname} ${f.lname ?? ''} (${f.mobileNo}) created`.replace(/ +/g, ' '),
      updated: changesComment,
    },
  })
}
