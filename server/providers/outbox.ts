import { desc } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock'
import type { Db } from '../db/client'
import { outbox } from '../db/schema'
import type { MailMessage, MailSender, SmsMessage, SmsSender } from './types'

/**
 * The local default for SMS and mail: the message is logged and kept in the database, where the demo
 * and the tests read it (GET /api/dev/outbox outside production).
 */
export class OutboxSender implements SmsSender, MailSender {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly channel: 'sms' | 'mail',
    private readonly log?: FastifyBaseLogger,
  ) {}

  async send(message: SmsMessage | MailMessage): Promise<void> {
    const subject = 'subject' in message ? message.subject : null
    await this.db.insert(outbox).values({ channel: this.channel, to: message.to, subject, text: message.text, createdAt: this.clock.now() })
    this.log?.info({ outbox: this.channel, to: message.to, subject }, `[outbox] ${this.channel} to ${message.to}: ${message.text}`)
  }
}

export async function readOutbox(db: Db, limit = 50) {
  const rows = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit)
  return rows.map((r) => ({
    channel: r.channel,
    to: r.to,
    subject: r.subject,
    text: r.text,
    createdAt: Math.floor(r.createdAt.getTime() / 1000),
  }))
}
