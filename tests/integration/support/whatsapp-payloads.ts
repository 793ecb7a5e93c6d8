import type { MessageKind, MessageStatus } from '../../../shared/api/whatsapp'

/**
 * The WhatsApp Cloud API's webhook bodies in the shape Meta's documentation gives them (the messages webhook reference,
 * one page per message type, and the status reference): each page's syntax, with the example values the page lists
 * (business account 102290129340398, display number 15550783881, phone number id 106540352242922, the user Sheena
 * Nelson on 16505551234, the message ids, the location, button and list rows, the error codes) and, where a page shows
 * only a placeholder (media ids and hashes, captions), a value of the same form. Unknown fields and all: nothing here is
 * shaped to suit our parser. Every message page uses the same message id, so a test removes the stored message before
 * posting the next one.
 *
 * `expect` says what each does to a conversation: a stored message (its kind and readable text), a delivery status on
 * the business's message STATUS_ID (which starts at 'accepted'), a reaction on REACTED_ID, or nothing at all.
 */
export const USER = '16505551234'
export const USER_NAME = 'Sheena Nelson'
export const MESSAGE_ID = 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQUFERjg0NDEzNDdFODU3MUMxMAA='
/** The business's message the statuses report on. */
export const STATUS_ID = 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA'
/** The business's message the replies and reactions refer to (`context.id`, `reaction.message_id`). */
export const REACTED_ID = 'wamid.HBgLMTQxMjU1NTA4MjkVAgASGBQzQUNCNjk5RDUwNUZGMUZEM0VBRAA='

export type WaExpectation =
  { message: { kind: MessageKind; body: string } } | { status: MessageStatus } | { reaction: string | null } | { nothing: true }

export interface WaPayload {
  name: string
  body: unknown
  expect: WaExpectation
}

const metadata = { display_phone_number: '15550783881', phone_number_id: '106540352242922' }
const contacts = [{ profile: { name: USER_NAME }, wa_id: USER }]
/** A messages-webhook body around one message, as every messages reference page writes it. */
const messageBody = (message: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [{ value: { messaging_product: 'whatsapp', metadata, contacts, messages: [message] }, field: 'messages' }],
    },
  ],
})
/** A status-webhook body around one status, as the status reference writes it. */
const statusBody = (status: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [{ value: { messaging_product: 'whatsapp', metadata, statuses: [status] }, field: 'messages' }],
    },
  ],
})
const sent = { from: USER, id: MESSAGE_ID, timestamp: '1739321024' }
const replyTo = { context: { from: '15550783881', id: REACTED_ID } }
const conversation = { id: 'b1f3e5b6e7d8c9a0f1e2d3c4b5a69788', expiration_timestamp: '1739407424', origin: { type: 'service' } }
const pricing = { billable: false, pricing_model: 'PMP', type: 'free_customer_service', category: 'service' }

