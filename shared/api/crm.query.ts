import { filters, tableQuery } from './contract'

/**
 * What the crm table's address holds: its sort keys and filters, and the values they name. The route file imports
 * only this, so the first page carries no row schema; the row and the contract are in ./crm.table.ts.
 */

/** Lead sources known to the CRM (spec 000 section 9), as stored keys. The spec's "two hubs" is stored as two_hubs. */
export const LEAD_SOURCES = [
  'google',
  'website',
  'social_media',
  'whatsapp',
  'youtube',
  'dealer',
  'two_hubs',
  'newspaper',
  'petrol_pump',
  'tv_add',
  'facebook',
  'field_marketing',
  'fm',
  'instagram',
  'bmrcl',
  'referral',
  'expo',
  'digital_marketing',
] as const

export type LeadSource = (typeof LEAD_SOURCES)[number]

/** Call status of a lead (spec 002: new_lead Lead, existed Existing User, converted Converted). */
export const CALL_STATUSES = ['new_lead', 'existed', 'converted'] as const

export type CallStatus = (typeof CALL_STATUSES)[number]

/** The CRM table (spec 001 section 2's lead columns): call status, lead source and assignee filters, creation dates. */
export const crmTableQuery = tableQuery({
  sort: ['createdAt', 'updatedAt', 'fname', 'mobileNo', 'callStatus'],
  defaultSort: 'createdAt',
  filters: {
    callStatus: filters.oneOf(CALL_STATUSES, `callStatus must be one of ${CALL_STATUSES.join(', ')}`),
    marketingType: filters.oneOf(LEAD_SOURCES, 'marketingType must be a lead source'),
    assignedTo: filters.id('assignedTo must be a staff id'),
    startDate: filters.startDate(),
    endDate: filters.endDate(),
  },
})

/** A phone number as 10 digits (+91, 91 or 0 prefixes, spaces and dashes removed), or null when it is not one. */
export function normaliseMobile(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null
  const digits = String(value).replace(/[\s\-()]/g, '')
  if (!/^\+?\d+$/.test(digits)) return null
  const d = digits.replace(/^\+/, '')
  if (d.length === 10) return d
  if (d.length === 12 && d.startsWith('91')) return d.slice(2)
  if (d.length === 11 && d.startsWith('0')) return d.slice(1)
  return null
}
