import { useEffect } from 'react'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'

/**
 * The query keys of the pick lists that read the vehicle catalogue (the shared vehicle_makes and vehicle_models tables):
 * the users form's make and model pickers, the booking form's and the test-drive form's model lists. They are kept five
 * minutes; the Vehicle Model screen marks them stale when its table reloads after a save, delete or restore, so a model
 * added there is in the pickers at once.
 */
export const VEHICLE_PICKER_KEYS = {
  makes: ['lookup', 'vehicleMakes'] as const,
  models: (make: string) => ['lookup', 'vehicleModels', make] as const,
  allModels: ['lookup', 'vehicleModels'] as const,
  booking: (path: string) => ['booking', path] as const,
  testDrive: (path: string) => ['testdrive', path] as const,
}

/** The pick lists' vehicle-model calls (kept here so the keys above match without importing the features). */
const MODEL_LIST_CALLS = { booking: '/booking/vehicle-models', testDrive: '/testdrive/vehicle-models' } as const

/** Marks every vehicle pick list stale (those on screen fetch again). */
export function invalidateVehiclePickers(queryClient: QueryClient): void {
  for (const queryKey of [
    VEHICLE_PICKER_KEYS.makes,
    VEHICLE_PICKER_KEYS.allModels,
    VEHICLE_PICKER_KEYS.booking(MODEL_LIST_CALLS.booking),
    VEHICLE_PICKER_KEYS.testDrive(MODEL_LIST_CALLS.testDrive),
  ])
    void queryClient.invalidateQueries({ queryKey })
}

/** While mounted: whenever the query `listKey` (a catalogue table) loads anew, the vehicle pick lists are stale. */
export function useVehiclePickersFollow(listKey: readonly unknown[]): void {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return
        const key = event.query.queryKey
        if (listKey.every((part, i) => key[i] === part)) invalidateVehiclePickers(queryClient)
      }),
    [queryClient, listKey],
  )
}
