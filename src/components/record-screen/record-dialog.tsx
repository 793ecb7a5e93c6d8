import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useForm, useWatch, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import { RC } from '@shared/response-codes'
import { useRecordDialogCommands, type RecordDialogMode } from '@/components/record-dialog-footer'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import type { ActionSource } from '@/lib/api'
import { refuseDateProblems } from '@/lib/date-problems'
import { newIdempotencyKey, type RecordApi } from '@/lib/record-api'
import { answerMessages, reportAnswer } from '@/lib/report-answer'
import { cn } from '@/lib/utils'
import { DiscardDialog } from './discard-dialog'
import { DraftBanner } from './draft-banner'
import { useMayEdit } from './may-edit'
import { RecordDialogBody } from './record-dialog-body'
import type { RecordDialogTabsDef, RecordDialogTabsHandle } from './record-dialog-tabs'
import { useConflict } from './use-conflict'
import { useUnsaved } from './use-unsaved'

/**
 * Which record dialog is open: a new record (`prefill`: values over the empty form, from a deep link), or one record
 * to edit or view (`focus`: the part of the dialog an action opens it on, such as the lead's follow-up form).
 */
export type RecordDialogState =
  { mode: 'new'; prefill?: Readonly<Record<string, unknown>> } | { mode: 'edit' | 'view'; id: string; focus?: string } | null

/** What a module's dialog component takes from its screen (src/components/record-screen/record-screen.tsx). */
export interface RecordDialogProps {
  state: RecordDialogState
  onOpenChange: (open: boolean) => void
  /** After a successful save, with the new record's id on create. */
  onSaved: (id?: string) => void
  onCloseAutoFocus?: (event: Event) => void
}

/** What a dialog's fields (and tabs) are drawn with. */
export interface RecordDialogContext<TValues extends FieldValues, TDetails extends z.ZodType, TOut> {
  viewOnly: boolean
  mode: RecordDialogMode
  details: z.output<TDetails> | undefined
  form: UseFormReturn<TValues, unknown, TOut>
}

export interface RecordDialogFrameProps<
  TValues extends FieldValues,
  TForm extends z.ZodType,
  TDetails extends z.ZodType,
  TOut = z.output<TForm>,
> extends RecordDialogProps {
  api: RecordApi<TForm, TDetails>
  /** Per mode; `new` may be left out by a dialog that only edits and views (the enquiry). */
  title: Record<Exclude<RecordDialogMode, 'new'>, string> & { new?: string }
  /** Under the title, or from the loaded record and the mode; default: what view mode shows, or that starred fields are required. */
  description?: string | ((details: z.output<TDetails> | undefined, mode: RecordDialogMode) => string | undefined)
  /** The form's values for a new record. */
  empty: TValues
  /** The form's values from the record's details. */
  toValues: (details: z.output<TDetails>) => TValues
  /**
   * The form's check when the contract's form alone is not it (a schema per mode, a module's own messages); default
   * the contract's form. Its values go to `toPayload`.
   */
  resolver?: (mode: RecordDialogMode, id: string | null) => Resolver<TValues, unknown, TOut>
  /** The call's payload from the validated form (default: the form's output as it is). */
  toPayload?: (values: TOut, mode: RecordDialogMode) => z.input<TForm>
  /** The field a duplicate (114) is shown on. */
  duplicateField?: Path<TValues>
  testId: string
  className?: string
  /** The fields; in view mode the shared fields show read-only values (no input, no required mark). */
  children: (ctx: RecordDialogContext<TValues, TDetails, TOut>) => ReactNode
  /** Tabs beside the fields (a user's histories and documents); the fields are the first tab. */
  tabs?: (ctx: RecordDialogContext<TValues, TDetails, TOut>) => RecordDialogTabsDef
  /** Edit mode offers Reset too, back to the stored values. */
  resetOnEdit?: boolean
  /**
   * The submit button's own text per mode and test id, and the values it waits for: until `enabledWhen` holds it is
   * disabled and Ctrl/Cmd+S does nothing (the Notification screen's Send, spec 001 section 5).
   */
  submitButton?: { label?: Partial<Record<RecordDialogMode, string>>; testId?: string; enabledWhen?: (values: TValues) => boolean }
  /** Reset only by Ctrl/Cmd+R, without a button in the footer. */
  noResetButton?: boolean
  /** Below the fields, above the footer (the riding mode's tax line). */
  footnote?: (details: z.output<TDetails> | undefined) => ReactNode
  /**
   * Parts below the fields, scrolling with them, that view mode does not disable as a whole (images that open at full
   * size, a lead's follow-ups): they disable their own inputs by `viewOnly`. Drawn by the dialog without `tabs`.
   */
  sections?: (ctx: RecordDialogContext<TValues, TDetails, TOut>) => ReactNode
  /** Work of the dialog's own under way (an image uploading): saving waits for it. */
  busy?: boolean
  /** A question before a valid form is sent (a broadcast's confirmation): false drops the save without a call. */
  beforeSave?: (payload: z.input<TForm>, mode: RecordDialogMode) => boolean | Promise<boolean>
}

