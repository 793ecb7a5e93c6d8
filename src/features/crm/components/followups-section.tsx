import { useEffect, useId, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { CRM_MESSAGES as CM, type ExecutiveRow, type LeadDetails } from '@shared/api/crm'
import { dayToIndiaSeconds, todayInIndia } from '@shared/india-day'
import { formatDay, formatDuration } from '@/components/data-table/formatters'
import { Button } from '@/components/ui/button'
import { DateInput } from '@/components/ui/date-input'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { OptionSelect } from '@/components/ui/select'
import { toast } from '@/lib/toast'
import { useAddFollowup } from '../api'
import { CALL_OUTCOME_LABELS, isCallOutcome } from '../labels'
import { crmText, reportCrmAnswer } from '../messages'

interface Props {
  lead: LeadDetails
  executives: readonly ExecutiveRow[]
  canAdd: boolean
  /** Focus the add form at once (the follow-up action). */
  autoFocus?: boolean
}

/** yyyy-mm-dd (the date field's value) as Unix seconds of that day's midnight in India; null when empty or invalid. */
export function dayToUnix(day: string): number | null {
  return dayToIndiaSeconds(day) ?? null
}

const today = () => todayInIndia()

/**
 * A lead's activity below its form: the last call, the follow-ups (latest date first: the table's first follow-up)
 * with a small form to add one (executive, date, remark; Enter in its fields adds), and the recent calls. Inside the
 * lead form, so no <form> of its own.
 */
export function FollowupsSection({ lead, executives, canAdd, autoFocus = false }: Props) {
  const { t, i18n } = useLingui()
  const add = useAddFollowup()
  const id = useId()
  const addForm = useRef<HTMLFieldSetElement>(null)
  const [executiveId, setExecutiveId] = useState('')
  const [day, setDay] = useState(today)
  const [remark, setRemark] = useState('')
  const outcome = (status: string) => (isCallOutcome(status) ? i18n._(CALL_OUTCOME_LABELS[status]) : status)

  useEffect(() => {
    if (autoFocus) addForm.current?.querySelector<HTMLElement>('button[role=combobox], input')?.focus()
  }, [autoFocus])

  const submit = () => {
    if (add.isPending) return
    const followUpDate = dayToUnix(day)
    if (!executiveId) return void toast.error(crmText(i18n, CM.selectExecutive))
    if (followUpDate === null) return void toast.error(crmText(i18n, CM.followUpDate))
    add.mutate(
      { payload: { leadId: lead._id, executiveId, followUpDate, ...(remark.trim() ? { remark: remark.trim() } : {}) }, source: 'pointer' },
      {
        onSuccess: (answer) => {
          if (reportCrmAnswer(i18n, answer, msg`Follow-up added`)) setRemark('')
        },
      },
    )
  }
  const onEnter = (e: React.KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault()
      submit()
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 border-t pt-3">
      <p className="text-sm text-muted-foreground" data-testid="lead-last-call">
        {t`Last call`}:{' '}
        {lead.lastCallOutcome
          ? `${outcome(lead.lastCallOutcome)}, ${formatDuration(lead.lastDuration)}, ${formatDay(lead.lastCallAt)}`
          : t`none yet`}
      </p>
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        {t`Follow-ups`}
      </h3>
      {lead.followups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t`No follow-ups yet.`}</p>
      ) : (
        <ul className="grid gap-1 text-sm" aria-label={t`Follow-ups`}>
          {lead.followups.map((f) => (
            <li key={f._id} className="flex flex-wrap gap-x-3">
              <span className="font-medium">{formatDay(f.followUpDate)}</span>
              <span>{f.assignedExecutiveName || '-'}</span>
              {f.remark && <span className="text-muted-foreground">{f.remark}</span>}
            </li>
          ))}
        </ul>
      )}
      {canAdd && (
        <fieldset ref={addForm} className="grid gap-2 sm:grid-cols-[1fr_auto_1fr_auto] sm:items-end">
          <legend className="sr-only">{t`Add a follow-up`}</legend>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-exec`}>{t`Follow-up executive`}</Label>
            <OptionSelect
              id={`${id}-exec`}
              value={executiveId}
              onValueChange={setExecutiveId}
              onKeyDown={onEnter}
              placeholder={t`Choose…`}
              options={executives.map((e) => ({ value: e._id, label: `${e.fname} ${e.lname ?? ''}`.trim() }))}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-date`}>{t`Follow-up date`}</Label>
            <DateInput id={`${id}-date`} value={day} onChange={setDay} onKeyDown={onEnter} clearWhenInvalid />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`${id}-remark`}>{t`Remark`}</Label>
            <Input id={`${id}-remark`} value={remark} maxLength={1000} onChange={(e) => setRemark(e.target.value)} onKeyDown={onEnter} />
          </div>
          <Button type="button" variant="secondary" onClick={submit} disabled={add.isPending}>
            {t`Add follow-up`}
          </Button>
        </fieldset>
      )}
      {lead.calls.length > 0 && (
        <>
          <h3 className="text-sm font-semibold">{t`Recent calls`}</h3>
          <ul className="grid gap-1 text-sm" aria-label={t`Recent calls`}>
            {lead.calls.map((c) => (
              <li key={c._id} className="flex flex-wrap gap-x-3">
                <span>{formatDay(c.createdAt)}</span>
                <span>{outcome(c.status)}</span>
                <span>{formatDuration(c.duration)}</span>
                <span className="text-muted-foreground">
                  {c.requestedBy ? `${c.requestedBy.fname} ${c.requestedBy.lname ?? ''}`.trim() : ''}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
