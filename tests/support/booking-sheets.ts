import * as XLSX from 'xlsx'
import { BOOKING_IMPORT_COLUMNS } from '../../shared/api/booking-import'
import { REQUIRED_HEADER_MARK } from '../../shared/api/import'

/**
 * Spreadsheets of bookings for the import's tests and its benchmark: the template's header row and generated rows,
 * some of them made invalid on purpose, written as xlsx (by the `xlsx` package's writer: writing only, never parsing)
 * or CSV.
 */

export type SheetRow = (string | number | boolean | null)[]

/** How a bad row is bad, and the column whose message the preview lists. */
export const BAD_KINDS = {
  mobile: { column: 'Customer mobile', patch: { customerMobileNo: '12345' } },
  pan: { column: 'PAN', patch: { loanRequired: 'Yes', loanApproved: 'No', panNumber: '' } },
  model: { column: 'Vehicle model', patch: { vehicleModel: 'Nowhere Scooter' } },
  date: { column: 'Booking date', patch: { bookingDate: '31/02/2026' } },
  discount: { column: 'Discount', patch: { discount: '999999' } },
} as const
export type BadKind = keyof typeof BAD_KINDS

export interface SheetOptions {
  /** Rows of data. */
  rows: number
  /** Row index (0-based, data rows) → how it is bad. */
  bad?: ReadonlyMap<number, BadKind>
  /** Makes mobile and kit numbers unique to this file: a digit 1–9 and a short tag. */
  series: number
  tag: string
}

/** The values of data row i (a loan and a discount every third row). */
function rowValues(i: number, o: SheetOptions): Record<string, string | number> {
  const loan = i % 3 === 0
  const mobile = `${6 + (o.series % 4)}${String(o.series).padStart(2, '0')}${String(i).padStart(7, '0')}`.slice(0, 10)
  const values: Record<string, string | number> = {
    customerMobileNo: mobile,
    customerFname: 'Import',
    customerLname: `Customer ${String.fromCharCode(65 + (i % 26))}`,
    customerEmail: `import.${o.tag.toLowerCase()}.${i}@example.com`,
    vehicleModel: i % 2 ? 'Ather 450X' : 'TVS iQube',
    kitSelected: 'Yes',
    batterySelected: 'Yes',
    kitNumber: `IMP-${o.tag}-${i}`,
    batteryNo: `BAT-${o.tag}-${i}`,
    bookingDate: '20/11/2026',
    expectedDelivery: '05/12/2026',
    status: 'booked',
    price: 85000 + (i % 7) * 1000,
    taxPercentage: 5,
    discount: loan ? 1500 : 0,
    additionalDiscount: '250.50',
    bookingFee: 5000,
    bookingCustomerPaid: 5000,
    paymentMode: 'upi',
    paymentDone: 'No',
    loanRequired: loan ? 'Yes' : 'No',
    loanApproved: loan ? 'Yes' : 'No',
    loanAmount: loan ? 60000 : '',
    loanProvider: loan ? 'EV Finance' : '',
    panNumber: loan ? 'ABCDE1234F' : '',
    rtoStatus: 'not_applied',
    rtoTotalAmount: 6500,
    city: 'Bengaluru',
    state: 'Karnataka',
    country: 'India',
    pincode: '560102',
  }
  const kind = o.bad?.get(i)
  if (kind) Object.assign(values, BAD_KINDS[kind].patch)
  return values
}

/** The header row and the data rows, in the template's column order. */
export function bookingSheet(o: SheetOptions): SheetRow[] {
  const header = BOOKING_IMPORT_COLUMNS.map((c) => (c.required ? `${c.header}${REQUIRED_HEADER_MARK}` : c.header))
  const rows: SheetRow[] = [header]
  for (let i = 0; i < o.rows; i++) {
    const v = rowValues(i, o)
    rows.push(BOOKING_IMPORT_COLUMNS.map((c) => v[c.key] ?? null))
  }
  return rows
}

/** The mobile number of data row i of a sheet made with these options. */
export const sheetMobile = (i: number, o: Pick<SheetOptions, 'series'>) =>
  `${6 + (o.series % 4)}${String(o.series).padStart(2, '0')}${String(i).padStart(7, '0')}`.slice(0, 10)

/** An xlsx file of these rows (shared strings, numbers); `cells` replaces cells by address ("N2": a formatted number). */
export function toXlsx(rows: SheetRow[], cells: Record<string, XLSX.CellObject> = {}): Buffer {
  const wb = XLSX.utils.book_new()
  const sheet = XLSX.utils.aoa_to_sheet(rows)
  Object.assign(sheet, cells)
  XLSX.utils.book_append_sheet(wb, sheet, 'Bookings')
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer
}

/** A CSV file of these rows (RFC 4180 quoting). */
export function toCsv(rows: SheetRow[]): Buffer {
  const cell = (v: SheetRow[number]) => {
    const s = v === null ? '' : String(v)
    return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s
  }
  return Buffer.from(rows.map((r) => r.map(cell).join(',')).join('\r\n'), 'utf8')
}