/**
 * The one record dialog of every module (spec 001 section 4): loading and failure states, the form checked with the
 * contract's schema, the fields as read-only values in view mode, the footer (Reset and Save for a new record, Update
 * when editing, Close; in view mode Edit too when the user may edit, turning the same dialog to edit mode) with
 * Ctrl/Cmd+S, Ctrl/Cmd+R and Esc, the focus on the first invalid field, the server's answer as a toast and a
 * duplicate (114) on its field. A module's dialog gives only its fields and its value conversions.
 */
export function RecordDialogFrame<TValues extends FieldValues, TForm extends z.ZodType, TDetails extends z.ZodType, TOut = z.output<TForm>>(
  props: RecordDialogFrameProps<TValues, TForm, TDetails, TOut>,
) {
  const { api, state, onOpenChange, onSaved, onCloseAutoFocus, title, empty, toValues, toPayload, duplicateField } = props
  const { t, i18n } = useLingui()
  const open = state !== null
  /** The opening whose view the user turned to edit mode (Edit); any other opening starts in its own mode. */
  const [edited, setEdited] = useState<RecordDialogState>(null)
  const mode: RecordDialogMode = state?.mode === 'view' && edited === state ? 'edit' : (state?.mode ?? 'view')
  const mayEdit = useMayEdit() && api.record.update !== undefined
  const id = state && state.mode !== 'new' ? state.id : null
  const viewOnly = mode === 'view'
  const details = api.useDetails(id)
  const save = api.useSave()
  const [content, setContent] = useState<HTMLDivElement | null>(null)
  const tabs = useRef<RecordDialogTabsHandle>(null)
  const formId = useId()

  const prefill = state?.mode === 'new' ? state.prefill : undefined
  const defaults = useMemo<TValues>(
    () => (id !== null && details.data ? toValues(details.data) : prefill ? ({ ...empty, ...prefill } as TValues) : empty),
    [id, details.data, toValues, empty, prefill],
  )
  const { resolver: resolverOf } = props
  const resolver = useMemo(
    () => resolverOf?.(mode, id) ?? (zodResolver(api.record.form as never) as unknown as Resolver<TValues, unknown, TOut>),
    [resolverOf, mode, id, api.record.form],
  )
  const form = useForm<TValues, unknown, TOut>({ resolver, defaultValues: defaults as never })
  // Each opening starts from its record (or a blank form): what was typed in a dialog closed before is not kept.
  useEffect(() => {
    if (open) form.reset(defaults)
  }, [defaults, form, open])
  const loading = id !== null && details.isLoading
  const close = () => onOpenChange(false)
  const unsaved = useUnsaved({ open, viewOnly, form, formId: props.testId, recordId: id, defaults, ready: !loading, close })
  const queryClient = useQueryClient()
  const conflict = useConflict<TValues>({
    parse: api.parseDetails,
    toValues: toValues as (details: never) => TValues,
    root: () => content,
    // Theirs become the record the form edits (with their version): the form resets to them and stays open.
    keepTheirs: (current) => {
      unsaved.forget()
      if (current) queryClient.setQueryData(api.detailsKey(id), current)
      else void details.refetch()
    },
    applyMine: (version) => submit('pointer', version),
    closeForm: () => {
      unsaved.forget()
      unsaved.closeNow()
    },
  })
  // One key per opening of a new record: a retry or a second submit of the same form creates nothing more (issue 14).
  const idempotencyKey = useMemo(() => (state?.mode === 'new' ? newIdempotencyKey() : undefined), [state])
  /** A save is on its way (from the first keystroke of Ctrl+S, before the call's own pending state shows). */
  const inFlight = useRef(false)

  /** Runs `fn` once the fields are shown: at once, or in the next frame when the tabs switch to them. */
  const onFields = (fn: () => void) => {
    if (!tabs.current) return fn()
    tabs.current.showFields()
    requestAnimationFrame(fn)
  }
  const { submitButton } = props
  const enabledWhen = submitButton?.enabledWhen
  // Re-renders on every change only when the submit button waits for values.
  useWatch({ control: form.control, disabled: !enabledWhen })
  const held = enabledWhen ? !enabledWhen(form.getValues()) : false
  const focusFirstInvalid = () => onFields(() => content?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  /** Saves the form; `version` overrides the loaded one (Apply mine on top, after a conflict). */
  const submit = (source: ActionSource, version = details.data?.version) => {
    if (viewOnly || inFlight.current || save.isPending || props.busy || held) return
    inFlight.current = true
    void form.handleSubmit(
      async (values) => {
        // A date field whose text is not a date holds '': its own message stands and nothing is saved.
        if (refuseDateProblems(form.control, form.setError))
          return void ((inFlight.current = false), requestAnimationFrame(focusFirstInvalid))
        const payload = toPayload ? toPayload(values, mode) : (values as z.input<TForm>)
        if (props.beforeSave && !(await props.beforeSave(payload, mode))) return void (inFlight.current = false)
        save.mutate(
          { payload, id: id ?? undefined, source, version, idempotencyKey },
          {
            onSettled: () => void (inFlight.current = false),
            onSuccess: (answer) => {
              if (id !== null && conflict.offer(answer, form.getValues())) return
              if (reportAnswer(i18n, answer, id ? api.texts.updated : api.texts.saved, api.texts.texts)) {
                unsaved.saved()
                onSaved(id ?? answer.data?.recordId)
                unsaved.closeNow()
              } else if (answer.responseCode === RC.DUPLICATE && duplicateField) {
                form.setError(duplicateField, { message: i18n._(answerMessages.duplicate) }, { shouldFocus: true })
              }
            },
          },
        )
      },
      () => {
        inFlight.current = false
        focusFirstInvalid()
      },
    )()
  }
  const focusFirstField = () => onFields(() => content?.querySelector<HTMLElement>(FIRST_FIELD)?.focus())
  const reset = () => {
    form.reset(defaults)
    focusFirstField()
  }
  /** View → edit in the same dialog, the focus on the first field once it is drawn. */
  const startEdit = () => {
    setEdited(state)
    requestAnimationFrame(focusFirstField)
  }
  const { resetOnEdit } = props
  useRecordDialogCommands(open, mode, () => content, {
    submit,
    reset,
    close: unsaved.requestClose,
    resetOnEdit,
    edit: viewOnly && mayEdit ? startEdit : undefined,
  })

  const failed = id !== null && details.isError
  const own = typeof props.description === 'function' ? props.description(details.data, mode) : props.description
  const description = own ?? (viewOnly ? t`The record as it is saved.` : t`All fields marked * are required.`)
  const ctx: RecordDialogContext<TValues, TDetails, TOut> = { viewOnly, mode, details: details.data, form }
  const formProps = {
    noValidate: true,
    'aria-label': title[mode],
    onSubmit: (e: FormEvent) => {
      e.preventDefault()
      submit('pointer')
    },
  }
  const footerProps = {
    mode,
    pending: save.isPending || !!props.busy,
    onReset: reset,
    onClose: unsaved.requestClose,
    resetOnEdit,
    submit: { label: submitButton?.label?.[mode], testId: submitButton?.testId, disabled: held },
    noResetButton: props.noResetButton,
    onEdit: viewOnly && mayEdit ? startEdit : undefined,
  }

  return (
    <>
      <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : unsaved.requestClose())}>
        <DialogContent
          ref={setContent}
          data-testid={props.testId}
          className={cn('flex max-h-[90vh] flex-col sm:max-w-3xl', props.className)}
          onCloseAutoFocus={onCloseAutoFocus}
        >
          <DialogHeader>
            <DialogTitle>{title[mode]}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {unsaved.draft && !loading && !failed && (
            <DraftBanner at={unsaved.draft.at} onRestore={unsaved.draft.restore} onDiscard={unsaved.draft.dismiss} />
          )}
          {loading ? (
            <p role="status">{t`Loading…`}</p>
          ) : failed ? (
            <p role="alert">{t`The record could not be loaded.`}</p>
          ) : (
            <Form {...form}>
              <RecordDialogBody
                viewOnly={viewOnly}
                formProps={formProps}
                formId={formId}
                fields={props.children(ctx)}
                tabs={props.tabs?.(ctx)}
                tabsRef={tabs}
                sections={props.tabs ? undefined : props.sections?.(ctx)}
                footnote={props.footnote?.(details.data)}
                footer={footerProps}
              />
            </Form>
          )}
        </DialogContent>
      </Dialog>
      <DiscardDialog open={unsaved.discard.open} onKeep={unsaved.discard.keep} onDiscard={unsaved.discard.discard} />
      {conflict.dialog}
    </>
  )
}

/** The first field a reset or Edit focuses (not the hidden native select a styled select keeps for its form). */
const FIRST_FIELD = 'input:not([type=hidden]), textarea, select:not([aria-hidden="true"]), button[role=combobox]'
