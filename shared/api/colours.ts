import { z } from 'zod'
import { RECORD_MESSAGES } from '../validation'
import { recordContract } from './contract'
import { colourRow } from './colours.table'
export * from './colours.table'

/** Messages of the colour calls: the record kit's and the code's own. */
export const COLOUR_MESSAGES = {
  ...RECORD_MESSAGES,
  code: 'Please enter a colour code as #RRGGBB',
} as const
const CM = COLOUR_MESSAGES

/** The add and edit form (POST /colours/add; PUT /colours/update adds recordId and version). The code is kept upper case. */
export const colourForm = z.object({
  name: z.string({ error: CM.mandatory }).trim().min(1, CM.mandatory).max(100, CM.tooLong),
  code: z
    .string({ error: CM.mandatory })
    .trim()
    .min(1, CM.mandatory)
    .regex(/^#[0-9a-fA-F]{6}$/, CM.code)
    .transform((s) => s.toUpperCase()),
  active: z.boolean().default(true),
})
export type ColourForm = z.output<typeof colourForm>
export type ColourFormInput = z.input<typeof colourForm>

/** POST /colours/view: the colour as `result`. */
export const colourViewAnswer = z.object({ result: colourRow })
export type ColourViewAnswer = z.infer<typeof colourViewAnswer>

/** The colour record calls: view, add, update, soft delete and restore, keyed by recordId. */
export const colourRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/colours/view', answer: colourViewAnswer },
  create: { path: '/colours/add' },
  update: { path: '/colours/update' },
  remove: { path: '/colours/delete' },
  restore: { path: '/colours/restore' },
  form: colourForm,
})
