import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { roleTitle } from '@shared/api/roles'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ApiAnswer } from '@/lib/api'
import { VEHICLE_PICKER_KEYS } from '@/lib/vehicle-pickers'

/** The pick lists of the user form and the users filter panel (spec 000 section 7, Lookups). */

const idName = z.object({ _id: z.string(), name: z.string() })
const centre = z.object({ _id: z.string(), title: z.string(), mobileNo: z.string().nullable(), address: z.string().nullable() })
export type Centre = z.infer<typeof centre>

async function checked<T>(promise: Promise<ApiAnswer<T>>): Promise<T> {
  const answer = await promise
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data
}

/** Lists change rarely: kept for five minutes. */
const STALE = 5 * 60_000

/** POST /inventory/scu/centres: active centres whose title contains the keyword. */
export function useCentres(keyword: string, enabled = true) {
  return useQuery<Centre[]>({
    queryKey: ['lookup', 'centres', keyword],
    enabled,
    staleTime: STALE,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      checked(api.post('/inventory/scu/centres', { keyword }, { schema: z.object({ serviceCentre: z.array(centre) }), signal })).then(
        (d) => d.serviceCentre,
      ),
  })
}

/** GET /get/center/names: every active centre (id and title). */
export function useCentreNames(enabled = true) {
  return useQuery({
    queryKey: ['lookup', 'centreNames'],
    enabled,
    staleTime: STALE,
    queryFn: ({ signal }) =>
      checked(
        api.get('/get/center/names', { schema: z.object({ result: z.array(z.object({ _id: z.string(), title: z.string() })) }), signal }),
      ).then((d) => d.result),
  })
}

/** GET /branch/scu: the active branches of a centre. */
export function useBranches(scuId: string) {
  return useQuery({
    queryKey: ['lookup', 'branches', scuId],
    enabled: scuId !== '',
    staleTime: STALE,
    queryFn: ({ signal }) =>
      checked(api.get('/branch/scu', { query: { scuId }, schema: z.object({ result: z.array(idName) }), signal })).then((d) => d.result),
  })
}

/** GET /roles/titles: the active roles a user's permission can be. */
export function useRoleTitles(enabled = true) {
  return useQuery({
    queryKey: ['lookup', 'roleTitles'],
    enabled,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      checked(api.get('/roles/titles', { schema: z.object({ roles: z.array(roleTitle) }), signal })).then((d) => d.roles),
  })
}

/** GET /vehicleTypes. */
export function useVehicleTypes(enabled = true) {
  return useQuery({
    queryKey: ['lookup', 'vehicleTypes'],
    enabled,
    staleTime: STALE,
    queryFn: ({ signal }) =>
      checked(api.get('/vehicleTypes', { schema: z.object({ vehicleTypes: z.array(idName) }), signal })).then((d) => d.vehicleTypes),
  })
}

/** GET /get/dropdown/vehicle/make: make names. */
export function useVehicleMakes(enabled = true) {
  return useQuery({
    queryKey: VEHICLE_PICKER_KEYS.makes,
    enabled,
    staleTime: STALE,
    queryFn: ({ signal }) =>
      checked(api.get('/get/dropdown/vehicle/make', { schema: z.object({ result: z.array(z.string()) }), signal })).then((d) => d.result),
  })
}

/** GET /vehicle/model/list?vehicleMake: the model names of a make (answers data.result). */
export function useVehicleModels(vehicleMake: string) {
  return useQuery({
    queryKey: VEHICLE_PICKER_KEYS.models(vehicleMake),
    enabled: vehicleMake !== '',
    staleTime: STALE,
    queryFn: ({ signal }) =>
      checked(
        api.get('/vehicle/model/list', {
          query: { vehicleMake },
          schema: z.object({ data: z.object({ result: z.array(z.string()) }) }),
          signal,
        }),
      ).then((d) => d.data.result),
  })
}
