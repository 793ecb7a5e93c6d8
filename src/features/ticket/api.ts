import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  assigneesAnswer,
  commentAnswer,
  TICKET_CALLS,
  ticketCentresAnswer,
  ticketRecordContract,
  ticketStaffAnswer,
  ticketTableContract,
} from '@shared/api/ticket'
import { OPTIONS_CALLS, optionListAnswer } from '@shared/api/options.query'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource, type ApiAnswer } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { TICKET_TEXTS, ticketServerTexts } from './messages'

/** The ticket's record calls (shared/api/ticket.ts): details, add, update, delete (soft) and restore. */
export const ticketApi = recordApi(ticketTableContract, ticketRecordContract, {
  texts: ticketServerTexts,
  saved: TICKET_TEXTS.created,
})

async function checked<T>(promise: Promise<ApiAnswer<T>>): Promise<T> {
  const answer = await promise
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data
}

export type TicketCentre = z.infer<typeof ticketCentresAnswer>['result'][number]

/** GET /ticket/centres: the centres the actor may file tickets for and filter by; kept five minutes. */
export function useTicketCentres(enabled = true) {
  return useQuery({
    queryKey: ['ticket', TICKET_CALLS.centres],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<TicketCentre[]> =>
      (await checked(api.get(TICKET_CALLS.centres, { schema: ticketCentresAnswer, signal }))).result,
  })
}

/** GET /ticket/staff: the workers and scc the assignee filter offers; kept five minutes. */
export function useTicketStaff(enabled = true) {
  return useQuery({
    queryKey: ['ticket', TICKET_CALLS.staff],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => (await checked(api.get(TICKET_CALLS.staff, { schema: ticketStaffAnswer, signal }))).result,
  })
}

export type TicketAssignee = z.infer<typeof assigneesAnswer>['result'][number]

/** POST /ticket/assignees `{ recordId }`: who the ticket can be assigned to; while `recordId` is set. */
export function useTicketAssignees(recordId: string | null) {
  return useQuery({
    queryKey: ['ticket', TICKET_CALLS.assignees, recordId],
    enabled: recordId !== null,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<TicketAssignee[]> =>
      (await checked(api.post(TICKET_CALLS.assignees, { recordId }, { schema: assigneesAnswer, signal }))).result,
  })
}

/** A call of a ticket's own (status, assign, comment): the path, the body and how it was started. */
export interface TicketCall {
  path: string
  body: Record<string, unknown>
  source: ActionSource
}

/** POSTs a ticket call; the caller reports the answer and refreshes what it shows. */
export function useTicketCall() {
  return useMutation({ mutationFn: ({ path, body, source }: TicketCall) => api.post(path, body, { source }) })
}

/** POST /ticket/comment `{ recordId, text }`: answers the comment as stored (its author and time). */
export function usePostComment() {
  return useMutation({
    mutationFn: ({ recordId, text, source }: { recordId: string; text: string; source: ActionSource }) =>
      api.post(TICKET_CALLS.comment, { recordId, text }, { source, schema: commentAnswer }),
  })
}

/**
 * GET /options/list?name=ticketType: the active ticket types of the Options screen's list (issue 21), in order; kept a
 * minute (the Options screen refreshes the ['options'] queries when it changes a list).
 */
export function useTicketTypes() {
  return useQuery({
    queryKey: ['options', 'list', 'ticketType'],
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await checked(api.get(OPTIONS_CALLS.list, { query: { name: 'ticketType' }, schema: optionListAnswer, signal }))).options,
  })
}
