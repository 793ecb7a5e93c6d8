import { and, asc, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  SERVICE_REQUEST_CALLS as CALLS,
  customerAnswer,
  customerBody,
  serviceRequestCentresAnswer,
  serviceRequestServiceOptionsAnswer,
  techniciansAnswer,
  techniciansBody,
} from '../../../shared/api/servicereq'
import { userLogRow } from '../../../shared/api/users'
import { recordLogs } from '../../audit/audit'
import { branches, serviceCentres, users } from '../../db/schema'
import { envelope, ok } from '../../http'
import { catalogueServiceOptions } from '../../lib/service-catalogue'
import { recordNotFound } from '../../lib/user-reach'
import { reachableRequest } from './data'
import { serviceRequests } from './schema'

const tags = ['servicereq']

/**
 * The read-only calls of the service requests (permission ServiceCenter), beside the moves (actions.ts):
 * - POST /servicereq/logs (logs): the audit rows of a request within reach, newest first;
 * - GET /servicereq/centres (query, add, edit or view): the active centres the actor may file requests for and filter
 *   by (an scc or a worker only their own), each with its active branches;
 * - POST /servicereq/technicians (assign): the active workers of a request's centre, by name;
 * - POST /servicereq/customer (add or edit): the customer with a mobile number, for the form's vehicle number;
 * - GET /servicereq/service-options (add or edit): the active services of the Services catalogue the form picks from,
 *   with price, net price (paise) and duration, by name; the ServiceCenter permission is enough (not Services).
 */
export function serviceRequestReadRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    CALLS.logs,
    {
      schema: {
        tags,
        summary: 'The audit rows of one service request (its moves, assignments and edits), newest first (at most 500)',
        body: techniciansBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'ServiceCenter', button: 'logs' } },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ id: serviceRequests.id })
        .from(serviceRequests)
        .where(reachableRequest(request.body.recordId, request.auth!))
        .limit(1)
      if (!row) return recordNotFound()
      return ok(reply, { logs: await recordLogs(db, 'servicereq', row.id) })
    },
  )

  app.get(
    CALLS.centres,
    {
      schema: {
        tags,
        summary:
          'The active service centres the actor may file service requests for (an scc or worker only their own), with their active branches',
        response: { 200: envelope.extend(serviceRequestCentresAnswer.shape) },
      },
      config: { access: { screen: 'ServiceCenter', button: ['query', 'add', 'edit', 'view'] } },
    },
    async (request, reply) => {
      const u = request.auth!.user
      const own = u.userType === 'scc' || u.userType === 'worker'
      if ((own && !u.scuId) || u.userType === 'scp' || u.userType === 'user') return ok(reply, { result: [] })
      const centres = await db
        .select({ _id: serviceCentres.id, title: serviceCentres.title })
        .from(serviceCentres)
        .where(and(eq(serviceCentres.active, true), own ? eq(serviceCentres.id, u.scuId!) : undefined))
        .orderBy(asc(serviceCentres.title), asc(serviceCentres.id))
      const ids = centres.map((c) => c._id)
      const rows = ids.length
        ? await db
            .select({ _id: branches.id, name: branches.name, scuId: branches.scuId })
            .from(branches)
            .where(and(inArray(branches.scuId, ids), eq(branches.active, true)))
            .orderBy(asc(branches.name), asc(branches.id))
        : []
      const result = centres.map((c) => ({
        ...c,
        branches: rows.filter((b) => b.scuId === c._id).map((b) => ({ _id: b._id, name: b.name })),
      }))
      return ok(reply, { result })
    },
  )

  app.post(
    CALLS.technicians,
    {
      schema: {
        tags,
        summary: 'The active workers (technicians) of a service request’s centre, by name',
        body: techniciansBody,
        response: { 200: envelope.extend(techniciansAnswer.shape) },
      },
      config: { access: { screen: 'ServiceCenter', button: 'assign' } },
    },
    async (request, reply) => {
      const [stored] = await db
        .select({ scuId: serviceRequests.scuId })
        .from(serviceRequests)
        .where(reachableRequest(request.body.recordId, request.auth!))
        .limit(1)
      if (!stored) return recordNotFound()
      const result = await db
        .select({ _id: users.id, fname: users.fname, lname: users.lname, mobileNo: users.mobileNo })
        .from(users)
        .where(and(eq(users.userType, 'worker'), eq(users.active, true), eq(users.scuId, stored.scuId)))
        .orderBy(asc(users.fname), asc(users.lname), asc(users.id))
      return ok(reply, { result })
    },
  )

  app.post(
    CALLS.customer,
    {
      schema: {
        tags,
        summary: 'The customer (a user of type user) with exactly this mobile number and their vehicle number, or null',
        body: customerBody,
        response: { 200: envelope.extend(customerAnswer.shape) },
      },
      config: { access: { screen: 'ServiceCenter', button: ['add', 'edit'] } },
    },
    async (request, reply) => {
      const [c] = await db
        .select({ _id: users.id, fname: users.fname, lname: users.lname, vehicleNo: users.vehicleNo })
        .from(users)
        .where(and(eq(users.mobileNo, request.body.mobileNo), eq(users.userType, 'user')))
        .limit(1)
      return ok(reply, { customer: c ?? null })
    },
  )

  app.get(
    CALLS.serviceOptions,
    {
      schema: {
        tags,
        summary:
          'The active services of the Services catalogue a service request picks from (id, name, price and net price in paise, duration in minutes), by name',
        response: { 200: envelope.extend(serviceRequestServiceOptionsAnswer.shape) },
      },
      config: { access: { screen: 'ServiceCenter', button: ['add', 'edit'] } },
    },
    async (_request, reply) => ok(reply, { result: await catalogueServiceOptions(db) }),
  )
}
