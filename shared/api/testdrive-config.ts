import { z } from 'zod'
import { nameText, RECORD_MESSAGES, requiredName } from '../validation'
import { recordContract } from './contract'
import { testDriveConfigRow, WEEK_DAYS, type WeekDay } from './testdrive-config.table'
export * from './testdrive-config.table'

/**
 * The test-drive slot configuration (issue 17, spec 002 sections 3–5 and 9): a branch's contact details and its week,
 * Sunday to Saturday, each day a holiday or a list of slots (start and end from the 30-minute list, a limit of places).
 * One schema for the form and the server; each rule has its message.
 */

export const TEST_DRIVE_CONFIG_MESSAGES = {
  ...RECORD_MESSAGES,
  /** Spec 002 section 5. */
  noSlot: 'At least one operational slot must be added to a test drive config.',
  startBeforeEnd: 'Start time must be less than end time',
  overlap: 'Slots of one day cannot overlap',
  /** Spec 002 sections 5 and 9: units max 366. */
  limit: 'The limit must be a whole number from 1 to 366',
  /** Spec 002 section 5. */
  weekOff: 'Please mark at least one week-off day',
  holidaySlots: 'A holiday has no slots',
  time: 'Please choose a time from the list',
  validEmail: 'Please enter valid email',
  validMobile: 'Please enter valid mobile number',
  /** Spec 002 section 5: 'enter office number'. */
  officeNo: 'Please enter office number',
  validOfficeNo: 'Please enter a valid office number (6 to 15 digits)',
  latitude: 'Latitude must be between -90 and 90',
  longitude: 'Longitude must be between -180 and 180',
  url: 'Please enter a valid http(s) address',
  branch: 'Please select a branch',
  unknownBranch: 'Please select a branch',
  /** Saving would drop booked drives: the slots they are in must stay until those drives are moved or cancelled. */
  slotsInUse: 'Some removed or reduced slots have test drives booked; reschedule or cancel them first',
  /** A slot that past (or cancelled) drives refer to stays: their records keep it. */
} as const
const M = TEST_DRIVE_CONFIG_MESSAGES

/** Spec 002 section 9: the slot time list, every 30 minutes from 00:00 to 23:30. */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: 48 },
  (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
)
/** Minutes after midnight of a slot time ('10:30' → 630); -1 when it is not one of the list. */
export const slotMinutes = (time: string): number => {
  const i = SLOT_TIMES.indexOf(time)
  return i < 0 ? -1 : i * 30
}
/** 630 → '10:30'. */
export const minutesToSlotTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** Spec 002 section 9: units max 366. */
export const SLOT_LIMIT_MAX = 366
/** Slots one day may hold (every half hour of the day). */
export const MAX_SLOTS_PER_DAY = 48

const slotTime = z.string({ error: M.time }).refine((v) => slotMinutes(v) >= 0, M.time)

export const slotForm = z
  .object({
    startAt: slotTime,
    endAt: slotTime,
    limit: z.coerce.number({ error: M.limit }).int(M.limit).min(1, M.limit).max(SLOT_LIMIT_MAX, M.limit),
  })
  .superRefine((s, ctx) => {
    // A time not from the list has its own message only.
    const [start, end] = [slotMinutes(s.startAt), slotMinutes(s.endAt)]
    if (start >= 0 && end >= 0 && start >= end) ctx.addIssue({ code: 'custom', path: ['endAt'], message: M.startBeforeEnd })
  })
export type SlotForm = z.output<typeof slotForm>

export const dayForm = z.object({
  day: z.enum(WEEK_DAYS),
  isHoliday: z.boolean().default(false),
  slots: z.array(slotForm).max(MAX_SLOTS_PER_DAY, M.overlap).default([]),
})
export type DayForm = z.output<typeof dayForm>

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)
const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max, M.tooLong).optional())
const coordinate = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: message }).min(min, message).max(max, message).optional(),
  )

/** The week as far as its rules read it (a day's name, holiday and slot times), whatever its other values. */
const weekShape = z.array(
  z.object({ day: z.string(), isHoliday: z.boolean(), slots: z.array(z.object({ startAt: z.string(), endAt: z.string() })) }),
)

/** The rules across a week: one entry per day, at least one slot, at least one week-off day, no overlaps. */
function weekIssues(week: readonly DayForm[], addIssue: (path: (string | number)[], message: string) => void) {
  WEEK_DAYS.forEach((name, i) => {
    if (week[i]?.day !== name) addIssue(['week', i, 'day'], M.mandatory)
  })
  if (!week.some((d) => !d.isHoliday && d.slots.length > 0)) addIssue(['week'], M.noSlot)
  if (!week.some((d) => d.isHoliday)) addIssue(['week'], M.weekOff)
  week.forEach((d, i) => {
    if (d.isHoliday && d.slots.length > 0) addIssue(['week', i, 'slots'], M.holidaySlots)
    const sorted = d.slots
      .map((s, j) => ({ j, start: slotMinutes(s.startAt), end: slotMinutes(s.endAt) }))
      .filter((s) => s.start < s.end)
      .sort((a, b) => a.start - b.start)
    for (let k = 1; k < sorted.length; k++) {
      if (sorted[k]!.start < sorted[k - 1]!.end) addIssue(['week', i, 'slots', sorted[k]!.j, 'startAt'], M.overlap)
    }
  })
}

