import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { BOOKING_KIT_CALLS, kitFittingAnswer, kitOptionsAnswer, type KitFittingBody } from '@shared/api/booking-kit'
import { RC } from '@shared/response-codes'
import { api, type ActionSource, type ApiAnswer } from '@/lib/api'

export type KitOptions = z.infer<typeof kitOptionsAnswer>

/**
 * POST /booking/kit-options `{ recordId }`: the booking's centre and the active kit and battery products with their
 * on-hand there; while `recordId` is set, never kept (the on-hand changes). The answer as it came, so a refusal (a
 * booking without a centre) can be said.
 */
export function useKitOptions(recordId: string | null) {
  return useQuery({
    queryKey: ['booking', BOOKING_KIT_CALLS.options, recordId],
    enabled: recordId !== null,
    gcTime: 0,
    queryFn: ({ signal }): Promise<ApiAnswer<KitOptions>> =>
      api.post(BOOKING_KIT_CALLS.options, { recordId }, { schema: kitOptionsAnswer, signal }),
  })
}

/** The options of a successful answer, or null. */
export const kitOptionsOf = (answer: ApiAnswer<KitOptions> | undefined): KitOptions | null =>
  answer?.responseCode === RC.SUCCESS && answer.data ? answer.data : null

/** POST /booking/kit-fitting; the caller reports the answer. */
export function useFitKit() {
  return useMutation({
    mutationFn: ({ body, source }: { body: KitFittingBody; source: ActionSource }) =>
      api.post(BOOKING_KIT_CALLS.fit, body, { source, schema: kitFittingAnswer }),
  })
}
