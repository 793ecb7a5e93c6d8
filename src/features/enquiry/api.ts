import { useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { enquiryDetails, optionsAnswer } from '@shared/api/enquiry'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource } from '@/lib/api'

/** The query key prefix of the enquiry table (the shared table keys its pages by ['table', endpoint, body]). */
export const ENQUIRY_LIST_KEY = ['table', '/enquiry/all'] as const

/** POST /enquiry/details with eId: data.enquiry. */
export function useEnquiryDetails(eId: string | null) {
  return useQuery({
    queryKey: ['enquiry', 'details', eId],
    enabled: eId !== null,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await api.post('/enquiry/details', { eId }, { schema: z.object({ enquiry: enquiryDetails }), signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.enquiry
    },
  })
}

/** POST /enquiry/options with name 'requestType': the enquiry types (the first is the default). */
export function useEnquiryTypes(enabled: boolean) {
  return useQuery({
    queryKey: ['enquiry', 'options', 'requestType'],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.post('/enquiry/options', { name: 'requestType' }, { schema: optionsAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.options
    },
  })
}

/** PUT /enquiry/update (the enquiry fields with eId). */
export function useUpdateEnquiry() {
  return useMutation({
    mutationFn: ({ payload, source }: { payload: Record<string, unknown>; source: ActionSource }) => api.put('/enquiry/update', payload, { source }),
  })
}
