import { z } from 'zod'
import { hasVisibleText, nameText, RECORD_MESSAGES, requiredText } from '../validation'
import { AD_POSITIONS, LINK_TYPES, type LinkType, PRIORITIES } from './advertisement.table'
import { recordContract } from './contract'
import { versionField } from './versions'
export * from './advertisement.table'

/**
 * The advertisement module (issue 7, spec 001 sections 2–9): in-app advertisements with their link type, place,
 * period and media. Shared by the API (validation, OpenAPI) and the app (form, row checks).
 */

/**
 * The pages of the rider app an advertisement can be shown on (GET /advertisement/pages): the built-in ones, the seed
 * of the Options screen's 'advertisementPage' list (issue 21) and the list without the options module. The list may add
 * others, so a stored page is any value up to 60 characters.
 */
export const ADVERTISEMENT_PAGES = [
  'Home',
  'Vehicle',
  'Ride',
  'Trips',
  'Service',
  'Wallet',
  'Subscription',
  'Store',
  'Profile',
  'Offers',
] as const

/** Default period: now to 7 days later (spec 001 section 9). */
export const DEFAULT_DURATION_SECONDS = 7 * 24 * 60 * 60
/** Images above this are compressed in the browser (spec 001 section 5). */
export const AD_COMPRESS_ABOVE = 300 * 1024

/**
 * Messages of the advertisement calls (English; the app shows its own translated texts by these keys): the shared
 * record messages, this screen's own saved and deleted texts, and its rules.
 */
export const ADV_MESSAGES = {
  ...RECORD_MESSAGES,
  uploadImage: 'Please upload image',
  startAfterEnd: 'Start date cannot be after end date',
  startBeforeToday: 'Start date cannot be before today',
  oneListEntry: 'A dialog advertisement allows only one list entry',
  validUrl: 'Please enter a valid URL',
  selectPage: 'Please select an advertisement page from the list',
  selectBannerAds: 'Please select banner ads',
  saved: 'Advertisement saved successfully',
  deleted: 'Deleted successfully',
  noPlace: 'Place not found',
  geocodingFailed: 'Place search is unavailable, please try after some time',
} as const

const M = ADV_MESSAGES

/** Trimmed text; '' (or text that shows nothing) means not given, so a type's required field stays required. */
const text = (max: number) =>
  z
    .string({ error: M.mandatory })
    .trim()
    .max(max, { error: M.tooLong })
    .optional()
    .transform((v) => (v && hasVisibleText(v) ? v : undefined))

/** A title or place name: text() without the bidi controls (shared/validation.ts). */
const titleText = (max: number) =>
  nameText(max, M.tooLong)
    .optional()
    .transform((v) => (v && hasVisibleText(v) ? v : undefined))

/** A web address (http or https), for fields named like url or link (spec 001 section 5). */
const webUrl = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v), { error: M.validUrl })

