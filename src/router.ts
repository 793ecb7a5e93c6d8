import { createRouter, lazyRouteComponent, parseSearchWith, stringifySearchWith } from '@tanstack/react-router'
import { setSessionHandlers } from '@/lib/api'
import { queryClient } from '@/lib/query-client'
import { forgetSession, sessionQueryKey } from '@/lib/session'
import { routeTree } from './routeTree.gen'

export const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Data freshness is react-query's business; the router always asks it.
  defaultPreloadStaleTime: 0,
  defaultErrorComponent: lazyRouteComponent(() => import('@/components/layout/route-error'), 'RouteError'),
  scrollRestoration: true,
  // Plain values stay plain text in the URL (`/admin/crm?mobileNo=9876543210`, not `"9876543210"`);
  // only objects and lists are JSON. Route schemas coerce what they need.
  parseSearch: parseSearchWith((value) => (/^[[{]/.test(value) ? JSON.parse(value) : value)),
  stringifySearch: stringifySearchWith((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))),
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

setSessionHandlers({
  // 108 outside the sign-in steps: forget the user and go to sign in.
  sessionEnded: () => {
    forgetSession(queryClient)
    void router.navigate({ to: '/login', replace: true })
  },
  // 117: a temporary password; the profile page holds the form to replace it.
  passwordChangeRequired: () => {
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    if (router.state.location.pathname !== '/admin/profile') void router.navigate({ to: '/admin/profile' })
  },
  // 111: the role may have changed under us; the refetched session updates menu, palette, toolbars and the guard.
  permissionRefused: () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
})
