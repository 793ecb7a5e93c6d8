import { useQuery } from '@tanstack/react-query'
import { ENQUIRY_CALLS, enquiryRecordContract, enquiryTableContract, optionsAnswer } from '@shared/api/enquiry'
import { RC } from '@shared/response-codes'
import { api, ApiError } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { enquiryTexts } from './messages'

/** The enquiry record calls (shared/api/enquiry.ts): details, update by eId, and the table's refresh. */
export const enquiryApi = recordApi(enquiryTableContract, enquiryRecordContract, { texts: enquiryTexts })

/** POST /enquiry/options with name 'requestType': the enquiry types (the first is the default). */
export function useEnquiryTypes(enabled: boolean) {
  return useQuery({
    queryKey: [ENQUIRY_CALLS.options, 'requestType'],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.post(ENQUIRY_CALLS.options, { name: 'requestType' }, { schema: optionsAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.options
    },
  })
}
