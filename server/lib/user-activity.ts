import { and, eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type { Db } from '../db/client'
import { envelope, ok } from '../http'
import { activityOrder, countedPage, reachableUser, recordNotFound, unixRange, type CountedPage } from './user-reach'

/** What every activity list call takes: whose rows, the page, the order and the date range (Unix seconds). */
export interface ActivityQuery {
  userId: string
  page: number
  pageSize: number
  sortOrder?: string
  startDate?: number
  endDate?: number
}

/** One page to read: the conditions, the order (the date, then the key) and the window. */
export interface ActivityRead {
  where: SQL | undefined
  orderBy: SQL[]
  limit: number
  offset: number
}

export interface UserActivityList<Q extends ActivityQuery, T, A extends z.ZodObject> {
  /** GET reads the querystring, POST the body. */
  method: 'GET' | 'POST'
  url: string
  summary: string
  description: string
  input: z.ZodType<Q>
  /** The answer's payload (besides the envelope). */
  answer: A
  table: PgTable
  /** The column naming the user, the date the range and the order go by, and the key that breaks ties. */
  user: AnyPgColumn
  date: AnyPgColumn
  id: AnyPgColumn
  /** Conditions of the call's own filters (the notifications' read flag). */
  filter?: (q: Q) => SQL | undefined
  read: (db: Db, page: ActivityRead) => Promise<T[]>
  reply: (page: CountedPage<T>) => z.input<A>
}

/**
 * A tab of the user form that lists the user's rows (notifications, recharges, trips): the user's rows of `table` in a
 * date range, newest first unless `sortOrder` is 'true', one page of them with the number of pages and matching rows.
 * The user form's view, visibility and edit open the tabs; a user out of reach (SECURITY.md item 14) or unknown is
 * 404/123.
 */
export function registerUserActivityList<Q extends ActivityQuery, T, A extends z.ZodObject>(
  fastify: FastifyInstance,
  d: UserActivityList<Q, T, A>,
): void {
  const { db } = fastify
  fastify.withTypeProvider<ZodTypeProvider>().route({
    method: d.method,
    url: d.url,
    schema: {
      tags: ['users'],
      summary: d.summary,
      description: d.description,
      ...(d.method === 'GET' ? { querystring: d.input } : { body: d.input }),
      response: { 200: envelope.merge(d.answer as z.ZodObject) },
    },
    config: { access: { screen: 'Users', button: ['view', 'visibility', 'edit'] } },
    handler: async (request, reply) => {
      const q = (d.method === 'GET' ? request.query : request.body) as Q
      const user = await reachableUser(db, request.auth!, q.userId)
      if (!user) return recordNotFound()
      const where = and(eq(d.user, user.id), d.filter?.(q), ...unixRange(d.date, q.startDate, q.endDate))
      const order = activityOrder(q.sortOrder)
      const page = await countedPage(db, d.table, where, q, (limit, offset) =>
        d.read(db, { where, orderBy: [order(d.date), order(d.id)], limit, offset }),
      )
      return ok(reply, d.reply(page) as object)
    },
  })
}
