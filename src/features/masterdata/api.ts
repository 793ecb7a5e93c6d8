import { masterdataRecordContract, masterdataTableContract } from '@shared/api/masterdata'
import { recordApi } from '@/lib/record-api'
import { MASTERDATA_TEXTS, masterdataServerTexts } from './messages'

/** The product's record calls (shared/api/masterdata.ts): details, add, update, delete (soft) and restore. */
export const masterdataApi = recordApi(masterdataTableContract, masterdataRecordContract, {
  texts: masterdataServerTexts,
  saved: MASTERDATA_TEXTS.created,
})
