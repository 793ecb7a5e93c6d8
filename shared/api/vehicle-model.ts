import { z } from 'zod'
import { RECORD_MESSAGES, requiredName, requiredText } from '../validation'
import { MAX_PAISE, paiseToRupees, rupeesToPaise } from './booking-money'
import { recordContract } from './contract'
import { storedFileOf } from './files'
import { VEHICLE_DOCUMENTS, vehicleModelRow } from './vehicle-model.table'
import { versionField } from './versions'
export * from './vehicle-model.table'

/**
 * Vehicle models (spec 002 section 3; the Vehicle Model screen): the catalogue of the shared vehicle_makes and
 * vehicle_models tables, which the users form's pickers, bookings and test drives read. One schema for the dialog and
 * the server; each rule has its message. Money travels as rupee text and is stored in paise.
 */

export const VEHICLE_MODEL_MESSAGES = {
  ...RECORD_MESSAGES,
  created: 'Vehicle model created',
  name: 'Please enter the vehicle name',
  make: 'Please enter the make',
  modelNo: 'Please enter the model number',
  modelNoChars: 'The model number may hold only letters, digits, spaces and - / .',
  amount: 'Please enter a valid amount (rupees, at most two decimals)',
  date: 'Please enter a valid date',
  webLink: 'Please enter a valid web link (http or https)',
  heading: 'Please enter the heading',
  value: 'Please enter the value',
  tooManyLines: 'At most 30 entries are allowed',
  upload: 'Please upload the file again',
  tooManyAttachments: 'At most 10 files can be attached',
  document: 'Unknown document kind',
} as const
const M = VEHICLE_MODEL_MESSAGES

/** At most this many specification or feature lines, and attachments. */
export const MAX_LINES = 30
export const MAX_ATTACHMENTS = 10

const blankToUndefined = (v: unknown) => (v === '' || v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v)
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, M.tooLong).optional())

/** Rupees as text (or a number), optional, kept as canonical text ("85000.50"); the server stores paise. */
const optionalRupees = () =>
  z.preprocess(
    blankToUndefined,
    z
      .union([z.string(), z.number()], { error: M.amount })
      .transform((v, ctx) => {
        const paise = rupeesToPaise(String(v))
        if (paise === null || paise > MAX_PAISE) {
          ctx.addIssue({ code: 'custom', message: M.amount })
          return z.NEVER
        }
        return paiseToRupees(paise)
      })
      .optional(),
  )

/** A day: the Unix seconds of its midnight in India, up to 9999-12-31. */
const optionalDay = z.preprocess(
  blankToUndefined,
  z.number({ error: M.date }).int(M.date).min(0, M.date).max(253_402_300_799, M.date).optional(),
)

/** An uploaded file's address (PUT /local/file/upload), optional. */
const fileAddress = z
  .string()
  .trim()
  .max(500, M.tooLong)
  .refine((v) => storedFileOf(v) !== null, M.upload)
const optionalFile = z.preprocess(blankToUndefined, fileAddress.optional())

/** A specification or feature line. */
export const vehicleModelLineForm = z.object({
  heading: requiredName(M.heading, 100, M.tooLong),
  value: requiredText(M.value, 500, M.tooLong),
})
const lines = z.array(vehicleModelLineForm).max(MAX_LINES, M.tooManyLines).default([])

/** The add and edit form (POST /vehicleModel/add; PUT /vehicleModel/update adds recordId and version). */
export const vehicleModelForm = z.object({
  name: requiredName(M.name, 100, M.tooLong),
  /** The make's name: found (case aside) or created on save. */
  make: requiredText(M.make, 100, M.tooLong),
  model: optionalText(100),
  modelNo: requiredText(M.modelNo, 50, M.tooLong).regex(/^[\p{L}\d][\p{L}\d ./-]*$/u, M.modelNoChars),
  company: optionalText(200),
  price: optionalRupees(),
  kitPrice: optionalRupees(),
  batteryPrice: optionalRupees(),
  bookingFee: optionalRupees(),
  manufacturedDate: optionalDay,
  specifications: lines,
  features: lines,
  attachments: z.array(fileAddress).max(MAX_ATTACHMENTS, M.tooManyAttachments).default([]),
  webLink: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(500, M.tooLong)
      .regex(/^https?:\/\/[^\s/$.?#][^\s]*$/i, M.webLink)
      .optional(),
  ),
  logo: optionalFile,
  image: optionalFile,
  documents: z
    .array(z.enum(VEHICLE_DOCUMENTS, { error: M.document }))
    .default([])
    .transform((d) => VEHICLE_DOCUMENTS.filter((k) => d.includes(k))),
  active: z.boolean().default(true),
})
export type VehicleModelForm = z.output<typeof vehicleModelForm>
export type VehicleModelFormInput = z.input<typeof vehicleModelForm>

/** PUT /vehicleModel/update: the form, the record and the version it was read at. */
export const vehicleModelUpdateForm = vehicleModelForm.extend({
  recordId: z.guid({ error: 'Please select a vehicle model' }),
  version: versionField,
})

/** POST /vehicleModel/details: the row and its version. */
export const vehicleModelDetails = vehicleModelRow.extend({ version: z.number().int() })
export type VehicleModelDetails = z.infer<typeof vehicleModelDetails>
export const vehicleModelDetailsAnswer = z.object({ vehicleModel: vehicleModelDetails })

export const vehicleModelRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/vehicleModel/details', answer: vehicleModelDetailsAnswer },
  create: { path: '/vehicleModel/add' },
  update: { path: '/vehicleModel/update', body: vehicleModelUpdateForm },
  remove: { path: '/vehicleModel/delete' },
  restore: { path: '/vehicleModel/restore' },
  form: vehicleModelForm,
})

/** The calls beside the record calls. */
export const VEHICLE_MODEL_CALLS = {
  logs: '/vehicleModel/logs',
  makes: '/vehicleModel/makes',
} as const

/** GET /vehicleModel/makes: every make (the filter's and the form's suggestions), by name. */
export const vehicleModelMakesAnswer = z.object({ result: z.array(z.object({ _id: z.string(), name: z.string() })) })
