import { z } from 'zod'

/**
 * The Services catalogue as a service request's form reads it (issue 19): GET /servicereq/service-options, permission
 * ServiceCenter (add or edit), so a role without the Services screen can still pick from it. The active services by
 * name (at most MAX_OPTIONS), money in integer paise. A request stores the names it asks for (`services: string[]`);
 * a name the catalogue does not hold is still accepted (free text: something the catalogue lacks), and such a service
 * brings no price to the estimate.
 */
export const SERVICE_REQUEST_SERVICE_OPTIONS = '/servicereq/service-options'

export const serviceRequestServiceOption = z.object({
  _id: z.string(),
  name: z.string(),
  /** Price before discount and tax, in paise. */
  price: z.number().int(),
  /** What the customer pays (price less discount, plus tax), in paise: the amount an estimate line takes. */
  netPrice: z.number().int(),
  durationMinutes: z.number().int(),
})
export type ServiceRequestServiceOption = z.infer<typeof serviceRequestServiceOption>

export const serviceRequestServiceOptionsAnswer = z.object({ result: z.array(serviceRequestServiceOption) })

/** The key two service names are the same by (the catalogue's names are unique case aside): trimmed, lower case. */
export const serviceNameKey = (name: string): string => name.trim().toLowerCase()
