import { and, eq, ne } from 'drizzle-orm'
import { expect } from 'vitest'
import { SERVICE_REQUEST_MESSAGES as M, type ServiceRequestFormInput } from '../../../shared/api/servicereq'
import { grant } from '../../../shared/permissions'
import { branches, roles, serviceCentres, users } from '../../../server/db/schema'
import type { TestDatabase } from './databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './harness'

export const A = '/api/admin'
export const DAY = 86_400
/** The harness's clock: Monday 1 June 2026, 15:30 in India. Days are India midnights in Unix seconds. */
export const TODAY = Date.parse('2026-05-31T18:30:00Z') / 1000
export const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/** What the service request tests share: the harness, the agents, the centres, a customer and a valid form. */
export interface ServiceRequestWorld {
  h: Harness
  admin: Agent
  service: Agent
  technician: Agent
  franchise: Agent
  techId: string
  homeCentre: string
  otherCentre: string
  homeBranch: string
  otherBranch: string
  customerMobile: string
  form: (over?: Partial<ServiceRequestFormInput>) => ServiceRequestFormInput
  post: (path: string, body: unknown, agent?: Agent) => Promise<Answer>
  /** Adds a request (expecting 109) and answers its id. */
  add: (body: unknown, agent?: Agent) => Promise<string>
}

/**
 * Starts the harness with the demo Service role given every ServiceCenter button and the Technician role query, view, export,
 * edit and changeStatus (the demo roles have neither), signs the accounts in and finds the centres (the demo service
 * centre account's and another), a branch of each and a customer.
 */
export async function serviceRequestWorld(tdb: TestDatabase): Promise<ServiceRequestWorld> {
  const h = await startHarness(tdb)
  const db = h.database.db
  const all = ['query', 'add', 'edit', 'view', 'delete', 'assign', 'changeStatus', 'export', 'filter', 'logs'] as const
  await db
    .update(roles)
    .set({ permission: grant({ ServiceCenter: all }) })
    .where(eq(roles.id, h.roleIds.get('Service')!))
  await db
    .update(roles)
    .set({ permission: grant({ ServiceCenter: ['query', 'view', 'edit', 'changeStatus', 'export'] }) })
    .where(eq(roles.id, h.roleIds.get('Technician')!))
  const admin = await signIn(h, ACCOUNTS.superAdmin)
  const service = await signIn(h, ACCOUNTS.service)
  const technician = await signIn(h, ACCOUNTS.technician)
  const franchise = await signIn(h, ACCOUNTS.franchise)
  const homeCentre = (await db.select({ scuId: users.scuId }).from(users).where(eq(users.mobileNo, ACCOUNTS.service)))[0]!.scuId!
  const otherCentre = (
    await db
      .select({ id: serviceCentres.id })
      .from(serviceCentres)
      .where(and(ne(serviceCentres.id, homeCentre), eq(serviceCentres.active, true)))
  )[0]!.id
  const branchOf = async (scuId: string) =>
    (
      await db
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.scuId, scuId), eq(branches.active, true)))
    )[0]!.id
  const customerMobile = (
    await db
      .select({ mobileNo: users.mobileNo })
      .from(users)
      .where(and(eq(users.userType, 'user'), eq(users.active, true)))
      .limit(1)
  )[0]!.mobileNo
  const post = (path: string, body: unknown, agent: Agent = admin) => agent.post(`${A}${path}`, body)
  const form = (over: Partial<ServiceRequestFormInput> = {}): ServiceRequestFormInput => ({
    customerMobileNo: customerMobile,
    scuId: homeCentre,
    requestedDay: TODAY + 2 * DAY,
    slot: 'morning',
    services: ['General service'],
    ...over,
  })
  const add = async (body: unknown, agent: Agent = admin) => {
    const r = await post('/servicereq/add', body, agent)
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([200, 109, M.created])
    return r.body.recordId as string
  }
  return {
    h,
    admin: admin,
    service: service,
    technician: technician,
    franchise: franchise,
    techId: h.userIds.get(ACCOUNTS.technician)!,
    homeCentre,
    otherCentre,
    homeBranch: await branchOf(homeCentre),
    otherBranch: await branchOf(otherCentre),
    customerMobile,
    form,
    post,
    add,
  }
}

/** A refusal: HTTP 400, 110 and the message. */
export const refused = (r: Answer, message: string) =>
  expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([400, 110, message])
