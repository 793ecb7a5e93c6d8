import { useMutation, useQuery } from '@tanstack/react-query'
import { ridingModeViewAnswer } from '@shared/api/riding-mode'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource } from '@/lib/api'

/** The query key prefix of the riding-mode table (the shared table keys its pages by ['table', endpoint, body]). */
export const RIDING_MODE_LIST_KEY = ['table', '/riding-mode/all'] as const

/** POST /riding-mode/view: the mode (result) and the tax object. */
export function useRidingMode(recordId: string | null) {
  return useQuery({
    queryKey: ['riding-mode', 'view', recordId],
    enabled: recordId !== null,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await api.post('/riding-mode/view', { recordId }, { schema: ridingModeViewAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data
    },
  })
}

/** POST /riding-mode/add (no recordId in the payload) or PUT /riding-mode/update (with it). */
export function useSaveRidingMode() {
  return useMutation({
    mutationFn: ({ payload, source }: { payload: Record<string, unknown>; source: ActionSource }) =>
      'recordId' in payload ? api.put('/riding-mode/update', payload, { source }) : api.post('/riding-mode/add', payload, { source }),
  })
}

/** DELETE /riding-mode/delete: soft delete of an active mode. */
export function useDeleteRidingMode() {
  return useMutation({
    mutationFn: ({ recordId, source }: { recordId: string; source: ActionSource }) => api.delete('/riding-mode/delete', { recordId }, { source }),
  })
}
