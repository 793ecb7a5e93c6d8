import { useQuery } from '@tanstack/react-query'
import { advertisementPagesAnswer, coordinatesAnswer, placesAnswer } from '@shared/api/advertisement'
import { RC } from '@shared/response-codes'
import { api, ApiError } from '@/lib/api'

/** The advertisement form's own calls, beside the record calls: the pages an ad can be shown on and the place search. */

/**
 * GET /advertisement/pages: the pages an ad can be shown on, as `{ value, label }` (the active values of the Options
 * screen's 'advertisementPage' list, issue 21, with their labels there). Kept five minutes, under the ['options'] key
 * the Options screen refreshes when it changes a list.
 */
export function useAdvertisementPages() {
  return useQuery({
    queryKey: ['options', 'advertisement-pages'],
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.get('/advertisement/pages', { schema: advertisementPagesAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.advertisementPages.map((p) => ({ value: p.name, label: p.label }))
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
  const answer = await api.get(`/advertisement/place/coordinates?${new URLSearchParams({ place_id: placeId })}`, {
    schema: coordinatesAnswer,
  })
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data.result.result
}
