import { useEffect, useRef } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { RC } from '@shared/response-codes'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import {
  EMPTY_NOTIFICATION,
  newNotificationPayload,
  NotificationFields,
  notificationFormSchema,
  type NotificationFormValues,
} from '@/components/notification-fields'
import { Form } from '@/components/ui/form'
import { ApiError, type ActionSource } from '@/lib/api'
import { answerText, reportAnswer } from '@/lib/report-answer'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useCreateNotification, useNotificationDetails, useNotificationTypes, useResendNotification } from '../api'
import { isNotificationType, notificationMessages, notificationServerTexts } from '@/lib/notification-texts'

/** Which dialog is open: Create, Resend (of a record) or View (of a record). */
export type NotificationDialogState = { mode: 'create' } | { mode: 'resend' | 'view'; recordId: string } | null

const EMPTY = EMPTY_NOTIFICATION
type FormValues = NotificationFormValues

/** Resend's messages appear at the bottom centre for 3 seconds (spec 001 section 5). */
const RESEND_TOAST = { position: 'bottom-center', duration: 3000 } as const

interface Props {
  state: NotificationDialogState
  onOpenChange: (open: boolean) => void
  /** After a send: the selection clears and the table refreshes. */
  onSent: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The Notification screen's dialogs (spec 001 section 2): Create (Title, Body, Select Notification Type; Send disabled
 * until title and body are filled), Resend (prefilled; title optional; body and type checked with toasts) and View
 * (read-only). Ctrl/Cmd+S sends, Ctrl/Cmd+R resets, Esc closes.
 */
export function NotificationDialog({ state, onOpenChange, onSent, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const open = state !== null
  const mode = state?.mode ?? 'create'
  const recordId = state && state.mode !== 'create' ? state.recordId : null
  const details = useNotificationDetails(recordId)
  const types = useNotificationTypes(open)
  const create = useCreateNotification()
  const resend = useResendNotification()
  const contentRef = useRef<HTMLDivElement>(null)
  const form = useForm<FormValues>({ resolver: zodResolver(notificationFormSchema), defaultValues: EMPTY })
  const [title, body] = useWatch({ control: form.control, name: ['title', 'body'] })
  const readOnly = mode === 'view'
  const loading = recordId !== null && !details.data

  // The record's values, once loaded (Resend and View); the empty form for Create.
  const loaded = details.data
  const prefill = (): FormValues =>
    loaded ? { title: loaded.title, body: loaded.body, notificationType: loaded.notificationType } : EMPTY
  useEffect(() => {
    if (!open) return
    form.reset(prefill())
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form resets when the dialog opens or its record arrives
  }, [open, mode, loaded])

  const pending = create.isPending || resend.isPending
  const canSend = mode === 'create' ? title.trim() !== '' && body.trim() !== '' : true
  const close = () => onOpenChange(false)

  const done = () => {
    form.reset(EMPTY)
    close()
    onSent()
  }

  const send = (source: ActionSource) => {
    if (pending || readOnly || loading) return
    const v = form.getValues()
    if (mode === 'create') {
      if (!canSend) return
      create.mutate(
        {
          payload: newNotificationPayload(v),
          source,
        },
        { onSuccess: (answer) => reportAnswer(i18n, answer, notificationMessages.sent, notificationServerTexts) && done() },
      )
      return
    }
    if (v.body.trim() === '') {
      toast.error(i18n._(notificationMessages.bodyRequired), RESEND_TOAST)
      form.setFocus('body')
      return
    }
    if (!isNotificationType(v.notificationType)) {
      toast.error(i18n._(notificationMessages.typeRequired), RESEND_TOAST)
      form.setFocus('notificationType')
      return
    }
    resend.mutate(
      { payload: { recordId: recordId!, title: v.title.trim() || undefined, body: v.body.trim(), notificationType: v.notificationType }, source },
      {
        onSuccess: (answer) => {
          if (answer.responseCode === RC.SUCCESS) {
            toast.success(i18n._(notificationMessages.sent))
            done()
          } else {
            // Spec 001 section 8: a failed resend shows no user message, only a log entry.
            console.warn('notification resend refused', answer.responseCode, answer.message)
          }
        },
      },
    )
  }
  const reset = () => {
    form.reset(prefill())
    contentRef.current?.querySelector<HTMLElement>('[name="title"]')?.focus()
  }
  useFooterCommands(open, () => contentRef.current, readOnly ? { 'action.close': close } : { 'action.save': send, 'action.reset': reset, 'action.close': close })

  const heading = mode === 'create' ? t`Create Notification` : mode === 'resend' ? t`Resend Notification` : t`View Notification`
  const typeNames = types.data ?? []

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus} data-testid="notification-dialog">
        <DialogHeader>
          <DialogTitle>{heading}</DialogTitle>
        </DialogHeader>
        {loading ? (
          details.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {answerText(i18n, notificationServerTexts, details.error instanceof ApiError ? details.error.answer.message : undefined)}
            </p>
          ) : (
            <p role="status" className="text-sm text-muted-foreground">
              {t`Loading…`}
            </p>
          )
        ) : (
          <Form {...form}>
            <form
              noValidate
              className="grid gap-4"
              onSubmit={(e) => {
                e.preventDefault()
                send('pointer')
              }}
            >
              <NotificationFields control={form.control} readOnly={readOnly} titleRequired={mode === 'create'} typeNames={typeNames} />
              <DialogFooter>
                <Button type="button" variant="outline" onClick={close}>
                  {t`Close`}
                </Button>
                {!readOnly && (
                  <Button type="submit" disabled={pending || !canSend} data-testid="notification-send">
                    {mode === 'create' ? t`Send` : t`Resend`}
                  </Button>
                )}
              </DialogFooter>
            </form>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  )
}