/** A media address: a web address or a file this API serves (the upload route answers /api/admin/local/file/...). */
export const mediaUrl = z
  .string({ error: M.validUrl })
  .trim()
  .min(1, { error: M.validUrl })
  .max(2000)
  .refine(
    (v) => /^https?:\/\/[^\s/$.?#][^\s]*$/i.test(v) || /^\/api\/admin\/local\/file\/[a-z]+\/[0-9a-f]{32}\.(png|jpg|mp4|webm)$/.test(v),
    {
      error: M.validUrl,
    },
  )

/** An optional media address ('' means not given). */
const optionalMedia = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .transform((v) => (v ? v : undefined))
  .refine((v) => v === undefined || mediaUrl.safeParse(v).success, { error: M.validUrl })

export const advertisementListItem = z.object({
  mediaUrl,
  siteLink: webUrl,
  category: text(100),
})
export type AdvertisementListItem = z.output<typeof advertisementListItem>

const unixTime = z.number({ error: M.mandatory }).int().min(0).max(32503680000).optional()

/** The form's fields (POST /advertisement/add; PUT /advertisement/update adds AdvId). */
export const advertisementFields = z.object({
  title: titleText(200),
  description: text(5000),
  tagline: text(200),
  adPosition: z.enum(AD_POSITIONS, { error: M.mandatory }).optional(),
  /** A value of the active advertisement pages (the Options screen's list; the server checks it is one). */
  advertisementPage: requiredText(M.selectPage, 60, M.selectPage).optional(),
  typeOfLink: z.enum(LINK_TYPES, { error: M.mandatory }).optional(),
  siteLink: webUrl,
  videoLink: optionalMedia,
  imageUrl: optionalMedia,
  category: text(100),
  subCategory: text(100),
  searchKey: text(200),
  priority: z.enum(PRIORITIES).default('normal'),
  images: z.array(mediaUrl).max(20).default([]),
  products: z.array(requiredText(M.mandatory, 100)).max(100).default([]),
  advertisementList: z.array(advertisementListItem).max(20).default([]),
  locationName: titleText(300),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  city: text(100),
  township: text(100),
  startAt: unixTime,
  endAt: unixTime,
  i18n: z.object({ my_MM: z.object({ title: titleText(200) }).optional() }).optional(),
  published: z.boolean().default(false),
  active: z.boolean().default(true),
})
export type AdvertisementFieldsIn = z.input<typeof advertisementFields>
export type AdvertisementFields = z.output<typeof advertisementFields>

type RequiredField = 'title' | 'description' | 'adPosition' | 'typeOfLink' | 'startAt' | 'endAt' | 'searchKey' | 'category' | 'products'

/** The fields a link type makes mandatory (spec 001 section 5, "Advertisement"). */
export function requiredFields(typeOfLink: LinkType | undefined): readonly RequiredField[] {
  switch (typeOfLink) {
    case 'banner':
      return ['title', 'endAt', 'startAt', 'adPosition', 'typeOfLink', 'description']
    case 'internal':
      return ['title', 'searchKey', 'endAt', 'adPosition', 'category', 'startAt', 'description', 'typeOfLink']
    case 'product':
    case 'newArrival':
    case 'promotion':
      return ['title', 'endAt', 'startAt', 'typeOfLink', 'adPosition', 'products', 'description']
    default:
      return ['title', 'adPosition', 'typeOfLink', 'description']
  }
}

/** Link types whose ads need at least one image. */
export const needsImage = (typeOfLink: LinkType | undefined) => typeOfLink === 'internal' || typeOfLink === 'external'

type RuleInput = Pick<AdvertisementFields, RequiredField | 'images' | 'advertisementList'>

/**
 * The rules beyond each field's own (spec 001 section 5): mandatory fields by link type, an image for internal and
 * external ads, one list entry for dialog ads, start not after end and (when `earliestStart` is given, i.e. a new ad)
 * not before it. Each problem names its field.
 */
export function advertisementIssues(f: RuleInput, earliestStart?: number): { path: string; message: string }[] {
  const out: { path: string; message: string }[] = []
  for (const k of requiredFields(f.typeOfLink)) {
    const v = f[k]
    if (v === undefined || v === null || (Array.isArray(v) && v.length === 0)) out.push({ path: k, message: M.mandatory })
  }
  if (needsImage(f.typeOfLink) && f.images.length === 0) out.push({ path: 'images', message: M.uploadImage })
  if (f.typeOfLink === 'dialog' && f.advertisementList.length > 1) out.push({ path: 'advertisementList', message: M.oneListEntry })
  if (f.startAt !== undefined && f.endAt !== undefined && f.startAt > f.endAt) out.push({ path: 'startAt', message: M.startAfterEnd })
  if (earliestStart !== undefined && f.startAt !== undefined && f.startAt < earliestStart)
    out.push({ path: 'startAt', message: M.startBeforeToday })
  return out
}

/** The fields the rules decide by; the rules run when these are valid, whatever else is wrong. */
const ruleFields = advertisementFields.pick({ typeOfLink: true, images: true, advertisementList: true, startAt: true, endAt: true })

// zod skips a refinement after any other issue by default; `when` lets the form say every rule on the first save.
const withRules = <T extends z.ZodType<RuleInput>>(schema: T) =>
  schema.superRefine(
    (f, ctx) => {
      for (const issue of advertisementIssues(f)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
    },
    { when: (payload) => ruleFields.safeParse(payload.value).success },
  )

export const advertisementForm = withRules(advertisementFields)
export const advertisementUpdateForm = withRules(
  advertisementFields.extend({ AdvId: z.guid({ error: M.selectBannerAds }), version: versionField }),
)
export type AdvertisementUpdateForm = z.output<typeof advertisementUpdateForm>

/** POST /advertisement/details answers `adv`: every field, location as GeoJSON-like { type Point, coordinates [lat, lng] }. */
export const advertisementDetails = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  tagline: z.string().nullable(),
  adPosition: z.enum(AD_POSITIONS),
  advertisementPage: z.string().nullable(),
  typeOfLink: z.enum(LINK_TYPES),
  siteLink: z.string().nullable(),
  videoLink: z.string().nullable(),
  imageUrl: z.string().nullable(),
  category: z.string().nullable(),
  subCategory: z.string().nullable(),
  searchKey: z.string().nullable(),
  priority: z.enum(PRIORITIES),
  images: z.array(z.string()),
  products: z.array(z.string()),
  advertisementList: z.array(z.object({ mediaUrl: z.string(), siteLink: z.string().optional(), category: z.string().optional() })),
  location: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }).nullable(),
  locationName: z.string().nullable(),
  city: z.string().nullable(),
  township: z.string().nullable(),
  startAt: z.number(),
  endAt: z.number(),
  i18n: z.object({ my_MM: z.object({ title: z.string().nullable() }) }),
  published: z.boolean(),
  active: z.boolean(),
  totalClick: z.number(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type AdvertisementDetails = z.infer<typeof advertisementDetails>

export const advertisementDetailsAnswer = z.object({ adv: advertisementDetails })
export type AdvertisementDetailsAnswer = z.infer<typeof advertisementDetailsAnswer>

/** The advertisement record calls, keyed by AdvId: details (answer `adv`), add (answers AdvId), update, soft delete. */
export const advertisementRecordContract = recordContract({
  id: 'AdvId',
  details: { path: '/advertisement/details', answer: advertisementDetailsAnswer },
  create: { path: '/advertisement/add', answerId: 'AdvId' },
  update: { path: '/advertisement/update', body: advertisementUpdateForm },
  remove: { path: '/advertisement/delete' },
  restore: { path: '/advertisement/restore' },
  form: advertisementForm,
})

/** GET /advertisement/pages: the active pages in order, each with its stored name and its label on the Options screen. */
export const advertisementPagesAnswer = z.object({ advertisementPages: z.array(z.object({ name: z.string(), label: z.string() })) })

/** GET /advertisement/places?place= (Google-style predictions, as spec 001 section 7 names them). */
export const placesQuery = z.object({ place: requiredText(M.mandatory, 200).min(2, { error: M.mandatory }) })
export const placePrediction = z.object({ description: z.string(), place_id: z.string() })
export const placesAnswer = z.object({ result: z.object({ predictions: z.array(placePrediction) }) })

/** GET /advertisement/place/coordinates?place_id= */
export const placeIdQuery = z.object({ place_id: requiredText(M.mandatory, 300) })
export const coordinatesAnswer = z.object({
  result: z.object({
    result: z.object({
      name: z.string(),
      city: z.string().nullable(),
      township: z.string().nullable(),
      geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }),
    }),
  }),
})
