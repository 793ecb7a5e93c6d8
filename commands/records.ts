import { msg } from '@lingui/core/macro'
import { MOBILE_LENGTH } from '../shared/validation'
import type { RecordCommand, SelectedRow } from './types'

/** A whole query of exactly 10 digits: a mobile number (spec 000 section 9). */
export const MOBILE_QUERY = new RegExp(`^\\d{${MOBILE_LENGTH}}$`)

/** A row's first and last name ("Asha Rao"), as the CRM's and users' tables hold them. */
const personName = (row: SelectedRow) => [row.fname, row.lname].filter((s) => typeof s === 'string' && s.trim()).join(' ')

/** "Reply on WhatsApp to …" the selected row of a screen: the WhatsApp screen finds or starts the number's conversation. */
const replyOnWhatsapp = (screen: 'crm' | 'users'): RecordCommand => ({
  id: `record.whatsapp-${screen}`,
  kind: 'record',
  section: 'records',
  titleFor: (name) => msg`Reply on WhatsApp to ${name}`,
  keywords: ['whatsapp', 'reply', 'message', 'chat'],
  need: { screen: 'Whatsapp' },
  pattern: MOBILE_QUERY,
  route: '/admin/whatsapp',
  param: 'mobileNo',
  fromRow: { screen: `screen.${screen}`, field: 'mobileNo', label: personName },
})

/**
 * Commands on a record named by what was typed. The CRM lead opens the CRM deep link (the incoming-call overlay's
 * target, spec 000 section 2); finding a user opens the users screen with the number as its keyword, which needs the
 * table's query button. "Reply on WhatsApp to …" takes the number of the selected lead (CRM) or user instead.
 */
export const recordCommands: readonly RecordCommand[] = [
  {
    id: 'record.crm-lead',
    kind: 'record',
    section: 'records',
    titleFor: (mobileNo) => msg`Open lead ${mobileNo} in CRM`,
    keywords: ['lead', 'crm', 'call'],
    need: { screen: 'CRM' },
    pattern: MOBILE_QUERY,
    route: '/admin/crm',
    param: 'mobileNo',
  },
  {
    id: 'record.find-user',
    kind: 'record',
    section: 'records',
    titleFor: (mobileNo) => msg`Find user ${mobileNo}`,
    keywords: ['user', 'customer', 'search'],
    need: { screen: 'Users', button: 'query' },
    pattern: MOBILE_QUERY,
    route: '/admin/users',
    param: 'keyword',
  },
  replyOnWhatsapp('crm'),
  replyOnWhatsapp('users'),
]
