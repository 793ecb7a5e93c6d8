import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useLocation } from '@tanstack/react-router'
import { actionAllowedOn, actionOn } from '@commands/decide'
import { screenForPath } from '@commands/screens'
import { bookingOptionsAnswer } from '@shared/api/booking'
import { RC } from '@shared/response-codes'
import type { TableDeclaration } from '@/components/data-table/types'
import { api, ApiError } from '@/lib/api'
import { reportAnswer, type ServerTexts } from '@/lib/report-answer'
import { optionLabel } from '@/lib/option-list'
import { RTO_STATUS_LABELS } from '@/lib/rto-status-labels'
import { useSession } from '@/lib/session'

/** Whether the session may use the current screen's Change status (the inline RTO status dropdown). */
export function useMayChangeStatus(): boolean {
  const { perms } = useSession()
  const pathname = useLocation({ select: (l) => l.pathname })
  const screen = screenForPath(pathname)
  const action = actionOn(screen, 'action.changeStatus')
  return action !== undefined && actionAllowedOn(action, screen, perms)
}

const updated = msg`Booking RTO Status updated successfully`
const TEXTS: ServerTexts = new Map<string, MessageDescriptor>([
  ['Booking RTO Status updated successfully', updated],
  ['Please select a booking', msg`Please select a booking`],
  ['Please select an RTO status', msg`Please select an RTO status`],
])

/** The calls behind a screen's inline RTO status: the options (GET, `{ result: [{ value, label }] }`) and the change (POST). */
export interface InlineRtoStatusCalls {
  statuses: string
  change: string
  /** After a change was saved: the screen refreshes its rows. */
  onChanged: () => void
}

/**
 * A table with its `rtoStatus` column as the inline dropdown (spec 001 sections 2 and 7) for a role with the screen's
 * Change status: the options are the server's bookingStatus list (`calls.statuses`: the active values of the Options
 * screen's list, issue 21; kept five minutes, refreshed when the Options screen changes a list), a choice sends
 * `calls.change` with recordId and rtoStatus, says 'Booking RTO Status updated successfully' and refreshes the table;
 * the row's dropdown waits while its change is on its way. Without the button the column shows the status as text.
 */
export function useInlineRtoStatus<TRow extends { _id: string }>(
  table: TableDeclaration<TRow>,
  calls: InlineRtoStatusCalls,
): TableDeclaration<TRow> {
  const { i18n } = useLingui()
  const allowed = useMayChangeStatus()
  const statuses = useQuery({
    queryKey: ['options', 'rto-statuses', calls.statuses],
    enabled: allowed,
    staleTime: 5 * 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.get(calls.statuses, { schema: bookingOptionsAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.result
    },
  })
  const { mutate } = useMutation({
    mutationFn: ({ recordId, rtoStatus }: { recordId: string; rtoStatus: string }) =>
      api.post(calls.change, { recordId, rtoStatus }, { source: 'pointer' }),
  })
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())
  const pendingRef = useRef(pending)
  const onChangedRef = useRef(calls.onChanged)
  useEffect(() => {
    pendingRef.current = pending
    onChangedRef.current = calls.onChanged
  })

  const onChange = useCallback(
    (row: TRow, value: string) => {
      if (pendingRef.current.has(row._id)) return
      setPending((old) => new Set(old).add(row._id))
      const done = () =>
        setPending((old) => {
          const next = new Set(old)
          next.delete(row._id)
          return next
        })
      mutate(
        { recordId: row._id, rtoStatus: value },
        {
          onSuccess: (answer) => {
            reportAnswer(i18n, answer, updated, TEXTS)
            onChangedRef.current()
          },
          onSettled: done,
        },
      )
    },
    [mutate, i18n],
  )
  const isPending = useCallback((row: TRow) => pending.has(row._id), [pending])
  const options = statuses.data

  return useMemo(() => {
    if (!allowed || !options) return table
    const rtoStatus = {
      options: options.map((o) => ({ value: o.value, label: optionLabel(i18n, o, RTO_STATUS_LABELS) })),
      onChange,
      pending: isPending,
    }
    return { ...table, columns: table.columns.map((c) => (c.format === 'rtoStatus' ? { ...c, rtoStatus } : c)) }
  }, [table, allowed, options, onChange, isPending, i18n])
}

/**
 * Change status on a selected row: its inline RTO status dropdown takes the focus (Enter, Space or the arrows open it;
 * Enter picks). The dropdown is the row's own control, so the action only brings the keyboard there.
 */
export function focusRtoStatus(rowId: string) {
  requestAnimationFrame(() => {
    const trigger = document.querySelector<HTMLElement>(`[data-row-key="${CSS.escape(rowId)}"] [data-slot="rto-status"]`)
    trigger?.focus()
  })
}
