import { useLingui } from '@lingui/react/macro'
import type { ConversationRow } from '@shared/api/whatsapp'
import { formatDateMinutes } from '@/components/data-table/formatters'
import { cn } from '@/lib/utils'
import { useKindLabels } from './message-kind'

/** The conversations, newest first: name or number, last text, unread count, assignee; the selected one is marked. */
export function ConversationList({
  rows,
  selected,
  onSelect,
  onOpen,
}: {
  rows: readonly ConversationRow[]
  selected: number
  onSelect: (index: number) => void
  onOpen: (index: number) => void
}) {
  const { t } = useLingui()
  const kinds = useKindLabels()
  if (rows.length === 0) return <p className="text-muted-foreground p-4 text-sm">{t`No conversations`}</p>
  return (
    <ul role="listbox" aria-label={t`Conversations`} className="divide-y overflow-y-auto" data-testid="whatsapp-conversations">
      {rows.map((c, i) => (
        <li
          key={c.id}
          role="option"
          aria-selected={i === selected}
          data-testid="whatsapp-conversation"
          className={cn('cursor-pointer px-3 py-2', i === selected && 'bg-accent')}
          onClick={() => onSelect(i)}
          onDoubleClick={() => onOpen(i)}
          ref={(el) => {
            if (i === selected) el?.scrollIntoView({ block: 'nearest' })
          }}
        >
          <div className="flex items-center justify-between gap-2">
            <span className="truncate font-medium">{c.contactName ?? `+${c.waNumber}`}</span>
            {c.unread > 0 && (
              <span
                className="bg-primary text-primary-foreground rounded-full px-2 text-xs"
                aria-label={t`${c.unread} unread`}
                data-testid="whatsapp-unread"
              >
                {c.unread}
              </span>
            )}
          </div>
          <div className="text-muted-foreground flex justify-between gap-2 text-xs">
            <span className="truncate">{[c.lastKind ? kinds[c.lastKind] : '', c.lastText ?? ''].filter(Boolean).join(': ')}</span>
            <span className="shrink-0">{c.lastMessageAt ? formatDateMinutes(new Date(c.lastMessageAt)) : ''}</span>
          </div>
          {c.assignedToName && <div className="text-muted-foreground text-xs">{t`Assigned to ${c.assignedToName}`}</div>}
        </li>
      ))}
    </ul>
  )
}
