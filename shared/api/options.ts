import { z } from 'zod'
import { PASSWORD_MAX, requiredName } from '../validation'
import { ADVERTISEMENT_PAGES } from './advertisement'
import { BOOKING_STAGES, RTO_STATUSES } from './booking.query'
import { ENQUIRY_TYPES } from './enquiry.query'
import { NOTIFICATION_TYPES } from './notification-admin.query'
import { TICKET_TYPES } from './ticket.query'
import { DEPARTMENTS } from './users'
import { LIST_MESSAGE, type OptionListKey, optionListKey } from './options.query'
import { versionField } from './versions'
export * from './options.query'

/**
 * Options and settings (issue 21, spec 002 section 5; screen Options): the option lists other screens read instead of
 * constants, and the organisation's settings (one record). Shared by the API (validation, OpenAPI) and the app (form).
 */

/** The option lists: key → the longest value its readers store, and the values the code used before (the seed). */
export const OPTION_LISTS = {
  requestType: { maxValue: 40, seed: ENQUIRY_TYPES },
  ticketType: { maxValue: 20, seed: TICKET_TYPES },
  bookingStage: { maxValue: 12, seed: BOOKING_STAGES },
  bookingStatus: { maxValue: 20, seed: RTO_STATUSES },
  department: { maxValue: 40, seed: DEPARTMENTS },
  notificationType: { maxValue: 40, seed: NOTIFICATION_TYPES },
  advertisementPage: { maxValue: 60, seed: ADVERTISEMENT_PAGES },
  logisticPartner: { maxValue: 60, seed: [] as readonly string[] },
} as const satisfies Record<OptionListKey, { maxValue: number; seed: readonly string[] }>

/** The value a new entry stores when only a label is given: 'Road side assist' → 'roadSideAssist'. */
export function valueOfLabel(label: string): string {
  const words = label
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  return words.map((w, i) => (i === 0 ? w.toLowerCase() : w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())).join('')
}

export const OPTIONS_MESSAGES = {
  list: LIST_MESSAGE,
  label: 'Please enter a name',
  value: 'Please enter a value of letters and digits',
  tooLong: 'This value is too long',
  option: 'Please select an option',
  added: 'Option added',
  renamed: 'Option renamed',
  moved: 'Option moved',
  activated: 'Option activated',
  deactivated: 'Option deactivated',
  deleted: 'Option deleted',
  duplicate: 'Duplicate Records',
  notFound: 'The option no longer exists',
  changedMeanwhile: 'The option was changed meanwhile; reload and try again',
  /** Spec 002 section 5, for the logistic partners; the other lists say the same of their own kind. */
  logisticPartnerInUse: 'Cannot delete or edit a logistic partner',
  inUse: 'Cannot delete an option that is in use; deactivate it instead',
  saved: 'Settings saved',
  /** Spec 002 section 5. */
  units: 'Number of units cannot exceed 366',
  countryCode: 'Country code must be 2 characters',
  currencyCode: 'Currency code must be 3 characters',
  tenantId: 'Tenant or bank id must be 12 characters',
  lengths: 'Min and max length cannot be negative and max must be greater than min',
  weekOff: 'Select at least one week-off day',
  headerRows: 'Header end row must be greater than start row',
  /** SECURITY.md item 10 stays the floor. */
  passwordFloor: 'Minimum password length cannot be below 8',
  passwordCeiling: 'Maximum password length cannot be below 64',
  passwordTop: 'Maximum password length cannot be above 128',
  number: 'Please enter a whole number',
} as const
const M = OPTIONS_MESSAGES

/** One value of a list as the Options screen shows it. */
export const optionValue = z.object({
  _id: z.string(),
  list: z.string(),
  value: z.string(),
  label: z.string(),
  sortOrder: z.number().int(),
  active: z.boolean(),
  version: z.number().int(),
})
export type OptionValue = z.infer<typeof optionValue>
export const optionListsAnswer = z.object({ lists: z.record(z.string(), z.array(optionValue)) })

const label = requiredName(M.label, 120, M.tooLong)

/** POST /options/add: a label, and a value (derived from the label when blank) that fits the list. */
export const optionAddBody = z
  .object({
    list: optionListKey,
    label,
    value: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().optional()),
  })
  .transform((b, ctx) => {
    const value = b.value ?? valueOfLabel(b.label)
    if (!/^[A-Za-z0-9][A-Za-z0-9 _-]*$/.test(value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.value })
      return z.NEVER
    }
    if (value.length > OPTION_LISTS[b.list].maxValue) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: M.tooLong })
      return z.NEVER
    }
    return { list: b.list, label: b.label, value }
  })
export type OptionAddBody = z.input<typeof optionAddBody>

