import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../../server/clock'
import { testConfig } from '../../server/config'
import type { Database } from '../../server/db/client'
import { createSenders } from '../../server/providers'
import { HttpSmsSender } from '../../server/providers/http-sms'
import { OutboxSender, readOutbox } from '../../server/providers/outbox'
import { SmtpMailSender } from '../../server/providers/smtp-mail'
import { testDatabases } from './support/databases'

describe('SMS and mail senders', () => {
  let gateway: http.Server
  let url: string
  const received: { auth?: string; body: unknown }[] = []
  let failNext = false
  let database: Database
  let dispose: () => Promise<void>

  beforeAll(async () => {
    gateway = http.createServer((req, res) => {
      let data = ''
      req.on('data', (c) => (data += c))
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) })
        res.statusCode = failNext ? 502 : 202
        failNext = false
        res.end()
      })
    })
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', () => r()))
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`
    ;({ database, dispose } = await testDatabases[0]!.open())
  })
  afterAll(async () => {
    gateway.close()
    await dispose()
  })

  it('posts to an HTTP SMS gateway with the bearer token, and fails loudly on an error answer', async () => {
    const sms = new HttpSmsSender(url, 'secret-token', 'EVBACK')
    await sms.send({ to: '9000000001', text: '123456 is your code' })
    expect(received.at(-1)).toEqual({
      auth: 'Bearer secret-token',
      body: { to: '+919000000001', text: '123456 is your code', sender: 'EVBACK' },
    })
    failNext = true
    await expect(sms.send({ to: '9000000001', text: 'x' })).rejects.toThrow(/502/)
  })

  it('sends mail over SMTP', async () => {
    // A minimal SMTP server: enough of RFC 5321 for one plain message.
    const mails: string[] = []
    const smtp = net.createServer((socket) => {
      let inData = false
      let data = ''
      socket.write('220 localhost ESMTP test\r\n')
      socket.on('data', (chunk) => {
        for (const line of chunk.toString().split('\r\n')) {
          if (inData) {
            if (line === '.') {
              inData = false
              mails.push(data)
              socket.write('250 OK queued\r\n')
            } else data += `${line}\n`
            continue
          }
          const cmd = line.slice(0, 4).toUpperCase()
          if (cmd === 'EHLO' || cmd === 'HELO') socket.write('250 localhost\r\n')
          else if (cmd === 'MAIL' || cmd === 'RCPT') socket.write('250 OK\r\n')
          else if (cmd === 'DATA') {
            inData = true
            socket.write('354 go ahead\r\n')
          } else if (cmd === 'QUIT') socket.end('221 bye\r\n')
        }
      })
    })
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()))
    try {
      const port = (smtp.address() as AddressInfo).port
      const mail = new SmtpMailSender(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'EV Back Office <no-reply@example.com>')
      await mail.send({ to: 'support@example.com', subject: 'Password reset', text: 'Open this link' })
      expect(mails).toHaveLength(1)
      expect(mails[0]).toContain('Subject: Password reset')
      expect(mails[0]).toContain('To: support@example.com')
      expect(mails[0]).toContain('Open this link')
    } finally {
      smtp.close()
    }
  })

  it('picks the senders the configuration names', () => {
    const clock = new ManualClock()
    const local = createSenders(testConfig(), database.db, clock)
    expect(local.sms).toBeInstanceOf(OutboxSender)
    expect(local.mail).toBeInstanceOf(OutboxSender)
    const remote = createSenders(
      testConfig({ SMS_PROVIDER: 'http', SMS_HTTP_URL: url, MAIL_PROVIDER: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' }),
      database.db,
      clock,
    )
    expect(remote.sms).toBeInstanceOf(HttpSmsSender)
    expect(remote.mail).toBeInstanceOf(SmtpMailSender)
  })

  it('keeps outbox messages newest first', async () => {
    const clock = new ManualClock(new Date('2026-01-01T00:00:00Z'))
    const outbox = new OutboxSender(database.db, clock, 'mail')
    await outbox.send({ to: 'a@example.com', subject: 'First', text: 'one' })
    clock.advance(1000)
    await outbox.send({ to: 'b@example.com', subject: 'Second', text: 'two' })
    const list = await readOutbox(database.db, 2)
    expect(list.map((m) => m.to)).toEqual(['b@example.com', 'a@example.com'])
    expect(list[0]).toMatchObject({
      channel: 'mail',
      subject: 'Second',
      text: 'two',
      createdAt: Math.floor(Date.parse('2026-01-01T00:00:01Z') / 1000),
    })
  })
})
