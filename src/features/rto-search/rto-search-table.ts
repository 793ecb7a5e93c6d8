import { msg } from '@lingui/core/macro'
import { RTO_VEHICLE_NO_MAX, RTO_VEHICLE_NO_PATTERN, rtoSearchTableContract, type RtoSearchRow } from '@shared/api/rto-search.table'
import { defineTable, type LookupOptions } from '@/components/data-table/types'
import { useOptionChoices } from '@/lib/option-list'
import { RTO_STATUS_LABELS } from '@/lib/rto-status-labels'
import { rtoSearchServerTexts, vehicleNoMessage } from './messages'

const useRtoStatusOptions = (): LookupOptions => useOptionChoices('bookingStatus', RTO_STATUS_LABELS)

export type { RtoSearchRow }

/**
 * The RTO search table (issue 16; spec 001 section 2's global search box and inline rtoStatus dropdown): bookings found
 * by registration number, chassis number, order id or customer mobile ('Enter Reg Vehicle No.', sent as `vehicleNo`),
 * with the booking's identifying fields and its RTO fields, money in rupees from paise. The page adds the dropdown's
 * options for roles with Change status. Filters: RTO status, settlement done, active. The box takes only the characters
 * the contract does; a refused search shows the server's message where the rows would be.
 */
export const rtoSearchTable = defineTable<RtoSearchRow>({
  id: 'rto-search',
  screenId: 'screen.rto-search',
  contract: rtoSearchTableContract,
  rowId: (row) => row._id,
  defaultPageSize: 10,
  // The box refuses characters the server would (`@`, `#`…) with the field's message (issue 35).
  globalSearch: {
    field: 'vehicleNo',
    maxLength: RTO_VEHICLE_NO_MAX,
    allowed: { pattern: RTO_VEHICLE_NO_PATTERN, message: vehicleNoMessage },
  },
  // A refused search (a deep link with such characters, a bad filter) says the server's message, not 'No Record Found'.
  refusalTexts: rtoSearchServerTexts,
  columns: [
    { id: 'registrationNo', label: msg`Registration No.`, width: 140 },
    { id: 'orderId', label: msg`Order ID`, width: 140 },
    { id: 'customerName', label: msg`Customer`, width: 170 },
    { id: 'customerMobileNo', label: msg`Mobile No.`, width: 120 },
    { id: 'vehicleModel', label: msg`Vehicle Model`, width: 150 },
    { id: 'chassisNo', label: msg`Chassis No.`, width: 180 },
    { id: 'rtoStatus', label: msg`RTO Status`, format: 'rtoStatus', labels: RTO_STATUS_LABELS, width: 190 },
    { id: 'rtoTotalAmount', label: msg`RTO Total`, dataType: 'number', format: 'money', width: 130 },
    { id: 'rtoAmountPaid', label: msg`RTO Paid`, dataType: 'number', format: 'money', width: 130 },
    { id: 'rtoBalance', label: msg`RTO Balance`, dataType: 'number', format: 'money', width: 130 },
    { id: 'rtoSettlementDone', label: msg`RTO Settled`, dataType: 'boolean', width: 110 },
    { id: 'rcReceivedFromRto', label: msg`RC Received`, format: 'day', width: 120 },
    { id: 'rcDeliveredToCustomer', label: msg`RC Delivered`, format: 'day', width: 120 },
    { id: 'fcValidTill', label: msg`FC Valid Till`, format: 'day', width: 120 },
    { id: 'insuranceTill', label: msg`Insurance Till`, format: 'day', width: 120 },
    { id: 'active', label: msg`Active`, format: 'active', width: 90, visible: false },
    { id: 'updatedAt', label: msg`Updated At`, dataType: 'date', width: 170, visible: false },
  ],
  filters: [
    // The Options screen's RTO status list (issue 21), as the bookings table's filter reads it.
    { id: 'rtoStatus', label: msg`RTO status`, kind: 'lookup', useOptions: useRtoStatusOptions },
    { id: 'rtoSettlementDone', label: msg`RTO settled`, kind: 'boolean', trueLabel: msg`Yes`, falseLabel: msg`No` },
    { id: 'active', label: msg`Active status`, kind: 'boolean', trueLabel: msg`Active`, falseLabel: msg`Inactive` },
  ],
})
