import { useEffect, useMemo, useState } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm, type Control, type Resolver } from 'react-hook-form'
import { RIDING_MODE_NUMBERS, ridingModeForm, type RidingModeForm, type RidingModeNumber, type RidingModeRow } from '@shared/api/riding-mode'
import { RC } from '@shared/response-codes'
import { RecordDialogFooter, useRecordDialogCommands } from '@/components/record-dialog-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useRidingMode, useSaveRidingMode } from '../api'
import { NUMBER_LABELS, ridingModeMessages, ridingModeServerTexts } from '../messages'

export type RidingModeDialogState = { mode: 'new' } | { mode: 'edit' | 'view'; recordId: string } | null

/** The form's values: the numbers as their inputs' text (the shared schema turns them into numbers). */
type Values = { title: string; regenBreaking: boolean; active: boolean } & Record<RidingModeNumber, string>

const EMPTY: Values = {
  title: '',
  regenBreaking: false,
  active: true,
  ...(Object.fromEntries(RIDING_MODE_NUMBERS.map((k) => [k, ''])) as Record<RidingModeNumber, string>),
}

const valuesOf = (r: RidingModeRow): Values => ({
  title: r.title,
  regenBreaking: r.regenBreaking,
  active: r.active,
  ...(Object.fromEntries(RIDING_MODE_NUMBERS.map((k) => [k, String(r[k])])) as Record<RidingModeNumber, string>),
})

interface Props {
  state: RidingModeDialogState
  onOpenChange: (open: boolean) => void
  onSaved: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The riding-mode dialog (new, edit, view): the title and the eleven numeric settings, all required (spec 001
 * section 5), regenerative braking and active; the tax of the detail answer below. Reset and Save in new mode, Reset
 * and Update in edit mode (also Ctrl/Cmd+S and Ctrl/Cmd+R); Esc closes. A duplicate title marks the title field.
 */
export function RidingModeDialog({ state, onOpenChange, onSaved, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const open = state !== null
  const recordId = state && state.mode !== 'new' ? state.recordId : null
  const viewOnly = state?.mode === 'view'
  const details = useRidingMode(recordId)
  const save = useSaveRidingMode()
  const [content, setContent] = useState<HTMLDivElement | null>(null)

  const defaults = useMemo<Values>(() => (state?.mode !== 'new' && details.data ? valuesOf(details.data.result) : EMPTY), [state, details.data])
  const form = useForm<Values, unknown, RidingModeForm>({
    resolver: zodResolver(ridingModeForm) as unknown as Resolver<Values, unknown, RidingModeForm>,
    defaultValues: defaults,
  })
  // The fields see the text values; the submit handler gets the schema's output.
  const control = form.control as unknown as Control<Values>
  useEffect(() => {
    form.reset(defaults)
  }, [defaults, form])

  const focusFirstInvalid = () => content?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  const submit = (source: ActionSource) => {
    if (viewOnly || save.isPending) return
    void form.handleSubmit((values) => {
      const payload: Record<string, unknown> = { ...values, ...(recordId ? { recordId } : {}) }
      save.mutate(
        { payload, source },
        {
          onSuccess: (answer) => {
            if (reportAnswer(i18n, answer, recordId ? ridingModeMessages.updated : ridingModeMessages.saved, ridingModeServerTexts)) {
              onSaved()
              onOpenChange(false)
            } else if (answer.responseCode === RC.DUPLICATE) {
              form.setError('title', { message: 'Duplicate Records' }, { shouldFocus: true })
            }
          },
        },
      )
    }, focusFirstInvalid)()
  }
  const reset = () => {
    form.reset(defaults)
    content?.querySelector<HTMLInputElement>('input[name="title"]')?.focus()
  }
  useRecordDialogCommands(open, state?.mode ?? 'view', () => content, { submit, reset, close: () => onOpenChange(false) })

  const title = state?.mode === 'new' ? t`New riding mode` : viewOnly ? t`View riding mode` : t`Edit riding mode`
  const loading = recordId !== null && details.isLoading
  const failed = recordId !== null && details.isError
  const tax = details.data?.tax

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        ref={setContent}
        data-testid="riding-mode-dialog"
        className="max-h-[90vh] overflow-y-auto sm:max-w-3xl"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{viewOnly ? t`The riding mode's controller settings.` : t`All fields marked * are required.`}</DialogDescription>
        </DialogHeader>
        {loading ? (
          <p role="status">{t`Loading…`}</p>
        ) : failed ? (
          <p role="alert">{t`The riding mode could not be loaded.`}</p>
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
              <fieldset disabled={viewOnly} className="grid gap-4 sm:grid-cols-3">
                <FormField
                  control={control}
                  name="title"
                  render={({ field }) => (
                    <FormItem className="sm:col-span-3">
                      <FormLabel>{t`Title`} *</FormLabel>
                      <FormControl>
                        <Input {...field} autoComplete="off" autoFocus={!viewOnly} maxLength={100} aria-required="true" />
                      </FormControl>
                      <FormMessage role="alert" />
                    </FormItem>
                  )}
                />
                {RIDING_MODE_NUMBERS.map((name) => (
                  <FormField
                    key={name}
                    control={control}
                    name={name}
                    render={({ field }) => (
                      <FormItem>
                        <FormLabel>{i18n._(NUMBER_LABELS[name])} *</FormLabel>
                        <FormControl>
                          <Input {...field} inputMode="decimal" autoComplete="off" aria-required="true" />
                        </FormControl>
                        <FormMessage />
                      </FormItem>
                    )}
                  />
                ))}
                <FormField
                  control={control}
                  name="regenBreaking"
                  render={({ field }) => (
                    <FormItem className="flex items-center gap-2">
                      <FormControl>
                        <Switch name="regenBreaking" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                      </FormControl>
                      <FormLabel>{t`Regenerative braking`}</FormLabel>
                    </FormItem>
                  )}
                />
                <FormField
                  control={control}
                  name="active"
                  render={({ field }) => (
                    <FormItem className="flex items-center gap-2">
                      <FormControl>
                        <Switch name="active" checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} />
                      </FormControl>
                      <FormLabel>{t`Active`}</FormLabel>
                    </FormItem>
                  )}
                />
              </fieldset>
              {tax && (
                <p className="text-sm text-muted-foreground" data-testid="riding-mode-tax">
                  {t`Tax`}: CGST {tax.cgst}%, SGST {tax.sgst}%
                </p>
              )}
              <RecordDialogFooter mode={state?.mode ?? 'view'} pending={save.isPending} onReset={reset} onClose={() => onOpenChange(false)} />
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  )
}
