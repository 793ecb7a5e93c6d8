import { z } from 'zod'

/** Messages of the riding-mode calls (spec 001 sections 5 and 8; 'Please enter a valid number' fills a gap). */
export const RIDING_MODE_MESSAGES = {
  mandatory: 'Please fill all the mandatory fields',
  validNumber: 'Please enter a valid number',
  tooLong: 'The value is too long',
  saved: 'Saved successfully',
  updated: 'Updated successfully',
  deleted: 'Record Deleted Successfully',
  alreadyDeleted: 'Record Already Deleted',
  duplicate: 'Duplicate Records',
} as const
const RM = RIDING_MODE_MESSAGES

/** The eleven numeric controller settings of a riding mode (spec 001 section 3), in the form's order. */
export const RIDING_MODE_NUMBERS = [
  'maxMotorCurrent',
  'maxBrakingCurrent',
  'maxAccelerateCurrentScale',
  'maxBrakeCurrentScale',
  'maxBatteryCurrent',
  'maxRegenerativeBrakingBatCurrent',
  'maxFwdSpeed',
  'maxRevSpeed',
  'fieldWeakeningCurrent',
  'maxFwdPower',
  'maxRevPower',
] as const
export type RidingModeNumber = (typeof RIDING_MODE_NUMBERS)[number]

/** The largest value a numeric setting accepts. */
export const RIDING_MODE_MAX = 1_000_000

/** Tax the detail answer carries (spec 001 section 9: cgst 9, sgst 9). */
export const RIDING_MODE_TAX = { cgst: 9, sgst: 9 } as const

/**
 * A required number: blank (or absent) gives the mandatory-fields message, text that is not a number or a value
 * outside 0–1,000,000 'Please enter a valid number'. The form sends its inputs' text; numbers are accepted too.
 */
const requiredNumber = z.preprocess(
  (v) => {
    if (typeof v === 'string') {
      const s = v.trim()
      if (s === '') return undefined
      return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(s) ? Number(s) : Number.NaN
    }
    return v === null ? undefined : v
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? RM.mandatory : RM.validNumber) })
    .min(0, RM.validNumber)
    .max(RIDING_MODE_MAX, RM.validNumber),
)

const numberFields = Object.fromEntries(RIDING_MODE_NUMBERS.map((k) => [k, requiredNumber])) as Record<RidingModeNumber, typeof requiredNumber>

/** The add and edit form (POST /riding-mode/add; PUT /riding-mode/update adds recordId). */
export const ridingModeForm = z.object({
  title: z.string({ error: RM.mandatory }).trim().min(1, RM.mandatory).max(100, RM.tooLong),
  ...numberFields,
  regenBreaking: z.boolean().default(false),
  active: z.boolean().default(true),
})
export type RidingModeForm = z.output<typeof ridingModeForm>
export type RidingModeFormInput = z.input<typeof ridingModeForm>

export const ridingModeId = z.guid({ error: 'Please select a riding mode' })
export const ridingModeIdBody = z.object({ recordId: ridingModeId })
export const ridingModeUpdateForm = ridingModeForm.extend({ recordId: ridingModeId })

/** A riding mode as the table, the export and the detail answer give it (timestamps in Unix seconds). */
export const ridingModeRow = z.object({
  _id: z.string(),
  title: z.string(),
  ...(Object.fromEntries(RIDING_MODE_NUMBERS.map((k) => [k, z.number()])) as Record<RidingModeNumber, z.ZodNumber>),
  regenBreaking: z.boolean(),
  active: z.boolean(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
})
export type RidingModeRow = z.infer<typeof ridingModeRow>

export const ridingModeTax = z.object({ cgst: z.number(), sgst: z.number() })

/** POST /riding-mode/view: the mode as `result` and the tax object. */
export const ridingModeViewAnswer = z.object({ result: ridingModeRow, tax: ridingModeTax })
export type RidingModeViewAnswer = z.infer<typeof ridingModeViewAnswer>
