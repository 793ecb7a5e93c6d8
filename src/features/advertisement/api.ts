import { useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { advertisementDetails, advertisementPagesAnswer, coordinatesAnswer, placesAnswer } from '@shared/api/advertisement'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource } from '@/lib/api'

/** The query key prefix of the advertisement table (the shared table keys its pages by ['table', endpoint, body]). */
export const ADVERTISEMENT_LIST_KEY = ['table', '/advertisement/all'] as const

/** POST /advertisement/details: one ad (answer `adv`). */
export function useAdvertisement(advId: string | null) {
  return useQuery({
    queryKey: ['advertisement', 'details', advId],
    enabled: advId !== null,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await api.post('/advertisement/details', { AdvId: advId }, { schema: z.object({ adv: advertisementDetails }), signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.adv
    },
  })
}

/** GET /advertisement/pages: the names an ad's page can take. */
export function useAdvertisementPages(enabled: boolean) {
  return useQuery({
    queryKey: ['advertisement', 'pages'],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.get('/advertisement/pages', { schema: advertisementPagesAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.advertisementPages.map((p) => p.name)
    },
  })
}

/** GET /advertisement/places?place=: place predictions for a text of 2 characters or more. */
export function usePlaces(text: string) {
  const place = text.trim()
  return useQuery({
    queryKey: ['advertisement', 'places', place],
    enabled: place.length >= 2,
    staleTime: 60_000,
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await api.get(`/advertisement/places?${new URLSearchParams({ place })}`, { schema: placesAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.result.predictions
    },
  })
}

/** GET /advertisement/place/coordinates?place_id=: the chosen place's coordinates. */
export async function placeCoordinates(placeId: string) {
  const answer = await api.get(`/advertisement/place/coordinates?${new URLSearchParams({ place_id: placeId })}`, { schema: coordinatesAnswer })
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data.result.result
}

/** POST /advertisement/add (no AdvId in the payload) or PUT /advertisement/update (with it). */
export function useSaveAdvertisement() {
  return useMutation({
    mutationFn: ({ payload, source }: { payload: Record<string, unknown>; source: ActionSource }) =>
      'AdvId' in payload ? api.put('/advertisement/update', payload, { source }) : api.post('/advertisement/add', payload, { source }),
  })
}

/** DELETE /advertisement/delete: soft delete of an active ad. */
export function useDeleteAdvertisement() {
  return useMutation({
    mutationFn: ({ advId, source }: { advId: string; source: ActionSource }) => api.delete('/advertisement/delete', { AdvId: advId }, { source }),
  })
}
