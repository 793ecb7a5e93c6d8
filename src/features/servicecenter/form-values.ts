import type { I18n } from '@lingui/core'
import { set, type FieldErrors, type Resolver } from 'react-hook-form'
import { serviceCenterForm, type ServiceCenterDetails, type ServiceCenterFormInput } from '@shared/api/servicecenter'
import { serviceCenterText } from './messages'

/**
 * The centre form's values as its inputs hold them (text; the coordinates as typed), and the conversions: from a
 * centre's details, to the add / update body, and the resolver that checks them with the shared schema (the one the
 * server uses), its messages in the active language.
 */
export interface BranchValues {
  /** The stored branch's id; '' for a new row. */
  _id: string
  name: string
  address: string
  longitude: string
  latitude: string
  active: boolean
  /** Staff or records refer to it: removing it deactivates it (shown in the row). */
  inUse: boolean
}

export interface Values {
  title: string
  mobileNo: string
  email: string
  address: string
  city: string
  state: string
  pin: string
  longitude: string
  latitude: string
  branches: BranchValues[]
  active: boolean
}

export function emptyValues(): Values {
  return {
    title: '',
    mobileNo: '',
    email: '',
    address: '',
    city: '',
    state: '',
    pin: '',
    longitude: '',
    latitude: '',
    branches: [],
    active: true,
  }
}

export const emptyBranch = (): BranchValues => ({ _id: '', name: '', address: '', longitude: '', latitude: '', active: true, inUse: false })

const text = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v))

/** The form's values from POST /servicecenter/details (its `form`). */
export function valuesOf({ centre }: { centre: ServiceCenterDetails }): Values {
  const f = centre.form
  return {
    title: f.title,
    mobileNo: f.mobileNo,
    email: f.email,
    address: f.address,
    city: text(f.city),
    state: text(f.state),
    pin: text(f.pin),
    longitude: text(f.location?.coordinates[0]),
    latitude: text(f.location?.coordinates[1]),
    branches: f.branches.map((b) => ({
      _id: b._id,
      name: b.name,
      address: text(b.address),
      longitude: text(b.location?.coordinates[0]),
      latitude: text(b.location?.coordinates[1]),
      active: b.active,
      inUse: b.inUse,
    })),
    active: f.active,
  }
}

/** Longitude and latitude as typed → the location (longitude then latitude); both blank: none. */
export function locationOf(longitude: string, latitude: string): { coordinates: [number, number] } | undefined {
  const [lng, lat] = [longitude.trim(), latitude.trim()]
  if (lng === '' && lat === '') return undefined
  return { coordinates: [lng === '' ? Number.NaN : Number(lng), lat === '' ? Number.NaN : Number(lat)] }
}

/** The add / update body (the record kit adds recordId and version to an update). */
export function payloadOf(v: Values): ServiceCenterFormInput {
  return {
    title: v.title,
    mobileNo: v.mobileNo,
    email: v.email,
    address: v.address,
    city: v.city,
    state: v.state,
    pin: v.pin,
    location: locationOf(v.longitude, v.latitude) as ServiceCenterFormInput['location'],
    branches: v.branches.map((b) => ({
      ...(b._id ? { _id: b._id } : {}),
      name: b.name,
      address: b.address,
      location: locationOf(b.longitude, b.latitude),
      active: b.active,
    })),
    active: v.active,
  }
}

/**
 * Where an issue's message goes: a location's coordinates to the longitude or latitude field that holds them (a
 * missing location to both), the rest to the field's own path.
 */
export function errorPaths(path: readonly PropertyKey[]): string[] {
  const parts = path.map(String)
  const at = parts.indexOf('location')
  if (at < 0) return [parts.join('.') || 'title']
  const base = parts.slice(0, at)
  const index = parts[at + 2]
  if (index === '0') return [[...base, 'longitude'].join('.')]
  if (index === '1') return [[...base, 'latitude'].join('.')]
  return [[...base, 'longitude'].join('.'), [...base, 'latitude'].join('.')]
}

/** The shared schema on what the form would send; the messages in the active language, the first per field. */
export function serviceCenterResolver(i18n: I18n): Resolver<Values, unknown, Values> {
  return (values) => {
    const parsed = serviceCenterForm.safeParse(payloadOf(values))
    if (parsed.success) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    const seen = new Set<string>()
    for (const issue of parsed.error.issues) {
      for (const path of errorPaths(issue.path)) {
        if (seen.has(path)) continue
        seen.add(path)
        set(errors, path, { type: 'validate', message: serviceCenterText(i18n, issue.message) })
      }
    }
    return { values: {}, errors }
  }
}
