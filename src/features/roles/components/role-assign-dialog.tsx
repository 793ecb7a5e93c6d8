import { useCallback, useId, useMemo, useRef } from 'react'
import { useLingui } from '@lingui/react/macro'
import { toast } from '@/lib/toast'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useGrantRole, useUnassigned, type Unassigned } from '../api'
import { mergeCandidates, type Candidate } from '../assign'
import { roleMessages, roleServerTexts } from '../messages'
import { useCandidatePicker } from '../use-candidate-picker'
import { CandidateList } from './candidate-list'
import { RoleDialogPending, RoleFormFooter } from './dialog-parts'
import { SaveForm } from '@/components/save-form'

/** The role the assign dialog gives away. */
export interface AssignTarget {
  _id: string
  name: string
}

interface Props {
  role: AssignTarget | null
  onClose: () => void
  /** After the role was granted. */
  onAssigned?: () => void
  /** Where the focus goes when the dialog closes (DialogContent's onCloseAutoFocus). */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The assign-role dialog (spec 000 sections 2 and 6): a searchable multi-select of the unassigned admins and employees
 * (POST /role/permission/unassigned); Save (Ctrl/Cmd+S) sends PUT /role/permission/grant, Reset (Ctrl/Cmd+R) clears,
 * Esc closes.
 */
export function RoleAssignDialog({ role, onClose, onAssigned, onCloseAutoFocus }: Props) {
  const { t } = useLingui()
  const contentRef = useRef<HTMLDivElement>(null)
  const unassigned = useUnassigned(role?._id ?? null)
  const getElement = useCallback(() => contentRef.current, [])
  const ready = role !== null && unassigned.data !== undefined
  useFooterCommands(role !== null && !ready, getElement, { 'action.close': onClose })

  return (
    <Dialog open={role !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        ref={contentRef}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className="flex max-h-[92vh] flex-col sm:max-w-xl"
      >
        {role && unassigned.data ? (
          <AssignForm key={role._id} role={role} data={unassigned.data} getElement={getElement} onClose={onClose} onAssigned={onAssigned} />
        ) : (
          <RoleDialogPending title={t`Assign role`} isError={unassigned.isError} error={unassigned.error} />
        )}
      </DialogContent>
    </Dialog>
  )
}

interface FormProps {
  role: AssignTarget
  data: Unassigned
  getElement: () => HTMLElement | null
  onClose: () => void
  onAssigned?: () => void
}

function AssignForm({ role, data, getElement, onClose, onAssigned }: FormProps) {
  const { t, i18n } = useLingui()
  const ids = useId()
  const candidates = useMemo(() => mergeCandidates(data.admins, data.employees), [data])
  const optionId = (c: Candidate) => `${ids}-opt-${c._id}`
  const picker = useCandidatePicker(candidates, optionId)
  const { selected, matches, shown, current } = picker
  const grant = useGrantRole()

  const save = (source: ActionSource) => {
    if (grant.isPending) return
    if (selected.size === 0) {
      toast.error(i18n._(roleMessages.selectUsers))
      return
    }
    grant.mutate(
      { roleId: role._id, assign: [...selected], source },
      {
        onSuccess: (answer) => {
          if (reportAnswer(i18n, answer, roleMessages.assigned, roleServerTexts)) {
            onClose()
            onAssigned?.()
          }
        },
      },
    )
  }
  useFooterCommands(true, getElement, { 'action.save': save, 'action.reset': picker.clear, 'action.close': onClose })
  const count = selected.size

  return (
    <SaveForm className="flex min-h-0 flex-col gap-3" onSave={save}>
      <DialogHeader>
        <DialogTitle>{t`Assign role ${role.name}`}</DialogTitle>
        <DialogDescription>{t`Pick the admins and employees who get this role; it replaces the role they have now.`}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-search`}>{t`Search users`}</Label>
        <Input
          id={`${ids}-search`}
          ref={picker.searchRef}
          type="search"
          value={picker.text}
          onChange={(e) => picker.search(e.target.value)}
          onKeyDown={picker.onSearchKeyDown}
          placeholder={t`Name or mobile number`}
          autoComplete="off"
          autoFocus
          aria-controls={`${ids}-list`}
        />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span role="status" aria-live="polite" data-slot="selected-count">
          {t`${count} selected`}
        </span>
        <span className="text-muted-foreground">
          {matches.length > shown.length
            ? t`Showing ${shown.length} of ${matches.length}; type to narrow`
            : t`${matches.length} of ${candidates.length} users`}
        </span>
      </div>
      <CandidateList
        id={`${ids}-list`}
        helpId={`${ids}-help`}
        listRef={picker.listRef}
        optionId={optionId}
        shown={shown}
        current={current}
        selected={selected}
        none={candidates.length === 0}
        onKeyDown={picker.onListKeyDown}
        onFocus={() => {
          if (current < 0 && shown.length > 0) picker.setActive(0)
        }}
        onPick={(c, index) => {
          picker.setActive(index)
          picker.toggle(c)
        }}
      />
      <p id={`${ids}-help`} className="text-xs text-muted-foreground">
        {t`Type to search, arrow keys move, Space selects, Ctrl+A selects every match.`}
      </p>
      <RoleFormFooter className="items-center" onClose={onClose} onReset={picker.clear} saving={grant.isPending}>
        <Button type="button" variant="ghost" onClick={picker.selectMatching} disabled={matches.length === 0}>
          {t`Select all matching`}
        </Button>
      </RoleFormFooter>
    </SaveForm>
  )
}
