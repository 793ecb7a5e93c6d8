import { useEffect, useRef } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { RC } from '@shared/response-codes'
import {
  BUILT_IN_TYPE_NAMES,
  EMPTY_NOTIFICATION,
  NotificationFields,
  notificationFormSchema,
  type NotificationFormValues,
} from '@/components/notification-fields'
import { RecordDialogFooter, useRecordDialogCommands } from '@/components/record-dialog-footer'
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import { ApiError, type ActionSource } from '@/lib/api'
import { notificationMessages, notificationServerTexts } from '@/lib/notification-texts'
import { answerText } from '@/lib/report-answer'
import { toast } from '@/lib/toast'
import { notificationApi, useNotificationTypes, useResendNotification } from '../api'
import { SaveForm } from '@/components/save-form'

/** Resend's messages appear at the bottom centre for 3 seconds (spec 001 section 5). */
const RESEND_TOAST = { position: 'bottom-center', duration: 3000 } as const

interface Props {
  /** The send to repeat; null: closed. */
  recordId: string | null
  onOpenChange: (open: boolean) => void
  /** After the resend: the selection clears and the table refreshes. */
  onSent: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * Resend Notification (spec 001 sections 2 and 5): the record's fields prefilled, the title optional (the original's),
 * body and type checked with toasts; Resend (Ctrl/Cmd+S) and Close (Esc), Ctrl/Cmd+R back to the record's values. A
 * refused resend shows nothing to the user (spec 001 section 8), only a log entry.
 */
export function ResendNotificationDialog({ recordId, onOpenChange, onSent, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const open = recordId !== null
  const details = notificationApi.useDetails(recordId)
  const types = useNotificationTypes(open)
  const resend = useResendNotification()
  const contentRef = useRef<HTMLDivElement>(null)
  const form = useForm<NotificationFormValues>({ resolver: zodResolver(notificationFormSchema), defaultValues: EMPTY_NOTIFICATION })
  const loaded = details.data?.result
  const prefill = (): NotificationFormValues =>
    loaded ? { title: loaded.title, body: loaded.body, notificationType: loaded.notificationType } : EMPTY_NOTIFICATION
  useEffect(() => {
    if (open) form.reset(prefill())
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form resets when the dialog opens or its record arrives
  }, [open, loaded])

  const close = () => onOpenChange(false)
  const send = (source: ActionSource) => {
    if (resend.isPending || !loaded) return
    const v = form.getValues()
    if (v.body.trim() === '') {
      toast.error(i18n._(notificationMessages.bodyRequired), RESEND_TOAST)
      form.setFocus('body')
      return
    }
    // An active type of the Options screen's list (a type deactivated since the original was sent is not offered).
    if (!(types.data ?? BUILT_IN_TYPE_NAMES).some((x) => x.name === v.notificationType)) {
      toast.error(i18n._(notificationMessages.typeRequired), RESEND_TOAST)
      form.setFocus('notificationType')
      return
    }
    const payload = { recordId: recordId!, title: v.title.trim() || undefined, body: v.body.trim(), notificationType: v.notificationType }
    resend.mutate(
      { payload, source },
      {
        onSuccess: (answer) => {
          if (answer.responseCode !== RC.SUCCESS) {
            console.warn('notification resend refused', answer.responseCode, answer.message)
            return
          }
          toast.success(i18n._(notificationMessages.sent))
          form.reset(EMPTY_NOTIFICATION)
          close()
          onSent()
        },
      },
    )
  }
  const reset = () => {
    form.reset(prefill())
    contentRef.current?.querySelector<HTMLElement>('[name="title"]')?.focus()
  }
  useRecordDialogCommands(open, 'edit', () => contentRef.current, { submit: send, reset, close, resetOnEdit: true })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus} data-testid="notification-dialog">
        <DialogHeader>
          <DialogTitle>{t`Resend Notification`}</DialogTitle>
        </DialogHeader>
        {!loaded ? (
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
            <SaveForm className="grid gap-4" onSave={send}>
              <NotificationFields titleRequired={false} typeNames={types.data ?? BUILT_IN_TYPE_NAMES} />
              <RecordDialogFooter
                mode="edit"
                pending={resend.isPending}
                onClose={close}
                submit={{ label: t`Resend`, testId: 'notification-send' }}
              />
            </SaveForm>
          </Form>
        )}
      </DialogContent>
    </Dialog>
  )
}
