import { useLingui } from '@lingui/react/macro'
import { CALL_STATUSES, type LeadDetails, type LeadFormInput } from '@shared/api/crm'
import { SelectFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import type { RecordDialogMode } from '@/components/record-dialog-footer'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { crmApi, useExecutives } from '../api'
import { CALL_STATUS_LABELS, isLeadSource } from '../labels'
import { FollowupsSection } from './followups-section'
import { LeadSourcesField } from './lead-sources-field'

const EMPTY: LeadFormInput = {
  fname: '',
  lname: '',
  mobileNo: '',
  email: '',
  city: '',
  marketingType: [],
  callStatus: 'new_lead',
  assignedTo: '',
}

function valuesOf({ lead }: { lead: LeadDetails }): LeadFormInput {
  return {
    fname: lead.fname,
    lname: lead.lname ?? '',
    mobileNo: lead.mobileNo,
    email: lead.email ?? '',
    city: lead.city ?? '',
    marketingType: lead.marketingType.filter(isLeadSource),
    callStatus: lead.callStatus,
    assignedTo: lead.assignedTo?._id ?? '',
  }
}

/**
 * The lead dialog (new, edit, view): name, mobile number, e-mail, city, call status, assigned executive and lead
 * sources, checked by the shared schema; below them the last call, the follow-ups (with a form to add one) and the
 * recent calls. A new lead from the deep link comes prefilled (marked Existing User when a customer has the number);
 * the follow-up action opens the lead on its follow-up form. Reset also in edit mode.
 */
export function LeadDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const { state } = props
  const staff = useExecutives(state !== null).data ?? []
  const toFollowup = state !== null && state.mode !== 'new' && state.focus === 'followup'
  const existingCustomer = state?.mode === 'new' && state.prefill?.callStatus === 'existed'
  const description = (_: unknown, mode: RecordDialogMode) =>
    existingCustomer
      ? t`A customer with this mobile number exists: the lead is marked Existing User.`
      : mode === 'view'
        ? t`The lead, its follow-ups and its calls.`
        : undefined

  return (
    <RecordDialogFrame
      {...props}
      api={crmApi}
      testId="lead-dialog"
      className="sm:max-w-2xl"
      title={{ new: t`New lead`, edit: t`Edit lead`, view: t`View lead` }}
      description={description}
      empty={EMPTY}
      toValues={valuesOf}
      duplicateField="mobileNo"
      resetOnEdit
      sections={({ viewOnly, details }) =>
        details && <FollowupsSection lead={details.lead} executives={staff} canAdd={!viewOnly} autoFocus={toFollowup} />
      }
    >
      {() => (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFormField name="fname" label={t`First name`} required autoComplete="off" autoFocus={!toFollowup} maxLength={100} />
          <TextFormField name="lname" label={t`Last name`} autoComplete="off" maxLength={100} />
          <TextFormField name="mobileNo" label={t`Mobile number`} required inputMode="numeric" autoComplete="off" maxLength={16} />
          <TextFormField name="email" label={t`Email`} type="email" autoComplete="off" maxLength={200} />
          <TextFormField name="city" label={t`City`} autoComplete="off" maxLength={100} />
          <SelectFormField
            name="callStatus"
            label={t`Call status`}
            options={CALL_STATUSES.map((s) => ({ value: s, label: i18n._(CALL_STATUS_LABELS[s]) }))}
          />
          <SelectFormField
            name="assignedTo"
            label={t`Assigned executive`}
            placeholder={t`Not assigned`}
            className="sm:col-span-2"
            options={staff.map((e) => ({ value: e._id, label: `${`${e.fname} ${e.lname ?? ''}`.trim()} (${e.mobileNo})` }))}
          />
          <LeadSourcesField className="sm:col-span-2" />
        </div>
      )}
    </RecordDialogFrame>
  )
}
