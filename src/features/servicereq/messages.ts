import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { SERVICE_REQUEST_MESSAGES as SM } from '@shared/api/servicereq'
import type { RECORD_MESSAGES } from '@shared/validation'
import { serverText, type ServerTexts } from '@/lib/report-answer'

/** The service requests' own messages (beside the record kit's shared ones, known everywhere). */
type OwnMessage = Exclude<keyof typeof SM, keyof typeof RECORD_MESSAGES>

/** Each of the contract's own English texts and its translation; a new message there is a type error here. */
export const SERVICE_REQUEST_TEXTS: Record<OwnMessage, MessageDescriptor> = {
  created: msg`Service request created`,
  selectRequest: msg`Please select a service request`,
  customer: msg`Please enter the customer’s mobile number`,
  validMobile: msg`Please enter valid mobile number`,
  noCustomer: msg`No customer has that mobile number`,
  vehicleNo: msg`Please enter a valid vehicle number`,
  centre: msg`Please select Service Center`,
  unknownCentre: msg`That service centre does not exist or is inactive`,
  branch: msg`Please select a valid branch`,
  branchOfCentre: msg`The branch must be an active branch of the chosen service centre`,
  day: msg`Please select the requested day`,
  date: msg`Please enter a valid date`,
  pastDay: msg`The requested day cannot be in the past`,
  slot: msg`Please select a slot`,
  services: msg`Please add at least one service`,
  service: msg`Please describe the service`,
  tooManyServices: msg`At most 20 services can be asked for`,
  serviceTooLong: msg`A service is at most 100 characters`,
  pickupAddress: msg`Please enter the pickup address`,
  lineDescription: msg`Please describe the line`,
  amount: msg`Please enter a valid amount`,
  tooManyLines: msg`At most 30 lines`,
  finalEdit: msg`A delivered or cancelled service request cannot be edited`,
  centreOfAssigned: msg`The service centre of a request with a technician cannot change`,
  move: msg`A service request cannot move from this status to that one`,
  movedMeanwhile: msg`The service request was changed meanwhile; reload it and try again`,
  needsTechnician: msg`Assign a technician before moving the request to In service`,
  needsBill: msg`Add at least one final bill line before moving the request to Ready`,
  statusChanged: msg`Service request status updated`,
  selectTechnician: msg`Please select a technician`,
  technicianNotOfCentre: msg`The technician must be an active worker of the request’s service centre`,
  notAssignable: msg`A ready, delivered or cancelled service request cannot be assigned`,
  assigned: msg`Service request assigned`,
  product: msg`Please select a product`,
  unknownProduct: msg`That product does not exist or is inactive`,
  partsQuantity: msg`Quantity must be a whole number from 1 to 1000`,
  partsStatus: msg`Parts are issued only to a confirmed or in service request`,
  insufficientStock: msg`insufficient stock`,
  partsIssued: msg`Parts issued`,
}

/** The service requests' server texts (shared/api/servicereq.ts) and their translations. */
export const serviceRequestServerTexts: ServerTexts = new Map<string, MessageDescriptor>(
  (Object.keys(SERVICE_REQUEST_TEXTS) as OwnMessage[]).map((key) => [SM[key], SERVICE_REQUEST_TEXTS[key]] as const),
)

/** A service request's server text (a validation message or a refusal) in the active language. */
export const serviceRequestText = (i18n: I18n, text: string | undefined): string => serverText(i18n, serviceRequestServerTexts, text)
