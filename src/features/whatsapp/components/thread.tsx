import { useState, type KeyboardEvent } from 'react'
import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { ConversationRow, MessageRow, SendBody } from '@shared/api/whatsapp'
import { Button } from '@/components/ui/button'
import { Textarea } from '@/components/ui/textarea'
import { OptionSelect } from '@/components/ui/select'
import { formatDateMinutes } from '@/components/data-table/formatters'
import { answerText } from '@/lib/report-answer'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { cn } from '@/lib/utils'
import { useAgents, useAssign, useSend, useTemplates, useThread, whatsappServerTexts } from '../api'
import { useKindLabels } from './message-kind'

/** One conversation: who it is (links to the rider or lead), its assignee, the messages and the composer. */
export function Thread({ conversation, onLeave }: { conversation: ConversationRow; onLeave: () => void }) {
  const { t, i18n } = useLingui()
  const { user } = useSession()
  const thread = useThread(conversation.id)
  const agents = useAgents()
  const assign = useAssign()
  const c = conversation
  const onAssign = (assignedToId: string | null) =>
    assign.mutate(
      // At the version this screen shows: someone else's assignment meanwhile is refused (125) and the list refetched.
      { body: { conversationId: c.id, assignedToId, version: c.version } },
      {
        onSuccess: (a) =>
          a.responseCode === 109 ? toast.success(t`Conversation assigned`) : toast.error(answerText(i18n, whatsappServerTexts, a.message)),
      },
    )
  return (
    <section className="flex min-h-0 flex-1 flex-col" aria-label={t`Conversation`} data-testid="whatsapp-thread">
      <header className="flex flex-wrap items-center gap-2 border-b p-2">
        <Button variant="ghost" size="sm" onClick={onLeave} title={t`Back to the list (Esc)`}>
          ←
        </Button>
        <strong>{c.contactName ?? `+${c.waNumber}`}</strong>
        <span className="text-muted-foreground text-sm">+{c.waNumber}</span>
        {c.userId && (
          <Link to="/admin/users" search={{ keyword: c.mobileNo }} className="text-sm underline">
            {t`Open rider`}
          </Link>
        )}
        {c.leadId || !c.userId ? (
          <Link to="/admin/crm" search={{ mobileNo: c.mobileNo }} className="text-sm underline">
            {c.leadId ? t`Open lead` : t`Create lead`}
          </Link>
        ) : null}
        <span className="ml-auto flex items-center gap-2">
          <OptionSelect
            aria-label={t`Assigned agent`}
            className="w-48"
            placeholder={t`Unassigned`}
            value={c.assignedToId ?? ''}
            options={(agents.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            onValueChange={(v) => onAssign(v || null)}
          />
          {c.assignedToId !== user._id && (
            <Button size="sm" variant="outline" onClick={() => onAssign(user._id)}>
              {t`Assign to me`}
            </Button>
          )}
        </span>
      </header>
      <ol className="flex-1 space-y-2 overflow-y-auto p-3" data-testid="whatsapp-messages">
        {thread.hasNextPage && (
          <li className="text-center">
            <Button size="sm" variant="ghost" disabled={thread.isFetchingNextPage} onClick={() => void thread.fetchNextPage()}>
              {t`Load older messages`}
            </Button>
          </li>
        )}
        {[...(thread.data?.pages ?? [])].reverse().flatMap((page) => page.messages.map((m) => <Message key={m.id} m={m} />))}
      </ol>
      <Composer conversation={c} />
    </section>
  )
}

function Message({ m }: { m: MessageRow }) {
  const { t } = useLingui()
  const kinds = useKindLabels()
  const status: Record<MessageRow['status'], string> = {
    received: '',
    accepted: t`Sending`,
    sent: t`Sent`,
    delivered: t`Delivered`,
    read: t`Read`,
    failed: t`Failed`,
  }
  return (
    <li className={cn('max-w-[75%] rounded-lg px-3 py-2 text-sm', m.direction === 'out' ? 'bg-primary/10 ml-auto' : 'bg-muted')}>
      {m.templateName && <div className="text-muted-foreground text-xs">{t`Template ${m.templateName}`}</div>}
      {m.kind !== 'text' && (
        <div className="text-muted-foreground text-xs" data-testid="whatsapp-message-kind">
          {kinds[m.kind]}
        </div>
      )}
      {m.body && <p className="whitespace-pre-wrap">{m.body}</p>}
      <div className="text-muted-foreground flex items-center justify-end gap-2 text-xs">
        {m.reaction && (
          <span className="text-base" role="img" aria-label={t`Reacted with ${m.reaction}`} data-testid="whatsapp-reaction">
            {m.reaction}
          </span>
        )}
        <span>
          {formatDateMinutes(new Date(m.createdAt))} {m.direction === 'out' && status[m.status]}
        </span>
      </div>
    </li>
  )
}

/** Text inside the 24-hour window; outside it only an approved template, and the composer says why. Ctrl/⌘+Enter sends. */
function Composer({ conversation }: { conversation: ConversationRow }) {
  const { t, i18n } = useLingui()
  const [text, setText] = useState('')
  const [template, setTemplate] = useState('')
  const templates = useTemplates()
  const send = useSend()
  const open = conversation.windowOpen
  const submit = (source: 'pointer' | 'hotkey') => {
    const body: SendBody | null = open
      ? text.trim()
        ? { conversationId: conversation.id, type: 'text', text }
        : null
      : template
        ? { conversationId: conversation.id, type: 'template', templateName: template }
        : null
    if (!body || send.isPending) return
    send.mutate(
      { body, source },
      {
        onSuccess: (a) => {
          if (a.responseCode === 109) {
            setText('')
            setTemplate('')
          } else toast.error(answerText(i18n, whatsappServerTexts, a.message))
        },
        onError: () => toast.error(t`The message was not sent, please try again`),
      },
    )
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault()
      submit('hotkey')
    }
  }
  return (
    <div className="space-y-2 border-t p-2" onKeyDown={onKeyDown}>
      {open ? (
        <Textarea
          aria-label={t`Message`}
          data-testid="whatsapp-composer"
          value={text}
          maxLength={4096}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Type a message (Ctrl+Enter sends)`}
          autoFocus
        />
      ) : (
        <>
          <p className="text-muted-foreground text-sm" data-testid="whatsapp-window-closed">
            {t`The customer has not written in the last 24 hours, so WhatsApp allows only an approved template until they reply.`}
          </p>
          <OptionSelect
            aria-label={t`Template`}
            placeholder={t`Choose a template`}
            value={template}
            options={(templates.data ?? []).map((x) => ({ value: x.name, label: `${x.name}: ${x.text}` }))}
            onValueChange={setTemplate}
          />
        </>
      )}
      <div className="flex justify-end">
        <Button size="sm" disabled={send.isPending || (open ? !text.trim() : !template)} onClick={() => submit('pointer')}>
          {open ? t`Send` : t`Send template`}
        </Button>
      </div>
    </div>
  )
}
