import { useQuery } from '@tanstack/react-query'
import {
  VEHICLE_MODEL_CALLS,
  vehicleModelMakesAnswer,
  vehicleModelRecordContract,
  vehicleModelTableContract,
} from '@shared/api/vehicle-model'
import { RC } from '@shared/response-codes'
import { api, ApiError } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { VEHICLE_MODEL_TEXTS, vehicleModelServerTexts } from './messages'

/** The vehicle model's record calls (shared/api/vehicle-model.ts): details, add, update, delete (soft) and restore. */
export const vehicleModelApi = recordApi(vehicleModelTableContract, vehicleModelRecordContract, {
  texts: vehicleModelServerTexts,
  saved: VEHICLE_MODEL_TEXTS.created,
})

/** GET /vehicleModel/makes: every make (the make filter's options and the form's suggestions), kept a minute. */
export function useVehicleMakeOptions(enabled = true) {
  return useQuery({
    queryKey: ['vehicleModel', VEHICLE_MODEL_CALLS.makes],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.get(VEHICLE_MODEL_CALLS.makes, { schema: vehicleModelMakesAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.result
    },
  })
}
