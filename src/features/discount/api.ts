import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { customerSearchAnswer, DISCOUNT_CALLS, discountRecordContract, discountTableContract } from '@shared/api/discount'
import { RC } from '@shared/response-codes'
import { api, ApiError } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { DISCOUNT_TEXTS, discountServerTexts } from './messages'

/** The coupon's record calls (shared/api/discount.ts): details, add, update, delete (soft) and restore. */
export const discountApi = recordApi(discountTableContract, discountRecordContract, {
  texts: discountServerTexts,
  saved: DISCOUNT_TEXTS.created,
})

/** POST /discount/customers: the active customers whose mobile number or name holds the keyword (kept 30 s). */
export function useCustomerSearch(keyword: string, enabled = true) {
  return useQuery({
    queryKey: ['discount', DISCOUNT_CALLS.customers, keyword],
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const answer = await api.post(DISCOUNT_CALLS.customers, { keyword }, { schema: customerSearchAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.result
    },
  })
}
