import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { VehicleDocument } from '@shared/api/vehicle-model.query'

/** One translated label per vehicle document kind (spec 002 section 3, Vehicle documents). */
export const VEHICLE_DOCUMENT_LABELS: Record<VehicleDocument, MessageDescriptor> = {
  registrationNo: msg`Registration no.`,
  engineNo: msg`Engine no.`,
  chassisNo: msg`Chassis no.`,
  rc: msg`RC`,
  insurance: msg`Insurance`,
  rtoApproval: msg`RTO approval`,
  emissionCertificate: msg`Emission certificate`,
  userAcknowledgement: msg`User acknowledgement`,
}
