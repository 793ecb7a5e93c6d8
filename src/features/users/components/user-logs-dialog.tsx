import { useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { msg } from '@lingui/core/macro'
import { fieldLabels, LogComment, useLogActor } from '@/components/log-entry'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { reportAnswer } from '@/lib/report-answer'
import { useSession } from '@/lib/session'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useUserLogs, type UserLogRow } from '../activity-api'
import { usersApi } from '../api'
import { userServerTexts } from '../messages'
import { usersTable } from '../users-table'
import { formatDateMinutes } from './activity-format'
import { ActivityTable, type ActivityColumn } from './activity-table'

/** The users table's column labels name the changed fields (others read as words). */
const USER_FIELD_LABELS = fieldLabels(usersTable.columns)

/** Whose logs show: the user's id and whether the user is active (an inactive one may be restored from here). */
export interface LogsOf {
  id: string
  active: boolean
}

/**
 * The logs dialog of the users screen (spec 000 section 2): the audit rows of one user, newest first, as Done By,
 * Date, Activity, Comment; 'No data found' when there are none. Open while `of` is set. A deleted (inactive) user
 * can be restored from here by a holder of the Users edit button (issue 14), at the version the record has now.
 */
export function UserLogsDialog({
  of,
  onOpenChange,
  onRestored,
}: {
  of: LogsOf | null
  onOpenChange: (open: boolean) => void
  onRestored: () => void
}) {
  const { t, i18n } = useLingui()
  const userId = of?.id ?? null
  const open = userId !== null
  const logs = useUserLogs(userId)
  const { perms } = useSession()
  const canRestore = !!of && !of.active && perms.hasButton('Users', 'edit')
  const details = usersApi.useDetails(canRestore ? userId : null)
  const restore = usersApi.useRestore()
  const version = (details.data as { version?: number } | undefined)?.version
  const restoreNow = () => {
    if (!userId || version === undefined) return
    restore.mutate(
      { id: userId, version, source: 'pointer' },
      {
        onSuccess: (answer) => {
          if (!reportAnswer(i18n, answer, msg`Record Restored Successfully`, userServerTexts)) return
          onRestored()
          onOpenChange(false)
        },
      },
    )
  }
  const contentRef = useRef<HTMLDivElement>(null)
  useFooterCommands(open, () => contentRef.current, { 'action.close': () => onOpenChange(false) })

  const activities: Record<string, string> = {
    create: t`Created`,
    update: t`Updated`,
    delete: t`Deleted`,
    restore: t`Restored`,
    'passwordAttempt.reset': t`Password attempts reset`,
    'role.assign': t`Role assigned`,
    'password.change': t`Password changed`,
    'password.forgot': t`Password reset requested`,
    'password.generate': t`Temporary password issued`,
    'signin.success': t`Signed in`,
    'signin.failure': t`Sign-in with a wrong password`,
    'signin.otp.failure': t`Wrong one-time code`,
    'signin.lockout': t`Locked after failed sign-ins`,
    'signin.locked': t`Sign-in refused: account locked`,
    signout: t`Signed out`,
  }
  const actor = useLogActor()
  const columns: ActivityColumn<UserLogRow>[] = [
    { id: 'doneBy', header: t`Done By`, cell: actor },
    { id: 'date', header: t`Date`, cell: (r) => formatDateMinutes(r.updatedAt), className: 'whitespace-nowrap' },
    { id: 'activity', header: t`Activity`, cell: (r) => activities[r.activity] ?? r.activity },
    { id: 'comment', header: t`Comment`, cell: (r) => <LogComment row={r} labels={USER_FIELD_LABELS} />, className: 'min-w-48' },
  ]

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent ref={contentRef} className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t`Logs`}</DialogTitle>
          <DialogDescription>{t`Changes made to this user, newest first.`}</DialogDescription>
        </DialogHeader>
        <ActivityTable
          className="max-h-[60vh] overflow-y-auto"
          caption={t`Logs`}
          columns={columns}
          rows={logs.data}
          rowKey={(r, index) => `${index}-${r.updatedAt}-${r.activity}`}
          isPending={logs.isFetching}
          isError={logs.isError}
          onRetry={() => void logs.refetch()}
        />
        <DialogFooter>
          {canRestore && (
            <Button type="button" onClick={restoreNow} disabled={version === undefined || restore.isPending} data-testid="user-restore">
              {t`Restore`}
            </Button>
          )}
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t`Close`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
