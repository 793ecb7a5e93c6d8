import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConfig } from '../../server/config'
import { createWhatsapp, eventsOf, LocalWhatsapp, signatureValid, signWebhook, type WhatsappEvent } from '../../server/providers/whatsapp'
import { HttpWhatsapp } from '../../server/providers/whatsapp-http'
import { templateText } from '../../shared/api/whatsapp'

describe('WhatsApp Cloud API provider', () => {
  let server: http.Server
  let base: string
  const received: { url?: string; auth?: string; body: Record<string, unknown> }[] = []
  let status = 200
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = ''
      req.on('data', (c) => (data += c))
      req.on('end', () => {
        received.push({ url: req.url, auth: req.headers.authorization, body: JSON.parse(data) as Record<string, unknown> })
        res.statusCode = status
        res.setHeader('content-type', 'application/json')
        res.end(
          JSON.stringify(
            status === 200 ? { messaging_product: 'whatsapp', messages: [{ id: `wamid.${received.length}` }] } : { error: {} },
          ),
        )
      })
    })
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v21.0`
  })
  afterAll(() => void server.close())

  const provider = () =>
    createWhatsapp(
      testConfig({
        WHATSAPP_PROVIDER: 'http',
        WHATSAPP_API_URL: base,
        WHATSAPP_PHONE_NUMBER_ID: '1234567890',
        WHATSAPP_ACCESS_TOKEN: 'token-abc',
        WHATSAPP_APP_SECRET: 'app-secret-0123456789',
      }),
    )

  it('posts text and template messages to {base}/{phoneNumberId}/messages with the bearer token', async () => {
    const p = provider()
    expect(p).toBeInstanceOf(HttpWhatsapp)
    expect(await p.send({ to: '919876543210', type: 'text', text: 'Hello' })).toEqual({ providerMessageId: 'wamid.1' })
    await p.send({ to: '919876543210', type: 'template', templateName: 'service_followup', language: 'en', params: ['Ravi'] })
    expect(received[0]).toMatchObject({
      url: '/v21.0/1234567890/messages',
      auth: 'Bearer token-abc',
      body: { messaging_product: 'whatsapp', to: '919876543210', type: 'text', text: { body: 'Hello' } },
    })
    expect(received[1]!.body).toMatchObject({
      type: 'template',
      template: {
        name: 'service_followup',
        language: { code: 'en' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Ravi' }] }],
      },
    })
    status = 500
    await expect(p.send({ to: '919876543210', type: 'text', text: 'x' })).rejects.toThrow(/500/)
    status = 200
  })

  it('needs its settings when chosen, and is local by default', () => {
    expect(() => testConfig({ WHATSAPP_PROVIDER: 'http' })).toThrow(/WHATSAPP_PHONE_NUMBER_ID/)
    expect(createWhatsapp(testConfig())).toBeInstanceOf(LocalWhatsapp)
    expect(createWhatsapp(testConfig({ NODE_ENV: 'production' })).appSecret).toBeNull()
  })

  it('checks X-Hub-Signature-256 over the exact bytes', () => {
    const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}')
    const secret = 'app-secret-0123456789'
    expect(signatureValid(body, signWebhook(body, secret), secret)).toBe(true)
    expect(signatureValid(body, signWebhook(body, secret).toUpperCase(), secret)).toBe(true)
    expect(signatureValid(Buffer.from(`${body.toString()} `), signWebhook(body, secret), secret)).toBe(false)
    expect(signatureValid(body, signWebhook(body, 'another-secret-000000'), secret)).toBe(false)
    expect(signatureValid(body, undefined, secret)).toBe(false)
    expect(signatureValid(body, signWebhook(body, secret), null)).toBe(false)
  })

  it('reads messages and statuses from a webhook body, skipping what it does not know', () => {
    const body = {
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                contacts: [{ wa_id: '919876543210', profile: { name: 'Ravi' } }],
                messages: [
                  { from: '919876543210', id: 'wamid.A', type: 'text', text: { body: ' Hi\u0007 there\u0000 ' } },
                  { from: 'not-a-number', id: 'wamid.C', type: 'text', text: { body: 'skipped' } },
                  { from: '919876543210', id: 'wamid.D', type: 'hologram', hologram: {} },
                ],
                statuses: [
                  { id: 'wamid.B', status: 'delivered' },
                  { id: 'wamid.E', status: 'played' },
                  { id: 'wamid.F', status: 'deleted' },
                  { id: 'wamid.G', status: 'teleported' },
                ],
              },
            },
            { field: 'account_update', value: { messages: [{ from: '919876543210', id: 'wamid.H', type: 'text' }] } },
            'not a change',
          ],
        },
        { changes: 'not a list' },
      ],
    }
    expect(eventsOf(body)).toEqual([
      { kind: 'message', providerMessageId: 'wamid.A', from: '919876543210', name: 'Ravi', messageKind: 'text', text: 'Hi there' },
      { kind: 'message', providerMessageId: 'wamid.D', from: '919876543210', name: 'Ravi', messageKind: 'unsupported', text: '' },
      { kind: 'status', providerMessageId: 'wamid.B', status: 'delivered' },
      { kind: 'status', providerMessageId: 'wamid.E', status: 'read' },
    ])
    for (const shape of [null, 5, 'x', [], { object: 5 }, { entry: {} }, { entry: [null, 1, { changes: [{ field: 'messages' }] }] }])
      expect(eventsOf(shape)).toEqual([])
    expect(templateText('service_followup', ['Ravi'])).toMatch(/^Hello Ravi,/)
  })

  it('simulates sent, delivered, read and a reply to a question locally', async () => {
    const local = new LocalWhatsapp('s', 'v')
    const events: WhatsappEvent[] = []
    local.onEvents = async (e) => void events.push(...e)
    const { providerMessageId } = await local.send({ to: '919876543210', type: 'text', text: 'Shall we book a service?' })
    await new Promise((r) => setTimeout(r, 4300))
    expect(events.filter((e) => e.kind === 'status').map((e) => e.status)).toEqual(['sent', 'delivered', 'read'])
    expect(events.every((e) => e.kind !== 'status' || e.providerMessageId === providerMessageId)).toBe(true)
    expect(events.find((e) => e.kind === 'message')).toMatchObject({ from: '919876543210' })
    local.stop()
  }, 10_000)
})
