import { colourRecordContract, colourTableContract } from '@shared/api/colours'
import { recordApi } from '@/lib/record-api'
import { colourTexts } from './messages'

/** The colour calls (shared/api/colours.ts): view, add, update, soft delete and restore. */
export const colourApi = recordApi(colourTableContract, colourRecordContract, { texts: colourTexts })
