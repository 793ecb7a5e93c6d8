import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import type { NotificationDetailsAnswer } from '@shared/api/notification-admin'
import {
  BUILT_IN_TYPE_NAMES,
  EMPTY_NOTIFICATION,
  newNotificationPayload,
  NotificationFields,
  notificationFormSchema,
  type NotificationFormValues,
} from '@/components/notification-fields'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { notificationApi, useBroadcastAudience, useNotificationTypes } from '../api'
import { useBroadcastGate } from '../broadcast-gate'
import { BroadcastConfirmDialog } from './broadcast-confirm-dialog'

const valuesOf = ({ result }: NotificationDetailsAnswer): NotificationFormValues => ({
  title: result.title,
  body: result.body,
  notificationType: result.notificationType,
})
/** The fields as typed: the checks are Send's (title and body) and the server's; the payload keeps a known type. */
const resolver = () => zodResolver(notificationFormSchema)
const written = (v: NotificationFormValues) => v.title.trim() !== '' && v.body.trim() !== ''

/**
 * The Notification screen's Create (Title, Body, Select Notification Type; Send disabled until title and body are
 * filled) and View (read-only), spec 001 section 2. Ctrl/Cmd+S sends, Ctrl/Cmd+R resets, Esc closes. A create goes to
 * every active customer: the dialog names them and their number, and Send asks first (issue 15).
 */
export function NotificationDialog(props: RecordDialogProps) {
  const { t } = useLingui()
  const creating = props.state?.mode === 'new'
  const types = useNotificationTypes(props.state !== null)
  const audience = useBroadcastAudience(creating)
  const gate = useBroadcastGate()
  const count = audience.data
  const recipients =
    count !== undefined
      ? t`All active customers: ${count}`
      : audience.isError
        ? t`All active customers (their number could not be loaded)`
        : t`All active customers: …`
  const view = t`View Notification`
  return (
    <>
      <RecordDialogFrame
        {...props}
        api={notificationApi}
        beforeSave={gate.beforeSave}
        busy={gate.asking}
        testId="notification-dialog"
        title={{ new: t`Create Notification`, edit: view, view }}
        description={creating ? t`It goes to every active customer, after a confirmation; title and body are required.` : undefined}
        empty={EMPTY_NOTIFICATION}
        toValues={valuesOf}
        resolver={resolver}
        toPayload={newNotificationPayload}
        submitButton={{ label: { new: t`Send` }, testId: 'notification-send', enabledWhen: written }}
        noResetButton
        className="sm:max-w-lg"
      >
        {() => (
          <div className="grid gap-4">
            {creating && (
              <p className="text-sm" data-testid="notification-audience">
                <span className="font-medium">{t`Recipients`}:</span> {recipients}
              </p>
            )}
            <NotificationFields titleRequired typeNames={types.data ?? BUILT_IN_TYPE_NAMES} />
          </div>
        )}
      </RecordDialogFrame>
      <BroadcastConfirmDialog open={gate.asking} count={count} onAnswer={gate.answer} />
    </>
  )
}
