import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  ORDER_CALLS as CALLS,
  orderCentresAnswer,
  orderProductsAnswer,
  orderRequestRecordContract,
  orderRequestTableContract,
} from '@shared/api/orderreq'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource, type ApiAnswer } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { ORDER_TEXTS, orderServerTexts } from './messages'

/** The order's record calls (shared/api/orderreq.ts): details and place. */
export const orderApi = recordApi(orderRequestTableContract, orderRequestRecordContract, {
  texts: orderServerTexts,
  saved: ORDER_TEXTS.created,
})

async function checked<T>(promise: Promise<ApiAnswer<T>>): Promise<T> {
  const answer = await promise
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data
}

export type OrderCentre = z.infer<typeof orderCentresAnswer>['result'][number]
export type OrderProduct = z.infer<typeof orderProductsAnswer>['result'][number]

/** GET /orderreq/centres: the centres the actor may order for; kept five minutes. */
export function useOrderCentres(enabled = true) {
  return useQuery({
    queryKey: ['orderreq', CALLS.centres],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<OrderCentre[]> =>
      (await checked(api.get(CALLS.centres, { schema: orderCentresAnswer, signal }))).result,
  })
}

/** GET /orderreq/products: the active products for the lines' pick list; kept a minute. */
export function useOrderProducts(enabled = true) {
  return useQuery({
    queryKey: ['orderreq', CALLS.products],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<OrderProduct[]> =>
      (await checked(api.get(CALLS.products, { schema: orderProductsAnswer, signal }))).result,
  })
}

/** A call of an order's own (status, receive): the path, the body and how it was started. */
export interface OrderCall {
  path: string
  body: Record<string, unknown>
  source: ActionSource
}

/** POSTs an order call; the caller reports the answer and refreshes what it shows. */
export function useOrderCall() {
  return useMutation({ mutationFn: ({ path, body, source }: OrderCall) => api.post(path, body, { source }) })
}
