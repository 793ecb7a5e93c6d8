import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  devicesAnswer,
  issueTokenAnswer,
  linesAnswer,
  seriesAnswer,
  TRACKING_CALLS,
  trackingOptionsAnswer,
  type IssueTokenBody,
} from '@shared/api/tracking'
import { api, ApiError, type ApiAnswer } from '@/lib/api'

/** The answer's data, or the refusal thrown (React Query shows it as the query's error). */
function dataOf<T>(a: ApiAnswer<T>): T {
  if (a.responseCode !== 109 || a.data === undefined) throw new ApiError(a)
  return a.data
}

/** The devices and riders the filters offer (loaded while the filter popover is open). */
export function useTrackingOptions(enabled = true) {
  return useQuery({
    queryKey: ['tracking', 'options'],
    enabled,
    staleTime: 30_000,
    queryFn: async ({ signal }) => dataOf(await api.get(TRACKING_CALLS.options, { schema: trackingOptionsAnswer, signal })),
  })
}

/** One page (`size` lines from `page × size`) of a log's lines. */
export function useLinesPage(logId: string | null, page: number, size: number) {
  return useQuery({
    queryKey: ['tracking', 'lines', logId, page, size],
    enabled: logId !== null && page >= 0,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      dataOf(await api.get(TRACKING_CALLS.lines, { query: { logId, offset: page * size, limit: size }, schema: linesAnswer, signal })),
  })
}

/** The downsampled series of a window of a log, `points` per series at most (about two per pixel of the chart). */
export function useSeries(logId: string | undefined, from: number | undefined, to: number | undefined, points: number) {
  return useQuery({
    queryKey: ['tracking', 'series', logId, from, to, points],
    enabled: !!logId,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      dataOf(await api.get(TRACKING_CALLS.series, { query: { logId, from, to, points }, schema: seriesAnswer, signal })),
  })
}

export function useDevices(enabled: boolean) {
  return useQuery({
    queryKey: ['tracking', 'devices'],
    enabled,
    queryFn: async ({ signal }) => dataOf(await api.get(TRACKING_CALLS.devices, { schema: devicesAnswer, signal })),
  })
}

/** Issue and revoke: the answers as they are (the dialog says refusals), the device list refreshed after. */
export function useDeviceWrites() {
  const client = useQueryClient()
  const refresh = () => void client.invalidateQueries({ queryKey: ['tracking'] })
  const issue = useMutation({
    mutationFn: (body: IssueTokenBody) => api.post(TRACKING_CALLS.issue, body, { schema: issueTokenAnswer }),
    onSuccess: refresh,
  })
  const revoke = useMutation({ mutationFn: (deviceId: string) => api.post(TRACKING_CALLS.revoke, { deviceId }), onSuccess: refresh })
  return { issue, revoke }
}

/** Where the browser downloads a log's original file (a plain GET with the session cookie). */
export const downloadUrl = (logId: string) => `/api/admin${TRACKING_CALLS.download}?logId=${encodeURIComponent(logId)}`
