import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import {
  emptyWeek,
  SLOT_TIMES,
  testDriveConfigForm,
  type TestDriveConfigDetails,
  type TestDriveConfigFormInput,
} from '@shared/api/testdrive-config'
import { WEEK_DAYS, type WeekDay } from '@shared/api/testdrive-config.table'
import { testDriveConfigText } from './messages'

/**
 * The configuration form's values as its inputs hold them (text; a limit and the coordinates as typed), and the
 * conversions: from a configuration's details, to the add / update body, and the resolver that checks them with the
 * shared schema (the one the server uses), its messages in the active language.
 */
export interface SlotValues {
  startAt: string
  endAt: string
  limit: string
}

export interface DayValues {
  day: WeekDay
  isHoliday: boolean
  /** Kept while the day is a holiday (hidden, not sent), so turning the holiday off brings them back. */
  slots: SlotValues[]
}

export interface Values {
  branchId: string
  title: string
  icon: string
  instruction: string
  address: string
  mapLink: string
  city: string
  state: string
  country: string
  latitude: string
  longitude: string
  contactPersonName: string
  contactEmail: string
  officeNo: string
  mobileNo: string
  week: DayValues[]
  active: boolean
}

/** A new configuration: Sunday to Saturday, no slots, no holidays. */
export function emptyValues(): Values {
  return {
    branchId: '',
    title: '',
    icon: '',
    instruction: '',
    address: '',
    mapLink: '',
    city: '',
    state: '',
    country: '',
    latitude: '',
    longitude: '',
    contactPersonName: '',
    contactEmail: '',
    officeNo: '',
    mobileNo: '',
    week: emptyWeek().map((d) => ({ day: d.day, isHoliday: d.isHoliday, slots: [] })),
    active: true,
  }
}

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v))

/** The form's values from POST /testdrive-config/details (its `form`); the week always Sunday to Saturday. */
export function valuesOf({ config }: { config: TestDriveConfigDetails }): Values {
  const f = config.form
  return {
    branchId: f.branchId,
    title: f.title,
    icon: text(f.icon),
    instruction: text(f.instruction),
    address: text(f.address),
    mapLink: text(f.mapLink),
    city: text(f.city),
    state: text(f.state),
    country: text(f.country),
    latitude: text(f.latitude),
    longitude: text(f.longitude),
    contactPersonName: text(f.contactPersonName),
    contactEmail: text(f.contactEmail),
    officeNo: f.officeNo,
    mobileNo: text(f.mobileNo),
    week: WEEK_DAYS.map((day) => {
      const d = f.week.find((w) => w.day === day)
      return {
        day,
        isHoliday: d?.isHoliday ?? false,
        slots: (d?.slots ?? []).map((s) => ({ startAt: s.startAt, endAt: s.endAt, limit: String(s.limit) })),
      }
    }),
    active: f.active,
  }
}

/** A coordinate as typed: blank is none; anything else goes as a number (the schema refuses what is not one). */
const coordinate = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v.trim()))

/**
 * The add / update body (the record kit adds recordId and version to an update). Blank texts are left out by the
 * schema; a holiday sends no slots.
 */
export function payloadOf(v: Values): TestDriveConfigFormInput {
  return {
    ...v,
    latitude: coordinate(v.latitude),
    longitude: coordinate(v.longitude),
    week: v.week.map((d) => ({
      day: d.day,
      isHoliday: d.isHoliday,
      slots: d.isHoliday ? [] : d.slots.map((s) => ({ startAt: s.startAt, endAt: s.endAt, limit: s.limit.trim() })),
    })),
  }
}

/** The slot a new row proposes: from the day's last slot's end for an hour, with its limit; the day's first at 10:00. */
export function nextSlot(slots: readonly SlotValues[]): SlotValues {
  const last = slots.at(-1)
  const start = last ? SLOT_TIMES.indexOf(last.endAt) : SLOT_TIMES.indexOf('10:00')
  if (start < 0) return { startAt: '', endAt: '', limit: last?.limit ?? '' }
  return { startAt: SLOT_TIMES[start] ?? '', endAt: SLOT_TIMES[start + 2] ?? '', limit: last?.limit ?? '' }
}

/**
 * Where an issue's message goes: a field's own path, or the `root` of a list (the week's rules, a day's slots), the
 * place react-hook-form keeps a field array's own error.
 */
function errorPath(path: readonly PropertyKey[]): string {
  const parts = path.map(String)
  const list = parts.length === 1 ? parts[0] === 'week' : parts.length === 3 && parts[0] === 'week' && parts[2] === 'slots'
  return (list ? [...parts, 'root'] : parts).join('.')
}

/**
 * The shared schema on what the form would send; the messages in the active language, the first per field. The
 * week's own rules (at least one slot, at least one week-off day) are all kept, as `types` of the week's root error.
 * The values stay the inputs' text: payloadOf makes the body.
 */
export function testDriveConfigResolver(i18n: I18n): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = testDriveConfigForm.safeParse(payloadOf(values))
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    const seen = new Map<string, { type: string; message: string; types?: Record<string, string> }>()
    for (const issue of parsed.error.issues) {
      const path = errorPath(issue.path.length ? issue.path : ['title'])
      const message = testDriveConfigText(i18n, issue.message)
      const known = seen.get(path)
      if (!known) {
        const error = { type: 'validate', message, types: { [issue.message]: message } }
        seen.set(path, error)
        set(errors, path, error)
      } else if (known.types && !(issue.message in known.types)) known.types[issue.message] = message
    }
    return { values: {}, errors }
  }
}

/** The messages of an error in order (all of a list's rules, or its one message). */
export function errorMessages(error: { message?: unknown; types?: Record<string, unknown> } | undefined): string[] {
  if (!error) return []
  const all = Object.values(error.types ?? {}).filter((m): m is string => typeof m === 'string' && m !== '')
  if (all.length) return all
  return typeof error.message === 'string' && error.message ? [error.message] : []
}
