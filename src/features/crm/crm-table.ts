import { msg } from '@lingui/core/macro'
import { CALL_STATUSES, LEAD_SOURCES, leadListRow } from '@shared/api/crm'
import { useMemo } from 'react'
import type { z } from 'zod'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { i18n } from '@/lib/i18n'
import { useExecutives } from './api'
import { CALL_STATUS_LABELS, isLeadSource, LEAD_SOURCE_LABELS } from './labels'

/**
 * A row of POST /api/admin/crm/all (shared/api/crm.ts), plus `sources`: the lead sources' display names in the active
 * language, for the comma-joined marketingSource cell and the export.
 */
export const leadRow = leadListRow.transform((r) => ({
  ...r,
  sources: r.marketingType.map((k) => (isLeadSource(k) ? i18n._(LEAD_SOURCE_LABELS[k]) : k)),
}))
export type LeadRow = z.output<typeof leadRow>

/** The staff of the filter panel's assignee filter. */
function useExecutiveOptions(): LookupOptions {
  const { data, isLoading } = useExecutives(true)
  const options = useMemo(() => (data ?? []).map((e) => ({ value: e._id, label: `${e.fname} ${e.lname ?? ''}`.trim() })), [data])
  return { options, loading: isLoading }
}

/**
 * The CRM table (issue 6) with the special cells of spec 001 section 2: lead sources comma-joined, the first
 * follow-up's executive and date, the assigned executive's name, the call status label and the last call's duration
 * as Xmin:YYsec.
 */
export const crmTable = defineTable<LeadRow>({
  id: 'crm',
  screenId: 'screen.crm',
  endpoint: '/crm/all',
  exportEndpoint: '/crm/export',
  rowSchema: leadRow as unknown as z.ZodType<LeadRow>,
  rowId: (row) => row._id,
  selectedRow: (row) => ({ id: row._id }),
  defaultPageSize: 10,
  columns: [
    { id: 'fname', label: msg`First Name`, sortable: true, width: 140 },
    { id: 'lname', label: msg`Last Name`, width: 130 },
    { id: 'mobileNo', label: msg`Mobile No.`, sortable: true, width: 130 },
    { id: 'email', label: msg`Email`, width: 200, visible: false },
    { id: 'city', label: msg`City`, width: 120 },
    { id: 'sources', label: msg`Lead Source`, format: 'marketingSource', width: 180 },
    { id: 'callStatus', label: msg`Call Status`, format: 'callStatus', sortable: true, width: 130 },
    { id: 'assignedTo', label: msg`Assigned To`, format: 'crmAssignedTo', width: 160 },
    { id: 'followupsAssigned', accessor: 'followups', label: msg`Follow-up By`, format: 'crmFollowupsAssigned', width: 160 },
    { id: 'followupsDate', accessor: 'followups', label: msg`Follow-up Date`, format: 'crmFollowupsDate', width: 130 },
    { id: 'lastDuration', label: msg`Last Call`, format: 'crmDuration', width: 120 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', sortable: true, width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', sortable: true, width: 170 },
  ],
  filters: [
    { id: 'callStatus', label: msg`Call status`, kind: 'choice', options: CALL_STATUSES.map((s) => ({ value: s, label: CALL_STATUS_LABELS[s] })) },
    { id: 'marketingType', label: msg`Lead source`, kind: 'choice', options: LEAD_SOURCES.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] })) },
    { id: 'assignedTo', label: msg`Assigned to`, kind: 'lookup', useOptions: useExecutiveOptions },
  ],
})
