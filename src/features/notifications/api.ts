import { useMutation, useQuery } from '@tanstack/react-query'
import {
  NOTIFICATION_PATHS,
  NOTIFICATION_TYPES,
  notificationAudienceAnswer,
  notificationRecordContract,
  notificationSentAnswer,
  notificationTableContract,
  notificationTypesAnswer,
  type NotificationResendBody,
} from '@shared/api/notification-admin'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource } from '@/lib/api'
import { notificationMessages, notificationServerTexts } from '@/lib/notification-texts'
import { recordApi } from '@/lib/record-api'

/** The Notification screen's record calls (shared/api/notification-admin.ts): the details by GET, and create (a send). */
export const notificationApi = recordApi(notificationTableContract, notificationRecordContract, {
  saved: notificationMessages.sent,
  texts: notificationServerTexts,
})

/** GET /notification/types: the type names (the built-in list until it answers). */
export function useNotificationTypes(enabled: boolean) {
  return useQuery({
    queryKey: [NOTIFICATION_PATHS.types],
    enabled,
    staleTime: 5 * 60_000,
    placeholderData: NOTIFICATION_TYPES.map((name) => ({ name })),
    queryFn: async ({ signal }) => {
      const answer = await api.get(NOTIFICATION_PATHS.types, { schema: notificationTypesAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.result
    },
  })
}

/** GET /notification/audience: how many active customers a send without a recipient reaches; fetched afresh on each opening. */
export function useBroadcastAudience(enabled: boolean) {
  return useQuery({
    queryKey: [NOTIFICATION_PATHS.audience],
    enabled,
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const answer = await api.get(NOTIFICATION_PATHS.audience, { schema: notificationAudienceAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.customers
    },
  })
}

/** POST /notification/resend: a send again, of a record whose type is not normal. */
export function useResendNotification() {
  return useMutation({
    mutationFn: ({ payload, source }: { payload: NotificationResendBody; source: ActionSource }) =>
      api.post(NOTIFICATION_PATHS.resend, payload, { source, schema: notificationSentAnswer }),
  })
}
