/**
 * The maps' projection and keyboard helpers (Web Mercator, the projection of street tiles): pure functions, no React, so
 * the map component, its tests and the forms that show coordinates share them. A point is [longitude, latitude] (spec
 * 000 section 3's order); a zoom is the street-map zoom level (0: the world in one 256-pixel tile).
 */

export type LngLat = readonly [lng: number, lat: number]

/** A tile's side in pixels. */
export const TILE_SIZE = 256
/** Spec 000 section 9: the default map centre is in Bangalore, zoom 13. */
export const DEFAULT_CENTER: LngLat = [77.5946, 12.9716]
export const DEFAULT_ZOOM = 13
/** The zooms a map offers: India whole at 4, a street at 18. */
export const MIN_ZOOM = 3
export const MAX_ZOOM = 18
/** Web Mercator's latitude limit. */
export const MAX_LATITUDE = 85.05112878

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v))

/** The world's side in pixels at a zoom. */
export const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom

/** d3's Mercator scale (pixels per radian) that draws the world at `worldSize(zoom)`. */
export const mercatorScale = (zoom: number) => worldSize(zoom) / (2 * Math.PI)

/** A point's pixel in the world at a zoom (0,0: the north-west corner). */
export function project([lng, lat]: LngLat, zoom: number): { x: number; y: number } {
  const size = worldSize(zoom)
  const sin = Math.sin((clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180)
  return {
    x: ((lng + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  }
}

/** The point at a world pixel at a zoom (longitude wrapped to -180…180). */
export function unproject(x: number, y: number, zoom: number): [number, number] {
  const size = worldSize(zoom)
  let lng = (x / size) * 360 - 180
  lng = ((((lng + 180) % 360) + 360) % 360) - 180
  const n = Math.PI - (2 * Math.PI * y) / size
  const lat = (180 / Math.PI) * Math.atan(Math.sinh(n))
  return [lng, clamp(lat, -MAX_LATITUDE, MAX_LATITUDE)]
}

/** Where a point is drawn in a view of `width`×`height` centred on `center` (pixels from the top left). */
export function toScreen(point: LngLat, center: LngLat, zoom: number, width: number, height: number): { x: number; y: number } {
  const p = project(point, zoom)
  const c = project(center, zoom)
  return { x: width / 2 + (p.x - c.x), y: height / 2 + (p.y - c.y) }
}

/** The point under a pixel of such a view. */
export function fromScreen(x: number, y: number, center: LngLat, zoom: number, width: number, height: number): [number, number] {
  const c = project(center, zoom)
  return unproject(c.x + x - width / 2, c.y + y - height / 2, zoom)
}

/** Six decimals (about 10 cm): what a form keeps of a coordinate. */
export const roundCoordinate = (v: number) => Math.round(v * 1e6) / 1e6

/** A zoom changed by `delta`, kept within MIN_ZOOM…MAX_ZOOM. */
export const zoomBy = (zoom: number, delta: number) => clamp(Math.round(zoom + delta), MIN_ZOOM, MAX_ZOOM)

/** Pixels an arrow key moves the point: a small step, or a large one with Shift. */
export const KEY_STEP = 10
export const KEY_STEP_LARGE = 50

const ARROWS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
}

/** What a key does on a map: move the point (an arrow), zoom (+, -), or nothing. */
export type MapKeyAction = { kind: 'move'; dx: number; dy: number } | { kind: 'zoom'; delta: number } | null

export function mapKeyAction(key: string, shift = false): MapKeyAction {
  const arrow = ARROWS[key]
  if (arrow) {
    const step = shift ? KEY_STEP_LARGE : KEY_STEP
    return { kind: 'move', dx: arrow[0] * step, dy: arrow[1] * step }
  }
  if (key === '+' || key === '=' || key === 'Add') return { kind: 'zoom', delta: 1 }
  if (key === '-' || key === '_' || key === 'Subtract') return { kind: 'zoom', delta: -1 }
  return null
}

/** A point moved by (dx, dy) screen pixels at a zoom, its coordinates rounded to six decimals. */
export function movePoint(point: LngLat, dx: number, dy: number, zoom: number): [number, number] {
  const p = project(point, zoom)
  const [lng, lat] = unproject(p.x + dx, p.y + dy, zoom)
  return [roundCoordinate(lng), roundCoordinate(lat)]
}

/** A street tile of a view: its address's numbers and where it is drawn. */
export interface ViewTile {
  key: string
  z: number
  x: number
  y: number
  left: number
  top: number
}

/** The tiles covering a view (none outside the world's rows; columns wrap around). */
export function visibleTiles(center: LngLat, zoom: number, width: number, height: number): ViewTile[] {
  const z = Math.round(zoom)
  const c = project(center, z)
  const x0 = c.x - width / 2
  const y0 = c.y - height / 2
  const count = 2 ** z
  const tiles: ViewTile[] = []
  for (let ty = Math.floor(y0 / TILE_SIZE); ty <= Math.floor((y0 + height) / TILE_SIZE); ty++) {
    if (ty < 0 || ty >= count) continue
    for (let tx = Math.floor(x0 / TILE_SIZE); tx <= Math.floor((x0 + width) / TILE_SIZE); tx++) {
      const wrapped = ((tx % count) + count) % count
      tiles.push({ key: `${z}/${tx}/${ty}`, z, x: wrapped, y: ty, left: tx * TILE_SIZE - x0, top: ty * TILE_SIZE - y0 })
    }
  }
  return tiles
}

/** A tile's address from an XYZ template ({z}, {x}, {y}; {s} becomes 'a'). */
export const tileAddress = (template: string, t: Pick<ViewTile, 'z' | 'x' | 'y'>) =>
  template.replace('{z}', String(t.z)).replace('{x}', String(t.x)).replace('{y}', String(t.y)).replace('{s}', 'a')

/** The default directions address (Google Maps); the server's MAP_DIRECTIONS_URL may name another provider. */
export const DEFAULT_DIRECTIONS_URL = 'https://www.google.com/maps/dir/?api=1&destination={lat},{lng}'

/** The directions address to a point: the template's {lat} and {lng} filled in. */
export const directionsAddress = ([lng, lat]: LngLat, template: string = DEFAULT_DIRECTIONS_URL) =>
  template.replace('{lat}', String(roundCoordinate(lat))).replace('{lng}', String(roundCoordinate(lng)))

/** A coordinate pair as the map says it: "latitude 12.935200, longitude 77.624500" style numbers, six decimals. */
export const formatCoordinate = (v: number) => v.toFixed(6)
