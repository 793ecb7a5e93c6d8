import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../clock'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { HttpSmsSender } from './http-sms'
import { OutboxSender } from './outbox'
import { SmtpMailSender } from './smtp-mail'
import type { MailSender, SmsSender } from './types'

/** Picks the SMS and mail senders named by the configuration. */
export function createSenders(config: Config, db: Db, clock: Clock, log?: FastifyBaseLogger): { sms: SmsSender; mail: MailSender } {
  const sms: SmsSender =
    config.SMS_PROVIDER === 'http'
      ? new HttpSmsSender(config.SMS_HTTP_URL!, config.SMS_HTTP_TOKEN, config.SMS_SENDER_ID)
      : new OutboxSender(db, clock, 'sms', log)
  const mail: MailSender =
    config.MAIL_PROVIDER === 'smtp' ? new SmtpMailSender(config.SMTP_URL!, config.MAIL_FROM) : new OutboxSender(db, clock, 'mail', log)
  return { sms, mail }
}