const recordId = z.guid({ error: M.option })
export const optionRenameBody = z.object({ recordId, label, version: versionField })
export const optionMoveBody = z.object({ recordId, direction: z.enum(['up', 'down'], { error: M.option }) })
export const optionActiveBody = z.object({ recordId, active: z.boolean({ error: M.option }) })
export const optionRemoveBody = z.object({ recordId })

/** The message refusing the delete of a value in use. */
export const inUseMessage = (list: OptionListKey) => (list === 'logisticPartner' ? M.logisticPartnerInUse : M.inUse)

// ---- Organisation settings ----

/** SECURITY.md item 10: passwords of at least 8 characters, and up to at least 64 allowed. */
export const PASSWORD_MIN_FLOOR = 8
export const PASSWORD_MAX_FLOOR = 64
/** The week's days as stored: 0 Sunday … 6 Saturday. */
export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const

const blank = (v: unknown) => (v === '' || v === null ? undefined : v)
/** A whole number from a form's text or a JSON number; '' is missing. */
const whole = (message: string) =>
  z.preprocess(
    (v) => {
      const b = blank(v)
      return typeof b === 'string' && /^-?\d+$/.test(b.trim()) ? Number(b.trim()) : b
    },
    z.number({ error: message }).int(message).min(-1_000_000, message).max(1_000_000, message),
  )
const letters = (n: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(new RegExp(`^[A-Za-z]{${n}}$`), message)
    .transform((s) => s.toUpperCase())

export const settingsFields = z.object({
  countryCode: letters(2, M.countryCode),
  currencyCode: letters(3, M.currencyCode),
  tenantId: z
    .string({ error: M.tenantId })
    .trim()
    .regex(/^[A-Za-z0-9]{12}$/, M.tenantId),
  passwordMinLength: whole(M.lengths).pipe(z.number().min(0, M.lengths)),
  passwordMaxLength: whole(M.lengths).pipe(z.number().min(0, M.lengths)),
  weekOffDays: z
    .array(z.number({ error: M.weekOff }).int().min(0, M.weekOff).max(6, M.weekOff), { error: M.weekOff })
    .min(1, M.weekOff)
    .max(7, M.weekOff)
    .transform((d) => [...new Set(d)].sort()),
  units: whole(M.units).pipe(z.number().min(0, M.units).max(366, M.units)),
  headerStartRow: whole(M.headerRows).pipe(z.number().min(1, M.headerRows)),
  headerEndRow: whole(M.headerRows).pipe(z.number().min(1, M.headerRows)),
})
export type SettingsValues = z.output<typeof settingsFields>

/** The rules across fields; each problem names its field. */
export function settingsIssues(f: SettingsValues): { path: keyof SettingsValues; message: string }[] {
  const issues: { path: keyof SettingsValues; message: string }[] = []
  // A negative length has its field's own message ('… cannot be negative …').
  const lengths = f.passwordMinLength >= 0 && f.passwordMaxLength >= 0
  if (!lengths) return issuesWithRows(f, issues)
  if (f.passwordMaxLength <= f.passwordMinLength) issues.push({ path: 'passwordMaxLength', message: M.lengths })
  else if (f.passwordMinLength < PASSWORD_MIN_FLOOR) issues.push({ path: 'passwordMinLength', message: M.passwordFloor })
  else if (f.passwordMaxLength < PASSWORD_MAX_FLOOR) issues.push({ path: 'passwordMaxLength', message: M.passwordCeiling })
  // Sign-in and every password form accept at most PASSWORD_MAX characters: a larger maximum could not be used.
  else if (f.passwordMaxLength > PASSWORD_MAX) issues.push({ path: 'passwordMaxLength', message: M.passwordTop })
  return issuesWithRows(f, issues)
}

function issuesWithRows(f: SettingsValues, issues: { path: keyof SettingsValues; message: string }[]) {
  if (f.headerEndRow <= f.headerStartRow) issues.push({ path: 'headerEndRow', message: M.headerRows })
  return issues
}

/** The settings form (one schema for the form and PUT /options/settings without its version). */
export const settingsForm = settingsFields.superRefine((f, ctx) => {
  for (const i of settingsIssues(f)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message })
})
export type SettingsFormInput = z.input<typeof settingsForm>
export const settingsBody = settingsFields.extend({ version: versionField }).superRefine((f, ctx) => {
  for (const i of settingsIssues(f)) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message })
})
/** GET /options/settings: the settings as stored, their version and when they last changed (Unix seconds). */
export const settingsDetails = z.object({
  countryCode: z.string(),
  currencyCode: z.string(),
  tenantId: z.string(),
  passwordMinLength: z.number().int(),
  passwordMaxLength: z.number().int(),
  weekOffDays: z.array(z.number().int()),
  units: z.number().int(),
  headerStartRow: z.number().int(),
  headerEndRow: z.number().int(),
  version: z.number().int(),
  updatedAt: z.number().int(),
})
export const settingsAnswer = z.object({ settings: settingsDetails })
export type SettingsDetails = z.infer<typeof settingsAnswer>['settings']
