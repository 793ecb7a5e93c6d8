import { useEffect } from 'react'
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import {
  conversationRow,
  messageRow,
  WHATSAPP_CALLS as C,
  WHATSAPP_EVENT,
  WHATSAPP_MESSAGES as WM,
  type AssignBody,
  type SendBody,
  type WhatsappEvent,
} from '@shared/api/whatsapp'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource, type ApiAnswer } from '@/lib/api'
import { onRealtime } from '@/lib/realtime'
import type { ServerTexts } from '@/lib/report-answer'

/** The module's server texts (shared/api/whatsapp.ts) in the active language. */
export const whatsappServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  [
    WM.outsideWindow,
    msg`The 24-hour customer-service window has closed (the customer last wrote more than 24 hours ago, or never): only an approved template may be sent`,
  ],
  [WM.unknownTemplate, msg`Select an approved template`],
  [WM.conversationNotFound, msg`Conversation not found`],
  [WM.notStaff, msg`Select an active staff member`],
  [WM.sent, msg`Message sent`],
  [WM.assigned, msg`Conversation assigned`],
  [WM.sendFailed, msg`The WhatsApp provider did not accept the message, please try again`],
  [WM.assignedMeanwhile, msg`Someone else assigned this conversation meanwhile; it now shows their choice`],
])

async function checked<T>(promise: Promise<ApiAnswer<T>>): Promise<T> {
  const answer = await promise
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data
}

export type ConversationFilter = 'all' | 'unassigned' | 'mine'
const listAnswer = z.object({ conversations: z.array(conversationRow), unreadTotal: z.number() })
const threadAnswer = z.object({ messages: z.array(messageRow), more: z.boolean() })
const templatesAnswer = z.object({ templates: z.array(z.object({ name: z.string(), language: z.string(), text: z.string() })) })
const agentsAnswer = z.object({ agents: z.array(z.object({ id: z.string(), name: z.string() })) })

const KEY = ['whatsapp'] as const

export function useConversations(search: string, filter: ConversationFilter) {
  return useQuery({
    queryKey: [...KEY, 'conversations', search, filter],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      checked(api.get(C.conversations, { query: { search: search || undefined, filter }, schema: listAnswer, signal })),
  })
}

/** A conversation's messages, newest page first; `fetchNextPage` loads older ones. */
export function useThread(conversationId: string | null) {
  return useInfiniteQuery({
    queryKey: [...KEY, 'thread', conversationId],
    enabled: conversationId !== null,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: z.infer<typeof threadAnswer>) => (last.more ? last.messages[0]?.id : undefined),
    queryFn: ({ signal, pageParam }) =>
      checked(api.get(C.thread, { query: { conversationId, before: pageParam, limit: 50 }, schema: threadAnswer, signal })),
  })
}

export function useTemplates() {
  return useQuery({
    queryKey: [...KEY, 'templates'],
    staleTime: 300_000,
    queryFn: async ({ signal }) => (await checked(api.get(C.templates, { schema: templatesAnswer, signal }))).templates,
  })
}

export function useAgents() {
  return useQuery({
    queryKey: [...KEY, 'agents'],
    staleTime: 60_000,
    queryFn: async ({ signal }) => (await checked(api.get(C.agents, { schema: agentsAnswer, signal }))).agents,
  })
}

/** Refetches the list and threads when a conversation changes anywhere (socket.io, any node). */
export function useWhatsappLive(onEvent?: (e: WhatsappEvent) => void) {
  const queryClient = useQueryClient()
  useEffect(
    () =>
      onRealtime(WHATSAPP_EVENT, (payload: unknown) => {
        void queryClient.invalidateQueries({ queryKey: KEY })
        onEvent?.(payload as WhatsappEvent)
      }),
    [queryClient, onEvent],
  )
}

function useWrite<B>(path: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ body, source }: { body: B; source?: ActionSource }) => api.post(path, body, { source }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

export const useSend = () => useWrite<SendBody>(C.send)
export const useMarkRead = () => useWrite<{ conversationId: string }>(C.read)
export const useAssign = () => useWrite<AssignBody>(C.assign)

const openAnswer = z.object({ conversationId: z.string(), created: z.boolean() })

/** Finds or starts the conversation with a 10-digit number (the deep link `?mobileNo=` of "Reply on WhatsApp to …"). */
export function useOpenConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (mobileNo: string) => checked(api.post(C.open, { mobileNo }, { schema: openAnswer })),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: KEY }),
  })
}
