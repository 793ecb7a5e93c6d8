import { z } from 'zod'

/**
 * Answers several modules' pick-list calls share, declared once: GET /booking/vehicle-models, /booking/franchises and
 * /testdrive/vehicle-models answer `{ result: [{ _id, name }] }`, ordered by name.
 */
export const namedOptionsAnswer = z.object({ result: z.array(z.object({ _id: z.string(), name: z.string() })) })
