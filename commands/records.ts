import { msg } from '@lingui/core/macro'
import { MOBILE_LENGTH } from '../shared/validation'
import type { RecordCommand } from './types'

/** A whole query of exactly 10 digits: a mobile number (spec 000 section 9). */
export const MOBILE_QUERY = new RegExp(`^\\d{${MOBILE_LENGTH}}$`)

/**
 * Commands on a record named by what was typed. The CRM lead opens the CRM deep link (the incoming-call overlay's
 * target, spec 000 section 2); finding a user opens the users screen with the number as its keyword, which needs the
 * table's query button.
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
]
