import { z } from 'zod'
import { hasVisibleText } from '../validation'
import { INVENTORY_MESSAGES } from './inventory'

/**
 * A booking's kit fitting (issue 19): once per booking, the kit (a product of category kit) and, when given, the
 * battery (category battery) are issued from the stock of the booking's service centre, one unit each, as ledger rows
 * (kind 'issue', the booking as reference); the booking records when, by whom, at which centre and with which kit and
 * battery numbers. Either product short at the centre refuses the whole fitting ('insufficient stock').
 */

export const BOOKING_KIT_CALLS = {
  fit: '/booking/kit-fitting',
  options: '/booking/kit-options',
} as const

export const BOOKING_KIT_MESSAGES = {
  selectBooking: 'Please select a booking',
  kitProduct: 'Please select the kit product',
  batteryProduct: 'Please select a valid battery product',
  unknownKit: 'That kit product does not exist, is inactive or is not a kit',
  unknownBattery: 'That battery product does not exist, is inactive or is not a battery',
  kitNumber: 'Please enter the kit number',
  batteryNumber: 'Please enter the battery number',
  batteryNumberWithoutBattery: 'A battery number needs a battery product',
  numberFormat: 'Only letters, digits, - and / are allowed (at most 50)',
  noCentre: 'This booking has no service centre: set one before fitting the kit',
  cancelled: 'A cancelled booking cannot be fitted',
  alreadyFitted: 'This booking’s kit is already fitted',
  insufficientStock: INVENTORY_MESSAGES.insufficientStock,
  fitted: 'Kit fitted',
} as const
const M = BOOKING_KIT_MESSAGES

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
/** A kit or battery number as the booking keeps it: upper case, no spaces, letters, digits, - and /. */
const serial = (missing: string) =>
  z
    .string({ error: missing })
    .transform((v) => v.toUpperCase().replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .refine(hasVisibleText, missing)
        .max(50, M.numberFormat)
        .regex(/^[A-Z0-9][A-Z0-9/-]*$/, M.numberFormat),
    )

/**
 * POST /booking/kit-fitting: the booking, its kit product and kit number, and optionally a battery product with its
 * battery number (both or neither).
 */
export const kitFittingBody = z
  .object({
    recordId: z.guid({ error: M.selectBooking }),
    kitProductId: z.guid({ error: M.kitProduct }),
    kitNumber: serial(M.kitNumber),
    batteryProductId: z.preprocess(blankToUndefined, z.guid({ error: M.batteryProduct }).optional()),
    batteryNumber: z.preprocess(blankToUndefined, serial(M.batteryNumber).optional()),
  })
  .superRefine((b, ctx) => {
    if (b.batteryProductId && !b.batteryNumber) ctx.addIssue({ code: 'custom', path: ['batteryNumber'], message: M.batteryNumber })
    if (!b.batteryProductId && b.batteryNumber)
      ctx.addIssue({ code: 'custom', path: ['batteryProductId'], message: M.batteryNumberWithoutBattery })
  })
export type KitFittingBody = z.infer<typeof kitFittingBody>

/** POST /booking/kit-fitting answers when it was fitted, the booking's new version and the centre's on-hand after. */
export const kitFittingAnswer = z.object({
  kitFittedAt: z.number().int(),
  version: z.number().int(),
  kitOnHand: z.number().int(),
  batteryOnHand: z.number().int().nullable(),
})

/** POST /booking/kit-options `{ recordId }`. */
export const kitOptionsBody = z.object({ recordId: z.guid({ error: M.selectBooking }) })

const stockOption = z.object({ _id: z.string(), sku: z.string(), name: z.string(), onHand: z.number().int() })
export type KitStockOption = z.infer<typeof stockOption>

/** The active kit and battery products with their on-hand at the booking's centre, by name. */
export const kitOptionsAnswer = z.object({
  centre: z.object({ _id: z.string(), title: z.string() }),
  kits: z.array(stockOption),
  batteries: z.array(stockOption),
})

const fittedProduct = z.object({ _id: z.string(), sku: z.string(), name: z.string() })

/** A booking's kit fitting as the details answer gives it (null: not fitted yet). */
export const kitFitting = z.object({
  fittedAt: z.number().int(),
  fittedBy: z.object({ _id: z.string(), name: z.string() }).nullable(),
  centre: z.object({ _id: z.string(), title: z.string() }),
  kit: fittedProduct,
  battery: fittedProduct.nullable(),
})
export type KitFitting = z.infer<typeof kitFitting>
