import { enquiryRecordContract, enquiryTableContract } from '@shared/api/enquiry'
import { recordApi } from '@/lib/record-api'
import { enquiryTexts } from './messages'

/**
 * The enquiry record calls (shared/api/enquiry.ts): details, update by eId, and the table's refresh. The enquiry types
 * the form and the filter offer are the Options screen's 'requestType' list (src/lib/option-list.ts; the server's POST
 * /enquiry/options answers the same values, the spec's call).
 */
export const enquiryApi = recordApi(enquiryTableContract, enquiryRecordContract, { texts: enquiryTexts })
