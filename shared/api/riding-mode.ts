import { z } from 'zod'
import { RECORD_MESSAGES, requiredName } from '../validation'
import { recordContract } from './contract'
import { RIDING_MODE_NUMBERS, type RidingModeNumber, ridingModeRow } from './riding-mode.table'
export * from './riding-mode.table'

/** Messages of the riding-mode calls (spec 001 sections 5 and 8; 'Please enter a valid number' fills a gap). */
export const RIDING_MODE_MESSAGES = RECORD_MESSAGES
const RM = RIDING_MODE_MESSAGES

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

const numberFields = Object.fromEntries(RIDING_MODE_NUMBERS.map((k) => [k, requiredNumber])) as Record<
  RidingModeNumber,
  typeof requiredNumber
>

/** The add and edit form (POST /riding-mode/add; PUT /riding-mode/update adds recordId). */
export const ridingModeForm = z.object({
  title: requiredName(RM.mandatory, 100, RM.tooLong),
  ...numberFields,
  regenBreaking: z.boolean().default(false),
  active: z.boolean().default(true),
})
export type RidingModeForm = z.output<typeof ridingModeForm>
export type RidingModeFormInput = z.input<typeof ridingModeForm>

export const ridingModeTax = z.object({ cgst: z.number(), sgst: z.number() })

/** POST /riding-mode/view: the mode as `result` and the tax object. */
export const ridingModeViewAnswer = z.object({ result: ridingModeRow, tax: ridingModeTax })
export type RidingModeViewAnswer = z.infer<typeof ridingModeViewAnswer>

/** The riding-mode record calls: view (with the tax object), add, update and soft delete, keyed by recordId. */
export const ridingModeRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/riding-mode/view', answer: ridingModeViewAnswer },
  create: { path: '/riding-mode/add' },
  update: { path: '/riding-mode/update' },
  remove: { path: '/riding-mode/delete' },
  restore: { path: '/riding-mode/restore' },
  form: ridingModeForm,
})
