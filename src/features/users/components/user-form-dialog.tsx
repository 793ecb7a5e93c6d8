import { useCallback } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { UserDetails, UserFormInput } from '@shared/api/users'
import type { RecordDialogMode } from '@/components/record-dialog-footer'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { usePasswordRule } from '@/lib/password-rule'
import { usersApi } from '../api'
import { toPayload } from '../form-payload'
import { userResolver } from '../form-resolver'
import { emptyValues, fromDetails, OWN_BATTERY_TYPE, type UserFormValues } from '../form-values'
import { UserFormDocuments } from './user-form-documents'
import { UserFormFields } from './user-form-fields'
import { UserNotificationsTab } from './user-notifications-tab'
import { UserRechargesTab } from './user-recharges-tab'
import { UserTripsTab } from './user-trips-tab'

const EMPTY = emptyValues()
const valuesOf = (d: { user: UserDetails }) => fromDetails(d.user)
/** The resolver checked the payload with the same schema (userForm / userUpdateForm). */
const payloadOf = (values: UserFormValues, mode: RecordDialogMode) => toPayload(values, mode) as UserFormInput

/**
 * The user form dialog (spec 000 section 2, "User screen"): modes new, edit and view; tabs personal information, trip
 * and recharge history (edit only; recharges hidden for own EPK plus battery), documents (saved with the form) and
 * notifications (existing users). Reset in new and edit mode; a duplicate mobile number marks the field.
 */
export function UserFormDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const passwordRule = usePasswordRule()
  const resolver = useCallback(
    (mode: RecordDialogMode, id: string | null) => userResolver(mode, id ?? undefined, i18n, passwordRule),
    [i18n, passwordRule],
  )

  return (
    <RecordDialogFrame
      {...props}
      api={usersApi}
      testId="user-dialog"
      className="sm:max-w-5xl"
      title={{ new: t`New user`, edit: t`Edit user`, view: t`View user` }}
      empty={EMPTY}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
      duplicateField="mobileNo"
      resetOnEdit
      tabs={({ mode, viewOnly, details, form }) => {
        const userId = details?.user._id
        // Histories in edit mode only; no recharges for a vehicle with its own battery.
        const historyOf = mode === 'edit' ? userId : undefined
        const ownBattery = form.watch('vehicleDetails.vehicleType') === OWN_BATTERY_TYPE
        return {
          label: t`User details`,
          fieldsLabel: t`Personal information`,
          more: [
            ...(historyOf !== undefined ? [{ value: 'trips', label: t`Trip history`, content: <UserTripsTab userId={historyOf} /> }] : []),
            ...(historyOf !== undefined && !ownBattery
              ? [{ value: 'recharges', label: t`Recharge history`, content: <UserRechargesTab userId={historyOf} /> }]
              : []),
            { value: 'documents', label: t`Documents`, inForm: true, content: <UserFormDocuments readOnly={viewOnly} /> },
            ...(mode !== 'new' && userId !== undefined
              ? [{ value: 'notifications', label: t`Notifications`, content: <UserNotificationsTab userId={userId} /> }]
              : []),
          ],
        }
      }}
    >
      {({ mode }) => <UserFormFields mode={mode} />}
    </RecordDialogFrame>
  )
}
