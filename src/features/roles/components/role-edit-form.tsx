import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { RC } from '@shared/response-codes'
import { SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { RecordDialogFooter, useRecordDialogCommands } from '@/components/record-dialog-footer'
import { DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form } from '@/components/ui/form'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { roleApi, useUpdateRole, type RoleDetails } from '../api'
import { filterScreens } from '../keyboard'
import { roleMessages, roleNameField, roleServerTexts } from '../messages'
import { grantCounts, gridFromList, listFromGrid, type PermissionGrid, type RoleDraft } from '../permission-grid'
import { RoleMeta } from './dialog-parts'
import { FunctionFilter, useTitledScreens } from './function-filter'
import { focusMatrixCell, PermissionMatrix } from './permission-matrix'
import { useRoleConflict, type TheirRole } from './role-conflict'
import { SaveForm } from '@/components/save-form'

const editSchema = z.object({ name: roleNameField, active: z.boolean() })
type EditValues = z.infer<typeof editSchema>

interface Props {
  role: RoleDetails
  /** The version the role was loaded at: the update is applied only if it still has it (issue 14). */
  version: number | undefined
  getElement: () => HTMLElement | null
  onClose: () => void
  onSaved: () => void
}

/**
 * The edit-permissions form of the role dialog (spec 000 sections 2 and 6): name, active and the permission matrix;
 * Save (Ctrl/Cmd+S) sends PUT /role/permission/update, Reset (Ctrl/Cmd+R) restores the loaded values, Esc closes. A
 * role changed by someone else since it was loaded opens the conflict dialog (issue 14): keep theirs, apply mine on
 * top (mine again with their version) or copy mine and close.
 */
export function RoleEditForm({ role, version, getElement, onClose, onSaved }: Props) {
  const { t, i18n } = useLingui()
  const ids = useId()
  // The role and version the editor started from: the props as they were when it opened, or theirs after Keep theirs.
  const [loaded, setLoaded] = useState<TheirRole>({ role, version })
  const initialGrid = useMemo(() => gridFromList(loaded.role.permission), [loaded])
  const form = useForm<EditValues>({ resolver: zodResolver(editSchema), defaultValues: { name: role.name, active: role.active } })
  const [grid, setGrid] = useState<PermissionGrid>(initialGrid)
  const [filter, setFilter] = useState('')
  const update = useUpdateRole()
  const titled = useTitledScreens()
  const rows = useMemo(() => filterScreens(titled, filter), [titled, filter])
  const filterRef = useRef<HTMLInputElement>(null)
  const tableRef = useRef<HTMLTableElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const onChange = useCallback((fn: (g: PermissionGrid) => PermissionGrid) => setGrid(fn), [])
  const counts = grantCounts(grid)

  const queryClient = useQueryClient()
  /** The editor shows `next` as loaded (Reset goes back to it) and saves from its version. */
  const adopt = (next: TheirRole) => {
    setLoaded(next)
    queryClient.setQueryData(roleApi.detailsKey(role._id), next)
    form.reset({ name: next.role.name, active: next.role.active })
    setGrid(gridFromList(next.role.permission))
    focusName()
  }
  // Keep theirs without their role in the answer: adopts the details once they are loaded again.
  const reloading = useRef(false)
  useEffect(() => {
    if (!reloading.current || version === loaded.version) return
    reloading.current = false
    adopt({ role, version })
  })
  const conflict = useRoleConflict({
    keepTheirs: (theirs) => {
      if (theirs) return adopt(theirs)
      reloading.current = true
      void queryClient.invalidateQueries({ queryKey: roleApi.detailsKey(role._id) })
    },
    applyMine: (mine, theirVersion) => send(mine, theirVersion, 'pointer'),
    closeForm: onClose,
  })

  /** PUT /role/permission/update of `draft` from `from` (the version it was read at); 125 opens the conflict dialog. */
  const send = (draft: RoleDraft, from: number | undefined, source: ActionSource) => {
    const { name, active } = draft
    update.mutate(
      { roleId: role._id, name, active, permission: listFromGrid(draft.grid), version: from ?? 0, source },
      {
        onSuccess: (answer) => {
          if (conflict.offer(answer, draft)) return
          if (reportAnswer(i18n, answer, roleMessages.updated, roleServerTexts)) {
            onClose()
            onSaved()
          } else if (answer.responseCode === RC.DUPLICATE || answer.responseCode === RC.BAD_INPUT) {
            form.setFocus('name')
          }
        },
      },
    )
  }
  const save = (source: ActionSource) => {
    if (update.isPending) return
    void form.handleSubmit((values) => send({ ...values, grid }, loaded.version, source))()
  }
  // Not form.setFocus: reset() drops the field registrations until the next render.
  const focusName = () => formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  const reset = () => {
    form.reset({ name: loaded.role.name, active: loaded.role.active })
    setGrid(initialGrid)
    setFilter('')
    focusName()
  }
  useRecordDialogCommands(true, 'edit', getElement, { submit: save, reset, close: onClose, resetOnEdit: true })

  return (
    <Form {...form}>
      <SaveForm ref={formRef} className="flex min-h-0 flex-col gap-3" onSave={save}>
        <DialogHeader>
          <DialogTitle>{t`Edit role`}</DialogTitle>
          <DialogDescription id={`${ids}-summary`} aria-live="polite">
            {t`Functions enabled: ${counts.screens} · Buttons enabled: ${counts.buttons}`}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
          <TextFormField name="name" label={t`Name`} required autoComplete="off" autoFocus maxLength={100} className="min-w-64 flex-1" />
          <SwitchFormField name="active" label={t`Active`} className="sm:mt-8" />
        </div>
        <RoleMeta role={loaded.role} />
        <FunctionFilter
          id={`${ids}-filter`}
          value={filter}
          onChange={setFilter}
          onEnterList={() => focusMatrixCell(tableRef.current)}
          inputRef={filterRef}
        />
        <p id={`${ids}-help`} className="text-xs text-muted-foreground">
          {t`Arrow keys move between switches, Space toggles, Home and End go to the ends of a row. Turning a button on also enables its function.`}
        </p>
        <div className="min-h-0 flex-1 overflow-auto rounded-md border" style={{ maxHeight: '52vh' }}>
          <PermissionMatrix
            grid={grid}
            rows={rows}
            onChange={onChange}
            onLeaveTop={() => filterRef.current?.focus()}
            tableRef={tableRef}
            describedBy={`${ids}-help`}
          />
        </div>
        <RecordDialogFooter
          mode="edit"
          pending={update.isPending}
          onReset={reset}
          onClose={onClose}
          resetOnEdit
          submit={{ label: t`Save` }}
        />
      </SaveForm>
      {conflict.dialog}
    </Form>
  )
}
