import { useMemo } from 'react'
import type { I18n } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import type { Resolver } from 'react-hook-form'
import { BOOKING_MESSAGES as BM } from '@shared/api/booking'
import { normaliseMobile } from '@shared/api/crm.table'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { bookingApi } from '../api'
import { bookingResolver, emptyValues, payloadOf, valuesOf, type Values } from '../form-values'
import { bookingText } from '../messages'
import { CustomerVehicleFields } from './customer-vehicle-fields'
import { KitFittingFigures } from './kit-fitting-figures'
import { LoanInsuranceFields } from './loan-insurance-fields'
import { PaymentFields } from './payment-fields'
import { RtoAddressFields } from './rto-address-fields'
import { STAFF_NUMBER } from './use-customer-lookup'

/** The form's resolver, refusing a mobile number the lookup found to be a staff account's (as the server would). */
function withStaffNumbers(resolver: Resolver<Values, unknown, Values>, staff: Set<string>, i18n: I18n): Resolver<Values, unknown, Values> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options)
    const number = normaliseMobile(values.customerMobileNo)
    if (!number || !staff.has(number) || result.errors.customerMobileNo) return result
    const staffError = { type: STAFF_NUMBER, message: bookingText(i18n, BM.notCustomer) }
    return { values: {}, errors: { ...result.errors, customerMobileNo: staffError } }
  }
}

/**
 * The booking dialog (new, edit, view; spec 002 sections 2–3): customer, vehicle, payment and price with the live
 * totals, the kit fitting once done (read-only), loan, insurance, RTO, address and the rest, in titled sections. Checked by the shared schema the server
 * uses, with the bookings' messages in the active language; Ctrl/Cmd+S saves, Ctrl/Cmd+R resets (the frame's).
 */
export function BookingDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  // One blank form per opening (the booking date is today's).
  // eslint-disable-next-line react-hooks/exhaustive-deps -- a new blank form per opening
  const empty = useMemo(() => emptyValues(), [props.state])
  // The staff accounts' numbers the customer lookup met in this opening: refused before saving, with the server's words.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one set per opening
  const staffNumbers = useMemo(() => new Set<string>(), [props.state])
  const resolver = useMemo(() => () => withStaffNumbers(bookingResolver(i18n), staffNumbers, i18n), [i18n, staffNumbers])
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
          <CustomerVehicleFields viewOnly={viewOnly} staffNumbers={staffNumbers} />
          {mode !== 'new' && details?.booking.kitFitting && <KitFittingFigures fitting={details.booking.kitFitting} />}
          <PaymentFields />
          <LoanInsuranceFields aadhaarMasked={details?.booking.aadhaarMasked ?? false} />
          <RtoAddressFields booking={details?.booking} isNew={mode === 'new'} />
        </div>
      )}
    </RecordDialogFrame>
  )
}
