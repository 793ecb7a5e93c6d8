import { createFileRoute, redirect } from '@tanstack/react-router'
import { homeRoute } from '@commands/screens'
import { toAppRoute } from '@/lib/commands'

/**
 * /admin redirects to /admin/users (spec 000 section 2). When Users is not permitted we go straight
 * to the first permitted screen (homeRoute) instead: we skip the guard's 2-second denial on the
 * landing page, since the user asked for no page in particular.
 */
export const Route = createFileRoute('/admin/')({
  beforeLoad: ({ context }) => {
    throw redirect({ to: toAppRoute(homeRoute(context.perms, '/admin/users')), replace: true })
  },
})
