import { z } from 'zod'
import { GeocodingUnavailable, type GeocodingProvider, type PlaceDetails, type PlacePrediction } from './geocoding-provider'

const address = z
  .object({
    city: z.string().optional(),
    town: z.string().optional(),
    village: z.string().optional(),
    suburb: z.string().optional(),
    neighbourhood: z.string().optional(),
  })
  .partial()
  .optional()

const nominatimPlace = z.object({
  osm_type: z.string(),
  osm_id: z.union([z.number(), z.string()]),
  display_name: z.string(),
  lat: z.union([z.string(), z.number()]).transform(Number),
  lon: z.union([z.string(), z.number()]).transform(Number),
  name: z.string().optional(),
  address,
})
type NominatimPlace = z.output<typeof nominatimPlace>

/** The provider's object type → our id's letter (a Map: the key comes from the provider's answer). */
const OSM_TYPES = new Map(Object.entries({ node: 'N', way: 'W', relation: 'R', N: 'N', W: 'W', R: 'R' }))
/** Our place id: the OpenStreetMap object as Nominatim's lookup takes it (N123, W45, R6). */
const PLACE_ID = /^[NWR][0-9]{1,19}$/

/**
 * A Nominatim-style HTTP geocoder (GEOCODING_PROVIDER=http, GEOCODING_URL the service's base address):
 * GET {base}/search?q=&format=jsonv2&addressdetails=1&countrycodes=in&limit= for the search, and
 * GET {base}/lookup?osm_ids=&format=jsonv2&addressdetails=1 for one place's coordinates. Requests time out after 5 s;
 * a failure or a malformed answer is GeocodingUnavailable.
 */
export class HttpGeocoding implements GeocodingProvider {
  readonly name = 'http' as const
  private readonly base: string

  constructor(
    baseUrl: string,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = 5000,
  ) {
    this.base = baseUrl.replace(/\/+$/, '')
  }

  private async get(path: string, params: Record<string, string>): Promise<NominatimPlace[]> {
    const url = `${this.base}${path}?${new URLSearchParams({ format: 'jsonv2', addressdetails: '1', ...params })}`
    let res: Response
    try {
      res = await this.fetchImpl(url, {
        headers: { accept: 'application/json', 'user-agent': 'ev-backoffice/1.0 (advertisement place search)' },
        signal: AbortSignal.timeout(this.timeoutMs),
      })
    } catch (err) {
      throw new GeocodingUnavailable(`geocoding request failed: ${(err as Error).message}`)
    }
    if (!res.ok) throw new GeocodingUnavailable(`geocoding answered HTTP ${res.status}`)
    const parsed = z.array(z.unknown()).safeParse(await res.json().catch(() => null))
    if (!parsed.success) throw new GeocodingUnavailable('geocoding answer is not a list')
    // Entries we cannot read are skipped rather than failing the whole answer.
    return parsed.data.flatMap((p) => {
      const r = nominatimPlace.safeParse(p)
      return r.success && Number.isFinite(r.data.lat) && Number.isFinite(r.data.lon) && OSM_TYPES.has(r.data.osm_type) ? [r.data] : []
    })
  }

  async search(text: string, limit = 8): Promise<PlacePrediction[]> {
    const places = await this.get('/search', { q: text, countrycodes: 'in', limit: String(limit) })
    return places.slice(0, limit).map((p) => ({ description: p.display_name, place_id: `${OSM_TYPES.get(p.osm_type)}${p.osm_id}` }))
  }

  async place(placeId: string): Promise<PlaceDetails | null> {
    if (!PLACE_ID.test(placeId)) return null
    const [p] = await this.get('/lookup', { osm_ids: placeId })
    if (!p) return null
    const a = p.address ?? {}
    return {
      name: p.display_name,
      city: a.city ?? a.town ?? a.village ?? null,
      township: a.suburb ?? a.neighbourhood ?? null,
      lat: p.lat,
      lng: p.lon,
    }
  }
}
