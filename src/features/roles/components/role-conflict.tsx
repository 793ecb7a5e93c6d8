import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { ConflictAnswer } from '@shared/api/versions'
import { BUTTONS, SCREENS, type Button, type Screen } from '@shared/permissions'
import { RC } from '@shared/response-codes'
import type { ConflictRow } from '@/components/record-screen/conflict-dialog'
import { ConflictPrompt } from '@/components/record-screen/conflict-prompt'
import type { ApiAnswer } from '@/lib/api'
import { roleApi, type RoleDetails } from '../api'
import { lowerFirst } from '../keyboard'
import { buttonLabels, screenTitles } from '../labels'
import { gridDiff, gridFromList, type RoleDraft } from '../permission-grid'

/** The role as the details call answers it now, with its version. */
export interface TheirRole {
  role: RoleDetails
  version?: number
}

interface RoleConflict {
  changedBy: ConflictAnswer['changedBy']
  /** Their role (undefined when the answer did not fit the details schema). */
  theirs: TheirRole | undefined
  version: number | undefined
  mine: RoleDraft
  rows: ConflictRow[]
  mineText: string
}

interface Options {
  /** Keep theirs: the editor shows their role and edits it from their version (undefined: load it again). */
  keepTheirs: (theirs: TheirRole | undefined) => void
  /** Apply mine on top: my values again, with their version. */
  applyMine: (mine: RoleDraft, version: number | undefined) => void
  /** Copy mine and close: the editor closes. */
  closeForm: () => void
}

/**
 * The role editor's edit conflict (issue 14): `offer` takes the answer of PUT /role/permission/update and, on 125, opens
 * the shared conflict dialog with who changed the role and when, and the name, the active flag and each switch of the
 * permission matrix where their role and my draft differ, labelled as the matrix labels its switches. `dialog` is the
 * element to draw.
 */
export function useRoleConflict(o: Options) {
  const { t, i18n } = useLingui()
  const [conflict, setConflict] = useState<RoleConflict | null>(null)
  const yesNo = (v: boolean) => (v ? t`Yes` : t`No`)
  const titleOf = (screen: Screen) => i18n._(screenTitles[screen])
  const buttonOf = (button: Button) => i18n._(buttonLabels[button])
  /** The label of a switch, as the matrix's accessible name of it. */
  const switchLabel = (screen: Screen, button?: Button) => {
    const title = titleOf(screen)
    if (!button) return t`${title} enable`
    const name = lowerFirst(buttonOf(button))
    return t`${title} ${name}`
  }

  function rowsOf(theirs: RoleDraft, mine: RoleDraft): ConflictRow[] {
    const rows: ConflictRow[] = []
    if (theirs.name.trim() !== mine.name.trim()) rows.push({ path: 'name', label: t`Name`, theirs: theirs.name, mine: mine.name })
    if (theirs.active !== mine.active)
      rows.push({ path: 'active', label: t`Active`, theirs: yesNo(theirs.active), mine: yesNo(mine.active) })
    for (const d of gridDiff(theirs.grid, mine.grid)) {
      rows.push({
        path: d.button ? `permission.${d.screen}.${d.button}` : `permission.${d.screen}`,
        label: switchLabel(d.screen, d.button),
        theirs: yesNo(d.theirs),
        mine: yesNo(d.mine),
      })
    }
    return rows
  }

  /** My draft as text for the clipboard: name, active, then each function that is on or has a button on. */
  function textOf(mine: RoleDraft): string {
    const lines = [`${t`Name`}: ${mine.name}`, `${t`Active`}: ${yesNo(mine.active)}`]
    for (const screen of SCREENS) {
      const g = mine.grid[screen]
      const on = BUTTONS.filter((b) => g.buttons[b]).map(buttonOf)
      if (g.enable || on.length > 0) lines.push(`${switchLabel(screen)}: ${yesNo(g.enable)}; ${on.join(', ') || '-'}`)
    }
    return lines.join('\n')
  }

  /** Opens the dialog when `answer` is an edit conflict; true then. */
  const offer = (answer: ApiAnswer, mine: RoleDraft): boolean => {
    if (answer.responseCode !== RC.EDIT_CONFLICT || !answer.conflict) return false
    const theirs = roleApi.parseDetails(answer.conflict.current)
    const their = theirs && { name: theirs.role.name, active: theirs.role.active, grid: gridFromList(theirs.role.permission) }
    setConflict({
      changedBy: answer.conflict.changedBy,
      theirs,
      version: theirs?.version ?? (answer.conflict.current.version as number | undefined),
      mine,
      rows: their ? rowsOf(their, mine) : [],
      mineText: textOf(mine),
    })
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
      onKeepTheirs={() => o.keepTheirs(c.theirs)}
      onApplyMine={() => o.applyMine(c.mine, c.version)}
      onCloseForm={o.closeForm}
    />
  )
  return { offer, dialog }
}
