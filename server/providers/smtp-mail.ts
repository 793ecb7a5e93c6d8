import nodemailer, { type Transporter } from 'nodemailer'
import type { MailMessage, MailSender } from './types'

/** Mail over SMTP with nodemailer; SMTP_URL is like smtp://user:pass@host:587. */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url)
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text })
  }
}
