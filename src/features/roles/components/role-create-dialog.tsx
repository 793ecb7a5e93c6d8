import { zodResolver } from '@hookform/resolvers/zod'
import { useLingui } from '@lingui/react/macro'
import { z } from 'zod'
import type { RoleCreateBody } from '@shared/api/roles'
import { TextFormField } from '@/components/form-text-field'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { roleApi } from '../api'
import { roleNameField } from '../messages'

/** The add-role form: a name, required (spec 000 section 5), with its messages in the UI language. */
const createForm = z.object({ name: roleNameField })
type CreateValues = z.infer<typeof createForm>

const EMPTY: CreateValues = { name: '' }
const resolver = () => zodResolver(createForm)
const toValues = () => EMPTY
/** A new role is active (spec 000 section 4). */
const toPayload = (values: CreateValues): RoleCreateBody => ({ name: values.name, active: true })

/** The new-role dialog (spec 000 section 2): the name; Save and Reset, also Ctrl/Cmd+S and Ctrl/Cmd+R; Esc closes. */
export function RoleCreateDialog(props: RecordDialogProps) {
  const { t } = useLingui()
  const title = t`New role`
  return (
    <RecordDialogFrame
      {...props}
      api={roleApi}
      testId="role-create-dialog"
      title={{ new: title, edit: title, view: title }}
      description={t`The role is created active, without permissions; edit it to grant screens.`}
      empty={EMPTY}
      toValues={toValues}
      resolver={resolver}
      toPayload={toPayload}
      duplicateField="name"
      className="sm:max-w-lg"
    >
      {() => <TextFormField name="name" label={t`Name`} required autoComplete="off" autoFocus maxLength={100} />}
    </RecordDialogFrame>
  )
}