export const MESSAGE_PAYLOADS: readonly WaPayload[] = [
  {
    name: 'text',
    body: messageBody({ ...sent, type: 'text', text: { body: 'Does it come in another color?' } }),
    expect: { message: { kind: 'text', body: 'Does it come in another color?' } },
  },
  {
    name: 'image with caption',
    body: messageBody({
      ...sent,
      type: 'image',
      image: {
        caption: 'Black jacket',
        mime_type: 'image/jpeg',
        sha256: 'LNtxsWbHfP4bzMngVzq/c1s9WT0S2yMrGSGkeRe0VjM=',
        id: '1003383421387256',
        url: 'https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1003383421387256&ext=1749416382&hash=ATt4yNNyzF5qRJmvRNcfxXQ7dCKCYEU5ONO1UNUiOqk1nw',
      },
    }),
    expect: { message: { kind: 'image', body: 'Black jacket' } },
  },
  {
    name: 'document with caption and filename',
    body: messageBody({
      ...sent,
      type: 'document',
      document: {
        caption: 'Lucky Shrub Invoice',
        filename: 'lucky-shrub-invoice.pdf',
        mime_type: 'application/pdf',
        sha256: 'Ld8Ab7ZMqWKePtJ9rCjKr1Yp7sFG4WRmE2KCt0nS8Gw=',
        id: '1003383421387256',
        url: 'https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1003383421387256&ext=1749416382&hash=ATt4yNNyzF5qRJmvRNcfxXQ7dCKCYEU5ONO1UNUiOqk1nw',
      },
    }),
    expect: { message: { kind: 'document', body: 'Lucky Shrub Invoice (lucky-shrub-invoice.pdf)' } },
  },
  {
    name: 'audio (a voice message)',
    body: messageBody({
      ...sent,
      type: 'audio',
      audio: {
        mime_type: 'audio/ogg; codecs=opus',
        sha256: 'bD0G2lDA/1ylpC/rUC3iDqhFLNGVPKOu55fZHWXHjk0=',
        id: '1003383421387256',
        url: 'https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1003383421387256&ext=1749416382&hash=ATt4yNNyzF5qRJmvRNcfxXQ7dCKCYEU5ONO1UNUiOqk1nw',
        voice: true,
      },
    }),
    expect: { message: { kind: 'audio', body: '' } },
  },
  {
    name: 'video',
    body: messageBody({
      ...sent,
      type: 'video',
      video: {
        caption: 'Planting the succulents',
        mime_type: 'video/mp4',
        sha256: 'ybI8Zm9KyTrMr1oD0bjN8ExkJO1q9TrPP4p+y6KZPvg=',
        id: '1003383421387256',
        url: 'https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1003383421387256&ext=1749416382&hash=ATt4yNNyzF5qRJmvRNcfxXQ7dCKCYEU5ONO1UNUiOqk1nw',
      },
    }),
    expect: { message: { kind: 'video', body: 'Planting the succulents' } },
  },
  {
    name: 'sticker',
    body: messageBody({
      ...sent,
      type: 'sticker',
      sticker: {
        mime_type: 'image/webp',
        sha256: 'Y4Bl0jfGpNFoE/y4NMPPTyN98sdjhoeynCX3D95bQmc=',
        id: '1003383421387256',
        url: 'https://lookaside.fbsbx.com/whatsapp_business/attachments/?mid=1003383421387256&ext=1749416382&hash=ATt4yNNyzF5qRJmvRNcfxXQ7dCKCYEU5ONO1UNUiOqk1nw',
        animated: false,
      },
    }),
    expect: { message: { kind: 'sticker', body: '' } },
  },
  {
    name: 'location with name and address',
    body: messageBody({
      ...sent,
      location: {
        address: '101 Forest Ave, Palo Alto, CA 94301',
        latitude: 37.44221496582,
        longitude: -122.16145324707,
        name: 'Philz Coffee',
        url: 'https://philzcoffee.com/',
      },
      type: 'location',
    }),
    expect: { message: { kind: 'location', body: 'Philz Coffee, 101 Forest Ave, Palo Alto, CA 94301' } },
  },
  {
    name: 'contacts',
    body: messageBody({
      ...sent,
      contacts: [
        {
          addresses: [
            {
              city: 'Menlo Park',
              country: 'United States',
              country_code: 'us',
              state: 'CA',
              street: '1 Hacker Way',
              type: 'WORK',
              zip: '94025',
            },
          ],
          birthday: '1999-01-23',
          emails: [{ email: 'bjohnson@luckyshrub.com', type: 'WORK' }],
          name: {
            formatted_name: 'Barbara J. Johnson',
            first_name: 'Barbara',
            last_name: 'Johnson',
            middle_name: 'Joana',
            suffix: 'Esq.',
            prefix: 'Dr.',
          },
          org: { company: 'Lucky Shrub', department: 'Legal', title: 'Lead Counsel' },
          phones: [
            { phone: '+16505559999', type: 'HOME' },
            { phone: '+19175559999', type: 'WORK', wa_id: '19175559999' },
          ],
          urls: [{ url: 'https://www.luckyshrub.com', type: 'WORK' }],
        },
      ],
      type: 'contacts',
    }),
    expect: { message: { kind: 'contacts', body: 'Barbara J. Johnson (+16505559999)' } },
  },
  {
    name: 'interactive button_reply',
    body: messageBody({
      ...replyTo,
      ...sent,
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: 'cancel-button', title: 'Cancel' } },
    }),
    expect: { message: { kind: 'interactive', body: 'Cancel' } },
  },
  {
    name: 'interactive list_reply',
    body: messageBody({
      ...replyTo,
      ...sent,
      type: 'interactive',
      interactive: {
        type: 'list_reply',
        list_reply: { id: 'priority_express', title: 'Priority Mail Express', description: 'Next Day to 2 Days' },
      },
    }),
    expect: { message: { kind: 'interactive', body: 'Priority Mail Express' } },
  },
  {
    name: 'button (a template’s quick reply)',
    body: messageBody({
      ...replyTo,
      ...sent,
      type: 'button',
      button: { payload: 'Unsubscribe from Promos', text: 'Unsubscribe from Promos' },
    }),
    expect: { message: { kind: 'button', body: 'Unsubscribe from Promos' } },
  },
  {
    name: 'reaction',
    body: messageBody({ ...sent, type: 'reaction', reaction: { message_id: REACTED_ID, emoji: '\uD83D\uDC4D' } }),
    expect: { reaction: '👍' },
  },
  {
    name: 'reaction removed (no emoji)',
    body: messageBody({ ...sent, type: 'reaction', reaction: { message_id: REACTED_ID } }),
    expect: { reaction: null },
  },
  {
    name: 'unsupported, with errors[]',
    body: messageBody({
      ...sent,
      type: 'unsupported',
      errors: [
        {
          code: 131051,
          title: 'Message type unknown',
          message: 'Message type unknown',
          error_data: { details: 'Message type is currently not supported.' },
        },
      ],
      unsupported: { type: 'edit' },
    }),
    expect: { message: { kind: 'unsupported', body: '' } },
  },
  {
    name: 'unknown type (the older reference), with errors[]',
    body: messageBody({
      ...sent,
      errors: [{ code: 131051, details: 'Message type is not currently supported', title: 'Unsupported message type' }],
      type: 'unknown',
    }),
    expect: { message: { kind: 'unsupported', body: '' } },
  },
  {
    name: 'order',
    body: messageBody({
      ...sent,
      type: 'order',
      order: {
        catalog_id: '194836987003835',
        text: 'Add gift wrap please',
        product_items: [
          { product_retailer_id: 'di9ozbzfi4', quantity: 2, item_price: 30, currency: 'USD' },
          { product_retailer_id: 'nqryix03ez', quantity: 1, item_price: 25, currency: 'USD' },
        ],
      },
    }),
    expect: { message: { kind: 'order', body: 'Add gift wrap please' } },
  },
  {
    name: 'system (the user changed their number)',
    body: messageBody({
      ...sent,
      system: {
        body: 'User Sheena Nelson changed from 16505551234 to 16505554321',
        wa_id: '16505554321',
        type: 'user_changed_number',
      },
      type: 'system',
    }),
    expect: { message: { kind: 'system', body: 'User Sheena Nelson changed from 16505551234 to 16505554321' } },
  },
]

