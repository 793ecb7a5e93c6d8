import type { Config } from '../config'
import gazetteer from './gazetteer-in.json'
import { HttpGeocoding } from './geocoding-http'
import { type GeocodingProvider, type PlaceDetails, type PlacePrediction } from './geocoding-provider'

export { GeocodingUnavailable, type GeocodingProvider, type PlaceDetails, type PlacePrediction } from './geocoding-provider'

interface GazetteerEntry {
  name: string
  state: string
  lat: number
  lng: number
}

/** Older or English names people still type, to the gazetteer's name (a Map: the key is the user's text). */
const ALIASES = new Map<string, string>(
  Object.entries({
    bangalore: 'Bengaluru',
    bombay: 'Mumbai',
    madras: 'Chennai',
    calcutta: 'Kolkata',
    gurgaon: 'Gurugram',
    mysore: 'Mysuru',
    mangalore: 'Mangaluru',
    hubli: 'Hubballi',
    belgaum: 'Belagavi',
    gulbarga: 'Kalaburagi',
    bellary: 'Ballari',
    shimoga: 'Shivamogga',
    tumkur: 'Tumakuru',
    trivandrum: 'Thiruvananthapuram',
    cochin: 'Kochi',
    calicut: 'Kozhikode',
    pondicherry: 'Puducherry',
    allahabad: 'Prayagraj',
    baroda: 'Vadodara',
    poona: 'Pune',
    vizag: 'Visakhapatnam',
    trichy: 'Tiruchirappalli',
    benares: 'Varanasi',
    banaras: 'Varanasi',
  }),
)

const fold = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

const slug = (s: string) => fold(s).replace(/ /g, '-')

/**
 * The offline default: searches the bundled gazetteer of Indian cities and towns (server/providers/gazetteer-in.json).
 * Names starting with the text come first, then names containing it, then states containing it; older names
 * (Bangalore, Bombay…) find today's. Ids are `in-<name>-<state>`.
 */
export class GazetteerGeocoding implements GeocodingProvider {
  readonly name = 'gazetteer' as const
  private readonly entries: (GazetteerEntry & { id: string; key: string; stateKey: string })[]
  private readonly byId: Map<string, GazetteerEntry & { id: string }>

  constructor(entries: readonly GazetteerEntry[] = gazetteer as GazetteerEntry[]) {
    this.entries = entries.map((e) => ({ ...e, id: `in-${slug(e.name)}-${slug(e.state)}`, key: fold(e.name), stateKey: fold(e.state) }))
    this.byId = new Map(this.entries.map((e) => [e.id, e]))
  }

  async search(text: string, limit = 8): Promise<PlacePrediction[]> {
    const q = fold(text)
    if (!q) return []
    const aliased = ALIASES.get(q)
    const alias = aliased ? fold(aliased) : null
    const rank = (e: (typeof this.entries)[number]) =>
      e.key === q || e.key === alias
        ? 0
        : e.key.startsWith(q) || (alias && e.key.startsWith(alias))
          ? 1
          : e.key.includes(q)
            ? 2
            : e.stateKey.includes(q)
              ? 3
              : 9
    return this.entries
      .map((e) => ({ e, r: rank(e) }))
      .filter((x) => x.r < 9)
      .sort((a, b) => a.r - b.r || a.e.name.localeCompare(b.e.name))
      .slice(0, limit)
      .map(({ e }) => ({ description: `${e.name}, ${e.state}, India`, place_id: e.id }))
  }

  async place(placeId: string): Promise<PlaceDetails | null> {
    const e = this.byId.get(placeId)
    return e ? { name: `${e.name}, ${e.state}, India`, city: e.name, township: null, lat: e.lat, lng: e.lng } : null
  }
}

/** The provider the configuration chooses (GEOCODING_PROVIDER: gazetteer by default, or http with GEOCODING_URL). */
export function createGeocoding(
  config: Pick<Config, 'GEOCODING_PROVIDER' | 'GEOCODING_URL'>,
  fetchImpl: typeof fetch = fetch,
): GeocodingProvider {
  if (config.GEOCODING_PROVIDER === 'http') {
    if (!config.GEOCODING_URL) throw new Error('Invalid configuration: GEOCODING_URL is required when GEOCODING_PROVIDER=http')
    return new HttpGeocoding(config.GEOCODING_URL, fetchImpl)
  }
  return new GazetteerGeocoding()
}
