import { z } from 'zod'
import { nameText, RECORD_MESSAGES, requiredName, requiredText } from '../validation'
import { recordContract } from './contract'
import { ENQUIRY_STATUSES, ENQUIRY_TYPES, enquiryListRow } from './enquiry.table'
export * from './enquiry.table'

/**
 * The enquiry module (spec 001 sections 2, 3, 5, 7–9): customer enquiries, their resolution, and the enquiry types
 * (POST /enquiry/options with name 'requestType'). Shared by the API (validation, OpenAPI) and the app (form, rows).
 */

/**
 * The option lists POST /enquiry/options knows, by name: the built-in values, answered when the Options screen's list of
 * the same name (issue 21) is not there (no options module).
 */
export const OPTION_LISTS = { requestType: ENQUIRY_TYPES } as const
export type OptionListName = keyof typeof OPTION_LISTS

/** Messages of the enquiry calls (English; the app shows its own translated texts). */
export const ENQUIRY_MESSAGES = {
  ...RECORD_MESSAGES,
  validMobile: 'Please enter valid mobile number',
  email: 'Please enter valid email',
  enquiryType: 'Please select an enquiry type',
  status: 'Please select a status',
  image: 'Please upload a PNG or JPEG image',
  tooManyImages: 'Too many images',
  selectEnquiry: 'Please select an enquiry',
  unknownOptions: 'Unknown option list',
} as const
const EM = ENQUIRY_MESSAGES

/** Images per list (attachment, resolved.attachment). */
export const MAX_ENQUIRY_IMAGES = 50
/** Rows per page of the resolution image table (spec 001 section 9). */
export const IMAGE_TABLE_PAGE_SIZE = 5

/** An image the upload call stored (PUT /local/file/upload into 'images'): only our own addresses are kept. */
export const enquiryImageUrl = z.string({ error: EM.image }).regex(/^\/api\/admin\/local\/file\/images\/[0-9a-f]{32}\.(png|jpg)$/, EM.image)

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const optional = <S extends z.ZodType>(s: S) => z.preprocess(blankToUndefined, s.optional())
const images = z.array(enquiryImageUrl, { error: EM.image }).max(MAX_ENQUIRY_IMAGES, EM.tooManyImages).default([])

export const enquiryMobileNo = z
  .string({ error: EM.mandatory })
  .trim()
  .min(1, EM.mandatory)
  .regex(/^\d{10}$/, EM.validMobile)

/** The resolution: who resolved it (first name), the remark and the resolution images. */
export const enquiryResolved = z.object({
  remark: optional(z.string().trim().max(2000, EM.tooLong)),
  attachment: images,
  resolver: z.object({ fname: optional(nameText(100, EM.tooLong)) }).default({ fname: undefined }),
})

/** The enquiry fields (POST /enquiry/add; PUT /enquiry/update adds eId). */
export const enquiryForm = z.object({
  fname: requiredName(EM.mandatory, 100, EM.tooLong),
  lname: optional(nameText(100, EM.tooLong)),
  mobileNo: enquiryMobileNo,
  email: optional(
    z
      .string()
      .trim()
      .max(200, EM.tooLong)
      .pipe(z.email({ error: EM.email })),
  ),
  city: optional(z.string().trim().max(100, EM.tooLong)),
  /** A value of the active enquiry types (the Options screen's 'requestType' list; the server checks it is one). */
  enquiryType: requiredText(EM.enquiryType, 40, EM.enquiryType),
  ticketNo: requiredText(EM.mandatory, 40, EM.tooLong),
  status: z.enum(ENQUIRY_STATUSES, { error: EM.status }).default('open'),
  content: optional(z.string().trim().max(5000, EM.tooLong)),
  attachment: images,
  active: z.boolean({ error: EM.mandatory }).default(true),
  resolved: enquiryResolved.default({ attachment: [], resolver: { fname: undefined } }),
})
export type EnquiryForm = z.output<typeof enquiryForm>
export type EnquiryFormInput = z.input<typeof enquiryForm>

export const optionsBody = z.object({ name: z.enum(Object.keys(OPTION_LISTS) as [OptionListName], { error: EM.unknownOptions }) })

/** POST /enquiry/options answers the list's active values, in order (the first is the form's default). */
export const optionsAnswer = z.object({ options: z.array(z.string()) })

/** One enquiry with its attachments and resolution. */
export const enquiryDetails = enquiryListRow.extend({
  attachment: z.array(z.string()),
  userId: z.string().nullable(),
  resolved: z.object({
    remark: z.string().nullable(),
    attachment: z.array(z.string()),
    resolver: z.object({ fname: z.string().nullable() }),
  }),
})
export type EnquiryDetails = z.infer<typeof enquiryDetails>

/** POST /enquiry/details: data.enquiry. */
export const enquiryDetailsAnswer = z.object({ enquiry: enquiryDetails })

/**
 * The enquiry record calls, keyed by eId: details, add (the spec's "enquiry create": answers the new eId; 114 for a
 * ticket number in use; the screen does not offer it) and update (the form plus eId). Enquiries are not deleted here.
 */
export const enquiryRecordContract = recordContract({
  id: 'eId',
  details: { path: '/enquiry/details', answer: enquiryDetailsAnswer },
  create: { path: '/enquiry/add', answerId: 'eId' },
  update: { path: '/enquiry/update' },
  form: enquiryForm,
})

/** The enquiry calls beside the record calls. */
export const ENQUIRY_CALLS = { options: '/enquiry/options' } as const
