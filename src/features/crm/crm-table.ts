import { msg } from '@lingui/core/macro'
import { CALL_STATUSES, crmTableContract, LEAD_SOURCES, type LeadListRow } from '@shared/api/crm'
import { useMemo } from 'react'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { useExecutives } from './api'
import { CALL_STATUS_LABELS, LEAD_SOURCE_LABELS } from './labels'

/** A row of POST /api/admin/crm/all (shared/api/crm.ts). */
export type LeadRow = LeadListRow

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
  contract: crmTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  columns: [
    { id: 'fname', label: msg`First Name`, width: 140 },
    { id: 'lname', label: msg`Last Name`, width: 130 },
    { id: 'mobileNo', label: msg`Mobile No.`, width: 130 },
    { id: 'email', label: msg`Email`, width: 200, visible: false },
    { id: 'city', label: msg`City`, width: 120 },
    // Spec 001 section 2's special cells: marketingSource, callStatus, crmAssignedTo, the first follow-up's executive
    // and date (crmFollowupsAssigned, crmFollowupsDate) and crmDuration.
    { id: 'marketingType', label: msg`Lead Source`, format: 'list', labels: LEAD_SOURCE_LABELS, width: 180 },
    { id: 'callStatus', label: msg`Call Status`, labels: CALL_STATUS_LABELS, width: 130 },
    { id: 'assignedTo', label: msg`Assigned To`, format: 'person', width: 160 },
    { id: 'followupsAssigned', accessor: 'followups.0.assignedExecutiveName', label: msg`Follow-up By`, width: 160 },
    { id: 'followupsDate', accessor: 'followups.0.followUpDate', label: msg`Follow-up Date`, format: 'day', width: 130 },
    { id: 'lastDuration', label: msg`Last Call`, format: 'duration', width: 120 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170 },
  ],
  filters: [
    {
      id: 'callStatus',
      label: msg`Call status`,
      kind: 'choice',
      options: CALL_STATUSES.map((s) => ({ value: s, label: CALL_STATUS_LABELS[s] })),
    },
    {
      id: 'marketingType',
      label: msg`Lead source`,
      kind: 'choice',
      options: LEAD_SOURCES.map((s) => ({ value: s, label: LEAD_SOURCE_LABELS[s] })),
    },
    { id: 'assignedTo', label: msg`Assigned to`, kind: 'lookup', useOptions: useExecutiveOptions },
  ],
})
