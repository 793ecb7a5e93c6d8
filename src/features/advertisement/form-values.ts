import type { FieldErrors, Resolver } from 'react-hook-form'
import { indiaDateTimeToSeconds, indiaMidnight, indiaSecondsToDateTime } from '@shared/india-day'
import {
  advertisementFields,
  advertisementIssues,
  DEFAULT_DURATION_SECONDS,
  type AdPosition,
  type AdvertisementDetailsAnswer,
  type AdvertisementFieldsIn,
  type LinkType,
  type Priority,
} from '@shared/api/advertisement'
import type { RecordDialogMode } from '@/components/record-dialog-footer'

/**
 * The advertisement form's values as its inputs hold them, and the conversions: from a record, to the add / update
 * body, and the resolver that checks them with the shared schema and the link-type rules.
 */

interface ListItem {
  mediaUrl: string
  siteLink: string
  category: string
}

/** The form's values as its inputs hold them (text; dates as datetime-local text). */
export interface Values {
  title: string
  titleMy: string
  description: string
  tagline: string
  typeOfLink: LinkType | ''
  adPosition: AdPosition | ''
  advertisementPage: string
  priority: Priority | ''
  category: string
  subCategory: string
  searchKey: string
  siteLink: string
  videoLink: string
  imageUrl: string
  products: string
  images: string[]
  advertisementList: ListItem[]
  locationName: string
  latitude: string
  longitude: string
  city: string
  township: string
  startAt: string
  endAt: string
  published: boolean
  active: boolean
}

/** Unix seconds → the date-time field's `yyyy-MM-ddTHH:mm` on India's clock (the business's, whatever the browser's zone). */
const localText = (seconds: number) => indiaSecondsToDateTime(seconds)
const secondsOf = (text: string): number | undefined => (text ? indiaDateTimeToSeconds(text) : undefined)
/** The midnight that began today in India. */
const startOfToday = () => indiaMidnight(Math.floor(Date.now() / 1000))

export function emptyValues(): Values {
  const now = Math.floor(Date.now() / 60_000) * 60
  return {
    title: '',
    titleMy: '',
    description: '',
    tagline: '',
    typeOfLink: 'banner',
    adPosition: '',
    advertisementPage: '',
    priority: 'normal',
    category: '',
    subCategory: '',
    searchKey: '',
    siteLink: '',
    videoLink: '',
    imageUrl: '',
    products: '',
    images: [],
    advertisementList: [],
    locationName: '',
    latitude: '',
    longitude: '',
    city: '',
    township: '',
    startAt: localText(now),
    endAt: localText(now + DEFAULT_DURATION_SECONDS),
    published: false,
    active: true,
  }
}

export const valuesOf = ({ adv: a }: AdvertisementDetailsAnswer): Values => ({
  title: a.title,
  titleMy: a.i18n.my_MM.title ?? '',
  description: a.description ?? '',
  tagline: a.tagline ?? '',
  typeOfLink: a.typeOfLink,
  adPosition: a.adPosition,
  advertisementPage: a.advertisementPage ?? '',
  priority: a.priority,
  category: a.category ?? '',
  subCategory: a.subCategory ?? '',
  searchKey: a.searchKey ?? '',
  siteLink: a.siteLink ?? '',
  videoLink: a.videoLink ?? '',
  imageUrl: a.imageUrl ?? '',
  products: a.products.join(', '),
  images: a.images,
  advertisementList: a.advertisementList.map((i) => ({ mediaUrl: i.mediaUrl, siteLink: i.siteLink ?? '', category: i.category ?? '' })),
  locationName: a.locationName ?? '',
  latitude: a.location ? String(a.location.coordinates[0]) : '',
  longitude: a.location ? String(a.location.coordinates[1]) : '',
  city: a.city ?? '',
  township: a.township ?? '',
  startAt: localText(a.startAt),
  endAt: localText(a.endAt),
  published: a.published,
  active: a.active,
})

const num = (s: string) => (s.trim() === '' ? undefined : Number(s))

/** The body of add / update (the record kit adds AdvId to an update). */
export function payloadOf(v: Values): AdvertisementFieldsIn {
  return {
    title: v.title,
    description: v.description,
    tagline: v.tagline,
    typeOfLink: v.typeOfLink || undefined,
    adPosition: v.adPosition || undefined,
    advertisementPage: (v.advertisementPage || undefined) as AdvertisementFieldsIn['advertisementPage'],
    priority: v.priority || 'normal',
    category: v.category,
    subCategory: v.subCategory,
    searchKey: v.searchKey,
    siteLink: v.siteLink,
    videoLink: v.videoLink,
    imageUrl: v.imageUrl,
    products: v.products
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean),
    images: v.images,
    advertisementList: v.advertisementList.map((i) => ({ mediaUrl: i.mediaUrl, siteLink: i.siteLink, category: i.category })),
    locationName: v.locationName,
    latitude: num(v.latitude),
    longitude: num(v.longitude),
    city: v.city,
    township: v.township,
    startAt: secondsOf(v.startAt),
    endAt: secondsOf(v.endAt),
    i18n: { my_MM: { title: v.titleMy } },
    published: v.published,
    active: v.active,
  }
}

/** Where a problem of the payload shows in the form. */
const fieldOf = (path: readonly PropertyKey[]): keyof Values => {
  const first = String(path[0] ?? 'title')
  return (first === 'i18n' ? 'titleMy' : first) as keyof Values
}

/**
 * The shared schema plus the rules by link type and, for a new ad, the start not before today (so the check depends on
 * the dialog's mode). The values stay the inputs' text: payloadOf makes the body.
 */
export function resolverFor(mode: RecordDialogMode): Resolver<Values, unknown, Values> {
  const isNew = mode === 'new'
  return (values) => {
    const parsed = advertisementFields.safeParse(payloadOf(values))
    const issues = parsed.success
      ? advertisementIssues(parsed.data, isNew ? startOfToday() : undefined).map((i) => ({ path: [i.path], message: i.message }))
      : parsed.error.issues.map((i) => ({ path: i.path, message: i.message }))
    if (issues.length === 0) return { values, errors: {} }
    const errors: FieldErrors<Values> = {}
    for (const issue of issues) {
      const f = fieldOf(issue.path)
      if (!errors[f]) (errors as Record<string, unknown>)[f] = { type: 'validate', message: issue.message }
    }
    return { values: {}, errors }
  }
}
