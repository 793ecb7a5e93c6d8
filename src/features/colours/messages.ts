import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { COLOUR_MESSAGES as CM } from '@shared/api/colours'
import type { ServerTexts } from '@/lib/report-answer'

/** The colour's own English texts (shared/api/colours.ts) and their translations; the record kit's are known everywhere. */
export const colourTexts: ServerTexts = new Map<string, MessageDescriptor>([[CM.code, msg`Please enter a colour code as #RRGGBB`]])
