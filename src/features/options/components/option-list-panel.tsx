import { useEffect, useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ArrowDownIcon, ArrowUpIcon } from 'lucide-react'
import type { OptionListKey, OptionValue } from '@shared/api/options'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { useOptionCall } from './use-option-call'

interface Props {
  list: OptionListKey
  values: readonly OptionValue[]
  canEdit: boolean
  canAdd: boolean
  canDelete: boolean
}

/**
 * One option list as a table: add at the bottom (Enter adds), and on the selected row (↑/↓ select) Alt+↑/Alt+↓ move it,
 * F2 renames it (Enter saves, Esc cancels), Ctrl/Cmd+D deactivates or activates it, Delete deletes it (asked first; a
 * value in use is refused with the list's message: deactivate it instead).
 */
export function OptionListPanel({ list, values, canEdit, canAdd, canDelete }: Props) {
  const { t } = useLingui()
  const call = useOptionCall()
  const [selected, setSelected] = useState(0)
  const [renaming, setRenaming] = useState<{ id: string; label: string } | null>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const [newLabel, setNewLabel] = useState('')
  const [newValue, setNewValue] = useState('')
  const rows = useRef<(HTMLTableRowElement | null)[]>([])
  const current = values[Math.min(selected, values.length - 1)]

  useEffect(() => setSelected((s) => Math.max(0, Math.min(s, values.length - 1))), [values.length])

  const focusRow = (i: number) => {
    setSelected(i)
    rows.current[i]?.focus()
  }
  const move = async (row: OptionValue, direction: 'up' | 'down', i: number) => {
    if (await call.move(row._id, direction)) focusRow(direction === 'up' ? Math.max(0, i - 1) : Math.min(values.length - 1, i + 1))
  }
  const saveRename = async () => {
    if (!renaming) return
    const row = values.find((v) => v._id === renaming.id)
    if (row && (await call.rename(row, renaming.label))) setRenaming(null)
  }
  const add = async () => {
    if (await call.add(list, newLabel, newValue)) {
      setNewLabel('')
      setNewValue('')
    }
  }

  const onRowKey = (e: React.KeyboardEvent, row: OptionValue, i: number) => {
    if (renaming) return
    if (e.key === 'ArrowUp' && e.altKey && canEdit) void move(row, 'up', i)
    else if (e.key === 'ArrowDown' && e.altKey && canEdit) void move(row, 'down', i)
    else if (e.key === 'ArrowUp') focusRow(Math.max(0, i - 1))
    else if (e.key === 'ArrowDown') focusRow(Math.min(values.length - 1, i + 1))
    else if (e.key === 'Home') focusRow(0)
    else if (e.key === 'End') focusRow(values.length - 1)
    else if (e.key === 'F2' && canEdit) setRenaming({ id: row._id, label: row.label })
    else if (e.key.toLowerCase() === 'd' && (e.ctrlKey || e.metaKey) && canEdit) void call.setActive(row, !row.active)
    else if (e.key === 'Delete' && canDelete) setConfirming(row._id)
    else return
    e.preventDefault()
  }

  return (
    <div className="grid gap-3" data-testid={`option-list-${list}`}>
      <p className="text-sm text-muted-foreground">
        <Trans>↑/↓ select, Alt+↑/Alt+↓ move, F2 rename, Ctrl+D deactivate or activate, Delete delete.</Trans>
      </p>
      <table className="w-full text-sm" aria-label={t`Values`}>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th className="w-12 py-1">#</th>
            <th className="py-1">{t`Name`}</th>
            <th className="py-1">{t`Stored value`}</th>
            <th className="py-1">{t`Status`}</th>
            <th className="py-1 text-right">{t`Actions`}</th>
          </tr>
        </thead>
        <tbody>
          {values.map((row, i) => (
            <tr
              key={row._id}
              ref={(el) => {
                rows.current[i] = el
              }}
              tabIndex={current?._id === row._id ? 0 : -1}
              aria-selected={current?._id === row._id}
              data-value={row.value}
              onFocus={() => setSelected(i)}
              onKeyDown={(e) => onRowKey(e, row, i)}
              data-active={row.active}
              className="border-t outline-none focus:bg-accent aria-selected:bg-muted/50 data-[active=false]:text-muted-foreground"
            >
              <td className="py-1">{i + 1}</td>
              <td className="py-1">
                {renaming?.id === row._id ? (
                  <Input
                    autoFocus
                    aria-label={t`Name`}
                    value={renaming.label}
                    maxLength={120}
                    onChange={(e) => setRenaming({ id: row._id, label: e.target.value })}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter') void saveRename()
                      else if (e.key === 'Escape') {
                        setRenaming(null)
                        rows.current[i]?.focus()
                      } else return
                      e.preventDefault()
                      e.stopPropagation()
                    }}
                  />
                ) : (
                  row.label
                )}
              </td>
              <td className="py-1 font-mono text-xs">{row.value}</td>
              <td className="py-1">{row.active ? t`Active` : t`Inactive`}</td>
              <td className="py-1">
                <div className="flex justify-end gap-1">
                  {canEdit && (
                    <>
                      <Button
                        size="icon"
                        variant="ghost"
                        tabIndex={-1}
                        aria-label={t`Move up`}
                        disabled={i === 0}
                        onClick={() => void move(row, 'up', i)}
                      >
                        <ArrowUpIcon />
                      </Button>
                      <Button
                        size="icon"
                        variant="ghost"
                        tabIndex={-1}
                        aria-label={t`Move down`}
                        disabled={i === values.length - 1}
                        onClick={() => void move(row, 'down', i)}
                      >
                        <ArrowDownIcon />
                      </Button>
                      <Button size="sm" variant="ghost" tabIndex={-1} onClick={() => setRenaming({ id: row._id, label: row.label })}>
                        {t`Rename`}
                      </Button>
                      <Button size="sm" variant="ghost" tabIndex={-1} onClick={() => void call.setActive(row, !row.active)}>
                        {row.active ? t`Deactivate` : t`Activate`}
                      </Button>
                    </>
                  )}
                  {canDelete &&
                    (confirming === row._id ? (
                      <Button
                        size="sm"
                        variant="destructive"
                        autoFocus
                        onBlur={() => setConfirming(null)}
                        onKeyDown={(e) => {
                          if (e.key === 'Escape') {
                            e.stopPropagation()
                            setConfirming(null)
                            rows.current[i]?.focus()
                          }
                        }}
                        onClick={() => void call.remove(row).then(() => setConfirming(null))}
                      >
                        {t`Confirm delete`}
                      </Button>
                    ) : (
                      <Button size="sm" variant="ghost" tabIndex={-1} onClick={() => setConfirming(row._id)}>
                        {t`Delete`}
                      </Button>
                    ))}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {canAdd && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            void add()
          }}
        >
          <label className="grid gap-1 text-sm">
            {t`New name`}
            <Input name="newLabel" value={newLabel} maxLength={120} onChange={(e) => setNewLabel(e.target.value)} />
          </label>
          <label className="grid gap-1 text-sm">
            {t`Stored value (optional)`}
            <Input name="newValue" value={newValue} maxLength={60} onChange={(e) => setNewValue(e.target.value)} />
          </label>
          <Button type="submit">{t`Add`}</Button>
        </form>
      )}
    </div>
  )
}
