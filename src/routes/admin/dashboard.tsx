import { createFileRoute } from '@tanstack/react-router'
import { DashboardPage } from '@/features/dashboard/dashboard-page'
import { dashboardSearch } from '@/features/dashboard/search'

/** The dashboard (issue 22): the new one, the older one as "Classic"; the range and switches are search params. */
export const Route = createFileRoute('/admin/dashboard')({
  validateSearch: dashboardSearch,
  component: DashboardPage,
})
