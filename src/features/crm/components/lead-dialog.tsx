import { useEffect, useMemo, useRef, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { CALL_STATUSES, LEAD_SOURCES, leadForm, type CallStatus, type LeadDetails, type LeadForm, type LeadFormInput } from '@shared/api/crm'
import { formatDay, formatDuration } from '@/components/data-table/formatters'
import { TextFormField } from '@/components/form-text-field'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { NativeSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useExecutives, useLeadDetails, useSaveLead } from '../api'
import { CALL_OUTCOME_LABELS, CALL_STATUS_LABELS, isCallOutcome, LEAD_SOURCE_LABELS } from '../labels'
import { crmMessages, reportCrmAnswer } from '../messages'
import { FollowupsSection } from './followups-section'

/** What the lead dialog shows: a new lead (optionally prefilled by the deep link), or an existing one to edit or view. */
export type LeadDialogState =
  | null
  | { mode: 'new'; prefill?: Partial<LeadFormInput> & { existingCustomer?: boolean } }
  | { mode: 'edit' | 'view'; leadId: string; focus?: 'followup' }

interface Props {
  state: LeadDialogState
  onOpenChange: (open: boolean) => void
  onSaved: () => void
  onCloseAutoFocus?: (event: Event) => void
}

const EMPTY: LeadFormInput = { fname: '', lname: '', mobileNo: '', email: '', city: '', marketingType: [], callStatus: 'new_lead', assignedTo: '' }

function valuesOf(lead: LeadDetails): LeadFormInput {
  return {
    fname: lead.fname,
    lname: lead.lname ?? '',
    mobileNo: lead.mobileNo,
    email: lead.email ?? '',
    city: lead.city ?? '',
    marketingType: lead.marketingType.filter((k): k is (typeof LEAD_SOURCES)[number] => (LEAD_SOURCES as readonly string[]).includes(k)),
    callStatus: lead.callStatus,
    assignedTo: lead.assignedTo?._id ?? '',
  }
}

/**
 * The lead dialog (new, edit, view): name, mobile number, e-mail, city, lead sources, call status and assigned
 * executive, validated by the shared schema; the follow-ups and recent calls below. Save and Reset in the footer,
 * also Ctrl/Cmd+S and Ctrl/Cmd+R; Esc closes.
 */
export function LeadDialog({ state, onOpenChange, onSaved, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const open = state !== null
  const leadId = state && state.mode !== 'new' ? state.leadId : null
  const viewOnly = state?.mode === 'view'
  const details = useLeadDetails(leadId)
  const executives = useExecutives(open)
  const save = useSaveLead()
  const [content, setContent] = useState<HTMLDivElement | null>(null)
  const followupRef = useRef<HTMLFieldSetElement>(null)

  const defaults = useMemo<LeadFormInput>(() => {
    if (state?.mode === 'new') {
      const { existingCustomer: _e, ...prefill } = state.prefill ?? {}
      return { ...EMPTY, ...prefill }
    }
    return details.data ? valuesOf(details.data) : EMPTY
  }, [state, details.data])
  const form = useForm<LeadFormInput, unknown, LeadForm>({ resolver: zodResolver(leadForm), defaultValues: defaults })
  useEffect(() => {
    form.reset(defaults)
  }, [defaults, form])

  // The follow-up action opens the lead with the focus on the follow-up form.
  const wantsFollowup = state && state.mode !== 'new' && state.focus === 'followup'
  useEffect(() => {
    if (wantsFollowup && details.data) followupRef.current?.querySelector<HTMLElement>('select, input')?.focus()
  }, [wantsFollowup, details.data])

  const submit = (source: ActionSource) => {
    if (viewOnly || save.isPending) return
    void form.handleSubmit(
      (values) => {
        const payload: Record<string, unknown> = { ...values, ...(leadId ? { leadId } : {}) }
        save.mutate(
          { payload, source },
          {
            onSuccess: (answer) => {
              if (reportCrmAnswer(i18n, answer, leadId ? crmMessages.updated : crmMessages.saved)) {
                onSaved()
                onOpenChange(false)
              }
            },
          },
        )
      },
      () => {
        const first = content?.querySelector<HTMLElement>('[aria-invalid="true"]')
        first?.focus()
      },
    )()
  }
  const reset = () => {
    form.reset(defaults)
    content?.querySelector<HTMLInputElement>('input[name="fname"]')?.focus()
  }
  useFooterCommands(open, () => content, {
    ...(viewOnly ? {} : { 'action.save': submit, 'action.reset': reset }),
    'action.close': () => onOpenChange(false),
  })

  const title = state?.mode === 'new' ? t`New lead` : viewOnly ? t`View lead` : t`Edit lead`
  const existingCustomer = state?.mode === 'new' && state.prefill?.existingCustomer
  const loading = leadId !== null && details.isLoading
  const failed = leadId !== null && details.isError

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={setContent} className="max-h-[90vh] overflow-y-auto sm:max-w-2xl" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {existingCustomer
              ? t`A customer with this mobile number exists: the lead is marked Existing User.`
              : viewOnly
                ? t`The lead, its follow-ups and its calls.`
                : t`Fields marked * are required.`}
          </DialogDescription>
        </DialogHeader>
        {loading ? (
          <p role="status">{t`Loading…`}</p>
        ) : failed ? (
          <p role="alert">{t`The lead could not be loaded.`}</p>
        ) : (
          <Form {...form}>
            <form
              noValidate
              aria-label={title}
              className="grid gap-4"
              onSubmit={(e) => {
                e.preventDefault()
                submit('pointer')
              }}
            >
              <fieldset disabled={viewOnly} className="grid gap-4 sm:grid-cols-2">
                <TextFormField name="fname" label={t`First name *`} autoComplete="off" autoFocus={!wantsFollowup} maxLength={100} />
                <TextFormField name="lname" label={t`Last name`} autoComplete="off" maxLength={100} />
                <TextFormField name="mobileNo" label={t`Mobile number *`} inputMode="numeric" autoComplete="off" maxLength={16} />
                <TextFormField name="email" label={t`Email`} type="email" autoComplete="off" maxLength={200} />
                <TextFormField name="city" label={t`City`} autoComplete="off" maxLength={100} />
                <FormField
                  control={form.control}
                  name="callStatus"
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel>{t`Call status`}</FormLabel>
                      <FormControl>
                        <NativeSelect {...field} value={field.value ?? 'new_lead'} onChange={(e) => field.onChange(e.target.value as CallStatus)}>
                          {CALL_STATUSES.map((s) => (
                            <option key={s} value={s}>
                              {i18n._(CALL_STATUS_LABELS[s])}
                            </option>
                          ))}
                        </NativeSelect>
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="assignedTo"
                  render={({ field }) => (
                    <FormItem className="sm:col-span-2">
                      <FormLabel>{t`Assigned executive`}</FormLabel>
                      <FormControl>
                        <NativeSelect {...field} value={String(field.value ?? '')}>
                          <option value="">{t`Not assigned`}</option>
                          {(executives.data ?? []).map((e) => (
                            <option key={e._id} value={e._id}>
                              {`${e.fname} ${e.lname ?? ''}`.trim()} ({e.mobileNo})
                            </option>
                          ))}
                        </NativeSelect>
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name="marketingType"
                  render={({ field }) => {
                    const chosen = new Set(field.value ?? [])
                    return (
                      <FormItem className="sm:col-span-2">
                        <fieldset className="grid gap-2">
                          <legend className="mb-1 text-sm font-medium">{t`Lead sources`}</legend>
                          <div className="grid grid-cols-2 gap-x-4 gap-y-1 sm:grid-cols-3">
                            {LEAD_SOURCES.map((s) => (
                              <label key={s} className="flex items-center gap-2 text-sm">
                                <input
                                  type="checkbox"
                                  className="size-4 accent-primary focus-visible:ring-2 focus-visible:ring-ring"
                                  checked={chosen.has(s)}
                                  onChange={(e) => {
                                    const next = new Set(chosen)
                                    if (e.target.checked) next.add(s)
                                    else next.delete(s)
                                    field.onChange(LEAD_SOURCES.filter((k) => next.has(k)))
                                  }}
                                />
                                {i18n._(LEAD_SOURCE_LABELS[s])}
                              </label>
                            ))}
                          </div>
                        </fieldset>
                        <FormMessage />
                      </FormItem>
                    )
                  }}
                />
              </fieldset>
              {details.data && (
                <>
                  <p className="text-sm text-muted-foreground" data-testid="lead-last-call">
                    {t`Last call`}:{' '}
                    {details.data.lastCallOutcome
                      ? `${isCallOutcome(details.data.lastCallOutcome) ? i18n._(CALL_OUTCOME_LABELS[details.data.lastCallOutcome]) : details.data.lastCallOutcome}, ${formatDuration(details.data.lastDuration)}, ${formatDay(details.data.lastCallAt)}`
                      : t`none yet`}
                  </p>
                  <FollowupsSection
                    ref={followupRef}
                    lead={details.data}
                    executives={executives.data ?? []}
                    canAdd={!viewOnly}
                    onAdded={() => {
                      void details.refetch()
                      onSaved()
                    }}
                  />
                </>
              )}
              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                  {t`Close`}
                </Button>
                {!viewOnly && (
                  <>
                    <Button type="button" variant="outline" onClick={reset}>
                      {t`Reset`}
                    </Button>
                    <Button type="submit" disabled={save.isPending}>
                      {t`Save`}
                    </Button>
                  </>
                )}
              </DialogFooter>
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  )
}
