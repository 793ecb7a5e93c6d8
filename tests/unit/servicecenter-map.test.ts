import { describe, expect, it } from 'vitest'
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  directionsAddress,
  fromScreen,
  KEY_STEP,
  mapKeyAction,
  MAX_ZOOM,
  MIN_ZOOM,
  movePoint,
  project,
  tileAddress,
  toScreen,
  unproject,
  visibleTiles,
  zoomBy,
} from '@/components/map/projection'

describe('the map projection (Web Mercator)', () => {
  it('starts on Bangalore at zoom 13 (spec 000 section 9)', () => {
    expect(DEFAULT_ZOOM).toBe(13)
    expect(DEFAULT_CENTER[0]).toBeCloseTo(77.59, 1)
    expect(DEFAULT_CENTER[1]).toBeCloseTo(12.97, 1)
  })

  it('puts the world in one tile at zoom 0 and matches the street tiles', () => {
    expect(project([-180, 0], 0).x).toBeCloseTo(0)
    expect(project([180, 0], 0).x).toBeCloseTo(256)
    expect(project([0, 0], 0).y).toBeCloseTo(128)
    // Bengaluru's tile at zoom 13 (x 5861, y 3798 in the standard scheme).
    const p = project(DEFAULT_CENTER, 13)
    expect(Math.floor(p.x / 256)).toBe(5861)
    expect(Math.floor(p.y / 256)).toBe(3798)
  })

  it('comes back to the same point', () => {
    for (const zoom of [3, 13, 18]) {
      const p = project([77.6245, 12.9352], zoom)
      const [lng, lat] = unproject(p.x, p.y, zoom)
      expect(lng).toBeCloseTo(77.6245, 9)
      expect(lat).toBeCloseTo(12.9352, 9)
    }
    const s = toScreen([77.6, 12.95], DEFAULT_CENTER, 13, 400, 300)
    const back = fromScreen(s.x, s.y, DEFAULT_CENTER, 13, 400, 300)
    expect(back[0]).toBeCloseTo(77.6, 9)
    expect(back[1]).toBeCloseTo(12.95, 9)
    expect(toScreen(DEFAULT_CENTER, DEFAULT_CENTER, 13, 400, 300)).toEqual({ x: 200, y: 150 })
  })

  it('lists the tiles under a view, wrapping columns and dropping rows outside the world', () => {
    const tiles = visibleTiles(DEFAULT_CENTER, 13, 512, 256)
    expect(tiles.length).toBeGreaterThanOrEqual(2 * 1 + 1)
    expect(tiles.every((t) => t.z === 13)).toBe(true)
    expect(tiles.some((t) => t.x === 5861 && t.y === 3798)).toBe(true)
    expect(visibleTiles([179.99, 84], 3, 600, 600).every((t) => t.y >= 0 && t.y < 8 && t.x >= 0 && t.x < 8)).toBe(true)
    expect(tileAddress('https://tiles.example/{z}/{x}/{y}.png', { z: 13, x: 5957, y: 3766 })).toBe('https://tiles.example/13/5957/3766.png')
  })
})

describe('the map keyboard', () => {
  it('moves with the arrows (further with Shift) and zooms with + and -', () => {
    expect(mapKeyAction('ArrowRight')).toEqual({ kind: 'move', dx: KEY_STEP, dy: 0 })
    expect(mapKeyAction('ArrowUp', true)).toEqual({ kind: 'move', dx: 0, dy: -50 })
    expect(mapKeyAction('+')).toEqual({ kind: 'zoom', delta: 1 })
    expect(mapKeyAction('=')).toEqual({ kind: 'zoom', delta: 1 })
    expect(mapKeyAction('-')).toEqual({ kind: 'zoom', delta: -1 })
    expect(mapKeyAction('a')).toBeNull()
    expect(zoomBy(MAX_ZOOM, 1)).toBe(MAX_ZOOM)
    expect(zoomBy(MIN_ZOOM, -1)).toBe(MIN_ZOOM)
    expect(zoomBy(13, 1)).toBe(14)
  })

  it('moves a point east, north, by screen pixels at the zoom, rounded to six decimals', () => {
    const start = [77.6245, 12.9352] as const
    const east = movePoint(start, KEY_STEP, 0, 13)
    expect(east[0]).toBeGreaterThan(start[0])
    expect(east[1]).toBeCloseTo(start[1], 6)
    // 10 pixels at zoom 13: 360 / 2^21 degrees a pixel.
    expect(east[0] - start[0]).toBeCloseTo((10 * 360) / 2 ** 21, 5)
    const north = movePoint(start, 0, -KEY_STEP, 13)
    expect(north[1]).toBeGreaterThan(start[1])
    expect(String(north[1]).split('.')[1]!.length).toBeLessThanOrEqual(6)
    // A finer zoom moves less.
    expect(movePoint(start, KEY_STEP, 0, 16)[0] - start[0]).toBeLessThan(east[0] - start[0])
  })

  it('gives the directions address, latitude first as the provider takes it', () => {
    expect(directionsAddress([77.6245, 12.9352])).toBe('https://www.google.com/maps/dir/?api=1&destination=12.9352,77.6245')
    expect(directionsAddress([77.6, 12.9], 'https://maps.example/route?to={lat}%2C{lng}')).toBe('https://maps.example/route?to=12.9%2C77.6')
  })
})
