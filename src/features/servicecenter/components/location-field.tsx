import { useId, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ExternalLinkIcon, SearchIcon } from 'lucide-react'
import { useFormContext, useWatch } from 'react-hook-form'
import { SERVICE_CENTER_MESSAGES as SM } from '@shared/api/servicecenter'
import { RC } from '@shared/response-codes'
import { TextFormField } from '@/components/form-text-field'
import { LazyMap, type MapMarker } from '@/components/map'
import { directionsAddress, type LngLat } from '@/components/map/projection'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { placeLocation, searchPlaces, useMapSettings, type PlaceFound } from '../api'
import { serviceCenterText } from '../messages'

const decimal = (v: string) => v.replace(/[^\d.-]/g, '')

/** The typed coordinates as a point, when both are numbers within range. */
function pointOf(longitude: unknown, latitude: unknown): LngLat | null {
  const [lng, lat] = [Number(String(longitude ?? '').trim() || Number.NaN), Number(String(latitude ?? '').trim() || Number.NaN)]
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) return null
  return [lng, lat]
}

/**
 * A place search through the configured geocoding provider (GET /servicecenter/places, then /place): a text, Search
 * (or Enter), and the places found as buttons; choosing one sets the location.
 */
function PlaceSearch({ label, onFound, testId }: { label: string; onFound: (point: [number, number]) => void; testId: string }) {
  const { t, i18n } = useLingui()
  const inputId = useId()
  const [text, setText] = useState('')
  const [found, setFound] = useState<PlaceFound[] | null>(null)
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)

  const search = async () => {
    const place = text.trim()
    if (!place) return setMessage(serviceCenterText(i18n, SM.place))
    setBusy(true)
    try {
      const answer = await searchPlaces(place)
      if (answer.responseCode !== RC.SUCCESS || !answer.data) {
        setFound(null)
        setMessage(serviceCenterText(i18n, answer.message))
        return
      }
      setFound(answer.data.places)
      setMessage(answer.data.places.length ? '' : serviceCenterText(i18n, SM.noPlace))
    } finally {
      setBusy(false)
    }
  }
  const choose = async (p: PlaceFound) => {
    const answer = await placeLocation(p.placeId)
    if (answer.responseCode !== RC.SUCCESS || !answer.data) return setMessage(serviceCenterText(i18n, answer.message))
    const [lng, lat] = answer.data.place.location.coordinates
    onFound([lng, lat])
    setFound(null)
    setMessage(t`Location set to ${p.description}`)
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return
    // Enter searches; it never submits the dialog's form.
    e.preventDefault()
    e.stopPropagation()
    void search()
  }

  return (
    <div className="grid gap-1" data-testid={testId}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          maxLength={200}
          placeholder={t`Area, city or town`}
        />
        <Button type="button" variant="outline" onClick={() => void search()} disabled={busy}>
          <SearchIcon aria-hidden="true" />
          {t`Search`}
        </Button>
      </div>
      {found && found.length > 0 && (
        <ul className="grid gap-1 rounded-md border p-1" aria-label={t`Places found`}>
          {found.map((p) => (
            <li key={p.placeId}>
              <Button type="button" variant="ghost" size="sm" className="w-full justify-start" onClick={() => void choose(p)}>
                {p.description}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p role="status" className="min-h-5 text-sm text-muted-foreground">
        {message}
      </p>
    </div>
  )
}

/** The Directions link: the maps provider's directions to the point, in a new tab. */
export function DirectionsLink({ point, template, testId }: { point: LngLat | null; template: string | undefined; testId: string }) {
  const { t } = useLingui()
  if (!point) return null
  return (
    <a
      href={directionsAddress(point, template)}
      target="_blank"
      rel="noopener noreferrer"
      data-testid={testId}
      className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      <ExternalLinkIcon aria-hidden="true" className="size-4" />
      {t`Directions`}
      <span className="sr-only">{t`(opens in a new tab)`}</span>
    </a>
  )
}

/**
 * A location of the form (`prefix` '' for the centre, `branches.<i>.` for a branch): the shared map (pick by click or
 * arrow keys), the place search, the longitude and latitude as text fields, and the Directions link. In view mode the
 * map only shows, with the coordinates as text.
 */
export function LocationField({
  prefix,
  mapLabel,
  searchLabel,
  required = false,
  markers,
  testId,
  className,
}: {
  prefix: '' | `branches.${number}.`
  mapLabel: string
  searchLabel: string
  required?: boolean
  markers?: readonly MapMarker[]
  testId: string
  className?: string
}) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  const { setValue } = useFormContext()
  const longitude = useWatch({ name: `${prefix}longitude` }) as string
  const latitude = useWatch({ name: `${prefix}latitude` }) as string
  const point = pointOf(longitude, latitude)
  const settings = useMapSettings()
  const set = ([lng, lat]: [number, number]) => {
    const options = { shouldDirty: true, shouldValidate: true }
    setValue(`${prefix}longitude`, String(lng), options)
    setValue(`${prefix}latitude`, String(lat), options)
  }
  return (
    <div className={cn('grid gap-3', className)} data-testid={testId}>
      <LazyMap
        value={point}
        onChange={readOnly ? undefined : set}
        label={mapLabel}
        markers={markers}
        tileUrl={settings.data?.tileUrl}
        testId={`${testId}-map`}
      />
      <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2">
        {!readOnly && <PlaceSearch label={searchLabel} onFound={set} testId={`${testId}-search`} />}
        <div className="grid gap-x-4 sm:col-span-2 sm:grid-cols-2">
          <TextFormField
            name={`${prefix}longitude`}
            label={t`Longitude`}
            required={required}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            transform={decimal}
          />
          <TextFormField
            name={`${prefix}latitude`}
            label={t`Latitude`}
            required={required}
            inputMode="decimal"
            autoComplete="off"
            maxLength={20}
            transform={decimal}
          />
        </div>
      </div>
      <DirectionsLink point={point} template={settings.data?.directionsUrl} testId={`${testId}-directions`} />
    </div>
  )
}
