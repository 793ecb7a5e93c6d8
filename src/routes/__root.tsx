import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, lazyRouteComponent, Outlet } from '@tanstack/react-router'

export interface RouterContext {
  queryClient: QueryClient
}

/**
 * Unknown public paths are caught by the `$` route; this covers a notFound() thrown anywhere else.
 * Lazy, like every page, so the entry chunk stays small.
 */
export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: lazyRouteComponent(() => import('@/components/layout/coming-soon'), 'ComingSoonPage'),
})
