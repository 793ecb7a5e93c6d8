import { useEffect, useState } from 'react'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { mobileKey, REALTIME_EVENTS, withCountryCode, type CallHistoryAck, type CallHistoryAnswer } from '@shared/api/realtime'
import {
  ACTIVITY_PAGE_SIZE_DEFAULT,
  callLogAnswer,
  type CallLogAnswer,
  contactListAnswer,
  NOTIFICATION_PAGE_SIZE_DEFAULT,
  notificationListAnswer,
  rechargeListAnswer,
  tripListAnswer,
} from '@shared/api/user-activity'
import { USER_CALLS, userLogRow } from '@shared/api/users'
import { RC } from '@shared/response-codes'
import { api, ApiError } from '@/lib/api'
import { rangeToSeconds, type DateRangeValue } from '@/lib/date-range'
import { askRealtime, onRealtime } from '@/lib/realtime'

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
    queryFn: ({ signal }) => checked(api.post(USER_CALLS.logs, { recordId: userId }, { schema: logsAnswer, signal })).then((d) => d.logs),
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

/** The stored call logs of a worker's or scc's phone with one number (POST /user/calllogs). */
function useStoredCallLogs(recordId: string | null, number: string | null) {
  return useQuery({
    queryKey: ['user', 'calllogs', recordId, number],
    enabled: recordId !== null && number !== null,
    gcTime: 0,
    retry: false,
    queryFn: ({ signal }) =>
      checked(api.post('/user/calllogs', { recordId, number: number ?? undefined }, { schema: callLogAnswer, signal })),
  })
}

/** How long the dialog waits for the phone's answer. */
export const CALL_HISTORY_TIMEOUT_MS = 10_000

/** The live exchange with the worker's phone: asking, answered, no phone connected, no answer in time, refused. */
export type LiveCallHistory =
  { state: 'asking' } | { state: 'live'; data: CallLogAnswer } | { state: 'not-logged-in' } | { state: 'no-answer' } | { state: 'failed' }

/**
 * The call history of a worker's or scc's phone with one number (spec 000 section 7, Realtime): the dialog asks the
 * phone over the socket (get-call-history, the +91 numbers; the server relays it to the worker's device and answers
 * worker-not-logged-in when none is connected) and shows its answer (give-call-logs-to-admin) live; the logs the phone
 * reported before (POST /user/calllogs) are read meanwhile and shown when the phone is not there.
 */
export function useCallHistory(recordId: string | null, number: string | null, workerMobileNo: string | null) {
  const stored = useStoredCallLogs(recordId, number)
  const [live, setLive] = useState<LiveCallHistory>({ state: 'asking' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!number || !workerMobileNo) return
    if (!mobileKey(number)) {
      setLive({ state: 'failed' })
      return
    }
    setLive({ state: 'asking' })
    let requestId: string | null = null
    let done = false
    const early: Array<() => void> = []
    const settle = (next: LiveCallHistory) => {
      if (done) return
      done = true
      clearTimeout(timer)
      setLive(next)
    }
    const whenKnown = (id: unknown, fn: () => void) => {
      if (requestId === null) early.push(() => id === requestId && fn())
      else if (id === requestId) fn()
    }
    const offAnswer = onRealtime(REALTIME_EVENTS.giveCallLogsToAdmin, (payload) => {
      const p = payload as Partial<CallHistoryAnswer> | null
      const parsed = callLogAnswer.safeParse({ logs: p?.logs, stats: p?.stats })
      if (parsed.success) whenKnown(p?.requestId, () => settle({ state: 'live', data: parsed.data }))
    })
    const offMissing = onRealtime(REALTIME_EVENTS.workerNotLoggedIn, (payload) =>
      whenKnown((payload as { requestId?: unknown } | null)?.requestId, () => settle({ state: 'not-logged-in' })),
    )
    const timer = setTimeout(() => settle({ state: 'no-answer' }), CALL_HISTORY_TIMEOUT_MS)
    askRealtime<CallHistoryAck>(REALTIME_EVENTS.getCallHistory, {
      userMobileNo: withCountryCode(number),
      workerMobileNo: withCountryCode(workerMobileNo),
    })
      .then((ack) => {
        if (ack.responseCode !== RC.SUCCESS || !ack.requestId) return settle({ state: 'failed' })
        requestId = ack.requestId
        for (const fn of early.splice(0)) fn()
        if (ack.delivered === false) settle({ state: 'not-logged-in' })
      })
      .catch(() => settle({ state: 'failed' }))
    return () => {
      done = true
      clearTimeout(timer)
      offAnswer()
      offMissing()
    }
  }, [number, workerMobileNo, attempt])

  return { stored, live, retry: () => setAttempt((a) => a + 1) }
}
