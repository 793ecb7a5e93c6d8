import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/select'
import { useSlashSearch } from '@/components/data-table/use-slash-search'
import { isPopupOpen, isTextField } from '@/lib/command-runtime'
import { toast } from '@/lib/toast'
import { type ConversationFilter, useConversations, useMarkRead, useOpenConversation, useWhatsappLive } from './api'
import { ConversationList } from './components/conversation-list'
import { Thread } from './components/thread'

/**
 * WhatsApp chat (issue 21): the conversation list (newest first, unread counts, search, unassigned / mine), the open
 * thread and its composer. Keyboard: j/k or ↓/↑ between conversations, Enter opens, `/` searches, Ctrl/⌘+Enter sends,
 * Esc leaves the thread. Live over socket.io; the unread total is in the heading and on the menu's entry. The deep link
 * `?mobileNo=` (the palette's "Reply on WhatsApp to …" on a CRM lead or a user) finds or starts that number's
 * conversation and opens it.
 */
const route = getRouteApi('/admin/whatsapp')

export function WhatsappPage() {
  const { t } = useLingui()
  const { mobileNo } = route.useSearch()
  const [search, setSearch] = useState(mobileNo ?? '')
  const [filter, setFilter] = useState<ConversationFilter>('all')
  const [selected, setSelected] = useState(0)
  const [openId, setOpenId] = useState<string | null>(null)
  const searchBox = useRef<HTMLInputElement>(null)
  const list = useConversations(search.trim(), filter)
  const { mutate: markRead } = useMarkRead()
  const marked = useRef('')
  useWhatsappLive(useCallback(() => undefined, []))
  useSlashSearch(searchBox, true)
  const rows = useMemo(() => list.data?.conversations ?? [], [list.data])
  const open = rows.find((r) => r.id === openId) ?? null
  const unreadTotal = list.data?.unreadTotal ?? 0

  const openAt = useCallback(
    (i: number) => {
      const row = rows[i]
      if (!row) return
      setSelected(i)
      setOpenId(row.id)
      if (row.unread > 0) markRead({ body: { conversationId: row.id } })
    },
    [rows, markRead],
  )
  // The deep link `?mobileNo=`: the server finds or starts the number's conversation, which opens once the list has it.
  const { mutate: openNumber } = useOpenConversation()
  const linkedNumber = useRef<string | undefined>(undefined)
  const [linkedId, setLinkedId] = useState<string | null>(null)
  useEffect(() => {
    if (!mobileNo || linkedNumber.current === mobileNo) return
    linkedNumber.current = mobileNo
    setSearch(mobileNo)
    setFilter('all')
    openNumber(mobileNo, {
      onSuccess: ({ conversationId }) => setLinkedId(conversationId),
      onError: () => toast.error(t`The conversation with ${mobileNo} could not be opened, please try again`),
    })
  }, [mobileNo, openNumber, t])
  useEffect(() => {
    if (!linkedId) return
    const at = rows.findIndex((r) => r.id === linkedId)
    if (at < 0) return
    setLinkedId(null)
    openAt(at)
  }, [rows, linkedId, openAt])

  // Messages that arrive in the open thread are read at once.
  const openUnread = open?.unread ?? 0
  useEffect(() => {
    if (!openId || openUnread === 0) {
      marked.current = ''
      return
    }
    const key = `${openId}:${openUnread}`
    if (marked.current === key) return
    marked.current = key
    markRead({ body: { conversationId: openId } })
  }, [openId, openUnread, markRead])

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || isPopupOpen()) return
      if (e.key === 'Escape' && openId) {
        e.preventDefault()
        setOpenId(null)
        return
      }
      if (isTextField(e.target)) return
      const last = rows.length - 1
      if (e.key === 'j' || e.key === 'ArrowDown') setSelected((s) => Math.min(last, s + 1))
      else if (e.key === 'k' || e.key === 'ArrowUp') setSelected((s) => Math.max(0, s - 1))
      else if (e.key === 'Enter') openAt(selected)
      else return
      e.preventDefault()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [rows, openId, selected, openAt])

  return (
    <div className="flex h-full min-h-0 flex-col gap-2 p-2" data-testid="whatsapp-page">
      <h2 className="text-lg font-semibold" data-testid="whatsapp-title">
        {unreadTotal > 0 ? t`WhatsApp (${unreadTotal} unread)` : t`WhatsApp`}
      </h2>
      <div className="flex min-h-0 flex-1 rounded border">
        <aside className={`flex w-full min-w-0 flex-col border-r md:w-80 ${open ? 'hidden md:flex' : ''}`}>
          <div className="flex gap-2 p-2">
            <Input
              ref={searchBox}
              type="search"
              aria-label={t`Search by name or number (/)`}
              placeholder={t`Search by name or number (/)`}
              value={search}
              maxLength={100}
              onChange={(e) => {
                setSearch(e.target.value)
                setSelected(0)
              }}
            />
            <OptionSelect
              aria-label={t`Show`}
              className="w-36"
              value={filter}
              options={[
                { value: 'all', label: t`All` },
                { value: 'unassigned', label: t`Unassigned` },
                { value: 'mine', label: t`Mine` },
              ]}
              onValueChange={(v) => {
                setFilter(v as ConversationFilter)
                setSelected(0)
              }}
            />
          </div>
          <ConversationList rows={rows} selected={selected} onSelect={setSelected} onOpen={openAt} />
        </aside>
        {open ? (
          <Thread key={open.id} conversation={open} onLeave={() => setOpenId(null)} />
        ) : (
          <p className="text-muted-foreground hidden flex-1 items-center justify-center text-sm md:flex">
            {t`Choose a conversation with j/k or the arrows, then Enter`}
          </p>
        )}
      </div>
    </div>
  )
}
