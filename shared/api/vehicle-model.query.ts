import { filters, tableQuery } from './contract'

/**
 * What the vehicle model table's address holds: its sort keys and filters. The route file imports only this; the row
 * and the contract are in ./vehicle-model.table.ts.
 */

/** The documents a model's vehicles need (spec 002 section 3, Vehicle documents), as the form's checkboxes name them. */
export const VEHICLE_DOCUMENTS = [
  'registrationNo',
  'engineNo',
  'chassisNo',
  'rc',
  'insurance',
  'rtoApproval',
  'emissionCertificate',
  'userAcknowledgement',
] as const
export type VehicleDocument = (typeof VEHICLE_DOCUMENTS)[number]

export const vehicleModelTableQuery = tableQuery({
  sort: ['updatedAt', 'createdAt', 'name', 'modelNo', 'manufacturedDate'],
  defaultSort: 'updatedAt',
  filters: {
    active: filters.active(),
    makeId: filters.id('makeId must be a vehicle make id'),
  },
})
