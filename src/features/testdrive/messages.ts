import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { TEST_DRIVE_MESSAGES as TM } from '@shared/api/testdrive'
import type { RECORD_MESSAGES } from '@shared/validation'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The drives' own messages (beside the record kit's shared ones, known everywhere). */
type OwnMessage = Exclude<keyof typeof TM, keyof typeof RECORD_MESSAGES>

/** Each of the contract's own English texts and its translation; a new message there is a type error here. */
export const TEST_DRIVE_TEXTS: Record<OwnMessage, MessageDescriptor> = {
  created: msg`Test drive created`,
  slotFull: msg`This slot is full, please choose another`,
  slotGone: msg`This slot is not offered on that day`,
  pastSlot: msg`This slot has already started`,
  holiday: msg`The branch is closed on that day`,
  noConfig: msg`This branch has no test drive configuration`,
  move: msg`A test drive cannot move from this status to that one`,
  feedbackNotCompleted: msg`Feedback can be given once the test drive is completed`,
  feedbackGiven: msg`Feedback was already given`,
  rating: msg`Please choose a rating from 1 to 5`,
  validMobile: msg`Please enter valid mobile number`,
  lettersOnly: msg`Only letters and spaces are allowed`,
  notCustomer: msg`That mobile number belongs to a staff account`,
  selectWorker: msg`Please select a worker`,
  workerNotOfCentre: msg`The worker must be an active worker of the branch’s service centre`,
  assigned: msg`Worker assigned`,
  rescheduled: msg`Test drive rescheduled`,
  cancelled: msg`Test drive cancelled`,
  statusChanged: msg`Test drive status updated`,
  feedbackSaved: msg`Feedback saved`,
  date: msg`Please enter a valid date`,
  branch: msg`Please select a branch`,
  slot: msg`Please select a slot`,
  unknownVehicleModel: msg`Please select a vehicle model`,
}

/** The drives' server texts (shared/api/testdrive.ts) and their translations, with the calls' other refusals. */
export const testDriveServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  ...(Object.keys(TEST_DRIVE_TEXTS) as OwnMessage[]).map((key) => [TM[key], TEST_DRIVE_TEXTS[key]] as const),
  ['Please select a test drive', msg`Please select a test drive`],
  ['Please select atleast one record from table', msg`Please select atleast one record from table`],
])

/** A drive's server text (a validation message or a refusal) in the active language. */
export const testDriveText = (i18n: I18n, text: string | undefined): string => serverText(i18n, testDriveServerTexts, text)
