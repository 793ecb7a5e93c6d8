import { z } from 'zod'
import { mobileNumber, personName, RECORD_MESSAGES, requiredName, requiredText, VM } from '../validation'
import { recordContract } from './contract'
import { locationValue, serviceCenterRow } from './servicecenter.table'
export * from './servicecenter.table'

/**
 * Service centres and their branches (issue 18; spec 000 sections 3, 5 and 9, spec 002 sections 3 and 5). One schema
 * for the form and the server; each rule has its message. A centre's branches are edited in its form and saved with it.
 */

export const SERVICE_CENTER_MESSAGES = {
  ...RECORD_MESSAGES,
  title: 'Please enter the service centre title',
  validMobile: VM.validMobile,
  /** Spec 002 section 5: "Valid email and valid official email required where an email is asked". */
  validEmail: 'Please enter valid official email',
  address: 'Please enter the address',
  /** Spec 000 section 5 (user form): letters and spaces only (shared/validation.ts PERSON_NAME). */
  lettersOnly: 'Only letters and spaces are allowed',
  /** Spec 000 section 5: pin digits only, max 6; an Indian PIN code has 6. */
  pin: 'Please enter a valid 6 digit pin code',
  location: 'Please pick the location on the map or enter its longitude and latitude',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  branchName: 'Please enter the branch name',
  branchTwice: 'Two branches of a centre cannot have the same name',
  tooManyBranches: 'A centre can have at most 100 branches',
  unknownBranch: 'A branch of another service centre cannot be edited here',
  /** Place search (the configured geocoding provider). */
  place: 'Please enter a place to search for',
  noPlace: 'Place not found',
  geocodingFailed: 'The place search is not available right now, please try again later',
} as const
const M = SERVICE_CENTER_MESSAGES

/** At most this many branches per centre (the form's list and one save). */
export const MAX_BRANCHES = 100

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, M.tooLong).optional())
/** A city or state: letters of any script (shared/validation.ts PERSON_NAME), optional. */
const lettersText = (max: number) => z.preprocess(blankToUndefined, personName(M.lettersOnly, max, M.tooLong).optional())
const number = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).min(min, message).max(max, message),
  )

/** A location: longitude then latitude (spec 000 section 3). */
export const locationForm = z.object(
  { coordinates: z.tuple([number(-180, 180, M.longitude), number(-90, 90, M.latitude)], { error: M.location }) },
  { error: M.location },
)
export type LocationForm = z.output<typeof locationForm>

/** A branch row of the centre's form: `_id` for a stored branch (kept), none for a new one. */
export const branchForm = z.object({
  _id: z.preprocess(blankToUndefined, z.guid({ error: M.unknownBranch }).optional()),
  name: requiredName(M.branchName, 200, M.tooLong),
  address: optionalText(500),
  location: z.preprocess(blankToUndefined, locationForm.optional()),
  active: z.boolean().default(true),
})
export type BranchForm = z.output<typeof branchForm>
export type BranchFormInput = z.input<typeof branchForm>

/** The add and edit form (POST /servicecenter/add; PUT /servicecenter/update adds recordId and version). */
export const serviceCenterForm = z
  .object({
    title: requiredName(M.title, 200, M.tooLong),
    mobileNo: mobileNumber(VM.validMobile),
    email: z
      .string({ error: M.validEmail })
      .trim()
      .max(200, M.tooLong)
      .pipe(z.email({ error: M.validEmail })),
    address: requiredText(M.address, 500, M.tooLong),
    city: lettersText(100),
    state: lettersText(100),
    pin: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d{6}$/, M.pin)
        .optional(),
    ),
    location: locationForm,
    branches: z.array(branchForm).max(MAX_BRANCHES, M.tooManyBranches).default([]),
    active: z.boolean().default(true),
  })
  .superRefine((f, ctx) => {
    // Active branches of one centre have distinct names (case and spaces aside).
    const seen = new Set<string>()
    f.branches.forEach((b, i) => {
      if (!b.active) return
      const key = b.name.trim().toLowerCase()
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['branches', i, 'name'], message: M.branchTwice })
      seen.add(key)
    })
  })
