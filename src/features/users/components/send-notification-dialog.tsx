import { useEffect, useRef } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm, useWatch } from 'react-hook-form'
import {
  BUILT_IN_TYPE_NAMES,
  EMPTY_NOTIFICATION,
  newNotificationPayload,
  NotificationFields,
  notificationFormSchema,
  type NotificationFormValues,
} from '@/components/notification-fields'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import type { ActionSource } from '@/lib/api'
import { notificationMessages, notificationServerTexts } from '@/lib/notification-texts'
import { useOptionList } from '@/lib/option-list'
import { reportAnswer } from '@/lib/report-answer'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useSendUserNotification } from '../api'
import { SaveForm } from '@/components/save-form'

/** The customer the notification goes to (the selected row). */
export interface NotificationRecipient {
  id: string
  name: string
  mobileNo: string
}

interface Props {
  recipient: NotificationRecipient | null
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The users table's 'Send notification' (its notification button): Title, Body and Notification Type to the selected
 * customer, through POST /user/notification; it lands in the customer's notifications tab. Send is disabled until
 * title and body are filled; Ctrl/Cmd+S sends, Ctrl/Cmd+R resets, Esc closes.
 */
export function SendNotificationDialog({ recipient, onOpenChange, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const open = recipient !== null
  const send = useSendUserNotification()
  // The Options screen's notification types (issue 21); the built-in ones without the options module.
  const types = useOptionList('notificationType').data
  const typeNames = types ? types.map((o) => ({ name: o.value, label: o.label })) : BUILT_IN_TYPE_NAMES
  const contentRef = useRef<HTMLDivElement>(null)
  const form = useForm<NotificationFormValues>({ resolver: zodResolver(notificationFormSchema), defaultValues: EMPTY_NOTIFICATION })
  const [title, body] = useWatch({ control: form.control, name: ['title', 'body'] })
  const canSend = title.trim() !== '' && body.trim() !== '' && !send.isPending
  useEffect(() => {
    if (open) form.reset(EMPTY_NOTIFICATION)
  }, [open, form])

  const close = () => onOpenChange(false)
  const submit = (source: ActionSource) => {
    if (!recipient || !canSend) return
    send.mutate(
      {
        payload: { userId: recipient.id, ...newNotificationPayload(form.getValues()) },
        source,
      },
      { onSuccess: (answer) => reportAnswer(i18n, answer, notificationMessages.sent, notificationServerTexts) && close() },
    )
  }
  const reset = () => {
    form.reset(EMPTY_NOTIFICATION)
    contentRef.current?.querySelector<HTMLElement>('[name="title"]')?.focus()
  }
  useFooterCommands(open, () => contentRef.current, { 'action.save': submit, 'action.reset': reset, 'action.close': close })

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} onCloseAutoFocus={onCloseAutoFocus} data-testid="send-notification-dialog">
        <DialogHeader>
          <DialogTitle>{t`Send notification`}</DialogTitle>
          <DialogDescription>{t`To ${recipient?.name ?? ''} (${recipient?.mobileNo ?? ''})`}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <SaveForm className="grid gap-4" onSave={submit}>
            <NotificationFields titleRequired typeNames={typeNames} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                {t`Close`}
              </Button>
              <Button type="submit" disabled={!canSend}>
                {t`Send`}
              </Button>
            </DialogFooter>
          </SaveForm>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
