import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  BOOKING_CALLS,
  bookingOptionsAnswer,
  bookingRecordContract,
  bookingTableContract,
  rtoSettlementAnswer,
  type RtoStatus,
} from '@shared/api/booking'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource, type ApiAnswer } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
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

/** GET /booking/rto-statuses (the inline dropdown's bookingStatus list) or GET /booking/stages: the values in order. */
function useOptions(path: string, enabled: boolean) {
  return useQuery({
    queryKey: ['booking', path],
    enabled,
    staleTime: STALE,
    queryFn: async ({ signal }) => (await checked(api.get(path, { schema: bookingOptionsAnswer, signal }))).result.map((r) => r.value),
  })
}

export const useRtoStatuses = (enabled: boolean) => useOptions(BOOKING_CALLS.rtoStatuses, enabled)
export const useStages = (enabled: boolean) => useOptions(BOOKING_CALLS.stages, enabled)

/** POST /booking/rto-status (spec 001 section 7): recordId and rtoStatus. */
export function useChangeRtoStatus() {
  return useMutation({
    mutationFn: ({ recordId, rtoStatus, source }: { recordId: string; rtoStatus: RtoStatus; source: ActionSource }) =>
      api.post(BOOKING_CALLS.rtoStatus, { recordId, rtoStatus }, { source }),
  })
}

export interface SettlementInput {
  recordId: string
  /** Rupees as text. */
  amount: string
  /** Unix seconds. */
  paidOn: number
  remark?: string
}

/** POST /booking/rto-settlement: an amount paid to the RTO; answers the new RTO figures (paise). */
export function useRtoSettlement() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ payload, source }: { payload: SettlementInput; source: ActionSource }) =>
      api.post(BOOKING_CALLS.rtoSettlement, payload, { source, schema: rtoSettlementAnswer }),
    onSuccess: (answer, { payload }) => {
      if (answer.responseCode !== RC.SUCCESS) return
      void queryClient.invalidateQueries({ queryKey: bookingApi.detailsKey(payload.recordId) })
    },
  })
}

const customerRows = z.object({ rows: z.array(z.object({ customerMobileNo: z.string(), customerName: z.string() })) })

/**
 * The name of the customer with this mobile number, from the bookings the user may see (POST /booking/all with the
 * number as keyword); null when none of them is that customer's. The bookings' calls have no customer lookup of
 * their own: a customer without a booking in reach is created, or found, by the server on save.
 */
export async function customerNameByMobile(mobileNo: string): Promise<string | null> {
  const answer = await api.post(bookingTableContract.list, { keyword: mobileNo, page: 0, pageSize: 5 }, { schema: customerRows })
  if (answer.responseCode !== RC.SUCCESS || !answer.data) return null
  return answer.data.rows.find((r) => r.customerMobileNo === mobileNo)?.customerName ?? null
}
