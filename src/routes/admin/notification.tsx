import { createFileRoute } from '@tanstack/react-router'
import { notificationTableQuery } from '@shared/api/notification-admin.query'
import { tableSearchSchema } from '@/components/data-table/search-schema'
import { NotificationPage } from '@/features/notifications/notification-page'

/** The Notification screen (spec 001 section 2 gives it no route; /admin/notification is ours). */
export const Route = createFileRoute('/admin/notification')({
  validateSearch: tableSearchSchema(notificationTableQuery),
  component: NotificationPage,
})
