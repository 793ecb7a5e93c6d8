import { useMutation, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import {
  customerAnswer,
  partsOptionsAnswer,
  SERVICE_REQUEST_CALLS as CALLS,
  serviceRequestCentresAnswer,
  serviceRequestRecordContract,
  serviceRequestServiceOptionsAnswer,
  serviceRequestTableContract,
  techniciansAnswer,
  type ServiceRequestServiceOption,
} from '@shared/api/servicereq'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource, type ApiAnswer } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { SERVICE_REQUEST_TEXTS, serviceRequestServerTexts } from './messages'

/** The service request's record calls (shared/api/servicereq.ts): details, add, update, delete (soft) and restore. */
export const serviceRequestApi = recordApi(serviceRequestTableContract, serviceRequestRecordContract, {
  texts: serviceRequestServerTexts,
  saved: SERVICE_REQUEST_TEXTS.created,
})

async function checked<T>(promise: Promise<ApiAnswer<T>>): Promise<T> {
  const answer = await promise
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data
}

export type ServiceRequestCentre = z.infer<typeof serviceRequestCentresAnswer>['result'][number]

/** GET /servicereq/centres: the centres (with their branches) the actor may file requests for; kept five minutes. */
export function useServiceRequestCentres(enabled = true) {
  return useQuery({
    queryKey: ['servicereq', CALLS.centres],
    enabled,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }): Promise<ServiceRequestCentre[]> =>
      (await checked(api.get(CALLS.centres, { schema: serviceRequestCentresAnswer, signal }))).result,
  })
}

/**
 * GET /servicereq/service-options: the active services of the catalogue the form picks from (money in paise); kept a
 * minute, fetched while `enabled` (an editable form).
 */
export function useServiceRequestServiceOptions(enabled = true) {
  return useQuery({
    queryKey: ['servicereq', CALLS.serviceOptions],
    enabled,
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<ServiceRequestServiceOption[]> =>
      (await checked(api.get(CALLS.serviceOptions, { schema: serviceRequestServiceOptionsAnswer, signal }))).result,
  })
}

export type ServiceRequestTechnician = z.infer<typeof techniciansAnswer>['result'][number]

/** POST /servicereq/technicians `{ recordId }`: the workers of the request's centre; while `recordId` is set. */
export function useServiceRequestTechnicians(recordId: string | null) {
  return useQuery({
    queryKey: ['servicereq', CALLS.technicians, recordId],
    enabled: recordId !== null,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<ServiceRequestTechnician[]> =>
      (await checked(api.post(CALLS.technicians, { recordId }, { schema: techniciansAnswer, signal }))).result,
  })
}

export type ServiceRequestPartOption = z.infer<typeof partsOptionsAnswer>['result'][number]

/** POST /servicereq/parts-options `{ recordId }`: the active products with their on-hand at the request's centre. */
export function useServiceRequestPartsOptions(recordId: string | null) {
  return useQuery({
    queryKey: ['servicereq', CALLS.partsOptions, recordId],
    enabled: recordId !== null,
    gcTime: 0,
    queryFn: async ({ signal }): Promise<ServiceRequestPartOption[]> =>
      (await checked(api.post(CALLS.partsOptions, { recordId }, { schema: partsOptionsAnswer, signal }))).result,
  })
}

/** POST /servicereq/customer `{ mobileNo }`: the customer with that number (and their vehicle number), or null. */
export async function customerByMobile(mobileNo: string) {
  return (await checked(api.post(CALLS.customer, { mobileNo }, { schema: customerAnswer }))).customer
}

/** A call of a request's own (status, assign): the path, the body and how it was started. */
export interface ServiceRequestCall {
  path: string
  body: Record<string, unknown>
  source: ActionSource
}

/** POSTs a request call; the caller reports the answer and refreshes what it shows. */
export function useServiceRequestCall() {
  return useMutation({ mutationFn: ({ path, body, source }: ServiceRequestCall) => api.post(path, body, { source }) })
}
