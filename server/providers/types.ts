export interface SmsMessage {
  to: string
  text: string
}
export interface MailMessage {
  to: string
  subject: string
  text: string
}
/** Sends a text message. Implementations: the local outbox (default) and an HTTP gateway. */
export interface SmsSender {
  send(message: SmsMessage): Promise<void>
}
/** Sends an e-mail. Implementations: the local outbox (default) and SMTP. */
export interface MailSender {
  send(message: MailMessage): Promise<void>
}
