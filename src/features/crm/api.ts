import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import {
  byMobileAnswer,
  CRM_CALLS,
  crmRecordContract,
  crmTableContract,
  executiveRow,
  leadDetailsAnswer,
  type FollowupInput,
  type LeadListRow,
} from '@shared/api/crm'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource, type ApiAnswer } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { crmServerTexts } from './messages'

/** The lead record calls (shared/api/crm.ts): details with follow-ups and calls, add, update, and the table's refresh. */
export const crmApi = recordApi(crmTableContract, crmRecordContract, { texts: crmServerTexts })

async function checked<T>(promise: Promise<ApiAnswer<T>>): Promise<T> {
  const answer = await promise
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data
}

/** POST /crm/by-mobile: the lead with that number, or whether a customer has it (the deep link). */
export function useLeadByMobile(mobileNo: string | undefined) {
  return useQuery({
    queryKey: [CRM_CALLS.byMobile, mobileNo],
    enabled: mobileNo !== undefined,
    gcTime: 0,
    retry: false,
    queryFn: ({ signal }) => checked(api.post(CRM_CALLS.byMobile, { mobileNo }, { schema: byMobileAnswer, signal })),
  })
}

/** POST /crm/executives: the staff a lead can be assigned to. */
export function useExecutives(enabled: boolean) {
  return useQuery({
    queryKey: [CRM_CALLS.executives],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }) =>
      (await checked(api.post(CRM_CALLS.executives, {}, { schema: z.object({ executives: z.array(executiveRow) }), signal }))).executives,
  })
}

/** POST /crm/followup/add; on success the open lead and the table show it. */
export function useAddFollowup() {
  const queryClient = useQueryClient()
  const refresh = crmApi.useRefresh()
  return useMutation({
    mutationFn: ({ payload, source }: { payload: FollowupInput & { leadId: string }; source: ActionSource }) =>
      api.post(CRM_CALLS.followupAdd, payload, { source, schema: leadDetailsAnswer }),
    onSuccess: (answer, { payload }) => {
      if (answer.responseCode !== RC.SUCCESS) return
      void queryClient.invalidateQueries({ queryKey: crmApi.detailsKey(payload.leadId) })
      refresh()
    },
  })
}

/** What POST /crm/reassign answers: how many leads moved, and the ids of those changed since they were read. */
export const reassignAnswer = z.object({ updated: z.number().int(), changed: z.array(z.string()) })

/**
 * POST /crm/reassign: several leads to one executive, each with the version the table read it at (issue 14): a lead
 * changed since stays as it is and comes back in `changed`.
 */
export function useReassign() {
  return useMutation({
    mutationFn: ({ leads, assignedTo, source }: { leads: ReassignLead[]; assignedTo: string; source: ActionSource }) =>
      api.post(
        CRM_CALLS.reassign,
        { leadIds: leads.map((l) => l._id), assignedTo, versions: Object.fromEntries(leads.map((l) => [l._id, l.version])) },
        { source, schema: reassignAnswer },
      ),
  })
}

/** A lead the re-assign dialog holds: its id and version as the table read them, and what names it to the user. */
export type ReassignLead = Pick<LeadListRow, '_id' | 'version' | 'fname' | 'lname' | 'mobileNo'>
