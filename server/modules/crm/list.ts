import { eq, or, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { type LeadListRow, crmTableContract } from '../../../shared/api/crm'
import { users } from '../../db/schema'
import { defineList, unixSeconds } from '../../lib/list'
import { containsText, digitPrefix, phoneDigits } from '../../lib/list-query'
import { leadSearchText, leads } from './schema'

const assignee = alias(users, 'assignee')

/**
 * The latest follow-up of the lead as `executive name \x1f unix seconds` (one correlated lookup on
 * lead_followups_lead_idx per row of the page).
 */
const latestFollowup = sql<string | null>`(
  select coalesce(u.fname, '') || ' ' || coalesce(u.lname, '') || E'\\x1f' || floor(extract(epoch from f.follow_up_date))::bigint::text
  from lead_followups f left join users u on u.id = f.executive_id
  where f.lead_id = ${leads.id}
  order by f.follow_up_date desc, f.id desc
  limit 1
)`

/**
 * The CRM table (POST /crm/all):
 * - keyword: "fname lname", e-mail or city contain it (leads_search_trgm_idx); digits also find mobile numbers starting with them;
 * - filters: callStatus, marketingType (leads having that source), assignedTo (a staff id), startDate/endDate (created);
 * - sort: createdAt (default, newest first), updatedAt, fname, mobileNo, callStatus;
 * - rows carry the assigned executive, the latest follow-up (the table's first follow-up cells) and the version (the
 *   re-assign sends it back, issue 14).
 */
export const crmList = defineList({
  contract: crmTableContract,
  entity: 'lead',
  table: leads,
  id: leads.id,
  joins: [{ table: assignee, on: eq(assignee.id, leads.assignedToId) }],
  select: {
    id: leads.id,
    fname: leads.fname,
    lname: leads.lname,
    mobileNo: leads.mobileNo,
    email: leads.email,
    city: leads.city,
    marketingType: leads.marketingType,
    callStatus: leads.callStatus,
    assignedToId: leads.assignedToId,
    assigneeFname: sql<string | null>`${assignee.fname}`,
    assigneeLname: sql<string | null>`${assignee.lname}`,
    followup: latestFollowup,
    lastDuration: leads.lastDuration,
    lastCallOutcome: leads.lastCallOutcome,
    createdAt: leads.createdAt,
    updatedAt: leads.updatedAt,
    version: leads.version,
  },
  toRow: (r): LeadListRow => ({
    _id: r.id,
    fname: r.fname,
    lname: r.lname,
    mobileNo: r.mobileNo,
    email: r.email,
    city: r.city,
    marketingType: r.marketingType ?? [],
    callStatus: r.callStatus,
    assignedTo: r.assignedToId && r.assigneeFname !== null ? { _id: r.assignedToId, fname: r.assigneeFname, lname: r.assigneeLname } : null,
    followups: followupsOf(r.followup),
    lastDuration: r.lastDuration,
    lastCallOutcome: r.lastCallOutcome,
    createdAt: unixSeconds(r.createdAt)!,
    updatedAt: unixSeconds(r.updatedAt)!,
    version: r.version,
  }),
  search: (keyword) => {
    const text = containsText(leadSearchText(leads), keyword)
    const digits = phoneDigits(keyword)
    return digits ? or(digitPrefix(leads.mobileNo, digits), text)! : text
  },
  sort: {
    createdAt: leads.createdAt,
    updatedAt: leads.updatedAt,
    fname: leads.fname,
    mobileNo: leads.mobileNo,
    callStatus: leads.callStatus,
  },
  generic: { dates: leads.createdAt },
  filters: {
    callStatus: (v) => eq(leads.callStatus, v),
    marketingType: (v) => sql`${leads.marketingType} @> ARRAY[${v}]::text[]`,
    assignedTo: (v) => eq(leads.assignedToId, v),
  },
})

function followupsOf(packed: string | null): LeadListRow['followups'] {
  if (!packed) return []
  const [name = '', at = '0'] = packed.split('\x1f')
  return [{ assignedExecutiveName: name.trim(), followUpDate: Number(at) || 0 }]
}
