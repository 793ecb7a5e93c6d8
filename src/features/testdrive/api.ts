import { useCallback } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  availableSlotsAnswer,
  TEST_DRIVE_CALLS,
  testDriveBranchesAnswer,
  testDriveRecordContract,
  testDriveTableContract,
  testDriveVehicleModelsAnswer,
  workersAnswer,
  type statusBody,
} from '@shared/api/testdrive'
import { RC } from '@shared/response-codes'
import type { SelectOption } from '@/components/ui/select'
import { api, ApiError, type ActionSource, type ApiAnswer } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { VEHICLE_PICKER_KEYS } from '@/lib/vehicle-pickers'
import { TEST_DRIVE_TEXTS, testDriveServerTexts } from './messages'

/** The drive's record calls (shared/api/testdrive.ts): details, add, update (model and remarks), delete (cancel), restore. */
export const testDriveApi = recordApi(testDriveTableContract, testDriveRecordContract, {
  texts: testDriveServerTexts,
  saved: TEST_DRIVE_TEXTS.created,
  deleted: TEST_DRIVE_TEXTS.cancelled,
})

async function checked<T>(promise: Promise<ApiAnswer<T>>): Promise<T> {
  const answer = await promise
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data
}

export type DriveBranch = z.infer<typeof testDriveBranchesAnswer>['result'][number]

/** GET /testdrive/branches: the branches with an active configuration the actor may book at; kept a minute. */
export function useDriveBranches(enabled = true) {
  return useQuery({
    queryKey: ['testdrive', TEST_DRIVE_CALLS.branches],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<DriveBranch[]> =>
      (await checked(api.get(TEST_DRIVE_CALLS.branches, { schema: testDriveBranchesAnswer, signal }))).result,
  })
}

/** GET /testdrive/vehicle-models: the models a drive can take ('Make Model'), as options; kept five minutes, as booking's. */
export function useDriveVehicleModels(enabled = true) {
  return useQuery({
    queryKey: VEHICLE_PICKER_KEYS.testDrive(TEST_DRIVE_CALLS.vehicleModels),
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<SelectOption[]> =>
      (await checked(api.get(TEST_DRIVE_CALLS.vehicleModels, { schema: testDriveVehicleModelsAnswer, signal }))).result.map((m) => ({
        value: m._id,
        label: m.name,
      })),
  })
}

export type AvailableSlot = z.infer<typeof availableSlotsAnswer>['result'][number]

/**
 * POST /testdrive/slots `{ branchId, date }`: the slots of that branch and day with places left; fetched while both are
 * set, always fresh (places go as others book). A refusal (no configuration) is the query's error.
 */
export function useAvailableSlots(branchId: string, date: number | undefined) {
  return useQuery({
    queryKey: ['testdrive', TEST_DRIVE_CALLS.slots, branchId, date],
    enabled: branchId !== '' && date !== undefined,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<AvailableSlot[]> =>
      (await checked(api.post(TEST_DRIVE_CALLS.slots, { branchId, date }, { schema: availableSlotsAnswer, signal }))).result,
  })
}

/** Asks every day's places again (after a booking was refused: the slot filled meanwhile). */
export function useRefreshSlots() {
  const queryClient = useQueryClient()
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: ['testdrive', TEST_DRIVE_CALLS.slots] }), [queryClient])
}

export type DriveWorker = z.infer<typeof workersAnswer>['result'][number]

/** POST /testdrive/workers `{ recordIds }`: the active workers of those drives' service centre; while `recordIds` has any. */
export function useDriveWorkers(recordIds: readonly string[]) {
  return useQuery({
    queryKey: ['testdrive', TEST_DRIVE_CALLS.workers, ...recordIds],
    enabled: recordIds.length > 0,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<DriveWorker[]> =>
      (await checked(api.post(TEST_DRIVE_CALLS.workers, { recordIds }, { schema: workersAnswer, signal }))).result,
  })
}

/** A call of a drive's own (reschedule, assign, feedback, status): the path, the body and how it was started. */
export interface DriveCall {
  path: string
  body: Record<string, unknown>
  source: ActionSource
}

/** POSTs a drive call; the caller reports the answer and refreshes the table. */
export function useDriveCall() {
  return useMutation({ mutationFn: ({ path, body, source }: DriveCall) => api.post(path, body, { source }) })
}

export type StatusMove = z.input<typeof statusBody>['status']