export const STATUS_PAYLOADS: readonly WaPayload[] = [
  {
    name: 'status sent',
    body: statusBody({ id: STATUS_ID, status: 'sent', timestamp: '1750263773', recipient_id: USER, conversation, pricing }),
    expect: { status: 'sent' },
  },
  {
    name: 'status delivered',
    body: statusBody({ id: STATUS_ID, status: 'delivered', timestamp: '1750263774', recipient_id: USER, conversation, pricing }),
    expect: { status: 'delivered' },
  },
  {
    name: 'status read',
    body: statusBody({ id: STATUS_ID, status: 'read', timestamp: '1750263775', recipient_id: USER }),
    expect: { status: 'read' },
  },
  {
    name: 'status failed, with errors',
    body: statusBody({
      id: STATUS_ID,
      status: 'failed',
      timestamp: '1750263776',
      recipient_id: USER,
      errors: [
        {
          code: 131049,
          title: 'This message was not delivered to maintain healthy ecosystem engagement.',
          message: 'This message was not delivered to maintain healthy ecosystem engagement.',
          error_data: { details: 'In order to maintain a healthy ecosystem engagement, the message failed to be delivered.' },
          href: 'https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes/',
        },
      ],
    }),
    expect: { status: 'failed' },
  },
  {
    name: 'status played (a voice message was played)',
    body: statusBody({ id: STATUS_ID, status: 'played', timestamp: '1750263777', recipient_id: USER }),
    expect: { status: 'read' },
  },
  {
    name: 'status deleted (the user deleted their message)',
    body: statusBody({ id: MESSAGE_ID, status: 'deleted', timestamp: '1750263778', recipient_id: USER }),
    expect: { nothing: true },
  },
  {
    name: 'a status WhatsApp may add later',
    body: statusBody({ id: STATUS_ID, status: 'warning', timestamp: '1750263779', recipient_id: USER }),
    expect: { nothing: true },
  },
]

