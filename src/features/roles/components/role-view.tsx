import { useId, useMemo, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { BUTTONS } from '@shared/permissions'
import { RecordDialogFooter } from '@/components/record-dialog-footer'
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useFooterCommands } from '@/lib/use-footer-commands'
import type { RoleDetails } from '../api'
import { filterScreens } from '../keyboard'
import { buttonLabels } from '../labels'
import { grantCounts, gridFromList } from '../permission-grid'
import { RoleMeta } from './dialog-parts'
import { FunctionFilter, useTitledScreens } from './function-filter'

interface Props {
  role: RoleDetails
  getElement: () => HTMLElement | null
  onClose: () => void
  /** Turns the dialog to the editor; none when the user may not edit roles. */
  onEdit?: () => void
}

/**
 * The role read-only: name, active, owner, dates, and per function whether it is on and which buttons are; Esc closes,
 * Edit (given `onEdit`) turns the dialog to the editor.
 */
export function RoleView({ role, getElement, onClose, onEdit }: Props) {
  const { t, i18n } = useLingui()
  const ids = useId()
  const grid = useMemo(() => gridFromList(role.permission), [role])
  const [filter, setFilter] = useState('')
  const titled = useTitledScreens()
  const rows = useMemo(() => filterScreens(titled, filter), [titled, filter])
  const listRef = useRef<HTMLDivElement>(null)
  const filterRef = useRef<HTMLInputElement>(null)
  const counts = grantCounts(grid)
  useFooterCommands(true, getElement, { 'action.close': onClose })

  return (
    <div className="flex min-h-0 flex-col gap-3">
      <DialogHeader>
        <DialogTitle>{t`View role`}</DialogTitle>
        <DialogDescription>{t`Functions enabled: ${counts.screens} · Buttons enabled: ${counts.buttons}`}</DialogDescription>
      </DialogHeader>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-muted-foreground">{t`Name`}</dt>
        <dd data-field="name" className="font-medium">
          {role.name}
        </dd>
        <dt className="text-muted-foreground">{t`Active`}</dt>
        <dd data-field="active">{role.active ? t`Active` : t`Inactive`}</dd>
      </dl>
      <RoleMeta role={role} />
      <FunctionFilter
        id={`${ids}-filter`}
        value={filter}
        onChange={setFilter}
        onEnterList={() => listRef.current?.focus()}
        inputRef={filterRef}
        autoFocus
      />
      <div
        ref={listRef}
        tabIndex={0}
        role="region"
        aria-label={t`Permissions`}
        className="min-h-0 flex-1 overflow-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        style={{ maxHeight: '52vh' }}
      >
        <table className="w-full text-sm">
          <thead>
            <tr>
              <th scope="col" className="sticky top-0 border-b bg-background px-2 py-1 text-left font-medium">
                {t`Function`}
              </th>
              <th scope="col" className="sticky top-0 border-b bg-background px-2 py-1 text-left font-medium">
                {t`Enabled`}
              </th>
              <th scope="col" className="sticky top-0 border-b bg-background px-2 py-1 text-left font-medium">
                {t`Buttons`}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-2 py-4 text-muted-foreground">
                  {t`No function matches the filter`}
                </td>
              </tr>
            ) : (
              rows.map(({ screen, title }) => {
                const grant = grid[screen]
                const on = BUTTONS.filter((b) => grant.buttons[b]).map((b) => i18n._(buttonLabels[b]))
                return (
                  <tr key={screen} data-screen={screen} className={grant.enable ? undefined : 'text-muted-foreground'}>
                    <th scope="row" className="border-b px-2 py-1 text-left font-medium whitespace-nowrap">
                      {title}
                    </th>
                    <td className="border-b px-2 py-1">{grant.enable ? t`Yes` : t`No`}</td>
                    <td className="border-b px-2 py-1">{on.length ? on.join(', ') : '-'}</td>
                  </tr>
                )
              })
            )}
          </tbody>
        </table>
      </div>
      <RecordDialogFooter mode="view" pending={false} onClose={onClose} onEdit={onEdit} />
    </div>
  )
}