export type ServiceCenterForm = z.output<typeof serviceCenterForm>
export type ServiceCenterFormInput = z.input<typeof serviceCenterForm>

/** A branch as the details call gives it: the form's fields and whether staff or records keep it from being removed. */
export const branchDetails = z.object({
  _id: z.string(),
  name: z.string(),
  address: z.string().optional(),
  location: locationValue.optional(),
  active: z.boolean(),
  /** Referred to by staff, test drives, bookings…: removing it from the form deactivates it. */
  inUse: z.boolean(),
})
export type BranchDetails = z.infer<typeof branchDetails>

/** POST /servicecenter/details: the row, the form's values and the version. */
export const serviceCenterDetails = serviceCenterRow.extend({
  version: z.number().int(),
  form: z.object({
    title: z.string(),
    mobileNo: z.string(),
    email: z.string(),
    address: z.string(),
    city: z.string().optional(),
    state: z.string().optional(),
    pin: z.string().optional(),
    location: locationValue.optional(),
    branches: z.array(branchDetails),
    active: z.boolean(),
  }),
})
export type ServiceCenterDetails = z.infer<typeof serviceCenterDetails>
export const serviceCenterDetailsAnswer = z.object({ centre: serviceCenterDetails })

export const serviceCenterRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/servicecenter/details', answer: serviceCenterDetailsAnswer },
  create: { path: '/servicecenter/add' },
  update: { path: '/servicecenter/update' },
  remove: { path: '/servicecenter/delete' },
  restore: { path: '/servicecenter/restore' },
  form: serviceCenterForm,
})

/** The calls beside the record calls. */
export const SERVICE_CENTER_CALLS = {
  branches: '/servicecenter/branches',
  logs: '/servicecenter/logs',
  deleteCheck: '/servicecenter/delete-check',
  places: '/servicecenter/places',
  place: '/servicecenter/place',
  map: '/servicecenter/map',
} as const

/** POST /servicecenter/branches `{ recordId }`: the centre's branches (active and not), by name. */
export const centreBranchesAnswer = z.object({ branches: z.array(branchDetails) })

/** POST /servicecenter/delete-check `{ recordId }`: what still depends on the centre, asked before a delete. */
export const deleteCheckAnswer = z.object({
  /** Active scc users and workers of the centre. */
  staff: z.number().int(),
  /** Test drives booked ahead at the centre (booked or rescheduled, from today). */
  testDrives: z.number().int(),
  /** Bookings of the centre not yet delivered, completed or cancelled. */
  bookings: z.number().int(),
  /** Open tickets of the centre (null: this installation has no tickets). */
  tickets: z.number().int().nullable(),
})
export type DeleteCheck = z.infer<typeof deleteCheckAnswer>

/** GET /servicecenter/places?place=: places matching a text (the configured geocoding provider). */
export const placeSearchQuery = z.object({
  place: requiredText(M.place, 200, M.tooLong),
})
export const placeSearchAnswer = z.object({ places: z.array(z.object({ description: z.string(), placeId: z.string() })) })

/** GET /servicecenter/place?placeId=: a place's name and location (longitude then latitude). */
export const placeQuery = z.object({ placeId: requiredText(M.noPlace, 300, M.tooLong) })
export const placeAnswer = z.object({ place: z.object({ name: z.string(), city: z.string().nullable(), location: locationValue }) })

/** GET /servicecenter/map: the street tiles (only when MAP_TILE_URL is configured) and the directions address. */
export const mapSettingsAnswer = z.object({
  /** An XYZ tile template with {z}, {x} and {y}, or null: the map draws its offline outline only. */
  tileUrl: z.string().nullable(),
  /** The directions template with {lat} and {lng}. */
  directionsUrl: z.string(),
})
export type MapSettings = z.infer<typeof mapSettingsAnswer>
