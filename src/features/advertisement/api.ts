import { advertisementRecordContract, advertisementTableContract } from '@shared/api/advertisement'
import { recordApi } from '@/lib/record-api'
import { advertisementMessages, advertisementServerTexts } from './messages'

/** The advertisement record calls (shared/api/advertisement.ts): details, add, update and soft delete, keyed by AdvId. */
export const advertisementApi = recordApi(advertisementTableContract, advertisementRecordContract, {
  saved: advertisementMessages.saved,
  deleted: advertisementMessages.deleted,
  texts: advertisementServerTexts,
})
