import { useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import {
  BOOKING_CALLS,
  bookingCentresAnswer,
  bookingCustomerAnswer,
  bookingNamedAnswer,
  bookingRecordContract,
  bookingTableContract,
} from '@shared/api/booking'
import { vehicleModelOptionsAnswer } from '@shared/api/lookups'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource, type ApiAnswer } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { VEHICLE_PICKER_KEYS } from '@/lib/vehicle-pickers'
import { bookingServerTexts } from './messages'

/** The booking record calls (shared/api/booking.ts): details with the form's values and totals, add, update, delete, restore. */
export const bookingApi = recordApi(bookingTableContract, bookingRecordContract, { texts: bookingServerTexts })

async function checked<T>(promise: Promise<ApiAnswer<T>>): Promise<T> {
  const answer = await promise
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data
}

/** The lists change rarely: kept for five minutes. */
const STALE = 5 * 60_000

// The stages and RTO statuses the form and the filters offer are the Options screen's 'bookingStage' and
// 'bookingStatus' lists (issue 21; src/lib/option-list.ts); GET /booking/stages and /booking/rto-statuses answer the same.

/** What the customer lookup found: the customer, a staff account's number (not bookable), or nobody. */
export type CustomerLookup = z.infer<typeof bookingCustomerAnswer>

/**
 * POST /booking/customer: the customer with exactly this (normalised) mobile number, or whether it is a staff
 * account's; null when the call failed (the form then works as if nobody had the number: the server decides on save).
 */
export async function lookUpCustomer(mobileNo: string, signal?: AbortSignal): Promise<CustomerLookup | null> {
  const answer = await api.post(BOOKING_CALLS.customer, { mobileNo }, { schema: bookingCustomerAnswer, signal })
  return answer.responseCode === RC.SUCCESS && answer.data ? answer.data : null
}

/** An option of the form's pick lists: the id and what is shown. */
export interface PickOption {
  value: string
  label: string
  /** A vehicle model's prices (rupee text, null: none): what the form fills in when the model is picked. */
  prices?: { kitPrice: string | null; batteryPrice: string | null; bookingFee: string | null }
}

/** GET /booking/vehicle-models, /booking/franchises or /booking/centres as options, kept five minutes. */
function usePicks(path: string, enabled: boolean) {
  return useQuery({
    queryKey: VEHICLE_PICKER_KEYS.booking(path),
    enabled,
    staleTime: STALE,
    queryFn: async ({ signal }): Promise<PickOption[]> => {
      if (path === BOOKING_CALLS.centres) {
        const { result } = await checked(api.get(path, { schema: bookingCentresAnswer, signal }))
        return result.map((r) => ({ value: r._id, label: r.title }))
      }
      if (path === BOOKING_CALLS.vehicleModels) {
        const { result } = await checked(api.get(path, { schema: vehicleModelOptionsAnswer, signal }))
        return result.map(({ _id, name, ...prices }) => ({ value: _id, label: name, prices }))
      }
      const { result } = await checked(api.get(path, { schema: bookingNamedAnswer, signal }))
      return result.map((r) => ({ value: r._id, label: r.name }))
    },
  })
}

export const useVehicleModels = (enabled: boolean) => usePicks(BOOKING_CALLS.vehicleModels, enabled)
export const useFranchises = (enabled: boolean) => usePicks(BOOKING_CALLS.franchises, enabled)
export const useCentres = (enabled: boolean) => usePicks(BOOKING_CALLS.centres, enabled)

export type RcStep = 'received' | 'delivered'

/** What POST /booking/rc answers: the RC dates (Unix seconds) and the booking's new version. */
export const rcStepAnswer = z.object({
  rcReceivedFromRto: z.number().int().nullable().optional(),
  rcDeliveredToCustomer: z.number().int().nullable().optional(),
  version: z.number().int().optional(),
})

/** POST /booking/rc: an RC step on its date (Unix seconds), only forward; the table refreshes on success. */
export function useRcStep() {
  const refresh = bookingApi.useRefresh()
  return useMutation({
    mutationFn: ({ recordId, step, date, source }: { recordId: string; step: RcStep; date: number; source: ActionSource }) =>
      api.post(BOOKING_CALLS.rc, { recordId, step, date }, { source, schema: rcStepAnswer }),
    onSuccess: (answer) => {
      if (answer.responseCode === RC.SUCCESS) refresh()
    },
  })
}
