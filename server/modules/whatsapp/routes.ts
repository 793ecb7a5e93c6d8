import { aliasedTable, and, desc, eq, ilike, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  assignBody,
  conversationBody,
  conversationRow,
  conversationsQuery,
  messageRow,
  SERVICE_WINDOW_MS,
  threadQuery,
  WHATSAPP_CALLS as C,
  WHATSAPP_MESSAGES as M,
  WHATSAPP_TEMPLATES,
  type ConversationRow,
} from '../../../shared/api/whatsapp'
import { RC } from '../../../shared/response-codes'
import { envelope, ok, refuse } from '../../http'
import { users } from '../../db/schema'
import { latestChange } from '../../lib/record-versions'
import { waConversations as conv, waMessages as msg } from './schema'
import { pushToStaff, unreadTotal, whatsappStaff } from './service'
import { openRoute } from './open'
import { sendRoute } from './send'

const need = { screen: 'Whatsapp' } as const
const ms = (d: Date | null) => (d ? d.getTime() : null)
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The conversation list, thread, read, assign, templates and unread calls (send: send.ts, open: open.ts). */
export function whatsappRoutes(fastify: FastifyInstance): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const { db } = fastify
  const { clock } = fastify.deps
  const agent = aliasedTable(users, 'agent')

  app.get(
    C.conversations,
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'WhatsApp conversations, newest first',
        querystring: conversationsQuery,
        response: { 200: envelope.extend({ conversations: z.array(conversationRow), unreadTotal: z.number() }) },
      },
      config: { access: need },
    },
    async (request, reply) => {
      const { search, filter, limit } = request.query
      const me = request.auth!.user.id
      const conds = []
      if (filter === 'unassigned') conds.push(isNull(conv.assignedToId))
      if (filter === 'mine') conds.push(eq(conv.assignedToId, me))
      const term = search?.trim()
      if (term) {
        const digits = term.replace(/\D/g, '')
        const byName = ilike(conv.contactName, `%${likeEscape(term)}%`)
        conds.push(digits.length >= 3 ? or(byName, sql`${conv.waNumber} like ${`%${digits}%`}`)! : byName)
      }
      const rows = await db
        .select({ c: conv, agentF: agent.fname, agentL: agent.lname })
        .from(conv)
        .leftJoin(agent, eq(agent.id, conv.assignedToId))
        .where(conds.length ? and(...conds) : undefined)
        .orderBy(sql`${conv.lastMessageAt} desc nulls last`, desc(conv.id))
        .limit(limit)
      const now = clock.now().getTime()
      const conversations: ConversationRow[] = rows.map(({ c, agentF, agentL }) => ({
        id: c.id,
        waNumber: c.waNumber,
        contactName: c.contactName,
        userId: c.userId,
        leadId: c.leadId,
        mobileNo: c.mobileNo,
        assignedToId: c.assignedToId,
        assignedToName: agentF ? [agentF, agentL].filter(Boolean).join(' ') : null,
        lastMessageAt: ms(c.lastMessageAt),
        lastInboundAt: ms(c.lastInboundAt),
        lastText: c.lastText,
        lastKind: c.lastKind,
        unread: c.unread,
        windowOpen: c.lastInboundAt !== null && now - c.lastInboundAt.getTime() < SERVICE_WINDOW_MS,
        version: c.version,
      }))
      return ok(reply, { conversations, unreadTotal: await unreadTotal(db) })
    },
  )

  app.get(
    C.thread,
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'A conversation’s messages (a page, oldest first; `before` for older ones)',
        querystring: threadQuery,
        response: { 200: envelope.extend({ messages: z.array(messageRow), more: z.boolean() }) },
      },
      config: { access: need },
    },
    async (request, reply) => {
      const { conversationId, before, limit } = request.query
      const [c] = await db.select({ id: conv.id }).from(conv).where(eq(conv.id, conversationId))
      if (!c) return refuse(RC.NOT_FOUND, M.conversationNotFound)
      let cursor = undefined
      if (before) {
        const [b] = await db
          .select({ at: msg.createdAt, id: msg.id })
          .from(msg)
          .where(and(eq(msg.id, before), eq(msg.conversationId, conversationId)))
        if (!b) return refuse(RC.NOT_FOUND, M.conversationNotFound)
        cursor = or(lt(msg.createdAt, b.at), and(eq(msg.createdAt, b.at), lt(msg.id, b.id)))
      }
      const rows = await db
        .select()
        .from(msg)
        .where(and(eq(msg.conversationId, conversationId), cursor))
        .orderBy(desc(msg.createdAt), desc(msg.id))
        .limit(limit + 1)
      const page = rows.slice(0, limit).reverse()
      return ok(reply, {
        more: rows.length > limit,
        messages: page.map((m) => ({
          id: m.id,
          direction: m.direction,
          type: m.type,
          kind: m.kind,
          body: m.body,
          reaction: m.reaction,
          templateName: m.templateName,
          status: m.status,
          sentById: m.sentById,
          createdAt: m.createdAt.getTime(),
          statusAt: ms(m.statusAt),
        })),
      })
    },
  )

  app.post(
    C.read,
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'Mark a conversation read',
        body: conversationBody,
        response: { 200: envelope.extend({ unreadTotal: z.number() }) },
      },
      config: { access: need },
    },
    async (request, reply) => {
      const id = request.body.conversationId
      // Only a conversation with unread messages changes (and is audited with it, like notifications read); reading
      // one already read writes nothing.
      const marked = await fastify.transact(request, async (tx, audit) => {
        const rows = await tx
          .update(conv)
          .set({ unread: 0 })
          .where(and(eq(conv.id, id), sql`${conv.unread} > 0`))
          .returning({ id: conv.id })
        if (rows[0]) await audit({ action: 'whatsapp.read', entity: 'whatsapp_conversation', recordId: id, changes: { unread: 0 } })
        return rows.length > 0
      })
      if (!marked) {
        const [found] = await db.select({ id: conv.id }).from(conv).where(eq(conv.id, id))
        if (!found) return refuse(RC.NOT_FOUND, M.conversationNotFound)
      } else await pushToStaff(fastify, id, 'read')
      return ok(reply, { unreadTotal: await unreadTotal(db) })
    },
  )

  app.post(
    C.assign,
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'Assign a conversation to an agent (null: unassign) at the version it was read; 409/125 when it changed since',
        body: assignBody,
        response: { 200: envelope.extend({ version: z.number().int() }) },
      },
      config: { access: need },
    },
    async (request, reply) => {
      const { conversationId, assignedToId, version } = request.body
      if (assignedToId) {
        const [staff] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, assignedToId), eq(users.active, true), ne(users.userType, 'user')))
        if (!staff) return refuse(RC.BAD_INPUT, M.notStaff)
      }
      // One conditional UPDATE decides (the version the client read); the audit row commits with it or not at all.
      const next = await fastify.transact(request, async (tx, audit, afterCommit) => {
        const before = aliasedTable(conv, 'before')
        const [row] = await tx
          .update(conv)
          .set({ assignedToId, version: sql`${conv.version} + 1`, updatedAt: clock.now() })
          .from(before)
          .where(and(eq(conv.id, conversationId), eq(conv.version, version), eq(before.id, conv.id)))
          .returning({ version: conv.version, from: before.assignedToId })
        if (!row) return null
        await audit({
          action: 'assign',
          entity: 'whatsapp_conversation',
          recordId: conversationId,
          changes: { assignedToId: { from: row.from, to: assignedToId } },
        })
        afterCommit(() => pushToStaff(fastify, conversationId, 'assign'))
        return row.version
      })
      if (next !== null) return ok(reply, { version: next }, M.assigned)
      const [now] = await db
        .select({ assignedToId: conv.assignedToId, version: conv.version })
        .from(conv)
        .where(eq(conv.id, conversationId))
      if (!now) return refuse(RC.NOT_FOUND, M.conversationNotFound)
      return refuse(RC.EDIT_CONFLICT, M.assignedMeanwhile, {
        current: now,
        changedBy: await latestChange(db, 'whatsapp_conversation', conversationId),
      })
    },
  )

  app.get(
    C.templates,
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'Approved templates',
        response: { 200: envelope.extend({ templates: z.array(z.object({ name: z.string(), language: z.string(), text: z.string() })) }) },
      },
      config: { access: need },
    },
    async (_request, reply) => ok(reply, { templates: WHATSAPP_TEMPLATES.map((t) => ({ ...t })) }),
  )

  app.get(
    C.unread,
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'Unread WhatsApp messages (the menu badge)',
        response: { 200: envelope.extend({ unreadTotal: z.number() }) },
      },
      config: { access: need },
    },
    async (_request, reply) => ok(reply, { unreadTotal: await unreadTotal(db) }),
  )

  app.get(
    C.agents,
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'Staff a conversation can be assigned to (holders of the Whatsapp permission)',
        response: { 200: envelope.extend({ agents: z.array(z.object({ id: z.string(), name: z.string() })) }) },
      },
      config: { access: need },
    },
    async (_request, reply) =>
      ok(reply, { agents: (await whatsappStaff(db)).map((u) => ({ id: u.id, name: [u.fname, u.lname].filter(Boolean).join(' ') })) }),
  )

  sendRoute(fastify)
  openRoute(fastify)
}
