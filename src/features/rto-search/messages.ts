import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { RTO_SEARCH_MESSAGES as RM } from '@shared/api/rto-search.table'
import type { ServerTexts } from '@/lib/report-answer'

/** The search box's validation message (shared/api/rto-search.query.ts), shown by the box and for the server's refusal. */
export const vehicleNoMessage: MessageDescriptor = msg`Only letters, digits, -, / and + are allowed`

/** The RTO search's own server texts and their translations; the shared ones are known everywhere. */
export const rtoSearchServerTexts: ServerTexts = new Map<string, MessageDescriptor>([[RM.vehicleNo, vehicleNoMessage]])
