import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { bookingApi } from '../api'
import { bookingResolver, emptyValues, payloadOf, valuesOf } from '../form-values'
import { CustomerVehicleFields } from './customer-vehicle-fields'
import { LoanInsuranceFields } from './loan-insurance-fields'
import { PaymentFields } from './payment-fields'
import { RtoAddressFields } from './rto-address-fields'

/**
 * The booking dialog (new, edit, view; spec 002 sections 2–3): customer, vehicle, payment and price with the live
 * totals, loan, insurance, RTO, address and the rest, in titled sections. Checked by the shared schema the server
 * uses, with the bookings' messages in the active language; Ctrl/Cmd+S saves, Ctrl/Cmd+R resets (the frame's).
 */
export function BookingDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  // One blank form per opening (the booking date is today's).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new blank form per opening
  const empty = useMemo(() => emptyValues(), [props.state])
  const resolver = useMemo(() => () => bookingResolver(i18n), [i18n])
  return (
    <RecordDialogFrame
      {...props}
      api={bookingApi}
      testId="booking-dialog"
      className="sm:max-w-5xl"
      title={{ new: t`Add Booking`, edit: t`Edit Booking`, view: t`View Booking` }}
      description={(details, mode) =>
        mode === 'new'
          ? t`A mobile number no customer has yet makes a new customer. All fields marked * are required.`
          : details
            ? t`Booking ${details.booking.orderId} of ${details.booking.customerName}.`
            : undefined
      }
      empty={empty}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
      duplicateField="kitNumber"
      resetOnEdit
    >
      {({ viewOnly, mode, details }) => (
        <div className="grid gap-4">
          <CustomerVehicleFields isNew={mode === 'new'} viewOnly={viewOnly} />
          <PaymentFields />
          <LoanInsuranceFields aadhaarMasked={details?.booking.aadhaarMasked ?? false} />
          <RtoAddressFields booking={details?.booking} isNew={mode === 'new'} />
        </div>
      )}
    </RecordDialogFrame>
  )
}
