import { useLingui } from '@lingui/react/macro'
import type { Control } from 'react-hook-form'
import { z } from 'zod'
import { NOTIFICATION_TYPES, type NotificationType } from '@shared/api/notification-admin'
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { isNotificationType, NOTIFICATION_TYPE_LABELS } from '@/lib/notification-texts'

/** A notification being written: its title, body and type (the checks are the server's and the dialogs'). */
export const notificationFormSchema = z.object({ title: z.string(), body: z.string(), notificationType: z.string() })
export type NotificationFormValues = z.infer<typeof notificationFormSchema>
export const EMPTY_NOTIFICATION: NotificationFormValues = { title: '', body: '', notificationType: 'normal' }

/**
 * What a create sends for the written values: trimmed title and body, a known type (normal otherwise), and the title
 * as subject (the dialogs have no Subject field; spec 001 section 2).
 */
export function newNotificationPayload(v: NotificationFormValues): {
  title: string
  subject: string
  body: string
  notificationType: NotificationType
} {
  const title = v.title.trim()
  return {
    title,
    subject: title,
    body: v.body.trim(),
    notificationType: isNotificationType(v.notificationType) ? v.notificationType : 'normal',
  }
}

/** The built-in type names, until (or unless) GET /notification/types answers. */
export const BUILT_IN_TYPE_NAMES: readonly { name: string }[] = NOTIFICATION_TYPES.map((name) => ({ name }))

interface Props {
  control: Control<NotificationFormValues>
  readOnly?: boolean
  /** Title is required (create); a resend may leave it empty for the original's. */
  titleRequired: boolean
  typeNames: readonly { name: string }[]
}

/**
 * The fields of a notification (spec 001 section 2): Title, Body and Select Notification Type, inside a
 * react-hook-form <Form>. The Notification screen's dialogs and the Users screen's 'Send notification' use them.
 */
export function NotificationFields({ control, readOnly = false, titleRequired, typeNames }: Props) {
  const { t, i18n } = useLingui()
  return (
    <>
      <FormField
        control={control}
        name="title"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t`Title`}</FormLabel>
            <FormControl>
              <Input {...field} readOnly={readOnly} autoComplete="off" autoFocus maxLength={200} required={titleRequired} />
            </FormControl>
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="body"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t`Body`}</FormLabel>
            <FormControl>
              <Textarea {...field} readOnly={readOnly} rows={5} maxLength={4000} required={!readOnly} />
            </FormControl>
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="notificationType"
        render={({ field }) => (
          <FormItem>
            <FormLabel>{t`Notification Type`}</FormLabel>
            <FormControl>
              <NativeSelect {...field} disabled={readOnly} required={!readOnly}>
                <option value="">{t`Select Notification Type`}</option>
                {typeNames.map(({ name }) => (
                  <option key={name} value={name}>
                    {isNotificationType(name) ? i18n._(NOTIFICATION_TYPE_LABELS[name]) : name}
                  </option>
                ))}
              </NativeSelect>
            </FormControl>
          </FormItem>
        )}
      />
    </>
  )
}
