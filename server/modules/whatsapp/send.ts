import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  SERVICE_WINDOW_MS,
  sendBody,
  templateText,
  WHATSAPP_CALLS as C,
  WHATSAPP_MESSAGES as M,
  WHATSAPP_TEMPLATES,
} from '../../../shared/api/whatsapp'
import { RC } from '../../../shared/response-codes'
import { envelope, ok, refuse, unavailable } from '../../http'
import { waConversations as conv, waMessages as msg } from './schema'
import { providerOf, pushToStaff } from './service'

/**
 * POST /whatsapp/send: free text only inside the 24-hour customer-service window (since the customer's last message, by
 * the server's clock); outside it only an approved template. The provider is called first (outside the transaction);
 * the message and its audit row are then stored together.
 */
export function sendRoute(fastify: FastifyInstance): void {
  const { db } = fastify
  const { clock } = fastify.deps
  fastify.withTypeProvider<ZodTypeProvider>().post(
    C.send,
    {
      schema: {
        tags: ['whatsapp'],
        summary: 'Send a text (inside the 24-hour window) or an approved template',
        body: sendBody,
        response: { 200: envelope.extend({ messageId: z.string() }) },
      },
      config: { access: { screen: 'Whatsapp' } },
    },
    async (request, reply) => {
      const body = request.body
      const [c] = await db.select().from(conv).where(eq(conv.id, body.conversationId))
      if (!c) return refuse(RC.NOT_FOUND, M.conversationNotFound)
      const now = clock.now()
      let text: string
      let templateName: string | null = null
      if (body.type === 'text') {
        const open = c.lastInboundAt !== null && now.getTime() - c.lastInboundAt.getTime() < SERVICE_WINDOW_MS
        if (!open) return refuse(RC.BAD_INPUT, M.outsideWindow)
        text = body.text
      } else {
        const template = WHATSAPP_TEMPLATES.find((t) => t.name === body.templateName)
        const params = body.params.length ? body.params : [c.contactName?.split(' ')[0] ?? 'there']
        const filled = template && templateText(template.name, params)
        if (!template || !filled) return refuse(RC.BAD_INPUT, M.unknownTemplate)
        text = filled
        templateName = template.name
      }
      const provider = providerOf(fastify)
      let providerMessageId: string
      try {
        ;({ providerMessageId } = await provider.send(
          body.type === 'text'
            ? { to: c.waNumber, type: 'text', text }
            : {
                to: c.waNumber,
                type: 'template',
                templateName: templateName!,
                language: 'en',
                params: body.params.length ? body.params : [c.contactName?.split(' ')[0] ?? 'there'],
              },
        ))
      } catch (err) {
        request.log.warn({ err }, 'whatsapp send failed')
        return unavailable(M.sendFailed)
      }
      const id = await fastify.transact(request, async (tx, audit, afterCommit) => {
        const [row] = await tx
          .insert(msg)
          .values({
            conversationId: c.id,
            direction: 'out',
            type: body.type,
            body: text,
            templateName,
            providerMessageId,
            status: 'accepted',
            sentById: request.auth!.user.id,
            createdAt: now,
            statusAt: now,
          })
          .returning({ id: msg.id })
        await tx
          .update(conv)
          .set({ lastMessageAt: now, lastText: text.slice(0, 200), lastKind: 'text', updatedAt: now })
          .where(eq(conv.id, c.id))
        await audit({
          action: 'whatsapp.send',
          entity: 'whatsapp_conversation',
          recordId: c.id,
          changes: { type: body.type, templateName, messageId: row!.id },
        })
        afterCommit(() => pushToStaff(fastify, c.id, 'outbound'))
        return row!.id
      })
      return ok(reply, { messageId: id }, M.sent)
    },
  )
}
