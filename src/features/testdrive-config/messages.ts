import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { TEST_DRIVE_CONFIG_MESSAGES as TM } from '@shared/api/testdrive-config'
import type { RECORD_MESSAGES } from '@shared/validation'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The configuration's own messages (beside the record kit's shared ones, known everywhere). */
type OwnMessage = Exclude<keyof typeof TM, keyof typeof RECORD_MESSAGES>

/** Each of the contract's own English texts and its translation; a new message there is a type error here. */
const OWN: Record<OwnMessage, MessageDescriptor> = {
  noSlot: msg`At least one operational slot must be added to a test drive config.`,
  startBeforeEnd: msg`Start time must be less than end time`,
  overlap: msg`Slots of one day cannot overlap`,
  limit: msg`The limit must be a whole number from 1 to 366`,
  weekOff: msg`Please mark at least one week-off day`,
  holidaySlots: msg`A holiday has no slots`,
  time: msg`Please choose a time from the list`,
  validEmail: msg`Please enter valid email`,
  validMobile: msg`Please enter valid mobile number`,
  officeNo: msg`Please enter office number`,
  validOfficeNo: msg`Please enter a valid office number (6 to 15 digits)`,
  latitude: msg`Latitude must be between -90 and 90`,
  longitude: msg`Longitude must be between -180 and 180`,
  url: msg`Please enter a valid http(s) address`,
  branch: msg`Please select a branch`,
  unknownBranch: msg`Please select a branch`,
  slotsInUse: msg`Some removed or reduced slots have test drives booked; reschedule or cancel them first`,
}

/** The configuration's server texts (shared/api/testdrive-config.ts) and their translations. */
export const testDriveConfigServerTexts: ServerTexts = new Map<string, MessageDescriptor>(
  (Object.keys(OWN) as OwnMessage[]).map((key) => [TM[key], OWN[key]]),
)

/** A configuration's server text (a validation message or a refusal) in the active language. */
export const testDriveConfigText = (i18n: I18n, text: string | undefined): string => serverText(i18n, testDriveConfigServerTexts, text)
