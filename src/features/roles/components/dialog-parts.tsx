import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/components/data-table/formatters'
import { Button } from '@/components/ui/button'
import { DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { ApiError } from '@/lib/api'
import { answerText } from '@/lib/report-answer'
import type { RoleDetails } from '../api'
import { roleServerTexts } from '../messages'

/** A role dialog while its data loads: the title and 'Loading…', or why the call failed. */
export function RoleDialogPending({ title, isError, error }: { title: string; isError: boolean; error: unknown }) {
  const { t, i18n } = useLingui()
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
      </DialogHeader>
      {isError ? (
        <p role="alert" className="text-sm text-destructive">
          {answerText(i18n, roleServerTexts, error instanceof ApiError ? error.answer.message : undefined)}
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {t`Loading…`}
        </p>
      )}
    </>
  )
}

/** The owner and the dates of a role, as a description list. */
export function RoleMeta({ role }: { role: RoleDetails }) {
  const { t } = useLingui()
  const owner = role.owner ? [role.owner.fname, role.owner.email ? `(${role.owner.email})` : ''].filter(Boolean).join(' ') : '-'
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr_auto_1fr]">
      <dt className="text-muted-foreground">{t`Owner`}</dt>
      <dd data-field="owner">{owner || '-'}</dd>
      <dt className="text-muted-foreground">{t`Created At`}</dt>
      <dd data-field="createdAt">{formatDateTime(role.createdAt)}</dd>
      <dt className="text-muted-foreground">{t`Updated At`}</dt>
      <dd data-field="updatedAt">{formatDateTime(role.updatedAt)}</dd>
    </dl>
  )
}

interface FooterProps {
  onClose: () => void
  onReset: () => void
  /** Save is disabled while the call runs. */
  saving: boolean
  /** Buttons before Close. */
  children?: ReactNode
  className?: string
}

/** The assign panel's footer: [its own buttons] Close, Reset, Save (submits the form); also Esc, Ctrl/Cmd+R and Ctrl/Cmd+S. */
export function RoleFormFooter({ onClose, onReset, saving, children, className }: FooterProps) {
  const { t } = useLingui()
  return (
    <DialogFooter className={className}>
      {children}
      <Button type="button" variant="outline" onClick={() => onClose()}>
        {t`Close`}
      </Button>
      <Button type="button" variant="outline" onClick={onReset}>
        {t`Reset`}
      </Button>
      <Button type="submit" disabled={saving}>
        {t`Save`}
      </Button>
    </DialogFooter>
  )
}
