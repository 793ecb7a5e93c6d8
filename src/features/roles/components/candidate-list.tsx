import type { KeyboardEvent, RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CheckIcon } from 'lucide-react'
import { cn } from '@/lib/utils'
import { candidateLabel, candidateName, type Candidate } from '../assign'

interface Props {
  id: string
  helpId: string
  listRef: RefObject<HTMLDivElement | null>
  optionId: (c: Candidate) => string
  /** The options shown, in order; the active one is `current` among them. */
  shown: readonly Candidate[]
  current: number
  selected: ReadonlySet<string>
  /** No candidate at all (rather than none matching the search). */
  none: boolean
  onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => void
  onFocus: () => void
  onPick: (c: Candidate, index: number) => void
}

/** The assign panel's multi-select listbox: admins, then employees, each option with its check mark and mobile number. */
export function CandidateList({ id, helpId, listRef, optionId, shown, current, selected, none, onKeyDown, onFocus, onPick }: Props) {
  const { t } = useLingui()
  const groups = [
    { kind: 'admin' as const, label: t`Admins`, items: shown.filter((c) => c.kind === 'admin') },
    { kind: 'employee' as const, label: t`Employees`, items: shown.filter((c) => c.kind === 'employee') },
  ].filter((g) => g.items.length > 0)
  const indexOf = new Map(shown.map((c, i) => [c._id, i]))
  const active = current >= 0 ? shown[current] : undefined

  return (
    <div
      id={id}
      ref={listRef}
      role="listbox"
      aria-multiselectable="true"
      aria-label={t`Unassigned users`}
      aria-activedescendant={active ? optionId(active) : undefined}
      aria-describedby={helpId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      className="min-h-24 flex-1 overflow-auto rounded-md border p-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      style={{ maxHeight: '50vh' }}
    >
      {groups.length === 0 ? (
        <p className="px-2 py-4 text-sm text-muted-foreground">
          {none ? t`No unassigned admins or employees` : t`No user matches the search`}
        </p>
      ) : (
        groups.map((g) => (
          <div key={g.kind} role="group" aria-labelledby={`${id}-${g.kind}`}>
            <div
              id={`${id}-${g.kind}`}
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
                  aria-label={candidateLabel(c, c.roleName ? t`current role ${c.roleName}` : t`no role`)}
                  data-active={index === current || undefined}
                  onClick={() => onPick(c, index)}
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
                  <span className="truncate text-xs text-muted-foreground" data-slot="current-role">
                    {c.roleName ?? t`No role`}
                  </span>
                  <span className="text-muted-foreground tabular-nums">{c.mobileNo}</span>
                </div>
              )
            })}
          </div>
        ))
      )}
    </div>
  )
}
