import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { OPTIONS_MESSAGES as OM, type OptionListKey } from '@shared/api/options'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** Each of the contract's English texts and its translation; a new message there is a type error here. */
export const OPTIONS_TEXTS: Record<keyof typeof OM, MessageDescriptor> = {
  list: msg`Please select an option list`,
  label: msg`Please enter a name`,
  value: msg`Please enter a value of letters and digits`,
  tooLong: msg`This value is too long`,
  option: msg`Please select an option`,
  added: msg`Option added`,
  renamed: msg`Option renamed`,
  moved: msg`Option moved`,
  activated: msg`Option activated`,
  deactivated: msg`Option deactivated`,
  deleted: msg`Option deleted`,
  duplicate: msg`Duplicate Records`,
  notFound: msg`The option no longer exists`,
  changedMeanwhile: msg`The option was changed meanwhile; reload and try again`,
  logisticPartnerInUse: msg`Cannot delete or edit a logistic partner`,
  inUse: msg`Cannot delete an option that is in use; deactivate it instead`,
  saved: msg`Settings saved`,
  units: msg`Number of units cannot exceed 366`,
  countryCode: msg`Country code must be 2 characters`,
  currencyCode: msg`Currency code must be 3 characters`,
  tenantId: msg`Tenant or bank id must be 12 characters`,
  lengths: msg`Min and max length cannot be negative and max must be greater than min`,
  weekOff: msg`Select at least one week-off day`,
  headerRows: msg`Header end row must be greater than start row`,
  passwordFloor: msg`Minimum password length cannot be below 8`,
  passwordCeiling: msg`Maximum password length cannot be below 64`,
  passwordTop: msg`Maximum password length cannot be above 128`,
  number: msg`Please enter a whole number`,
}

export const optionsServerTexts: ServerTexts = new Map<string, MessageDescriptor>(
  (Object.keys(OPTIONS_TEXTS) as (keyof typeof OM)[]).map((key) => [OM[key], OPTIONS_TEXTS[key]] as const),
)

/** A server text of the options (a validation message or a refusal) in the active language. */
export const optionsText = (i18n: I18n, text: string | undefined): string => serverText(i18n, optionsServerTexts, text)

/** The lists' names on the screen. */
export const OPTION_LIST_LABELS: Record<OptionListKey, MessageDescriptor> = {
  requestType: msg`Enquiry request types`,
  ticketType: msg`Ticket types`,
  bookingStage: msg`Booking stages`,
  bookingStatus: msg`Booking RTO statuses`,
  department: msg`Departments`,
  notificationType: msg`Notification types`,
  advertisementPage: msg`Advertisement pages`,
  logisticPartner: msg`Logistic partners`,
}

/** The week's days, 0 Sunday … 6 Saturday. */
export const WEEK_DAY_LABELS: readonly MessageDescriptor[] = [
  msg`Sunday`,
  msg`Monday`,
  msg`Tuesday`,
  msg`Wednesday`,
  msg`Thursday`,
  msg`Friday`,
  msg`Saturday`,
]
