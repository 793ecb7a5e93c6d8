import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import { labelOfValue } from '@shared/api/options.query'
import { NOTIFICATION_TYPES } from '@shared/api/notification-admin'
import { SelectFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { NOTIFICATION_TYPE_LABELS } from '@/lib/notification-texts'
import { optionLabel } from '@/lib/option-list'

/** A notification being written: its title, body and type (the checks are the server's and the dialogs'). */
export const notificationFormSchema = z.object({ title: z.string(), body: z.string(), notificationType: z.string() })
export type NotificationFormValues = z.infer<typeof notificationFormSchema>
export const EMPTY_NOTIFICATION: NotificationFormValues = { title: '', body: '', notificationType: 'normal' }

/**
 * What a create sends for the written values: trimmed title and body, the chosen type (normal when none; the server
 * checks it is an active value of the Options screen's list), and the title as subject (the dialogs have no Subject
 * field; spec 001 section 2).
 */
export function newNotificationPayload(v: NotificationFormValues): {
  title: string
  subject: string
  body: string
  notificationType: string
} {
  const title = v.title.trim()
  return {
    title,
    subject: title,
    body: v.body.trim(),
    notificationType: v.notificationType.trim() || 'normal',
  }
}

/** The built-in type names, until (or unless) GET /notification/types answers. */
export const BUILT_IN_TYPE_NAMES: readonly { name: string }[] = NOTIFICATION_TYPES.map((name) => ({ name }))

interface Props {
  /** Title is required (create); a resend may leave it empty for the original's. */
  titleRequired: boolean
  /** The types offered: GET /notification/types' items, or the option list's values with their labels. */
  typeNames: readonly { name: string; label?: string }[]
}

/**
 * The fields of a notification (spec 001 section 2): Title, Body and Select Notification Type, inside a
 * react-hook-form <Form>, drawn by the shared fields (the required mark, the styled select; read-only values inside a
 * dialog in view mode). The Notification screen's dialogs and the Users screen's 'Send notification' use them.
 */
export function NotificationFields({ titleRequired, typeNames }: Props) {
  const { t, i18n } = useLingui()
  return (
    <>
      <TextFormField name="title" label={t`Title`} required={titleRequired} autoComplete="off" autoFocus maxLength={200} />
      <TextFormField name="body" label={t`Body`} required rows={5} maxLength={4000} />
      <SelectFormField
        name="notificationType"
        label={t`Notification Type`}
        required
        placeholder={t`Select Notification Type`}
        options={typeNames.map(({ name, label }) => ({
          value: name,
          label: optionLabel(i18n, { value: name, label: label ?? labelOfValue(name) }, NOTIFICATION_TYPE_LABELS),
        }))}
        keepUnlisted
      />
    </>
  )
}
