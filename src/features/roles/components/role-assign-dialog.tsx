import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CheckIcon } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { cn } from '@/lib/utils'
import { useGrantRole, useUnassigned, type Unassigned } from '../api'
import { candidateLabel, candidateName, filterCandidates, mergeCandidates, toggleId, type Candidate } from '../assign'
import { moveOption, toggleShown } from '../keyboard'
import { roleMessages, roleServerTexts } from '../outcome'
import { RoleDialogPending, RoleFormFooter } from './dialog-parts'

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

/** At most this many options are rendered; the search narrows the rest. */
const SHOWN_LIMIT = 200

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
  const [text, setText] = useState('')
  const [selected, setSelected] = useState<Set<string>>(() => new Set())
  const [active, setActive] = useState(-1)
  const grant = useGrantRole()
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)

  const matches = useMemo(() => filterCandidates(candidates, text), [candidates, text])
  const shown = useMemo(() => matches.slice(0, SHOWN_LIMIT), [matches])
  const current = shown.length === 0 ? -1 : Math.min(active, shown.length - 1)
  const optionId = (c: Candidate) => `${ids}-opt-${c._id}`
  const activeCandidate = current >= 0 ? shown[current] : undefined

  const moveTo = (index: number) => {
    setActive(index)
    const c = shown[index]
    if (c) document.getElementById(optionId(c))?.scrollIntoView({ block: 'nearest' })
  }
  const toggle = (c: Candidate) => setSelected((s) => toggleId(s, c._id))
  const selectMatching = () =>
    setSelected((s) =>
      toggleShown(
        s,
        matches.map((c) => c._id),
      ),
    )
  const search = (next: string) => {
    setText(next)
    setActive(-1)
  }

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
  const reset = () => {
    setSelected(new Set())
    search('')
    searchRef.current?.focus()
  }
  useFooterCommands(true, getElement, { 'action.save': save, 'action.reset': reset, 'action.close': onClose })

  const onSearchKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if ((e.key === 'ArrowDown' || e.key === 'Enter') && shown.length > 0) {
      e.preventDefault()
      if (current < 0) setActive(0)
      listRef.current?.focus()
    }
  }

  const onListKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const mod = e.ctrlKey || e.metaKey
    if (mod && !e.altKey && e.key.toLowerCase() === 'a') {
      e.preventDefault()
      selectMatching()
      return
    }
    if (mod || e.altKey) return
    const next = moveOption(current, e.key, shown.length)
    if (next !== null) {
      e.preventDefault()
      if (next < 0) {
        setActive(-1)
        searchRef.current?.focus()
      } else moveTo(next)
      return
    }
    if (e.key === ' ' || e.key === 'Enter') {
      e.preventDefault()
      if (activeCandidate) toggle(activeCandidate)
      return
    }
    // Typing goes to the search box.
    if (e.key === 'Backspace' || (e.key.length === 1 && e.key !== ' ')) {
      e.preventDefault()
      e.stopPropagation()
      search(e.key === 'Backspace' ? text.slice(0, -1) : text + e.key)
      searchRef.current?.focus()
    }
  }

  const groups = [
    { kind: 'admin' as const, label: t`Admins`, items: shown.filter((c) => c.kind === 'admin') },
    { kind: 'employee' as const, label: t`Employees`, items: shown.filter((c) => c.kind === 'employee') },
  ].filter((g) => g.items.length > 0)
  const indexOf = new Map(shown.map((c, i) => [c._id, i]))
  const count = selected.size

  return (
    <form
      noValidate
      className="flex min-h-0 flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault()
        save('pointer')
      }}
    >
      <DialogHeader>
        <DialogTitle>{t`Assign role ${role.name}`}</DialogTitle>
        <DialogDescription>{t`Pick the admins and employees who get this role; it replaces the role they have now.`}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor={`${ids}-search`}>{t`Search users`}</Label>
        <Input
          id={`${ids}-search`}
          ref={searchRef}
          type="search"
          value={text}
          onChange={(e) => search(e.target.value)}
          onKeyDown={onSearchKeyDown}
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
      <div
        id={`${ids}-list`}
        ref={listRef}
        role="listbox"
        aria-multiselectable="true"
        aria-label={t`Unassigned users`}
        aria-activedescendant={activeCandidate ? optionId(activeCandidate) : undefined}
        aria-describedby={`${ids}-help`}
        tabIndex={0}
        onKeyDown={onListKeyDown}
        onFocus={() => {
          if (current < 0 && shown.length > 0) setActive(0)
        }}
        className="min-h-24 flex-1 overflow-auto rounded-md border p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        style={{ maxHeight: '50vh' }}
      >
        {groups.length === 0 ? (
          <p className="px-2 py-4 text-sm text-muted-foreground">
            {candidates.length === 0 ? t`No unassigned admins or employees` : t`No user matches the search`}
          </p>
        ) : (
          groups.map((g) => (
            <div key={g.kind} role="group" aria-labelledby={`${ids}-${g.kind}`}>
              <div
                id={`${ids}-${g.kind}`}
                role="presentation"
                className="px-2 pt-2 pb-1 text-xs font-semibold text-muted-foreground uppercase"
              >
                {g.label}
              </div>
              {g.items.map((c) => {
                const index = indexOf.get(c._id)!
                const isSelected = selected.has(c._id)
                return (
                  <div
                    key={c._id}
                    id={optionId(c)}
                    role="option"
                    aria-selected={isSelected}
                    aria-label={candidateLabel(c)}
                    data-active={index === current || undefined}
                    onClick={() => {
                      setActive(index)
                      toggle(c)
                    }}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none',
                      'data-[active]:bg-accent data-[active]:text-accent-foreground',
                    )}
                  >
                    <span
                      aria-hidden="true"
                      className={cn(
                        'flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-input',
                        isSelected && 'border-primary bg-primary text-primary-foreground',
                      )}
                    >
                      {isSelected && <CheckIcon className="size-3.5" />}
                    </span>
                    <span className="min-w-0 flex-1 truncate">{candidateName(c) || '-'}</span>
                    <span className="text-muted-foreground tabular-nums">{c.mobileNo}</span>
                  </div>
                )
              })}
            </div>
          ))
        )}
      </div>
      <p id={`${ids}-help`} className="text-xs text-muted-foreground">
        {t`Type to search, arrow keys move, Space selects, Ctrl+A selects every match.`}
      </p>
      <RoleFormFooter className="items-center" onClose={onClose} onReset={reset} saving={grant.isPending}>
        <Button type="button" variant="ghost" onClick={selectMatching} disabled={matches.length === 0}>
          {t`Select all matching`}
        </Button>
      </RoleFormFooter>
    </form>
  )
}
