import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ConflictAnswer } from '@shared/api/versions'
import { RC } from '@shared/response-codes'
import type { ApiAnswer } from '@/lib/api'
import { diffValues, flattenValues, valueText } from '@/lib/field-diff'
import type { ConflictRow } from './conflict-dialog'
import { ConflictPrompt } from './conflict-prompt'

/** What a refused save left: the record now (as the form's values and its new version), who changed it, and my values. */
export interface Conflict<TValues> {
  changedBy: ConflictAnswer['changedBy']
  /** The record now, as its details call answers it (undefined when it did not fit the schema). */
  current: unknown
  theirs: TValues | undefined
  version: number | undefined
  mine: TValues
  rows: ConflictRow[]
  /** My values as text, a labelled line per field, for the clipboard. */
  mineText: string
}

/** The label a field shows in the dialog (FormLabel's data-field), else its path. */
function labelOf(root: HTMLElement | null, path: string): string {
  const label = root
    ?.querySelector(`label[data-field="${CSS.escape(path)}"]`)
    ?.textContent?.replace(/\s*\*\s*$/, '')
    .trim()
  return label || path
}

interface Options<TValues> {
  /** The conflict's record as the details query gives it (undefined when it does not fit). */
  parse: (current: unknown) => ({ version?: number } & object) | undefined
  toValues: (details: never) => TValues
  /** Where the form's labels are. */
  root: () => HTMLElement | null
  /** Keep theirs: the form edits their record now (`current` parsed, or undefined to load it again). */
  keepTheirs: (current: unknown) => void
  /** Apply mine on top: saves again with their version. */
  applyMine: (version: number | undefined) => void
  /** Copy mine and close: the dialog closes for good. */
  closeForm: () => void
}

/**
 * The conflict dialog of a record dialog (issue 14): `offer` takes a save's answer and, on 125, opens the dialog with
 * the fields where their record (through the dialog's `toValues`) and the form's values differ, labelled as the form
 * labels its fields. `dialog` is the element to draw.
 */
export function useConflict<TValues>(o: Options<TValues>) {
  const { t } = useLingui()
  const [conflict, setConflict] = useState<Conflict<TValues> | null>(null)
  const yesNo = (v: boolean) => (v ? t`Yes` : t`No`)

  /** Opens the dialog when `answer` is a conflict; true then. */
  const offer = (answer: ApiAnswer, mine: TValues): boolean => {
    if (answer.responseCode !== RC.EDIT_CONFLICT || !answer.conflict) return false
    const current = o.parse(answer.conflict.current)
    const theirs = current && o.toValues(current as never)
    const root = o.root()
    const rows = diffValues(theirs, mine).map((d) => ({
      path: d.path,
      label: labelOf(root, d.path),
      theirs: valueText(d.theirs, yesNo),
      mine: valueText(d.mine, yesNo),
    }))
    const mineText = [...flattenValues(mine)].map(([path, v]) => `${labelOf(root, path)}: ${valueText(v, yesNo)}`).join('\n')
    const version = current?.version ?? (answer.conflict.current.version as number | undefined)
    setConflict({ changedBy: answer.conflict.changedBy, current, theirs, version, mine, rows, mineText })
    return true
  }

  const c = conflict
  const close = () => setConflict(null)
  const dialog = c && (
    <ConflictPrompt
      changedBy={c.changedBy}
      rows={c.rows}
      mineText={c.mineText}
      onClose={close}
      onKeepTheirs={() => o.keepTheirs(c.current)}
      onApplyMine={() => o.applyMine(c.version)}
      onCloseForm={o.closeForm}
    />
  )
  return { offer, dialog }
}
