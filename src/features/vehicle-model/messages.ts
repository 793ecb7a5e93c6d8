import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { VEHICLE_MODEL_MESSAGES as VM } from '@shared/api/vehicle-model'
import type { RECORD_MESSAGES } from '@shared/validation'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The vehicle models' own messages (beside the record kit's shared ones, known everywhere). */
type OwnMessage = Exclude<keyof typeof VM, keyof typeof RECORD_MESSAGES>

/** Each of the contract's own English texts and its translation; a new message there is a type error here. */
export const VEHICLE_MODEL_TEXTS: Record<OwnMessage, MessageDescriptor> = {
  created: msg`Vehicle model created`,
  name: msg`Please enter the vehicle name`,
  make: msg`Please enter the make`,
  modelNo: msg`Please enter the model number`,
  modelNoChars: msg`The model number may hold only letters, digits, spaces and - / .`,
  amount: msg`Please enter a valid amount (rupees, at most two decimals)`,
  date: msg`Please enter a valid date`,
  webLink: msg`Please enter a valid web link (http or https)`,
  heading: msg`Please enter the heading`,
  value: msg`Please enter the value`,
  tooManyLines: msg`At most 30 entries are allowed`,
  upload: msg`Please upload the file again`,
  tooManyAttachments: msg`At most 10 files can be attached`,
  document: msg`Unknown document kind`,
}

/** The vehicle models' server texts (shared/api/vehicle-model.ts) and their translations, with the calls' other refusals. */
export const vehicleModelServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  ...(Object.keys(VEHICLE_MODEL_TEXTS) as OwnMessage[]).map((key) => [VM[key], VEHICLE_MODEL_TEXTS[key]] as const),
  ['Please select a vehicle model', msg`Please select a vehicle model`],
])

/** A vehicle model's server text (a validation message or a refusal) in the active language. */
export const vehicleModelText = (i18n: I18n, text: string | undefined): string => serverText(i18n, vehicleModelServerTexts, text)
