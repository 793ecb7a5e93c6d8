import { useId, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { commentBody, type TicketComment } from '@shared/api/ticket'
import { formatDateTime, personName } from '@/components/data-table/formatters'
import { useMayEdit } from '@/components/record-screen/may-edit'
import { Button } from '@/components/ui/button'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { usePostComment } from '../api'
import { TICKET_TEXTS, ticketServerTexts, ticketText } from '../messages'

interface Props {
  ticketId: string
  /** The thread as the details call gave it (oldest first). */
  comments: readonly TicketComment[]
  /** A comment was posted (the table's comment count changed). */
  onPosted: () => void
}

/**
 * A ticket's comment thread (issue 18), oldest first, and a box to add one (POST /ticket/comment): the Post button or
 * Ctrl/Cmd+Enter in the box. The comment is shown at once; the form's own fields are not touched. Posting needs what
 * editing needs (the edit button).
 */
export function TicketComments({ ticketId, comments, onPosted }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const mayPost = useMayEdit()
  const call = usePostComment()
  const [text, setText] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [posted, setPosted] = useState<{ for: string; list: TicketComment[] }>({ for: ticketId, list: [] })
  const mine = posted.for === ticketId ? posted.list : []
  const thread = [...comments, ...mine.filter((c) => !comments.some((d) => d._id === c._id))]

  const post = (source: ActionSource) => {
    if (call.isPending) return
    const parsed = commentBody.safeParse({ recordId: ticketId, text })
    if (!parsed.success) return setError(ticketText(i18n, parsed.error.issues[0]?.message))
    setError(undefined)
    call.mutate(
      { ...parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportAnswer(i18n, answer, TICKET_TEXTS.commented, ticketServerTexts)) return
          const comment = answer.data?.comment
          if (comment) setPosted({ for: ticketId, list: [...mine, comment] })
          setText('')
          onPosted()
        },
      },
    )
  }
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault()
      e.stopPropagation()
      post('hotkey')
    }
  }

  return (
    <section className="grid gap-2" aria-labelledby={`${id}-heading`} data-testid="ticket-comments">
      <h3 id={`${id}-heading`} className="text-sm font-medium">
        {t`Comments`}
      </h3>
      {thread.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t`No comments yet`}</p>
      ) : (
        <ol className="grid max-h-60 gap-2 overflow-y-auto" aria-label={t`Comments`}>
          {thread.map((c) => (
            <li key={c._id} className="rounded-md border p-2 text-sm" data-testid="ticket-comment">
              <div className="flex flex-wrap justify-between gap-2 text-xs text-muted-foreground">
                <span>{c.author ? personName(c.author) : t`Unknown user`}</span>
                <span>{formatDateTime(c.createdAt)}</span>
              </div>
              <p className="whitespace-pre-wrap break-words">{c.text}</p>
            </li>
          ))}
        </ol>
      )}
      {mayPost && (
        <div className="grid gap-1">
          <label htmlFor={`${id}-text`} className="text-sm font-medium">
            {t`Add a comment`}
          </label>
          <textarea
            id={`${id}-text`}
            name="comment"
            rows={2}
            maxLength={2000}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKeyDown}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint ${id}-error`}
            className="min-h-16 w-full rounded-md border border-input bg-transparent px-3 py-2 text-sm shadow-xs focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span id={`${id}-hint`} className="text-xs text-muted-foreground">{t`Ctrl+Enter (⌘+Enter) posts the comment`}</span>
            <Button type="button" size="sm" variant="secondary" disabled={call.isPending} onClick={() => post('pointer')}>
              {t`Post comment`}
            </Button>
          </div>
          <p id={`${id}-error`} className="min-h-5 text-sm text-destructive">
            {error}
          </p>
        </div>
      )}
    </section>
  )
}
