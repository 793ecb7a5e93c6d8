import { useQuery } from '@tanstack/react-query'
import {
  deleteCheckAnswer,
  mapSettingsAnswer,
  placeAnswer,
  placeSearchAnswer,
  SERVICE_CENTER_CALLS as CALLS,
  serviceCenterRecordContract,
  serviceCenterTableContract,
  type DeleteCheck,
  type MapSettings,
} from '@shared/api/servicecenter'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ApiAnswer } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { serviceCenterServerTexts } from './messages'

/** The centre's record calls (shared/api/servicecenter.ts): details with the form and branches, add, update, delete, restore. */
export const serviceCenterApi = recordApi(serviceCenterTableContract, serviceCenterRecordContract, { texts: serviceCenterServerTexts })

/** GET /servicecenter/map: the street tiles (if configured) and the directions address; kept for the session. */
export function useMapSettings(enabled = true) {
  return useQuery({
    queryKey: ['servicecenter', CALLS.map],
    enabled,
    staleTime: Infinity,
    queryFn: async ({ signal }): Promise<MapSettings> => {
      const answer = await api.get(CALLS.map, { schema: mapSettingsAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data
    },
  })
}

/** POST /servicecenter/delete-check: what depends on the centre, asked while its delete confirmation is open. */
export function useDeleteCheck(recordId: string | null) {
  return useQuery({
    queryKey: ['servicecenter', CALLS.deleteCheck, recordId],
    enabled: recordId !== null,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<DeleteCheck> => {
      const answer = await api.post(CALLS.deleteCheck, { recordId }, { schema: deleteCheckAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data
    },
  })
}

export type PlaceFound = { description: string; placeId: string }

/** GET /servicecenter/places: places matching a text (the configured geocoding provider). */
export const searchPlaces = (place: string, signal?: AbortSignal): Promise<ApiAnswer<{ places: PlaceFound[] }>> =>
  api.get(CALLS.places, { query: { place }, schema: placeSearchAnswer, signal })

/** GET /servicecenter/place: a found place's location (longitude then latitude). */
export const placeLocation = (placeId: string) => api.get(CALLS.place, { query: { placeId }, schema: placeAnswer })