/** Bodies whose shape we do not know at all, or only partly: each is still answered 200 when signed. */
export const OTHER_PAYLOADS: readonly WaPayload[] = [
  {
    name: 'unknown fields at every level',
    body: {
      object: 'whatsapp_business_account',
      id: 'a top-level field nobody documented',
      future_top: { nested: [1, 'two', { three: null }] },
      entry: [
        {
          id: '102290129340398',
          time: 1739321024,
          future_entry: true,
          changes: [
            {
              field: 'messages',
              future_change: ['x'],
              value: {
                messaging_product: 'whatsapp',
                metadata: { ...metadata, future_metadata: 1 },
                contacts: [{ profile: { name: USER_NAME, future_profile: 'x' }, wa_id: USER, future_contact: {} }],
                messages: [
                  {
                    ...sent,
                    type: 'text',
                    text: { body: 'Still here', future_text: 'x' },
                    identity: { acknowledged: true, created_timestamp: 1602532300000, hash: 'Sjvjlx8G6Z0=' },
                    future_message: { deep: { deeper: [] } },
                  },
                ],
                future_value: 42,
              },
            },
          ],
        },
      ],
    },
    expect: { message: { kind: 'text', body: 'Still here' } },
  },
  {
    name: 'another webhook field (a template status update)',
    body: {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          time: 1739321024,
          changes: [
            {
              value: {
                event: 'APPROVED',
                message_template_id: 1689556908129832,
                message_template_name: 'order_confirmation',
                message_template_language: 'en_US',
                reason: 'NONE',
              },
              field: 'message_template_status_update',
            },
          ],
        },
      ],
    },
    expect: { nothing: true },
  },
  { name: 'no entry', body: { object: 'whatsapp_business_account' }, expect: { nothing: true } },
  { name: 'entry without changes', body: { object: 'whatsapp_business_account', entry: [{ id: '1' }] }, expect: { nothing: true } },
  {
    name: 'change without value',
    body: { object: 'whatsapp_business_account', entry: [{ id: '1', changes: [{ field: 'messages' }] }] },
    expect: { nothing: true },
  },
  { name: 'fields of the wrong types', body: { object: 5, entry: { changes: 'none' } }, expect: { nothing: true } },
  { name: 'an array', body: [1, 2, 3], expect: { nothing: true } },
  { name: 'an empty object', body: {}, expect: { nothing: true } },
]

export const WHATSAPP_PAYLOADS: readonly WaPayload[] = [...MESSAGE_PAYLOADS, ...STATUS_PAYLOADS, ...OTHER_PAYLOADS]

/** One body carrying a status and a message together (Meta batches them): the played status with the text message. */
export const PLAYED_WITH_TEXT = {
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          value: {
            messaging_product: 'whatsapp',
            metadata,
            contacts,
            messages: [{ ...sent, type: 'text', text: { body: 'Does it come in another color?' } }],
            statuses: [{ id: STATUS_ID, status: 'played', timestamp: '1750263777', recipient_id: USER }],
          },
          field: 'messages',
        },
      ],
    },
  ],
}
