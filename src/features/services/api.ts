import { useQuery } from '@tanstack/react-query'
import { SERVICE_CALLS, serviceProductOptionsAnswer, serviceRecordContract, serviceTableContract } from '@shared/api/services'
import { RC } from '@shared/response-codes'
import { api, ApiError } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { SERVICE_TEXTS, serviceServerTexts } from './messages'

/** The service's record calls (shared/api/services.ts): details, add, update, delete (soft) and restore. */
export const serviceApi = recordApi(serviceTableContract, serviceRecordContract, {
  texts: serviceServerTexts,
  saved: SERVICE_TEXTS.created,
})

/** GET /inventory/services/products: the active products a service can consume, kept a minute. */
export function useServiceProductOptions(enabled = true) {
  return useQuery({
    queryKey: ['services', SERVICE_CALLS.products],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.get(SERVICE_CALLS.products, { schema: serviceProductOptionsAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.result
    },
  })
}
