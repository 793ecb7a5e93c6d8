import { useMemo } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { TICKET_PRIORITIES, TICKET_STAGES, ticketTableContract, type TicketRow } from '@shared/api/ticket.table'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { personName } from '@/components/data-table/formatters'
import { useTicketCentres, useTicketStaff, useTicketTypes } from './api'
import { TICKET_PRIORITY_LABELS, TICKET_STAGE_LABELS, TICKET_TYPE_LABELS, ticketTypeLabel } from './labels'

export type { TicketRow }

/** The centres of the filter panel: those the actor may file tickets for. */
function useCentreOptions(): LookupOptions {
  const { data, isLoading } = useTicketCentres()
  const options = useMemo(() => (data ?? []).map((c) => ({ value: c._id, label: c.title })), [data])
  return { options, loading: isLoading }
}

/** The types of the type filter: the active ticket types of the Options screen's list (issue 21). */
function useTypeOptions(): LookupOptions {
  const { i18n } = useLingui()
  const { data, isLoading } = useTicketTypes()
  const options = useMemo(() => (data ?? []).map((o) => ({ value: o.value, label: ticketTypeLabel(i18n, o) })), [data, i18n])
  return { options, loading: isLoading }
}

/** The people of the assignee filter: the workers and scc within the actor's reach. */
function useAssigneeOptions(): LookupOptions {
  const { data, isLoading } = useTicketStaff()
  const options = useMemo(() => (data ?? []).map((p) => ({ value: p._id, label: `${personName(p)} (${p.mobileNo})` })), [data])
  return { options, loading: isLoading }
}

/**
 * The tickets table (issue 18; spec 002 sections 3–4): the ticket number, title, service centre, type, priority, stage,
 * assignee, customer, day of resolving, Hold Till and the number of comments. Spec 001 section 2 gives tickets no row
 * colours. Filters: stage, type, priority, centre, assignee and the created-date range.
 */
export const ticketTable = defineTable<TicketRow>({
  id: 'tickets',
  screenId: 'screen.tickets',
  contract: ticketTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'number', accessor: 'ticketNo', label: msg`Ticket No.`, width: 120 },
    { id: 'title', label: msg`Title`, width: 240 },
    { id: 'serviceCentre', accessor: 'serviceCentre.title', label: msg`Service Centre`, width: 170 },
    { id: 'type', label: msg`Type`, labels: TICKET_TYPE_LABELS, width: 120 },
    { id: 'priority', label: msg`Priority`, labels: TICKET_PRIORITY_LABELS, width: 100 },
    { id: 'stage', label: msg`Stage`, labels: TICKET_STAGE_LABELS, width: 120 },
    { id: 'assignee', label: msg`Assignee`, format: 'person', width: 160 },
    { id: 'customer', label: msg`Customer`, format: 'person', width: 160 },
    { id: 'customerMobileNo', accessor: 'customer.mobileNo', label: msg`Mobile No.`, width: 120, visible: false },
    { id: 'dayOfResolving', label: msg`Day of resolving`, format: 'day', width: 140 },
    { id: 'holdTill', label: msg`Hold Till`, format: 'day', width: 120 },
    { id: 'comments', label: msg`Comments`, dataType: 'number', width: 110 },
    { id: 'description', label: msg`Description`, width: 220, visible: false },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170, visible: false },
  ],
  filters: [
    {
      id: 'status',
      label: msg`Stage`,
      kind: 'choice',
      options: TICKET_STAGES.map((s) => ({ value: s, label: TICKET_STAGE_LABELS[s] })),
    },
    { id: 'type', label: msg`Type`, kind: 'lookup', useOptions: useTypeOptions },
    {
      id: 'priority',
      label: msg`Priority`,
      kind: 'choice',
      options: TICKET_PRIORITIES.map((s) => ({ value: s, label: TICKET_PRIORITY_LABELS[s] })),
    },
    { id: 'scuId', label: msg`Service Centre`, kind: 'lookup', useOptions: useCentreOptions },
    { id: 'assigneeId', label: msg`Assignee`, kind: 'lookup', useOptions: useAssigneeOptions },
    { id: 'startDate', label: msg`Start date`, kind: 'date', edge: 'start' },
    { id: 'endDate', label: msg`End date`, kind: 'date', edge: 'end' },
  ],
})
