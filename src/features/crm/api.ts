import { useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { byMobileAnswer, callAnswer, executiveRow, leadDetails } from '@shared/api/crm'
import { userLogRow } from '@shared/api/users'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource } from '@/lib/api'

/** The query key prefix of the CRM table (the shared table keys its pages by ['table', endpoint, body]). */
export const CRM_LIST_KEY = ['table', '/crm/all'] as const

const detailsAnswer = z.object({ lead: leadDetails })

/** POST /crm/details: one lead with its follow-ups and calls. */
export function useLeadDetails(leadId: string | null) {
  return useQuery({
    queryKey: ['crm', 'details', leadId],
    enabled: leadId !== null,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await api.post('/crm/details', { leadId }, { schema: detailsAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.lead
    },
  })
}

/** POST /crm/by-mobile: the lead with that number, or whether a customer has it (the deep link). */
export function useLeadByMobile(mobileNo: string | undefined) {
  return useQuery({
    queryKey: ['crm', 'by-mobile', mobileNo],
    enabled: mobileNo !== undefined,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const answer = await api.post('/crm/by-mobile', { mobileNo }, { schema: byMobileAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data
    },
  })
}

/** POST /crm/executives: the staff a lead can be assigned to. */
export function useExecutives(enabled: boolean) {
  return useQuery({
    queryKey: ['crm', 'executives'],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.post('/crm/executives', {}, { schema: z.object({ executives: z.array(executiveRow) }), signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.executives
    },
  })
}

/** POST /crm/logs: the audit rows of a lead. */
export function useLeadLogs(leadId: string | null) {
  return useQuery({
    queryKey: ['crm', 'logs', leadId],
    enabled: leadId !== null,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const answer = await api.post('/crm/logs', { recordId: leadId }, { schema: z.object({ logs: z.array(userLogRow) }), signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.logs
    },
  })
}

/** POST /crm/add (no leadId) or PUT /crm/update (with it). */
export function useSaveLead() {
  return useMutation({
    mutationFn: ({ payload, source }: { payload: Record<string, unknown>; source: ActionSource }) =>
      'leadId' in payload ? api.put('/crm/update', payload, { source }) : api.post('/crm/add', payload, { source }),
  })
}

/** POST /crm/followup/add. */
export function useAddFollowup() {
  return useMutation({
    mutationFn: ({ payload, source }: { payload: { leadId: string; executiveId: string; followUpDate: number; remark?: string }; source: ActionSource }) =>
      api.post('/crm/followup/add', payload, { source, schema: detailsAnswer }),
  })
}

/** POST /crm/reassign: several leads to one executive. */
export function useReassign() {
  return useMutation({
    mutationFn: ({ leadIds, assignedTo, source }: { leadIds: string[]; assignedTo: string; source: ActionSource }) =>
      api.post('/crm/reassign', { leadIds, assignedTo }, { source }),
  })
}

/** POST /api/exotel/call/customer: click-to-call the lead. */
export function useCallLead() {
  return useMutation({
    mutationFn: ({ leadId, source }: { leadId: string; source: ActionSource }) =>
      api.post('/api/exotel/call/customer', { leadId }, { source, schema: callAnswer }),
  })
}
