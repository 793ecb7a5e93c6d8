/** The place search the advertisement form uses (GEOCODING_PROVIDER): the bundled gazetteer or an HTTP service. */

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
