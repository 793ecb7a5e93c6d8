import { QueryClient } from '@tanstack/react-query'

/**
 * One client for the app. No automatic retries: the API client already reports a transport failure
 * ('Timeout Error.'), and a retried failure would report it again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
})
