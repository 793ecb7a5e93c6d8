import { useLingui } from '@lingui/react/macro'
import { plural } from '@lingui/core/macro'
import { useDeleteCheck } from '../api'

/**
 * What a centre's delete or deactivation leaves behind, asked when its confirmation opens (POST
 * /servicecenter/delete-check): "N active staff members, M open tickets…", only what is there.
 */
export function CentreDependents({ recordId }: { recordId: string }) {
  const { t } = useLingui()
  const check = useDeleteCheck(recordId)
  if (check.isLoading) return <p className="text-sm text-muted-foreground">{t`Checking what depends on this centre…`}</p>
  if (!check.data) return null
  const { staff, tickets, testDrives, bookings } = check.data
  // Only what is there, each counted in the language's plural.
  const parts = [
    staff > 0 && t({ message: plural(staff, { one: '# active staff member', other: '# active staff members' }) }),
    !!tickets && t({ message: plural(tickets, { one: '# open ticket', other: '# open tickets' }) }),
    testDrives > 0 && t({ message: plural(testDrives, { one: '# upcoming test drive', other: '# upcoming test drives' }) }),
    bookings > 0 && t({ message: plural(bookings, { one: '# open booking', other: '# open bookings' }) }),
  ].filter((p): p is string => typeof p === 'string')
  const none = staff + (tickets ?? 0) + testDrives + bookings === 0
  return (
    <p role="status" className="text-sm" data-testid="servicecenter-delete-counts">
      {none ? t`No active staff or open work at this centre.` : t`Still at this centre: ${parts.join(', ')}.`}
    </p>
  )
}
