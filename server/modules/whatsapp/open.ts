import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { openBody, waNumberOf, WHATSAPP_CALLS as C } from '../../../shared/api/whatsapp'
import { envelope, ok } from '../../http'
import { waConversations as conv } from './schema'
import { contactOf, pushToStaff } from './service'

/**
 * POST /whatsapp/open `{ mobileNo }`: the conversation with that 10-digit number, started when there is none (the
 * palette's "Reply on WhatsApp to …" on a CRM lead or a user). One transaction: a conversation already kept for the
 * number (whatever its country code) is answered; else one row is inserted for +91 and its audit row written, the
 * unique index on the WhatsApp number deciding between two starts at once (the loser answers the winner's row).
 */
export function openRoute(fastify: FastifyInstance): void {
  const { db } = fastify
  const { clock } = fastify.deps
  fastify.withTypeProvider<ZodTypeProvider>().post(
    C.open,
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'Find or start the conversation with a 10-digit mobile number',
        body: openBody,
        response: { 200: envelope.extend({ conversationId: z.string(), created: z.boolean() }) },
      },
      config: { access: { screen: 'Whatsapp' } },
    },
    async (request, reply) => {
      const { mobileNo } = request.body
      const waNumber = waNumberOf(mobileNo)
      // The rider or lead of the number and its name, read before the transaction (it reads other modules' tables).
      const contact = await contactOf(db, mobileNo)
      const result = await fastify.transact(request, async (tx, audit, afterCommit) => {
        const existing = async () =>
          (
            await tx
              .select({ id: conv.id })
              .from(conv)
              .where(eq(conv.mobileNo, mobileNo))
              .orderBy(sql`${conv.waNumber} = ${waNumber} desc`, sql`${conv.lastMessageAt} desc nulls last`)
              .limit(1)
          )[0]
        const found = await existing()
        if (found) return { conversationId: found.id, created: false }
        const now = clock.now()
        const [row] = await tx
          .insert(conv)
          .values({
            waNumber,
            mobileNo,
            contactName: contact.name,
            userId: contact.userId,
            leadId: contact.leadId,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: conv.waNumber })
          .returning({ id: conv.id })
        // Started by someone else at the same moment: theirs is committed and visible to this statement.
        if (!row) return { conversationId: (await existing())!.id, created: false }
        await audit({ action: 'whatsapp.open', entity: 'whatsapp_conversation', recordId: row.id, changes: { waNumber } })
        afterCommit(() => pushToStaff(fastify, row.id, 'open'))
        return { conversationId: row.id, created: true }
      })
      return ok(reply, result)
    },
  )
}
