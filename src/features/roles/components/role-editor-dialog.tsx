import { useCallback, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react'
import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { useForm } from 'react-hook-form'
import { z } from 'zod'
import { RC } from '@shared/response-codes'
import { BUTTONS, SCREENS } from '@shared/permissions'
import { formatDateTime } from '@/components/data-table/formatters'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Switch } from '@/components/ui/switch'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useFooterCommands } from '@/lib/use-footer-commands'
import { useRoleDetails, useUpdateRole, type RoleDetails } from '../api'
import { filterScreens, type TitledScreen } from '../keyboard'
import { buttonLabels, screenTitles } from '../labels'
import { roleMessages, roleNameField, roleServerTexts } from '../outcome'
import { grantCounts, gridFromList, listFromGrid, type PermissionGrid } from '../permission-grid'
import { RoleDialogPending, RoleFormFooter } from './dialog-parts'
import { PermissionMatrix, focusMatrixCell } from './permission-matrix'

/** Which role the dialog shows, and how: edit (the permission editor) or view (read-only). */
export interface RoleDialogTarget {
  roleId: string
  mode: 'edit' | 'view'
}

interface Props {
  target: RoleDialogTarget | null
  onClose: () => void
  /** After a successful save: the table reloads. */
  onSaved: () => void
  /** Where the focus goes when the dialog closes (DialogContent's onCloseAutoFocus). */
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * The edit-permissions and view dialog of the role screen (spec 000 sections 2 and 6). Edit: name, active and the
 * permission matrix; Save (Ctrl/Cmd+S) sends PUT /role/permission/update, Reset (Ctrl/Cmd+R) restores the loaded
 * values, Esc closes. View: the same role read-only, with its owner and dates.
 */
export function RoleEditorDialog({ target, onClose, onSaved, onCloseAutoFocus }: Props) {
  const { t } = useLingui()
  const contentRef = useRef<HTMLDivElement>(null)
  const details = useRoleDetails(target?.roleId ?? null)
  const role = details.data && details.data._id === target?.roleId ? details.data : undefined
  const getElement = useCallback(() => contentRef.current, [])
  // While the role loads (or failed to), the dialog only closes; the loaded views register their own footer.
  useFooterCommands(target !== null && !role, getElement, { 'action.close': onClose })

  const title = target?.mode === 'view' ? t`View role` : t`Edit role`
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        ref={contentRef}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
        className="flex max-h-[92vh] flex-col sm:max-w-[min(76rem,calc(100%-2rem))]"
      >
        {target && role ? (
          target.mode === 'edit' ? (
            <RoleEditForm key={role._id} role={role} getElement={getElement} onClose={onClose} onSaved={onSaved} />
          ) : (
            <RoleView role={role} getElement={getElement} onClose={onClose} />
          )
        ) : (
          <RoleDialogPending title={title} isError={details.isError} error={details.error} />
        )}
      </DialogContent>
    </Dialog>
  )
}

/** The functions with their titles in the UI language, in menu order. */
function useTitledScreens(): TitledScreen[] {
  const { i18n } = useLingui()
  return useMemo(() => SCREENS.map((screen) => ({ screen, title: i18n._(screenTitles[screen]) })), [i18n])
}

/** The owner and the dates of a role, as a description list. */
function RoleMeta({ role }: { role: RoleDetails }) {
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

/** The filter box over the functions: ArrowDown or Enter moves into the list below it. */
function FunctionFilter({
  id,
  value,
  onChange,
  onEnterList,
  inputRef,
  autoFocus,
}: {
  autoFocus?: boolean
  id: string
  value: string
  onChange: (text: string) => void
  onEnterList: () => void
  inputRef: RefObject<HTMLInputElement | null>
}) {
  const { t } = useLingui()
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'Enter') {
      e.preventDefault()
      onEnterList()
    }
  }
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="shrink-0">
        {t`Filter functions`}
      </Label>
      <Input
        id={id}
        ref={inputRef}
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t`Find a function by name`}
        autoComplete="off"
        autoFocus={autoFocus}
        className="h-8 max-w-64"
      />
    </div>
  )
}

