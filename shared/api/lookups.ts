import { z } from 'zod'

/**
 * Answers several modules' pick-list calls share, declared once: GET /booking/vehicle-models, /booking/franchises and
 * /testdrive/vehicle-models answer `{ result: [{ _id, name }] }`, ordered by name.
 */
export const namedOptionsAnswer = z.object({ result: z.array(z.object({ _id: z.string(), name: z.string() })) })

/**
 * GET /booking/vehicle-models and /testdrive/vehicle-models: the active vehicle models as `{ _id, name: 'Make Model' }`
 * and, beside them (added with the Vehicle Model screen; older readers ignore them), the model's kit price, battery
 * price and booking fee as rupee text ("85000.00"), null when the model has none.
 */
export const vehicleModelOptionsAnswer = z.object({
  result: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      kitPrice: z.string().nullable(),
      batteryPrice: z.string().nullable(),
      bookingFee: z.string().nullable(),
    }),
  ),
})
export type VehicleModelOption = z.infer<typeof vehicleModelOptionsAnswer>['result'][number]
