import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SERVICE_CENTER_MESSAGES as SM } from '@shared/api/servicecenter'
import type { RECORD_MESSAGES } from '@shared/validation'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The centre's own messages (beside the record kit's shared ones, known everywhere). */
type OwnMessage = Exclude<keyof typeof SM, keyof typeof RECORD_MESSAGES>

/** Each of the contract's own English texts and its translation; a new message there is a type error here. */
const OWN: Record<OwnMessage, MessageDescriptor> = {
  title: msg`Please enter the service centre title`,
  validMobile: msg`Please enter valid mobile number`,
  validEmail: msg`Please enter valid official email`,
  address: msg`Please enter the address`,
  lettersOnly: msg`Only letters and spaces are allowed`,
  pin: msg`Please enter a valid 6 digit pin code`,
  location: msg`Please pick the location on the map or enter its longitude and latitude`,
  latitude: msg`Latitude must be between -90 and 90`,
  longitude: msg`Longitude must be between -180 and 180`,
  branchName: msg`Please enter the branch name`,
  branchTwice: msg`Two branches of a centre cannot have the same name`,
  tooManyBranches: msg`A centre can have at most 100 branches`,
  unknownBranch: msg`A branch of another service centre cannot be edited here`,
  place: msg`Please enter a place to search for`,
  noPlace: msg`Place not found`,
  geocodingFailed: msg`The place search is not available right now, please try again later`,
}

/** The centre's server texts (shared/api/servicecenter.ts) and their translations. */
export const serviceCenterServerTexts: ServerTexts = new Map<string, MessageDescriptor>(
  (Object.keys(OWN) as OwnMessage[]).map((key) => [SM[key], OWN[key]]),
)

/** A centre's server text (a validation message or a refusal) in the active language. */
export const serviceCenterText = (i18n: I18n, text: string | undefined): string => serverText(i18n, serviceCenterServerTexts, text)