/** The add and edit form (POST /testdrive-config/add; PUT /testdrive-config/update adds recordId and version). */
export const testDriveConfigForm = z
  .object({
    branchId: z.guid({ error: M.branch }),
    title: requiredName(M.mandatory, 100, M.tooLong),
    icon: z.preprocess(blankToUndefined, z.string().trim().max(500, M.tooLong).optional()),
    instruction: optionalText(2000),
    address: optionalText(500),
    mapLink: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(2000, M.tooLong)
        .refine((v) => /^https?:\/\/\S+$/i.test(v), M.url)
        .optional(),
    ),
    city: optionalText(100),
    state: optionalText(100),
    country: optionalText(100),
    latitude: coordinate(-90, 90, M.latitude),
    longitude: coordinate(-180, 180, M.longitude),
    contactPersonName: z.preprocess(blankToUndefined, nameText(100, M.tooLong).optional()),
    contactEmail: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(200, M.tooLong)
        .pipe(z.email({ error: M.validEmail }))
        .optional(),
    ),
    officeNo: z
      .string({ error: M.officeNo })
      .trim()
      .min(1, M.officeNo)
      // A blank number is missing, not invalid: one message. (No `abort`: it would skip the week's rules.)
      .refine((v) => {
        const digits = v.replace(/\D/g, '').length
        return v === '' || (/^\+?[\d\s-]{6,20}$/.test(v) && digits >= 6 && digits <= 15)
      }, M.validOfficeNo),
    mobileNo: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .regex(/^\d{10}$/, M.validMobile)
        .optional(),
    ),
    week: z.array(dayForm).length(7, M.mandatory),
    active: z.boolean().default(true),
  })
  // The week's rules run whatever else is wrong (zod skips a refinement after other issues by default): the form says
  // them with the fields' own messages on the first save, not one after the other.
  .superRefine((f, ctx) => weekIssues(f.week, (path, message) => ctx.addIssue({ code: 'custom', path, message })), {
    when: (payload) => weekShape.safeParse((payload.value as { week?: unknown } | undefined)?.week).success,
  })
export type TestDriveConfigForm = z.output<typeof testDriveConfigForm>
export type TestDriveConfigFormInput = z.input<typeof testDriveConfigForm>

/** A week with no slots and no holidays, for a new form. */
export const emptyWeek = (): DayForm[] => WEEK_DAYS.map((day) => ({ day, isHoliday: false, slots: [] }))

/** A booked drive that keeps a slot from being removed or reduced (the update's refusal lists them). */
export const slotInUse = z.object({
  day: z.enum(WEEK_DAYS),
  startAt: z.string(),
  endAt: z.string(),
  /** The dates (Unix seconds, midnight in India) with drives booked, and how many on each. */
  dates: z.array(z.object({ date: z.number().int(), booked: z.number().int() })),
})

/** POST /testdrive-config/details: the row, the form's values and the version. */
export const testDriveConfigDetails = testDriveConfigRow.extend({
  version: z.number().int(),
  form: z.object({
    branchId: z.string(),
    title: z.string(),
    icon: z.string().optional(),
    instruction: z.string().optional(),
    address: z.string().optional(),
    mapLink: z.string().optional(),
    city: z.string().optional(),
    state: z.string().optional(),
    country: z.string().optional(),
    latitude: z.number().optional(),
    longitude: z.number().optional(),
    contactPersonName: z.string().optional(),
    contactEmail: z.string().optional(),
    officeNo: z.string(),
    mobileNo: z.string().optional(),
    week: z.array(
      z.object({
        day: z.enum(WEEK_DAYS),
        isHoliday: z.boolean(),
        slots: z.array(z.object({ startAt: z.string(), endAt: z.string(), limit: z.number().int() })),
      }),
    ),
    active: z.boolean(),
  }),
})
export type TestDriveConfigDetails = z.infer<typeof testDriveConfigDetails>
export const testDriveConfigDetailsAnswer = z.object({ config: testDriveConfigDetails })

export const testDriveConfigRecordContract = recordContract({
  id: 'recordId',
  details: { path: '/testdrive-config/details', answer: testDriveConfigDetailsAnswer },
  create: { path: '/testdrive-config/add' },
  update: { path: '/testdrive-config/update' },
  remove: { path: '/testdrive-config/delete' },
  restore: { path: '/testdrive-config/restore' },
  form: testDriveConfigForm,
})

/** The calls beside the record calls. */
export const TEST_DRIVE_CONFIG_CALLS = {
  branches: '/testdrive-config/branches',
  logs: '/testdrive-config/logs',
} as const

/** GET /testdrive-config/branches: the active branches a configuration may be for, with their centre. */
export const configBranchesAnswer = z.object({
  result: z.array(z.object({ _id: z.string(), name: z.string(), scuId: z.string(), centre: z.string(), configured: z.boolean() })),
})

export type { WeekDay }
