import { msg } from '@lingui/core/macro'
import { bookingTableContract, type BookingRow } from '@shared/api/booking.table'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { useOptionChoices } from '@/lib/option-list'
import { BOOKING_STAGE_LABELS, CALL_STATUS_LABELS, LEAD_SOURCE_LABELS, RTO_STATUS_LABELS } from './labels'

export type { BookingRow }

/** The stage filter: the active values of the Options screen's 'bookingStage' list (issue 21). */
const useStageOptions = (): LookupOptions => useOptionChoices('bookingStage', BOOKING_STAGE_LABELS)
/** The RTO status filter: the active values of the Options screen's 'bookingStatus' list (issue 21). */
const useRtoStatusOptions = (): LookupOptions => useOptionChoices('bookingStatus', RTO_STATUS_LABELS)

/**
 * The bookings table (issue 16; spec 002 sections 2–4, spec 001 section 2's special cells): the order, the customer,
 * the vehicle, the stage (rows tinted by it: Booked or none green, Completed orange; the stage is also written in its
 * column, so the colour is not the only sign), the RTO status (the inline dropdown: the page adds its options and
 * what a choice does, for roles with Change status), the money in rupees from paise, the estimate link, and the lead's
 * CRM fields. Filters: active, stage, RTO status, payment done, loan required and the booking-date range.
 */
export const bookingTable = defineTable<BookingRow>({
  id: 'booking',
  screenId: 'screen.booking',
  contract: bookingTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  statusColors: { field: 'status' },
  columns: [
    { id: 'orderId', label: msg`Order ID`, width: 140 },
    { id: 'bookingDate', label: msg`Booking Date`, format: 'day', width: 120 },
    { id: 'customerName', label: msg`Customer`, width: 170 },
    { id: 'customerMobileNo', label: msg`Mobile No.`, width: 120 },
    { id: 'vehicleModel', label: msg`Vehicle Model`, width: 150 },
    { id: 'status', label: msg`Stage`, labels: BOOKING_STAGE_LABELS, width: 110 },
    { id: 'rtoStatus', label: msg`RTO Status`, format: 'rtoStatus', labels: RTO_STATUS_LABELS, width: 190 },
    { id: 'bookingTotalAmount', label: msg`Total`, dataType: 'number', format: 'money', width: 140 },
    { id: 'bookingCustomerPaid', label: msg`Amount Paid`, dataType: 'number', format: 'money', width: 140, visible: false },
    { id: 'remainingAmount', label: msg`Remaining`, dataType: 'number', format: 'money', width: 140 },
    { id: 'paymentDone', label: msg`Payment Done`, dataType: 'boolean', width: 120 },
    { id: 'loanRequired', label: msg`Loan Required`, dataType: 'boolean', width: 120, visible: false },
    { id: 'rtoTotalAmount', label: msg`RTO Total`, dataType: 'number', format: 'money', width: 130, visible: false },
    { id: 'rtoBalance', label: msg`RTO Balance`, dataType: 'number', format: 'money', width: 130 },
    { id: 'rtoSettlementDone', label: msg`RTO Settled`, dataType: 'boolean', width: 110 },
    { id: 'estimateUrl', accessor: 'estimateData.estimateUrl', label: msg`Estimate`, format: 'link', width: 150 },
    { id: 'kitNumber', label: msg`Kit No.`, width: 120, visible: false },
    { id: 'kitFittedAt', label: msg`Kit Fitted`, format: 'day', width: 120, visible: false },
    { id: 'registrationNo', label: msg`Registration No.`, width: 140, visible: false },
    { id: 'expectedDelivery', label: msg`Expected Delivery`, format: 'day', width: 140, visible: false },
    // Spec 001 section 2's CRM cells, from the customer's lead.
    { id: 'marketingType', label: msg`Lead Source`, format: 'list', labels: LEAD_SOURCE_LABELS, width: 160 },
    { id: 'followupsAssigned', accessor: 'followups.0.assignedExecutiveName', label: msg`Follow-up By`, width: 150 },
    { id: 'followupsDate', accessor: 'followups.0.followUpDate', label: msg`Follow-up Date`, format: 'day', width: 130 },
    { id: 'assignedTo', label: msg`Assigned To`, format: 'person', width: 150 },
    { id: 'callStatus', label: msg`Call Status`, labels: CALL_STATUS_LABELS, width: 120 },
    { id: 'lastDuration', label: msg`Last Call`, format: 'duration', width: 110 },
    { id: 'franchise', label: msg`Franchise`, format: 'person', width: 150, visible: false },
    { id: 'active', label: msg`Active`, format: 'active', width: 90 },
    { id: 'createdAt', label: msg`Created At`, dataType: 'date', width: 170 },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170, visible: false },
  ],
  filters: [
    { id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` },
    { id: 'status', label: msg`Stage`, kind: 'lookup', useOptions: useStageOptions },
    { id: 'rtoStatus', label: msg`RTO status`, kind: 'lookup', useOptions: useRtoStatusOptions },
    { id: 'paymentDone', label: msg`Payment done`, kind: 'boolean', trueLabel: msg`Yes`, falseLabel: msg`No` },
    { id: 'loanRequired', label: msg`Loan required`, kind: 'boolean', trueLabel: msg`Yes`, falseLabel: msg`No` },
    { id: 'startDate', label: msg`Start date`, kind: 'date', edge: 'start' },
    { id: 'endDate', label: msg`End date`, kind: 'date', edge: 'end' },
  ],
})
