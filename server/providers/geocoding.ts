import type { Config } from '../config'
import gazetteer from './gazetteer-in.json'
import { HttpGeocoding } from './geocoding-http'

/** A place a search offers: the text shown and the id its coordinates are asked by. */
export interface PlacePrediction {
  description: string
  place_id: string
}

/** A place with its coordinates (and the city and township it lies in, when known). */
export interface PlaceDetails {
  name: string
  city: string | null
  township: string | null
  lat: number
  lng: number
}

/** Finds places by text and gives their coordinates (the advertisement's place search, spec 001 section 7). */
export interface GeocodingProvider {
  readonly name: 'gazetteer' | 'http'
  /** At most `limit` places matching the text, best first. */
  search(text: string, limit?: number): Promise<PlacePrediction[]>
  /** The place with this id, or null when there is none. */
  place(placeId: string): Promise<PlaceDetails | null>
}

/** The provider could not answer (network, status, malformed answer): the route answers 113, never a 500. */
export class GeocodingUnavailable extends Error {}

interface GazetteerEntry {
  name: string
  state: string
  lat: number
  lng: number
}

/** Older or English names people still type, to the gazetteer's name. */
const ALIASES: Record<string, string> = {
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
}

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
    const alias = ALIASES[q] ? fold(ALIASES[q]) : null
    const rank = (e: (typeof this.entries)[number]) =>
      e.key === q || e.key === alias ? 0 : e.key.startsWith(q) || (alias && e.key.startsWith(alias)) ? 1 : e.key.includes(q) ? 2 : e.stateKey.includes(q) ? 3 : 9
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
export function createGeocoding(config: Pick<Config, 'GEOCODING_PROVIDER' | 'GEOCODING_URL'>, fetchImpl: typeof fetch = fetch): GeocodingProvider {
  if (config.GEOCODING_PROVIDER === 'http') {
    if (!config.GEOCODING_URL) throw new Error('Invalid configuration: GEOCODING_URL is required when GEOCODING_PROVIDER=http')
    return new HttpGeocoding(config.GEOCODING_URL, fetchImpl)
  }
  return new GazetteerGeocoding()
}
