import { useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { notificationSentAnswer, type UserNotificationBody } from '@shared/api/notification-admin'
import { userDetails } from '@shared/api/users'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource } from '@/lib/api'

/** The query key prefix of the users table (the shared table keys its pages by ['table', endpoint, body]). */
export const USERS_LIST_KEY = ['table', '/user/all'] as const

const detailsAnswer = z.object({ user: userDetails })

/** POST /user/details: every field of the form of one user (edit and view). */
export function useUserDetails(userId: string | null) {
  return useQuery({
    queryKey: ['user', 'details', userId],
    enabled: userId !== null,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await api.post('/user/details', { userId }, { schema: detailsAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.user
    },
  })
}

/** POST /user/add (no userId in the payload) or PUT /user/update (with it). */
export function useSaveUser() {
  return useMutation({
    mutationFn: ({ payload, source }: { payload: Record<string, unknown>; source: ActionSource }) =>
      'userId' in payload ? api.put('/user/update', payload, { source }) : api.post('/user/add', payload, { source }),
  })
}

/** DELETE /user/delete: soft delete of an active user. */
export function useDeleteUser() {
  return useMutation({
    mutationFn: ({ userId, source }: { userId: string; source: ActionSource }) => api.delete('/user/delete', { userId }, { source }),
  })
}

/** POST /user/resetpasswordattempt: an admin's attempts back to zero. */
export function useResetAttempts() {
  return useMutation({
    mutationFn: ({ userId, source }: { userId: string; source: ActionSource }) =>
      api.post('/user/resetpasswordattempt', { userId }, { source }),
  })
}

/** POST /user/notification: the 'Send notification' of the users table, to one customer. */
export function useSendUserNotification() {
  return useMutation({
    mutationFn: ({ payload, source }: { payload: UserNotificationBody; source: ActionSource }) =>
      api.post('/user/notification', payload, { source, schema: notificationSentAnswer }),
  })
}
