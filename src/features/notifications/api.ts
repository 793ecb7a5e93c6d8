import { useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import {
  NOTIFICATION_TYPES,
  notificationDetails,
  notificationSentAnswer,
  notificationTypesAnswer,
  type NotificationCreateBody,
  type NotificationResendBody,
} from '@shared/api/notification-admin'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource } from '@/lib/api'

/** The query key prefix of the sent-notifications table (the shared table keys its pages by ['table', endpoint, body]). */
export const NOTIFICATION_LIST_KEY = ['table', '/notification/sent/all'] as const

/** GET /notification/types: the type names (the built-in list until it answers). */
export function useNotificationTypes(enabled: boolean) {
  return useQuery({
    queryKey: ['notification', 'types'],
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: NOTIFICATION_TYPES.map((name) => ({ name })),
    queryFn: async ({ signal }) => {
      const answer = await api.get('/notification/types', { schema: notificationTypesAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.result
    },
  })
}

/** GET /notification/details?recordId=: title, body, notificationType. */
export function useNotificationDetails(recordId: string | null) {
  return useQuery({
    queryKey: ['notification', 'details', recordId],
    enabled: recordId !== null,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await api.get(`/notification/details?recordId=${encodeURIComponent(recordId!)}`, {
        schema: z.object({ result: notificationDetails }),
        signal,
      })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.result
    },
  })
}

/** POST /notification/create. */
export function useCreateNotification() {
  return useMutation({
    mutationFn: ({ payload, source }: { payload: NotificationCreateBody; source: ActionSource }) =>
      api.post('/notification/create', payload, { source, schema: notificationSentAnswer }),
  })
}

/** POST /notification/resend. */
export function useResendNotification() {
  return useMutation({
    mutationFn: ({ payload, source }: { payload: NotificationResendBody; source: ActionSource }) =>
      api.post('/notification/resend', payload, { source, schema: notificationSentAnswer }),
  })
}
