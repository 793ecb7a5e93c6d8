import { useQuery } from '@tanstack/react-query'
import {
  SUBSCRIPTION_CALLS as CALLS,
  planOptionsAnswer,
  planTitlesAnswer,
  quoteAnswer,
  riderAnswer,
  subscriptionRecordContract,
  subscriptionTableContract,
  vehicleNumbersAnswer,
  type QuoteAnswer,
  type QuoteBody,
} from '@shared/api/subscription'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ApiAnswer } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { subscriptionServerTexts } from './messages'

/** The subscription's record calls (shared/api/subscription.ts): details, add and update (no delete). */
export const subscriptionApi = recordApi(subscriptionTableContract, subscriptionRecordContract, { texts: subscriptionServerTexts })

async function checked<T>(promise: Promise<ApiAnswer<T>>): Promise<T> {
  const answer = await promise
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data
}

/** GET /subscription/plan-options: the plans on sale, kept a minute. */
export function usePlanOptions(enabled = true) {
  return useQuery({
    queryKey: ['subscription', CALLS.planOptions],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await checked(api.get(CALLS.planOptions, { schema: planOptionsAnswer, signal }))).result,
  })
}

/** GET /subscription/plans: every plan (the plan filter), kept five minutes. */
export function usePlanTitles() {
  return useQuery({
    queryKey: ['subscription', CALLS.plans],
    staleTime: 300_000,
    queryFn: async ({ signal }) => (await checked(api.get(CALLS.plans, { schema: planTitlesAnswer, signal }))).result,
  })
}

/** GET /subscription/vehicles: the vehicle numbers subscriptions were bought for (the vehicle filter), kept a minute. */
export function useVehicleNumbers() {
  return useQuery({
    queryKey: ['subscription', CALLS.vehicles],
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await checked(api.get(CALLS.vehicles, { schema: vehicleNumbersAnswer, signal }))).result,
  })
}

/** POST /subscription/rider `{ query }`: the rider with that mobile number or vehicle number, or null. */
export async function riderByQuery(query: string) {
  return (await checked(api.post(CALLS.rider, { query }, { schema: riderAnswer }))).rider
}

/** POST /subscription/quote: the server's price of a plan now, with a coupon for a rider. */
export async function quotePrice(body: QuoteBody): Promise<QuoteAnswer> {
  return checked(api.post(CALLS.quote, body, { schema: quoteAnswer }))
}
