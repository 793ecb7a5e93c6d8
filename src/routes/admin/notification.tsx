import { createFileRoute } from '@tanstack/react-router'
import { NotificationPage } from '@/features/notifications/notification-page'
import { notificationSearchSchema } from '@/features/notifications/search'

/** The Notification screen (spec 001 section 2 gives it no route; /admin/notification is ours). */
export const Route = createFileRoute('/admin/notification')({
  validateSearch: notificationSearchSchema,
  component: NotificationPage,
})
