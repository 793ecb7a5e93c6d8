import { queryOptions } from '@tanstack/react-query'
import { api } from '@/lib/api'

/**
 * GET /password/generate?token=: redeems the mailed link. The token is single use, so the answer is
 * kept for the page's lifetime and never refetched (a query also dedupes React's double mount).
 */
export function generatePasswordQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['password-generate', token],
    queryFn: () => api.get('/password/generate', { query: { token }, signInStep: true }),
    enabled: token !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  })
}
