import type { LngLat } from './projection'

/** A line through points on the map (a tracking log's route), drawn under the markers; nothing for fewer than two. */
export function MapPath({ path, at }: { path: readonly LngLat[] | undefined; at: (p: LngLat) => { x: number; y: number } }) {
  if (!path || path.length < 2) return null
  const points = path
    .map((q) => {
      const s = at(q)
      return `${s.x.toFixed(1)},${s.y.toFixed(1)}`
    })
    .join(' ')
  return <polyline points={points} className="fill-none stroke-violet-600" strokeWidth={2.5} data-testid="map-path" />
}
