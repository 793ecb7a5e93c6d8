import { BOOKING_STAGES, INSURANCE_TYPES, PAYMENT_MODES, PAYMENT_STATUSES, RTO_STATUSES } from './booking.table'
import type { ImportColumn } from './import'

/**
 * The bulk booking upload (issue 16): the template's columns, in order. Each fills the booking form's field of the same
 * key, except `vehicleModel` ("Make Model", as the form's list shows it), `franchiseMobile` (the franchise partner's
 * mobile number; an scp's rows are always theirs) and `centre` (the service centre's title; an scc's rows are always
 * their centre's). Headers are matched without case, spaces or punctuation; a required mark ("*") may follow them.
 */
export const BOOKING_IMPORT_COLUMNS: readonly ImportColumn[] = [
  { key: 'customerMobileNo', header: 'Customer mobile', kind: 'text', required: true, example: '9876543210' },
  { key: 'customerFname', header: 'Customer first name', kind: 'text', required: true, example: 'Ravi' },
  { key: 'customerLname', header: 'Customer last name', kind: 'text', example: 'Kumar' },
  { key: 'customerEmail', header: 'Customer email', kind: 'text', example: 'ravi.kumar@example.com' },
  { key: 'vehicleModel', header: 'Vehicle model', kind: 'text', example: 'Ather 450X' },
  { key: 'kitSelected', header: 'Kit selected', kind: 'boolean', example: 'Yes' },
  { key: 'batterySelected', header: 'Battery selected', kind: 'boolean', example: 'Yes' },
  { key: 'kitNumber', header: 'Kit number', kind: 'text', example: 'KIT-000123' },
  { key: 'batteryNo', header: 'Battery number', kind: 'text', example: 'BAT-000123' },
  { key: 'bookingDate', header: 'Booking date', kind: 'date', required: true, example: '26/11/2026' },
  { key: 'expectedDelivery', header: 'Expected delivery', kind: 'date', example: '10/12/2026' },
  { key: 'status', header: 'Stage', kind: 'enum', values: BOOKING_STAGES, example: 'booked' },
  { key: 'price', header: 'Price', kind: 'money', required: true, example: '85000' },
  { key: 'taxPercentage', header: 'Tax percentage', kind: 'percent', required: true, example: '5' },
  { key: 'discount', header: 'Discount', kind: 'money', example: '2000' },
  { key: 'additionalDiscount', header: 'Additional discount', kind: 'money', example: '0' },
  { key: 'bookingFee', header: 'Booking fee', kind: 'money', example: '5000' },
  { key: 'bookingCustomerPaid', header: 'Customer paid', kind: 'money', example: '5000' },
  { key: 'paymentMode', header: 'Payment mode', kind: 'enum', values: PAYMENT_MODES, example: 'upi' },
  { key: 'paymentRefId', header: 'Payment reference', kind: 'text', example: 'UPI-4455' },
  { key: 'paymentDone', header: 'Payment done', kind: 'boolean', example: 'No' },
  { key: 'paymentStatus', header: 'Payment status', kind: 'enum', values: PAYMENT_STATUSES, example: 'captured' },
  { key: 'loanRequired', header: 'Loan required', kind: 'boolean', example: 'Yes' },
  { key: 'loanApproved', header: 'Loan approved', kind: 'boolean', example: 'Yes' },
  { key: 'loanAmount', header: 'Loan amount', kind: 'money', example: '60000' },
  { key: 'loanProvider', header: 'Loan provider', kind: 'text', example: 'EV Finance' },
  { key: 'loanRefId', header: 'Loan reference', kind: 'text', example: 'LN-7788' },
  { key: 'panNumber', header: 'PAN', kind: 'text', example: 'ABCDE1234F' },
  { key: 'aadhaarNumber', header: 'Aadhaar', kind: 'text', example: '' },
  { key: 'insuranceCompany', header: 'Insurance company', kind: 'text', example: 'Acko' },
  { key: 'insuranceFrom', header: 'Insurance from', kind: 'date', example: '10/12/2026' },
  { key: 'insuranceTill', header: 'Insurance till', kind: 'date', example: '09/12/2027' },
  { key: 'insuranceType', header: 'Insurance type', kind: 'enum', values: INSURANCE_TYPES, example: 'comprehensive' },
  { key: 'fcValidTill', header: 'FC valid till', kind: 'date', example: '' },
  { key: 'rtoStatus', header: 'RTO status', kind: 'enum', values: RTO_STATUSES, example: 'not_applied' },
  { key: 'registrationNo', header: 'Registration number', kind: 'text', example: '' },
  { key: 'chassisNo', header: 'Chassis number', kind: 'text', example: 'MD2A1234567890' },
  { key: 'rtoTotalAmount', header: 'RTO total amount', kind: 'money', example: '6500' },
  { key: 'address', header: 'Address', kind: 'text', example: '12, 4th Cross, HSR Layout' },
  { key: 'landmark', header: 'Landmark', kind: 'text', example: 'Near BDA Complex' },
  { key: 'city', header: 'City', kind: 'text', example: 'Bengaluru' },
  { key: 'state', header: 'State', kind: 'text', example: 'Karnataka' },
  { key: 'country', header: 'Country', kind: 'text', example: 'India' },
  { key: 'pincode', header: 'Pincode', kind: 'text', example: '560102' },
  { key: 'estimateUrl', header: 'Estimate link', kind: 'text', example: '' },
  { key: 'remark', header: 'Remark', kind: 'text', example: '' },
  { key: 'franchiseMobile', header: 'Franchise partner mobile', kind: 'text', example: '' },
  { key: 'centre', header: 'Service centre', kind: 'text', example: '' },
]

/** The import calls (under /api/admin; permission Booking + upload). */
export const BOOKING_IMPORT_CALLS = {
  preview: '/booking/import/preview',
  commit: '/booking/import/commit',
} as const
