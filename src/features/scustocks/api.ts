import { useCallback } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { SCU_STOCK_CALLS as CALLS, scuStockCentresAnswer, scuStockHistoryAnswer, scuStockProductsAnswer } from '@shared/api/scustocks'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource, type ApiAnswer } from '@/lib/api'

async function checked<T>(promise: Promise<ApiAnswer<T>>): Promise<T> {
  const answer = await promise
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data
}

export type StockCentre = z.infer<typeof scuStockCentresAnswer>['result'][number]
export type StockProduct = z.infer<typeof scuStockProductsAnswer>['result'][number]
export type StockHistory = z.infer<typeof scuStockHistoryAnswer>

/** GET /inventory/stocks/centres: the centres the actor may pick (an scc their own); kept five minutes. */
export function useStockCentres(enabled = true) {
  return useQuery({
    queryKey: ['scustocks', CALLS.centres],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<StockCentre[]> =>
      (await checked(api.get(CALLS.centres, { schema: scuStockCentresAnswer, signal }))).result,
  })
}

/** GET /inventory/stocks/products: the active products, by SKU; while a dialog is open. */
export function useStockProducts(enabled: boolean) {
  return useQuery({
    queryKey: ['scustocks', CALLS.products],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<StockProduct[]> =>
      (await checked(api.get(CALLS.products, { schema: scuStockProductsAnswer, signal }))).result,
  })
}

/** POST /inventory/stocks/history: one page of a row's movements, newest first; while `row` is set. */
export function useStockHistory(row: { scuId: string; productId: string } | null, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['scustocks', CALLS.history, row?.scuId, row?.productId, page, pageSize],
    enabled: row !== null,
    gcTime: 0,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }): Promise<StockHistory> =>
      checked(api.post(CALLS.history, { ...row, page, pageSize }, { schema: scuStockHistoryAnswer, signal })),
  })
}

/** POSTs a movement (adjust, transfer); the caller reports the answer and refreshes what it shows. */
export function useStockCall() {
  return useMutation({
    mutationFn: ({ path, body, source }: { path: string; body: Record<string, unknown>; source: ActionSource }) =>
      api.post(path, body, { source }),
  })
}

/** Refreshes every table's cached pages (this screen's rows and the history). */
export function useRefreshStock() {
  const queryClient = useQueryClient()
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: ['table'] })
    void queryClient.invalidateQueries({ queryKey: ['scustocks', CALLS.history] })
  }, [queryClient])
}
