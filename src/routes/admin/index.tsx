import { createFileRoute, redirect } from '@tanstack/react-router'

/**
 * /admin redirects to /admin/users (spec 000 section 2). When Users is not permitted we go straight
 * to the first permitted screen (homeRoute) instead: we skip the guard's 2-second denial on the
 * landing page, since the user asked for no page in particular. The screen catalog is imported here, not at the
 * top: the route tree is in the first page's download, the catalog is not (issue 23).
 */
export const Route = createFileRoute('/admin/')({
  beforeLoad: async ({ context }) => {
    const [{ homeRoute }, { toAppRoute }] = await Promise.all([import('@commands/screens'), import('@/lib/commands')])
    throw redirect({ to: toAppRoute(homeRoute(context.perms, '/admin/users')), replace: true })
  },
})
