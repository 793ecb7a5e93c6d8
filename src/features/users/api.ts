import { useMutation } from '@tanstack/react-query'
import { notificationSentAnswer, type UserNotificationBody } from '@shared/api/notification-admin'
import { USER_CALLS, userRecordContract, usersTableContract } from '@shared/api/users'
import { api, type ActionSource } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { userServerTexts } from './messages'

/** The user record calls (shared/api/users.ts): details, add, update, soft delete, and the table's refresh. */
export const usersApi = recordApi(usersTableContract, userRecordContract, { texts: userServerTexts })

/** POST /user/resetpasswordattempt: an admin's attempts back to zero. */
export function useResetAttempts() {
  return useMutation({
    mutationFn: ({ userId, source }: { userId: string; source: ActionSource }) =>
      api.post(USER_CALLS.resetAttempts, { userId }, { source }),
  })
}

/** POST /user/notification: the 'Send notification' of the users table, to one customer. */
export function useSendUserNotification() {
  return useMutation({
    mutationFn: ({ payload, source }: { payload: UserNotificationBody; source: ActionSource }) =>
      api.post('/user/notification', payload, { source, schema: notificationSentAnswer }),
  })
}
