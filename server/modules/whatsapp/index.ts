import type { FastifyInstance } from 'fastify'
import { defineModule } from '../../lib/module'
import { whatsappRoutes } from './routes'
import { providerOf } from './service'
import { whatsappWebhook } from './webhook'

/** WhatsApp chat (issue 21): staff calls under /api/admin/whatsapp, the provider's webhook under /api/whatsapp. */
async function whatsappModule(fastify: FastifyInstance): Promise<void> {
  providerOf(fastify)
  whatsappRoutes(fastify)
}

export default defineModule(whatsappModule, { elsewhere: [{ prefix: '/api/whatsapp', plugin: whatsappWebhook }] })
