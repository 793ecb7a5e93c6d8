import { z } from 'zod'
import { hasVisibleText, mobileNumber, nameText } from '../validation'
import { versionField } from './versions'
import { mobileKey } from './realtime'

/**
 * WhatsApp chat (issue 21): conversations with riders and leads over WhatsApp Business. Calls under /api/admin/whatsapp
 * (permission `Whatsapp`), the provider's webhook at /api/whatsapp/webhook (HMAC-signed, server/providers/whatsapp*).
 */
export const WHATSAPP_CALLS = {
  conversations: '/whatsapp/conversations',
  thread: '/whatsapp/thread',
  send: '/whatsapp/send',
  read: '/whatsapp/read',
  assign: '/whatsapp/assign',
  templates: '/whatsapp/templates',
  unread: '/whatsapp/unread',
  agents: '/whatsapp/agents',
  open: '/whatsapp/open',
} as const
export const WHATSAPP_WEBHOOK = '/api/whatsapp/webhook'

/** The customer-service window: free text only within 24 hours of the customer's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000

export const WHATSAPP_MESSAGES = {
  outsideWindow:
    'The 24-hour customer-service window has closed (the customer last wrote more than 24 hours ago, or never): only an approved template may be sent',
  unknownTemplate: 'Select an approved template',
  conversationNotFound: 'Conversation not found',
  notStaff: 'Select an active staff member',
  sent: 'Message sent',
  assigned: 'Conversation assigned',
  sendFailed: 'The WhatsApp provider did not accept the message, please try again',
  assignedMeanwhile: 'Someone else assigned this conversation meanwhile; it now shows their choice',
} as const

export const MESSAGE_DIRECTIONS = ['in', 'out'] as const
export const MESSAGE_TYPES = ['text', 'template'] as const
/**
 * What a message holds: the Cloud API's message type for an inbound one (its caption, name and address, the tapped
 * button's title… are its text), 'text' for ours. A type WhatsApp adds later is kept as 'unsupported'.
 */
export const MESSAGE_KINDS = [
  'text',
  'image',
  'video',
  'audio',
  'document',
  'sticker',
  'location',
  'contacts',
  'interactive',
  'button',
  'order',
  'system',
  'unsupported',
] as const
export type MessageKind = (typeof MESSAGE_KINDS)[number]
/** Delivery states in order: a status only ever moves forward (failed is final). */
export const MESSAGE_STATUSES = ['received', 'accepted', 'sent', 'delivered', 'read', 'failed'] as const
export type MessageStatus = (typeof MESSAGE_STATUSES)[number]
export const STATUS_RANK: Record<MessageStatus, number> = { received: 0, accepted: 1, sent: 2, delivered: 3, read: 4, failed: 5 }

/** The approved templates (Meta approves them in the Business Manager; these are the names and texts we use). */
export const WHATSAPP_TEMPLATES = [
  {
    name: 'service_followup',
    language: 'en',
    text: 'Hello {{1}}, we are following up on your service request. Reply to this message to continue the conversation.',
  },
  {
    name: 'booking_update',
    language: 'en',
    text: 'Hello {{1}}, there is an update on your booking. Reply to this message and our team will help you.',
  },
  {
    name: 'payment_reminder',
    language: 'en',
    text: 'Hello {{1}}, this is a reminder about your subscription renewal. Reply to this message for help.',
  },
] as const
export type TemplateName = (typeof WHATSAPP_TEMPLATES)[number]['name']
export const templateText = (name: string, params: readonly string[]): string | null => {
  const t = WHATSAPP_TEMPLATES.find((x) => x.name === name)
  return t ? t.text.replace(/\{\{(\d)\}\}/g, (_m, i: string) => params[Number(i) - 1] ?? '') : null
}

const plainText = (max: number) =>
  z
    .string()
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), 'Control characters are not allowed')

export const conversationFilter = z.enum(['all', 'unassigned', 'mine'])
export const conversationsQuery = z.strictObject({
  search: plainText(100).optional(),
  filter: conversationFilter.default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
export const conversationRow = z.object({
  id: z.string(),
  waNumber: z.string(),
  contactName: z.string().nullable(),
  userId: z.string().nullable(),
  leadId: z.string().nullable(),
  mobileNo: z.string(),
  assignedToId: z.string().nullable(),
  assignedToName: z.string().nullable(),
  lastMessageAt: z.number().nullable(),
  lastInboundAt: z.number().nullable(),
  lastText: z.string().nullable(),
  /** The last message's kind (null before the first, or for one stored before kinds were kept): a photo without a caption has no text. */
  lastKind: z.enum(MESSAGE_KINDS).nullable(),
  unread: z.number().int(),
  /** Whether free text may be sent now (server clock). */
  windowOpen: z.boolean(),
  /** Moves with every assignment; assign sends the version it read (409/125 when it changed since). */
  version: z.number().int(),
})
export type ConversationRow = z.infer<typeof conversationRow>

export const threadQuery = z.strictObject({
  conversationId: z.guid(),
  /** Messages before this one (older page), newest page when absent. */
  before: z.guid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
})
export const messageRow = z.object({
  id: z.string(),
  direction: z.enum(MESSAGE_DIRECTIONS),
  type: z.enum(MESSAGE_TYPES),
  kind: z.enum(MESSAGE_KINDS),
  body: z.string(),
  /** The customer's reaction to this message (an emoji), null when none. */
  reaction: z.string().nullable(),
  templateName: z.string().nullable(),
  status: z.enum(MESSAGE_STATUSES),
  sentById: z.string().nullable(),
  createdAt: z.number(),
  statusAt: z.number().nullable(),
})
export type MessageRow = z.infer<typeof messageRow>

export const sendBody = z.discriminatedUnion('type', [
  z.strictObject({
    conversationId: z.guid(),
    type: z.literal('text'),
    text: plainText(4096).refine(hasVisibleText, 'Type a message'),
  }),
  z.strictObject({
    conversationId: z.guid(),
    type: z.literal('template'),
    templateName: nameText(100),
    params: z.array(plainText(200)).max(5).default([]),
  }),
])
export type SendBody = z.input<typeof sendBody>
export const conversationBody = z.strictObject({ conversationId: z.guid() })
export const assignBody = z.strictObject({ conversationId: z.guid(), assignedToId: z.guid().nullable(), version: versionField })
export type AssignBody = z.input<typeof assignBody>
/** Find or start the conversation with a 10-digit mobile number (the palette's "Reply on WhatsApp to …"). */
export const openBody = z.strictObject({ mobileNo: mobileNumber() })
/** A 10-digit mobile number's WhatsApp number (India, as the CRM's +91 numbers). */
export const waNumberOf = (mobileNo: string) => `91${mobileNo}`

/** The realtime event to staff with the Whatsapp permission: something changed in a conversation. */
export const WHATSAPP_EVENT = 'whatsapp-message'
export interface WhatsappEvent {
  conversationId: string
  kind: 'inbound' | 'status' | 'reaction' | 'outbound' | 'read' | 'assign' | 'open'
  /** Total unread messages over all conversations (the menu badge). */
  unreadTotal: number
}

/** A WhatsApp number ('919876543210') → our 10-digit mobile key. */
export const waMobile = (wa: string) => mobileKey(wa)
