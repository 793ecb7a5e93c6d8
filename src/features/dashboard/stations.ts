/** Directions to a centre on the public maps site, from the traveller's own position (longitude then latitude in). */
export function directionsUrl([lng, lat]: readonly [number, number]): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`
}
