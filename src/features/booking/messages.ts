import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { BOOKING_MESSAGES as BM } from '@shared/api/booking'
import { BOOKING_KIT_MESSAGES as KM } from '@shared/api/booking-kit'
import type { ApiAnswer } from '@/lib/api'
import { reportAnswer, serverText, type ServerTexts } from '@/lib/report-answer'

/**
 * The bookings' own English texts (shared/api/booking.ts) and their translations; the record kit's shared ones
 * (RECORD_MESSAGES, src/lib/validation-messages.ts) are known everywhere.
 */
export const bookingServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  [BM.validMobile, msg`Please enter valid mobile number`],
  [BM.lettersOnly, msg`Only letters and spaces are allowed`],
  [BM.amount, msg`Please enter a valid amount (up to two decimals)`],
  [BM.percent, msg`Please enter a valid percentage (0 to 100)`],
  [BM.pan, msg`Please enter a valid PAN (ABCDE1234F)`],
  [BM.panRequired, msg`PAN is required for a loan`],
  [BM.aadhaar, msg`Please enter a valid 12-digit Aadhaar number`],
  [BM.pincode, msg`Please enter a valid 6-digit pincode`],
  [BM.url, msg`Please enter a valid http(s) address`],
  [BM.code, msg`Only letters, digits, - and / are allowed`],
  [BM.date, msg`Please enter a valid date`],
  [BM.insuranceDates, msg`Insurance till cannot be before insurance from`],
  [BM.deliveryBeforeBooking, msg`Expected delivery cannot be before the booking date`],
  [BM.loanApprovedNotRequired, msg`A loan cannot be approved when it is not required`],
  [BM.loanAmountRequired, msg`Please enter the loan amount of an approved loan`],
  [BM.discountAbovePrice, msg`The discounts cannot exceed the price`],
  [BM.paidAboveTotal, msg`The amount paid and the loan cannot exceed the total`],
  [BM.notCustomer, msg`That mobile number belongs to a staff account`],
  [BM.kitInUse, msg`This kit number already has an active booking`],
  [BM.kitRepeated, msg`This kit number is in an earlier row of the file`],
  [BM.noModelNamed, msg`No vehicle model has this name (make and model, as in the form)`],
  [BM.noPartnerNumbered, msg`No active franchise partner has this mobile number`],
  [BM.noCentreNamed, msg`No service centre has this name`],
  [BM.rtoUpdated, msg`Booking RTO Status updated successfully`],
  [BM.settled, msg`RTO settlement saved`],
  [BM.settlementAboveBalance, msg`The amount is more than the RTO balance`],
  [BM.settlementNoTotal, msg`Enter the RTO total amount before settling`],
  [BM.rcReceived, msg`RC marked as received from the RTO`],
  [BM.rcDelivered, msg`RC marked as delivered to the customer`],
  [BM.rcNotReceived, msg`The RC must be received from the RTO before it is delivered`],
  [BM.rcAlready, msg`This step is already done`],
  [BM.rcBeforeReceived, msg`The delivery date cannot be before the date the RC was received`],
  [BM.rtoTotalBelowPaid, msg`The RTO total cannot be less than the amount already paid to the RTO`],
  [BM.unknownVehicleModel, msg`Please select a vehicle model`],
  [BM.unknownFranchise, msg`Please select a franchise partner`],
  [BM.unknownCentre, msg`Please select a service centre`],
  [BM.rtoStatus, msg`Please select an RTO status`],
  ['Please enter valid email', msg`Please enter valid email`],
  ['Please select a booking', msg`Please select a booking`],
  // The kit fitting (shared/api/booking-kit.ts).
  [KM.kitProduct, msg`Please select the kit product`],
  [KM.batteryProduct, msg`Please select a valid battery product`],
  [KM.unknownKit, msg`That kit product does not exist, is inactive or is not a kit`],
  [KM.unknownBattery, msg`That battery product does not exist, is inactive or is not a battery`],
  [KM.kitNumber, msg`Please enter the kit number`],
  [KM.batteryNumber, msg`Please enter the battery number`],
  [KM.batteryNumberWithoutBattery, msg`A battery number needs a battery product`],
  [KM.numberFormat, msg`Only letters, digits, - and / are allowed (at most 50)`],
  [KM.noCentre, msg`This booking has no service centre: set one before fitting the kit`],
  [KM.cancelled, msg`A cancelled booking cannot be fitted`],
  [KM.alreadyFitted, msg`This booking’s kit is already fitted`],
  [KM.insufficientStock, msg`insufficient stock`],
])

/** The success texts of the bookings' own calls. */
export const bookingSuccess = {
  rtoUpdated: msg`Booking RTO Status updated successfully`,
  settled: msg`RTO settlement saved`,
  rcReceived: msg`RC marked as received from the RTO`,
  rcDelivered: msg`RC marked as delivered to the customer`,
  kitFitted: msg`Kit fitted`,
} as const

/** A booking server text (a validation message or a refusal) in the active language. */
export const bookingText = (i18n: I18n, text: string | undefined, fallback?: MessageDescriptor): string =>
  serverText(i18n, bookingServerTexts, text, fallback)

/** Toasts the outcome of a booking call with the bookings' texts; answers whether it succeeded. */
export const reportBookingAnswer = (i18n: I18n, answer: ApiAnswer, success: MessageDescriptor): boolean =>
  reportAnswer(i18n, answer, success, bookingServerTexts)
