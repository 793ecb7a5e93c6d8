import { and, asc, desc, eq, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  CALL_LOG_LIMIT,
  callLogAnswer,
  callLogBody,
  contactListAnswer,
  contactListBody,
  phoneKey,
  USER_ACTIVITY_MESSAGES as AM,
} from '../../../shared/api/user-activity'
import { RC } from '../../../shared/response-codes'
import { callLogs, contacts } from '../../db/schema'
import { envelope, ok, refuse } from '../../http'
import { unixSeconds } from '../../lib/list'
import { containsText, likeContains, phoneDigits } from '../../lib/list-query'
import { countedPage, reachableUser, recordNotFound } from '../../lib/user-reach'

const tags = ['users']
/** Only these users carry a company phone whose contacts and calls are kept. */
const PHONE_USERS = new Set(['worker', 'scc'])

/**
 * The phone data of a worker or scc user (spec 000 section 7, the contacts dialog), both under Users +
 * contacts and scoped like the other user record calls:
 * - POST /user/contacts: their contacts by name, keyword in the name or (as digits) in any number;
 * - POST /user/calllogs: their stored call logs, newest first (at most 500), optionally only the calls with
 *   one number (compared by its last 10 digits), with the incoming/outgoing/missed counts of those calls.
 */
export async function userContactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify

  app.post(
    '/user/contacts',
    {
      schema: {
        tags,
        summary:
          "A worker's or scc user's phone contacts by name: keyword (name or digits of a number), page (zero based), pageSize 1–100 (10)",
        body: contactListBody,
        response: { 200: envelope.merge(contactListAnswer) },
      },
      config: { access: { screen: 'Users', button: 'contacts' } },
    },
    async (request, reply) => {
      const q = request.body
      const user = await reachableUser(db, request.auth!, q.recordId)
      if (!user) return recordNotFound()
      if (!PHONE_USERS.has(user.userType)) return refuse(RC.BAD_INPUT, AM.selectWorker)
      const digits = q.keyword ? phoneDigits(q.keyword) : null
      const keyword = q.keyword
        ? or(
            containsText(sql`${contacts.name}`, q.keyword),
            digits
              ? sql`exists (select 1 from unnest(${contacts.phones}) as p(v) where regexp_replace(p.v, '[^0-9]', '', 'g') like ${likeContains(digits)})`
              : undefined,
          )
        : undefined
      const where = and(eq(contacts.userId, user.id), keyword)
      const page = await countedPage(db, contacts, where, q, (limit, offset) =>
        db
          .select({ _id: contacts.id, name: contacts.name, phones: contacts.phones })
          .from(contacts)
          .where(where)
          .orderBy(asc(contacts.name), asc(contacts.id))
          .limit(limit)
          .offset(offset),
      )
      return ok(reply, page)
    },
  )

  app.post(
    '/user/calllogs',
    {
      schema: {
        tags,
        summary: "A worker's or scc user's stored call logs, newest first (at most 500), optionally only those with one number",
        description: 'number is compared by its last 10 digits (a +91 or 0 prefix does not matter); stats count every matching call.',
        body: callLogBody,
        response: { 200: envelope.merge(callLogAnswer) },
      },
      config: { access: { screen: 'Users', button: 'contacts' } },
    },
    async (request, reply) => {
      const q = request.body
      const user = await reachableUser(db, request.auth!, q.recordId)
      if (!user) return recordNotFound()
      if (!PHONE_USERS.has(user.userType)) return refuse(RC.BAD_INPUT, AM.selectWorker)
      const where = and(eq(callLogs.userId, user.id), q.number ? eq(callLogs.numberKey, phoneKey(q.number)) : undefined)
      const rows = await db.select().from(callLogs).where(where).orderBy(desc(callLogs.timestamp), desc(callLogs.id)).limit(CALL_LOG_LIMIT)
      const [stats] = await db
        .select({
          incoming: sql<number>`count(*) filter (where ${callLogs.callType} = 'incoming')`.mapWith(Number),
          outgoing: sql<number>`count(*) filter (where ${callLogs.callType} = 'outgoing')`.mapWith(Number),
          missed: sql<number>`count(*) filter (where ${callLogs.callType} = 'missed')`.mapWith(Number),
        })
        .from(callLogs)
        .where(where)
      return ok(reply, {
        logs: rows.map((r) => ({
          _id: r.id,
          name: r.name,
          number: r.number,
          callType: r.callType,
          duration: r.duration,
          simDisplayName: r.simDisplayName,
          timestamp: unixSeconds(r.timestamp)!,
        })),
        stats: { incomingCount: stats?.incoming ?? 0, outgoingCount: stats?.outgoing ?? 0, missedCount: stats?.missed ?? 0 },
      })
    },
  )
}
