import { advertisementRecordContract } from '../../../shared/api/advertisement'
import type { RecordContract } from '../../../shared/api/contract'
import { crmRecordContract } from '../../../shared/api/crm'
import { enquiryRecordContract } from '../../../shared/api/enquiry'
import { ridingModeRecordContract } from '../../../shared/api/riding-mode'
import { ROLE_PATHS, roleRecordContract } from '../../../shared/api/roles'
import { userRecordContract } from '../../../shared/api/users'

/** What reading a details call needs of a client (the harness's Agent). */
interface Caller {
  post: (url: string, body?: unknown) => Promise<{ status: number; body: Record<string, unknown> }>
  get: (url: string) => Promise<{ status: number; body: Record<string, unknown> }>
}

const A = '/api/admin'

/** Each update call (full URL) with the details call that gives the record's version (issue 14). */
const UPDATES = new Map<string, { contract: RecordContract; id: string }>([
  ...[userRecordContract, ridingModeRecordContract, advertisementRecordContract, enquiryRecordContract, crmRecordContract].map(
    (c) => [`${A}${c.update!.path}`, { contract: c as RecordContract, id: c.id }] as const,
  ),
  [`${A}${ROLE_PATHS.update}`, { contract: roleRecordContract as RecordContract, id: roleRecordContract.id }],
])

/** The record's version as its details call answers it to `agent`; undefined when it answers none (123, 403). */
export async function detailsVersion(agent: Caller, updateUrl: string, id: string): Promise<number | undefined> {
  const u = UPDATES.get(updateUrl)
  const details = u?.contract.details
  if (!u || !details) return undefined
  const r =
    details.method === 'GET'
      ? await agent.get(`${A}${details.path}?${u.id}=${encodeURIComponent(id)}`)
      : await agent.post(`${A}${details.path}`, { [u.id]: id })
  return typeof r.body.version === 'number' ? r.body.version : undefined
}

/**
 * The body of an update with the version the details call gives now, as the app sends it: unchanged when it is not an
 * update call or already has one; version 1 when the details call answers none (a missing record still answers 123).
 */
export async function withVersion(agent: Caller, url: string, body: unknown): Promise<unknown> {
  const u = UPDATES.get(url)
  if (!u || typeof body !== 'object' || body === null || 'version' in body) return body
  const id = (body as Record<string, unknown>)[u.id]
  if (typeof id !== 'string') return body
  return { ...body, version: (await detailsVersion(agent, url, id)) ?? 1 }
}
