/**
 * A WhatsApp Cloud API webhook body carrying one text message from `from` (the shape Meta posts), as the raw JSON text
 * the signature is computed over. Shared by the integration and end-to-end tests.
 */
export function inboundText(from: string, text: string, id: string): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '1',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              contacts: [{ wa_id: from, profile: { name: 'Phone Name' } }],
              messages: [{ from, id, timestamp: '1700000000', type: 'text', text: { body: text } }],
            },
          },
        ],
      },
    ],
  })
}
