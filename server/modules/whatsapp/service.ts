import { and, eq, inArray, or, sql, sum } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { STATUS_RANK, WHATSAPP_EVENT, MESSAGE_STATUSES, waMobile, type WhatsappEvent as PushEvent } from '../../../shared/api/whatsapp'
import type { Db } from '../../db/client'
import { roles, users } from '../../db/schema'
import { createWhatsapp, type WhatsappEvent, type WhatsappProvider } from '../../providers/whatsapp'
import { waConversations, waMessages } from './schema'

/** One provider per app (both of the module's plugins share it; keyed by the app's dependencies). */
const providers = new WeakMap<object, WhatsappProvider>()
export function providerOf(app: FastifyInstance): WhatsappProvider {
  let p = providers.get(app.deps)
  if (!p) {
    p = createWhatsapp(app.deps.config)
    providers.set(app.deps, p)
    const provider = p
    provider.onEvents = (events) => ingest(app, events)
    app.addHook('onClose', async () => provider.stop())
  }
  return p
}

/** PostgreSQL's undefined_table (the CRM module may be absent). */
const isUndefinedTable = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null
  return e?.code === '42P01' || e?.cause?.code === '42P01'
}

/** The rider (active customer) and the CRM lead with these 10 digits, and the name to show. */
export async function contactOf(db: Db, mobileNo: string): Promise<{ userId: string | null; leadId: string | null; name: string | null }> {
  const [rider] = await db
    .select({ id: users.id, fname: users.fname, lname: users.lname })
    .from(users)
    .where(and(eq(users.mobileNo, mobileNo), eq(users.userType, 'user'), eq(users.active, true)))
    .limit(1)
  let lead: { id: string; fname: string; lname: string | null } | undefined
  try {
    const res = await db.execute(sql`SELECT id, fname, lname FROM leads WHERE mobile_no = ${mobileNo} LIMIT 1`)
    lead = (res as unknown as { rows: { id: string; fname: string; lname: string | null }[] }).rows[0]
  } catch (err) {
    if (!isUndefinedTable(err)) throw err
  }
  const who = rider ?? lead
  const name = who ? [who.fname, who.lname].filter(Boolean).join(' ') : null
  return { userId: rider?.id ?? null, leadId: lead?.id ?? null, name }
}

/** The conversation of a WhatsApp number, created (once, whatever the concurrency) on its first message. */
async function conversationFor(db: Db, waNumber: string, profileName: string | null): Promise<string> {
  const [found] = await db.select({ id: waConversations.id }).from(waConversations).where(eq(waConversations.waNumber, waNumber))
  if (found) return found.id
  const mobileNo = waMobile(waNumber)
  const contact = await contactOf(db, mobileNo)
  await db
    .insert(waConversations)
    .values({
      waNumber,
      mobileNo,
      contactName: contact.name ?? profileName?.slice(0, 200) ?? null,
      userId: contact.userId,
      leadId: contact.leadId,
    })
    .onConflictDoNothing({ target: waConversations.waNumber })
  const [row] = await db.select({ id: waConversations.id }).from(waConversations).where(eq(waConversations.waNumber, waNumber))
  return row!.id
}

/** Total unread messages over every conversation (the menu badge). */
export async function unreadTotal(db: Db): Promise<number> {
  const [row] = await db.select({ n: sum(waConversations.unread) }).from(waConversations)
  return Number(row?.n ?? 0)
}

/** Active staff who may use the screen: super admins, and users whose active role enables Whatsapp. */
export function whatsappStaff(db: Db) {
  return db
    .select({ id: users.id, fname: users.fname, lname: users.lname })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.active, true),
        or(
          eq(users.isSuperAdmin, true),
          and(eq(roles.active, true), sql`${roles.permission} @> ${JSON.stringify([{ label: 'Whatsapp', enable: true }])}::jsonb`),
        ),
      ),
    )
    .orderBy(users.fname, users.id)
}

/**
 * Tells every signed-in staff member with the Whatsapp permission (super admins, and users whose active role enables the
 * screen) that a conversation changed: rooms `user:<id>`, on every node through the Redis adapter. Never throws.
 */
export async function pushToStaff(app: FastifyInstance, conversationId: string, kind: PushEvent['kind']): Promise<void> {
  if (!app.io) return
  try {
    const staff = await whatsappStaff(app.db)
    if (staff.length === 0) return
    const event: PushEvent = { conversationId, kind, unreadTotal: await unreadTotal(app.db) }
    app.io.to(staff.map((s) => `user:${s.id}`)).emit(WHATSAPP_EVENT, event)
  } catch (err) {
    app.log.warn({ err }, 'pushing a whatsapp event')
  }
}

/**
 * Stores what the provider reported. A message is stored once per provider id (the unique index: a webhook delivered
 * twice, even at the same moment, adds one row and one unread); the unread count moves in the same transaction with one
 * UPDATE. A status only moves forward (sent → delivered → read; failed unless read). A reaction is no message: it sets
 * (or, removed, clears) the reaction of the message it reacts to in that customer's conversation, and adds no unread.
 */
export async function ingest(app: FastifyInstance, events: readonly WhatsappEvent[]): Promise<void> {
  const { db } = app
  const now = app.deps.clock.now()
  for (const e of events) {
    if (e.kind === 'message') {
      const conversationId = await conversationFor(db, e.from, e.name)
      const stored = await app.transact(null, async (tx) => {
        const [row] = await tx
          .insert(waMessages)
          .values({
            conversationId,
            direction: 'in',
            type: 'text',
            kind: e.messageKind,
            body: e.text,
            providerMessageId: e.providerMessageId,
            status: 'received',
            createdAt: now,
          })
          .onConflictDoNothing({ target: waMessages.providerMessageId })
          .returning({ id: waMessages.id })
        if (!row) return false
        await tx
          .update(waConversations)
          .set({
            unread: sql`${waConversations.unread} + 1`,
            lastInboundAt: now,
            lastMessageAt: now,
            lastText: e.text ? e.text.slice(0, 200) : null,
            lastKind: e.messageKind,
            updatedAt: now,
          })
          .where(eq(waConversations.id, conversationId))
        return true
      })
      if (stored) await pushToStaff(app, conversationId, 'inbound')
    } else if (e.kind === 'reaction') {
      const rows = await db
        .update(waMessages)
        .set({ reaction: e.emoji })
        .where(
          and(
            eq(waMessages.providerMessageId, e.messageId),
            inArray(
              waMessages.conversationId,
              db.select({ id: waConversations.id }).from(waConversations).where(eq(waConversations.waNumber, e.from)),
            ),
            sql`${waMessages.reaction} is distinct from ${e.emoji}`,
          ),
        )
        .returning({ conversationId: waMessages.conversationId })
      if (rows[0]) await pushToStaff(app, rows[0].conversationId, 'reaction')
    } else {
      const lower = MESSAGE_STATUSES.filter((s) => STATUS_RANK[s] < STATUS_RANK[e.status] && (e.status !== 'failed' || s !== 'read'))
      const rows = await db
        .update(waMessages)
        .set({ status: e.status, statusAt: now })
        .where(
          and(eq(waMessages.providerMessageId, e.providerMessageId), eq(waMessages.direction, 'out'), inArray(waMessages.status, lower)),
        )
        .returning({ conversationId: waMessages.conversationId })
      if (rows[0]) await pushToStaff(app, rows[0].conversationId, 'status')
    }
  }
}