const editSchema = z.object({ name: roleNameField, active: z.boolean() })
type EditValues = z.infer<typeof editSchema>

interface EditProps {
  role: RoleDetails
  getElement: () => HTMLElement | null
  onClose: () => void
  onSaved: () => void
}

function RoleEditForm({ role, getElement, onClose, onSaved }: EditProps) {
  const { t, i18n } = useLingui()
  const ids = useId()
  const initialGrid = useMemo(() => gridFromList(role.permission), [role])
  const form = useForm<EditValues>({ resolver: zodResolver(editSchema), defaultValues: { name: role.name, active: role.active } })
  const [grid, setGrid] = useState<PermissionGrid>(initialGrid)
  const [filter, setFilter] = useState('')
  const update = useUpdateRole()
  const titled = useTitledScreens()
  const rows = useMemo(() => filterScreens(titled, filter), [titled, filter])
  const filterRef = useRef<HTMLInputElement>(null)
  const tableRef = useRef<HTMLTableElement>(null)
  const onChange = useCallback((fn: (g: PermissionGrid) => PermissionGrid) => setGrid(fn), [])
  const counts = grantCounts(grid)

  const save = (source: ActionSource) => {
    if (update.isPending) return
    void form.handleSubmit((values) =>
      update.mutate(
        { roleId: role._id, name: values.name, active: values.active, permission: listFromGrid(grid), source },
        {
          onSuccess: (answer) => {
            if (reportAnswer(i18n, answer, roleMessages.updated, roleServerTexts)) {
              onClose()
              onSaved()
            } else if (answer.responseCode === RC.DUPLICATE || answer.responseCode === RC.BAD_INPUT) {
              form.setFocus('name')
            }
          },
        },
      ),
    )()
  }
  const formRef = useRef<HTMLFormElement>(null)
  const reset = () => {
    form.reset({ name: role.name, active: role.active })
    setGrid(initialGrid)
    setFilter('')
    // Not form.setFocus: reset() drops the field registrations until the next render.
    formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus()
  }
  useFooterCommands(true, getElement, { 'action.save': save, 'action.reset': reset, 'action.close': onClose })

  return (
    <Form {...form}>
      <form
        ref={formRef}
        noValidate
        className="flex min-h-0 flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          save('pointer')
        }}
      >
        <DialogHeader>
          <DialogTitle>{t`Edit role`}</DialogTitle>
          <DialogDescription id={`${ids}-summary`} aria-live="polite">
            {t`Functions enabled: ${counts.screens} · Buttons enabled: ${counts.buttons}`}
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
          <FormField
            control={form.control}
            name="name"
            render={({ field }) => (
              <FormItem className="min-w-64 flex-1">
                <FormLabel>{t`Name`}</FormLabel>
                <FormControl>
                  <Input {...field} autoComplete="off" autoFocus maxLength={100} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="active"
            render={({ field }) => (
              <FormItem className="flex flex-col">
                <FormLabel>{t`Active`}</FormLabel>
                <FormControl>
                  <Switch checked={field.value} onCheckedChange={field.onChange} onBlur={field.onBlur} ref={field.ref} className="mt-2" />
                </FormControl>
              </FormItem>
            )}
          />
        </div>
        <RoleMeta role={role} />
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
        <RoleFormFooter onClose={onClose} onReset={reset} saving={update.isPending} />
      </form>
    </Form>
  )
}

interface ViewProps {
  role: RoleDetails
  getElement: () => HTMLElement | null
  onClose: () => void
}

/** The role read-only: name, active, owner, dates, and per function whether it is on and which buttons are. */
function RoleView({ role, getElement, onClose }: ViewProps) {
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onClose()}>
          {t`Close`}
        </Button>
      </DialogFooter>
    </div>
  )
}
