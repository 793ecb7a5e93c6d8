import { createFileRoute } from '@tanstack/react-router'
import { TestRidePage } from '@/features/dashboard/test-ride-page'
import { testRideDashboardSearch } from '@/features/dashboard/search'

/** The test-ride dashboard (issue 22): the range is a search param. */
export const Route = createFileRoute('/admin/test-ride-dashboard')({
  validateSearch: testRideDashboardSearch,
  component: TestRidePage,
})
