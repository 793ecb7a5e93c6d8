import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import {
  ACTIVITY_PAGE_SIZE_DEFAULT,
  callLogAnswer,
  contactListAnswer,
  NOTIFICATION_PAGE_SIZE_DEFAULT,
  notificationListAnswer,
  rechargeListAnswer,
  tripListAnswer,
} from '@shared/api/user-activity'
import { userLogRow } from '@shared/api/users'
import { RC } from '@shared/response-codes'
import { api, ApiError } from '@/lib/api'
import { rangeToSeconds, type DateRangeValue } from '@/lib/date-range'

/**
 * The read-only calls behind the user dialog's tabs and the logs and contacts dialogs (spec 000 section 7). Each
 * hook keeps the previous page while the next one loads, so the pager does not jump.
 */

/** The read filter of the notifications tab: all, read only, unread only (sent as '', 'true', 'false'). */
export type ReadFilter = '' | 'true' | 'false'

async function checked<T>(promise: Promise<{ responseCode: number; data?: T; message?: string }>): Promise<T> {
  const answer = await promise
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data
}

export function useUserNotifications(userId: string, filters: { read: ReadFilter; range: DateRangeValue; page: number }) {
  const query = {
    userId,
    read: filters.read,
    page: filters.page,
    pageSize: NOTIFICATION_PAGE_SIZE_DEFAULT,
    sortField: 'createdAt',
    sortOrder: 'false',
    ...rangeToSeconds(filters.range),
  }
  return useQuery({
    queryKey: ['user', 'notifications', query],
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => checked(api.get('/notification/all', { query, schema: notificationListAnswer, signal })),
  })
}

function listBody(userId: string, range: DateRangeValue, page: number) {
  return { userId, page, pageSize: ACTIVITY_PAGE_SIZE_DEFAULT, sortOrder: 'false', ...rangeToSeconds(range) }
}

export function useUserRecharges(userId: string, filters: { range: DateRangeValue; page: number }) {
  const body = listBody(userId, filters.range, filters.page)
  return useQuery({
    queryKey: ['user', 'recharges', body],
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => checked(api.post('/subscription/user/all', body, { schema: rechargeListAnswer, signal })),
  })
}

export function useUserTrips(userId: string, filters: { range: DateRangeValue; page: number }) {
  const body = listBody(userId, filters.range, filters.page)
  return useQuery({
    queryKey: ['user', 'trips', body],
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => checked(api.post('/trip/all', body, { schema: tripListAnswer, signal })),
  })
}

const logsAnswer = z.object({ logs: z.array(userLogRow) })
export type UserLogRow = z.infer<typeof userLogRow>

/** POST /user/logs: the audit rows of one user, newest first. Always read fresh (the dialog opens after edits). */
export function useUserLogs(userId: string | null) {
  return useQuery({
    queryKey: ['user', 'logs', userId],
    enabled: userId !== null,
    gcTime: 0,
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) => checked(api.post('/user/logs', { recordId: userId }, { schema: logsAnswer, signal })).then((d) => d.logs),
  })
}

export const CONTACTS_PAGE_SIZE = ACTIVITY_PAGE_SIZE_DEFAULT

export function useUserContacts(recordId: string | null, filters: { keyword: string; page: number }) {
  const body = { recordId, keyword: filters.keyword.trim() || undefined, page: filters.page, pageSize: CONTACTS_PAGE_SIZE }
  return useQuery({
    queryKey: ['user', 'contacts', body],
    enabled: recordId !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) => checked(api.post('/user/contacts', body, { schema: contactListAnswer, signal })),
  })
}

/**
 * The call history of a worker's or scc's phone with one number: today the call logs stored on the server
 * (POST /user/calllogs). The live exchange with the device (issue 6) replaces this hook's source, not its shape:
 * `logs` empty means the worker's phone has not reported (shown as 'Worker not logged in').
 */
export function useCallHistory(recordId: string | null, number: string | null) {
  return useQuery({
    queryKey: ['user', 'calllogs', recordId, number],
    enabled: recordId !== null && number !== null,
    gcTime: 0,
    retry: false,
    queryFn: ({ signal }) =>
      checked(api.post('/user/calllogs', { recordId, number: number ?? undefined }, { schema: callLogAnswer, signal })),
  })
}
