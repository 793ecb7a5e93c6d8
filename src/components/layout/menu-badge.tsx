import { useEffect } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { WHATSAPP_CALLS, WHATSAPP_EVENT } from '@shared/api/whatsapp'
import { RC } from '@shared/response-codes'
import { api } from '@/lib/api'
import { onRealtime } from '@/lib/realtime'

/** Under the WhatsApp screen's query key, so its writes and live refetches refresh the badge too. */
const UNREAD_KEY = ['whatsapp', 'unread'] as const
const unreadAnswer = z.object({ unreadTotal: z.number().int().min(0) })

/**
 * The WhatsApp entry's unread total (issue 21): GET /whatsapp/unread once, then the `whatsapp-message` socket event's
 * `unreadTotal` (pushed to every holder of the permission on each inbound message, read, send or assignment). The menu
 * shows the entry, and so mounts this, only for users with the Whatsapp permission. Screen readers hear it as part of
 * the link's name ("WhatsApp 3 unread"), not as a live announcement.
 */
function WhatsappUnread() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const unread = useQuery({
    queryKey: UNREAD_KEY,
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.get(WHATSAPP_CALLS.unread, { schema: unreadAnswer, signal })
      return answer.responseCode === RC.SUCCESS && answer.data ? answer.data.unreadTotal : 0
    },
  })
  useEffect(
    () =>
      onRealtime(WHATSAPP_EVENT, (payload: unknown) => {
        const n = (payload as { unreadTotal?: unknown } | null)?.unreadTotal
        if (typeof n === 'number' && Number.isInteger(n) && n >= 0) queryClient.setQueryData(UNREAD_KEY, n)
      }),
    [queryClient],
  )
  const n = unread.data ?? 0
  if (n <= 0) return null
  return (
    <span
      data-testid="menu-badge-whatsapp"
      className="ml-auto min-w-5 rounded-full bg-primary px-1.5 text-center text-[11px] leading-5 font-semibold text-primary-foreground tabular-nums"
    >
      <span aria-hidden="true">{n > 99 ? '99+' : n}</span>
      <span className="sr-only">{t`${n} unread`}</span>
    </span>
  )
}

/** A side menu entry's count, for the screens that have one (by catalog id); nothing for the others. */
export function MenuBadge({ screenId }: { screenId: string }) {
  return screenId === 'screen.whatsapp' ? <WhatsappUnread /> : null
}
