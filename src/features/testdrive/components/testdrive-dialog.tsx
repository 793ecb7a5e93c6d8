import { useEffect, useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import type { TestDriveDetails } from '@shared/api/testdrive'
import { formatDateTime, personName } from '@/components/data-table/formatters'
import { SelectFormField } from '@/components/form-choice-fields'
import { DateFormField } from '@/components/form-date-field'
import { TextFormField } from '@/components/form-text-field'
import { ReadOnlyValue } from '@/components/read-only-fields'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { formatDayText } from '@/lib/date-text'
import { withSaveReports } from '@/lib/record-api'
import { RC } from '@shared/response-codes'
import { useRefreshSlots, testDriveApi, useDriveBranches, useDriveVehicleModels } from '../api'
import { emptyValues, indiaSecondsToDay, payloadOf, testDriveResolver, todayInIndia, valuesOf, type Values } from '../form-values'
import { TEST_DRIVE_STATUS_LABELS } from '../labels'
import { useSlotOptions } from './use-slot-options'

const digits = (v: string) => v.replace(/\D/g, '')
/** A stored day (midnight in India) as dd/MM/yyyy. */
const dayText = (seconds: number | null) => formatDayText(indiaSecondsToDay(seconds))

/** The branch: those with an active configuration the actor may book at. */
function BranchField() {
  const { t } = useLingui()
  const { data } = useDriveBranches()
  const { setValue } = useFormContext<Values>()
  const options = useMemo(() => (data ?? []).map((b) => ({ value: b._id, label: b.name })), [data])
  return (
    <SelectFormField
      name="branchId"
      label={t`Branch`}
      required
      options={options}
      placeholder={t`Select a branch`}
      autoFocus
      onPicked={() => setValue('slotId', '')}
    />
  )
}

/** The slot: those of the chosen branch and day with places left; a chosen slot no longer listed is dropped. */
function SlotField() {
  const { t } = useLingui()
  const { control, setValue, getValues } = useFormContext<Values>()
  const [branchId, day] = useWatch({ control, name: ['branchId', 'bookingDate'] })
  const slots = useSlotOptions(branchId, day)
  useEffect(() => {
    const chosen = getValues('slotId')
    if (chosen && !slots.loading && !slots.options.some((o) => o.value === chosen)) setValue('slotId', '')
  }, [slots.options, slots.loading, getValues, setValue])
  return (
    <div className="grid content-start gap-1">
      <SelectFormField
        name="slotId"
        label={t`Slot`}
        required
        options={slots.options}
        placeholder={slots.ready ? (slots.loading ? t`Loading…` : t`Select a slot`) : t`Choose the branch and date first`}
      />
      {slots.ready && slots.none && (
        <p className="text-sm text-muted-foreground" data-testid="testdrive-no-slot">{t`No slot with places on that day`}</p>
      )}
      {slots.error && (
        <p className="text-sm text-destructive" role="alert">
          {slots.error}
        </p>
      )}
    </div>
  )
}

/** The model of the ride (optional): the models a drive can take; an edit changes it too. */
function VehicleModelField({ autoFocus }: { autoFocus?: boolean }) {
  const { t } = useLingui()
  const models = useDriveVehicleModels().data ?? []
  return (
    <SelectFormField
      name="vehicleModelId"
      label={t`Vehicle model`}
      options={models}
      placeholder={t`Select a vehicle model`}
      autoFocus={autoFocus}
    />
  )
}

/** The fields a new drive asks for (spec 002 section 9, 'Create Test Drive'). */
function CreateFields() {
  const { t } = useLingui()
  return (
    <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
      <BranchField />
      <DateFormField name="bookingDate" label={t`Date`} required min={todayInIndia()} />
      <SlotField />
      <TextFormField
        name="customerMobileNo"
        label={t`Customer mobile no.`}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={13}
        transform={digits}
      />
      <TextFormField name="customerFname" label={t`First name`} required autoComplete="off" maxLength={100} />
      <TextFormField name="customerLname" label={t`Last name`} autoComplete="off" maxLength={100} />
      <VehicleModelField />
      <TextFormField name="remarks" label={t`Remarks`} rows={3} autoComplete="off" maxLength={1000} className="sm:col-span-2" />
    </div>
  )
}

/** A stored drive as read-only values: what an edit does not change. */
function DriveSummary({ drive }: { drive: TestDriveDetails }) {
  const { t, i18n } = useLingui()
  const rating = drive.feedback?.rating
  const values: [string, string, string][] = [
    ['bookingDate', t`Date`, dayText(drive.bookingDate)],
    ['slot', t`Slot`, `${drive.startAt}–${drive.endAt}`],
    ['slotNo', t`Slot No.`, String(drive.slotNo)],
    ['status', t`Status`, i18n._(TEST_DRIVE_STATUS_LABELS[drive.status])],
    ['customer', t`Customer`, personName(drive.customer)],
    ['customerMobileNo', t`Mobile No.`, drive.customer.mobileNo],
    ['branch', t`Branch`, drive.branch.name],
    ['serviceCentre', t`Service Centre`, drive.serviceCentre.title],
    ['vehicleModel', t`Vehicle Model`, drive.vehicleModel ?? ''],
    ['worker', t`Worker`, drive.worker ? personName(drive.worker) : ''],
    ['rescheduleDate', t`Reschedule Date`, dayText(drive.rescheduleDate)],
    ['feedbackRating', t`Feedback Rating`, rating ? t`${rating} of 5` : ''],
    ['feedbackText', t`Feedback`, drive.feedback?.text ?? ''],
    ['createdAt', t`Created At`, formatDateTime(drive.createdAt)],
  ]
  return (
    <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="testdrive-summary">
      {values.map(([name, label, text]) => (
        <ReadOnlyValue key={name} name={name} label={label} text={text} />
      ))}
    </div>
  )
}

/**
 * The test drive dialog (issue 17): 'Create Test Drive' asks for the branch, the day, a slot with places, the customer
 * (found or made by mobile number), the vehicle model and remarks; 'Edit Test Drive' changes the vehicle model and the
 * remarks (the moves have their own actions); 'View Test Drive' shows it all. Checked by the shared schema the server
 * uses, its messages in the active language; Ctrl/Cmd+S saves (the frame's).
 */
export function TestDriveDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  // One blank form per opening (the day is today's).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new blank form per opening
  const empty = useMemo(() => emptyValues(), [props.state])
  const resolver = useMemo(() => (mode: Parameters<typeof testDriveResolver>[1]) => testDriveResolver(i18n, mode), [i18n])
  // A refused booking (the slot filled meanwhile) asks the day's places again: a slot gone is no longer offered.
  const refreshSlots = useRefreshSlots()
  const api = useMemo(
    () => withSaveReports(testDriveApi, (answer) => answer && answer.responseCode !== RC.SUCCESS && refreshSlots()),
    [refreshSlots],
  )
  return (
    <RecordDialogFrame
      {...props}
      api={api}
      testId="testdrive-dialog"
      className="sm:max-w-3xl"
      title={{ new: t`Create Test Drive`, edit: t`Edit Test Drive`, view: t`View Test Drive` }}
      description={(details, mode) =>
        mode !== 'new' && details
          ? t`Test drive of ${personName(details.testDrive.customer)} at ${details.testDrive.branch.name}.`
          : undefined
      }
      empty={empty}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
      duplicateField="slotId"
      resetOnEdit
    >
      {({ mode, details }) =>
        mode === 'new' ? (
          <CreateFields />
        ) : (
          <div className="grid gap-4">
            {details && <DriveSummary drive={details.testDrive} />}
            {/* The summary shows the model in view mode; an edit picks it. */}
            {mode === 'edit' && <VehicleModelField autoFocus />}
            <TextFormField name="remarks" label={t`Remarks`} rows={3} autoComplete="off" maxLength={1000} />
          </div>
        )
      }
    </RecordDialogFrame>
  )
}
