import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { NOTIFICATION_MESSAGES as NM, type NotificationType } from '@shared/api/notification-admin'
import type { ServerTexts } from '@/lib/report-answer'

/**
 * The texts of sending a notification, shared by the Notification screen and the Users screen's 'Send notification'.
 */

/** The notification types' display names; an unknown type from the server shows as it came. */
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, MessageDescriptor> = {
  normal: msg`Normal`,
  alert: msg`Alert`,
  reminder: msg`Reminder`,
  promotion: msg`Promotion`,
}

export const isNotificationType = (v: string): v is NotificationType => Object.hasOwn(NOTIFICATION_TYPE_LABELS, v)

export const notificationMessages = {
  sent: msg`Notification sent successfully`,
  bodyRequired: msg`Please provide the notification body`,
  typeRequired: msg`Please select a notification type`,
  allCustomers: msg`All customers`,
} as const

/** The server's English texts of the notification calls, translated (the shared ones are known everywhere). */
export const notificationServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  [NM.bodyRequired, notificationMessages.bodyRequired],
  [NM.typeRequired, notificationMessages.typeRequired],
  [NM.titleRequired, msg`Please provide the notification title`],
  [NM.sent, notificationMessages.sent],
  [NM.userNotFound, msg`The recipient was not found`],
  [NM.customerOnly, msg`Please select a customer`],
])
