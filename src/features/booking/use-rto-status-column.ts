import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation } from '@tanstack/react-router'
import { actionAllowedOn, actionOn } from '@commands/decide'
import { screenForPath } from '@commands/screens'
import type { BookingRow } from '@shared/api/booking.table'
import type { TableDeclaration } from '@/components/data-table/types'
import { useSession } from '@/lib/session'
import { bookingApi, useChangeRtoStatus, useRtoStatuses } from './api'
import { isRtoStatus } from './labels'
import { bookingSuccess, reportBookingAnswer } from './messages'

/** Whether the session may use the screen's Change status (the inline RTO status dropdown). */
function useMayChangeStatus(): boolean {
  const { perms } = useSession()
  const pathname = useLocation({ select: (l) => l.pathname })
  const screen = screenForPath(pathname)
  const action = actionOn(screen, 'action.changeStatus')
  return action !== undefined && actionAllowedOn(action, screen, perms)
}

/**
 * The bookings table with its RTO status column as the inline dropdown (spec 001 sections 2 and 7) for a role with
 * Change status: the options are the server's bookingStatus list (GET /booking/rto-statuses, labelled), a choice
 * sends POST /booking/rto-status, says 'Booking RTO Status updated successfully' and refreshes the table. Without the
 * button the column shows the status as text.
 */
export function useBookingTableWithRtoStatus(table: TableDeclaration<BookingRow>): TableDeclaration<BookingRow> {
  const { i18n } = useLingui()
  const allowed = useMayChangeStatus()
  const statuses = useRtoStatuses(allowed)
  const change = useChangeRtoStatus()
  const refresh = bookingApi.useRefresh()
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())
  const pendingRef = useRef(pending)
  useEffect(() => {
    pendingRef.current = pending
  })
  const { mutate } = change

  const onChange = useCallback(
    (row: BookingRow, value: string) => {
      if (!isRtoStatus(value) || pendingRef.current.has(row._id)) return
      setPending((old) => new Set(old).add(row._id))
      const done = () =>
        setPending((old) => {
          const next = new Set(old)
          next.delete(row._id)
          return next
        })
      mutate(
        { recordId: row._id, rtoStatus: value, source: 'pointer' },
        {
          onSuccess: (answer) => {
            reportBookingAnswer(i18n, answer, bookingSuccess.rtoUpdated)
            refresh()
          },
          onSettled: done,
        },
      )
    },
    [mutate, i18n, refresh],
  )
  const isPending = useCallback((row: BookingRow) => pending.has(row._id), [pending])
  const options = statuses.data

  return useMemo(() => {
    if (!allowed || !options) return table
    const rtoStatus = { options: options.map((value) => ({ value })), onChange, pending: isPending }
    return { ...table, columns: table.columns.map((c) => (c.format === 'rtoStatus' ? { ...c, rtoStatus } : c)) }
  }, [table, allowed, options, onChange, isPending])
}
