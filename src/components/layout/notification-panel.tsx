import { useEffect, useRef, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query'
import { REALTIME_EVENTS } from '@shared/api/realtime'
import {
  OWN_NOTIFICATION_MAX,
  OWN_NOTIFICATION_PAGE_SIZE,
  OWN_NOTIFICATION_PATHS,
  ownNotificationListAnswer,
  ownNotificationReadAnswer,
} from '@shared/api/own-notifications'
import type { NotificationRow } from '@shared/api/user-activity'
import { RC } from '@shared/response-codes'
import { formatDateMinutes, toDate } from '@/components/data-table/formatters'
import { Button } from '@/components/ui/button'
import { api, ApiError } from '@/lib/api'
import { isNotificationType, NOTIFICATION_TYPE_LABELS } from '@/lib/notification-texts'
import { onRealtime } from '@/lib/realtime'
import { sessionQueryKey, useSession, type Session } from '@/lib/session'
import { PageSpinner } from './page-spinner'

const queryKey = ['notifications', 'mine'] as const

/** The keyboard stops of the panel: its items, then "Show more". */
const STOP = '[data-panel-stop]'

/**
 * The notification panel's body (loaded on the bell's first opening): the signed-in user's own notifications, newest
 * first, 20 at a time ("Show more" for the next 20), each with its title, body, type and time (dd/MM/yyyy HH:mm).
 *
 * Marking read (the choice for issue 15): opening the panel marks read the notifications it shows, with no separate
 * "Mark all read" button. The list is shown as it was fetched (the ones that were unread keep their "Unread" mark while
 * the panel is open), and the unread ones among them are sent to POST /notification/mine/read; "Show more" marks the
 * next ones as they appear, and a notification arriving while the panel is open is fetched and marked the same way.
 * The count in the bell follows the answer (and the server pushes it to the user's other tabs); notifications never
 * shown stay unread and keep counting.
 *
 * Keyboard: the items and "Show more" are Tab stops; the arrow keys, Home and End move between them too.
 */
export default function NotificationPanel() {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const { notificationCount } = useSession()
  const listRef = useRef<HTMLDivElement>(null)

  const query = useInfiniteQuery({
    queryKey,
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const answer = await api.get(OWN_NOTIFICATION_PATHS.list, {
        query: { page: pageParam, pageSize: OWN_NOTIFICATION_PAGE_SIZE },
        schema: ownNotificationListAnswer,
        signal,
      })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data
    },
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.result.length, 0) < last.filterRecords && last.result.length > 0 ? pages.length : undefined,
    // Each opening reads afresh (the panel unmounts when it closes).
    staleTime: 0,
    gcTime: 0,
    retry: false,
  })

  // A notification can appear twice when one arrived between two pages; it is shown once.
  const seen = new Set<string>()
  const rows: NotificationRow[] = []
  for (const page of query.data?.pages ?? []) {
    for (const row of page.result) {
      if (seen.has(row._id)) continue
      seen.add(row._id)
      rows.push(row)
    }
  }

  // The count pushes seen since this opening: a push is newer than any answer asked for before it.
  const pushes = useRef(0)
  useEffect(() => onRealtime(REALTIME_EVENTS.notificationCount, () => void pushes.current++), [])

  // Marks read the unread ones shown, once each.
  const sent = useRef(new Set<string>())
  const unreadKey = rows
    .filter((r) => !r.read)
    .map((r) => r._id)
    .join(',')
  useEffect(() => {
    const ids = unreadKey === '' ? [] : unreadKey.split(',').filter((id) => !sent.current.has(id))
    if (ids.length === 0) return
    for (const id of ids) sent.current.add(id)
    const pushesBefore = pushes.current
    void (async () => {
      for (let i = 0; i < ids.length; i += OWN_NOTIFICATION_MAX) {
        const chunk = ids.slice(i, i + OWN_NOTIFICATION_MAX)
        const answer = await api.post(OWN_NOTIFICATION_PATHS.read, { ids: chunk }, { schema: ownNotificationReadAnswer }).catch(() => null)
        if (answer?.responseCode !== RC.SUCCESS || !answer.data) {
          // Left unread: the next opening tries again.
          for (const id of ids.slice(i)) sent.current.delete(id)
          return
        }
        const n = answer.data.notificationCount
        // A count pushed meanwhile is the newer one; otherwise the answer's is.
        if (pushes.current === pushesBefore) {
          queryClient.setQueryData<Session | null>(sessionQueryKey, (old) => (old ? { ...old, notificationCount: n } : old))
        }
      }
    })()
  }, [unreadKey, queryClient])

  // A notification arriving while the panel is open: the list is read again (and the new one marked read).
  const lastCount = useRef(notificationCount)
  const { refetch } = query
  useEffect(() => {
    if (notificationCount > lastCount.current) void refetch()
    lastCount.current = notificationCount
  }, [notificationCount, refetch])

  // Once the list is there, the focus goes from the panel itself to its first item.
  const hasRows = rows.length > 0
  useEffect(() => {
    if (!hasRows) return
    const list = listRef.current
    const panel = list?.closest('[role="dialog"]')
    if (panel && document.activeElement === panel) list?.querySelector<HTMLElement>(STOP)?.focus()
  }, [hasRows])

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.altKey || event.metaKey || event.shiftKey) return
    const stops = [...(listRef.current?.querySelectorAll<HTMLElement>(STOP) ?? [])]
    if (stops.length === 0) return
    const at = stops.indexOf(document.activeElement as HTMLElement)
    let next: number
    switch (event.key) {
      case 'ArrowDown':
        next = at < 0 ? 0 : Math.min(at + 1, stops.length - 1)
        break
      case 'ArrowUp':
        next = at < 0 ? 0 : Math.max(at - 1, 0)
        break
      case 'Home':
        next = 0
        break
      case 'End':
        next = stops.length - 1
        break
      default:
        return
    }
    event.preventDefault()
    stops[next]!.focus()
  }

  if (query.isPending) return <PageSpinner />
  if (query.isError) {
    return (
      <div className="flex flex-col items-center gap-3 p-6 text-sm" role="alert">
        <p>{t`The notifications could not be loaded.`}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t`Retry`}
        </Button>
      </div>
    )
  }
  return (
    <div ref={listRef} onKeyDown={onKeyDown} className="min-h-0 flex-1 overflow-y-auto">
      {rows.length === 0 ? (
        <p className="p-6 text-center text-sm text-muted-foreground">{t`You have no notifications.`}</p>
      ) : (
        <ul className="divide-y" data-testid="notification-list">
          {rows.map((row) => {
            const at = toDate(row.createdAt)
            const type = isNotificationType(row.notificationType)
              ? i18n._(NOTIFICATION_TYPE_LABELS[row.notificationType])
              : row.notificationType
            return (
              <li
                key={row._id}
                tabIndex={0}
                data-panel-stop=""
                data-testid="notification-item"
                data-unread={row.read ? undefined : ''}
                className="flex flex-col gap-1 px-4 py-3 outline-none focus-visible:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset"
              >
                <div className="flex items-start gap-2">
                  <p className="min-w-0 flex-1 text-sm font-medium break-words" data-testid="notification-title">
                    {row.title}
                  </p>
                  {!row.read && (
                    <span className="shrink-0 rounded-full bg-primary px-2 text-[11px] leading-5 font-semibold text-primary-foreground">{t`Unread`}</span>
                  )}
                </div>
                <p className="text-sm break-words whitespace-pre-line text-muted-foreground">{row.body}</p>
                <p className="flex items-center gap-2 text-xs text-muted-foreground">
                  <span className="rounded border px-1.5">{type}</span>
                  <time dateTime={at?.toISOString()} data-testid="notification-time">
                    {formatDateMinutes(row.createdAt)}
                  </time>
                </p>
              </li>
            )
          })}
        </ul>
      )}
      {query.hasNextPage && (
        <div className="border-t p-2">
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            data-panel-stop=""
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t`Show more`}
          </Button>
        </div>
      )}
    </div>
  )
}
