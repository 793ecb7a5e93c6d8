import { z } from 'zod'
import { tableContract } from './contract'
import { CALL_STATUSES, crmTableQuery } from './crm.query'

export * from './crm.query'

/** The crm table's contract: its row, sort keys and filters (kept apart from the forms so a screen's address carries only this). */

export const person = z.object({ _id: z.string(), fname: z.string(), lname: z.string().nullable() })

/**
 * A row of POST /crm/all and of the export; `followups` holds the latest follow-up only (the table shows the first).
 * `version` is the lead's as the list read it: the re-assign sends it back so a lead changed since is left alone (issue
 * 14). The table shows no column of it, so the downloaded file has none either.
 */
export const leadListRow = z.object({
  _id: z.string(),
  fname: z.string(),
  lname: z.string().nullable(),
  mobileNo: z.string(),
  email: z.string().nullable(),
  city: z.string().nullable(),
  marketingType: z.array(z.string()),
  callStatus: z.enum(CALL_STATUSES),
  assignedTo: person.nullable(),
  followups: z.array(z.object({ assignedExecutiveName: z.string(), followUpDate: z.number().int() })),
  lastDuration: z.number().int().nullable(),
  lastCallOutcome: z.string().nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  version: z.number().int(),
})

export type LeadListRow = z.infer<typeof leadListRow>

export const crmTableContract = tableContract({
  list: '/crm/all',
  export: '/crm/export',
  row: leadListRow,
  query: crmTableQuery,
})
