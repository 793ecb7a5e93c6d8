// Writes src/components/map/india-outline.json: India's outline from Natural Earth (world-atlas countries-50m, id 356)
// as GeoJSON with five-decimal coordinates, so the maps draw it offline without carrying the whole world.
// Run `node scripts/map-outline.mjs` after updating world-atlas.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import { feature } from 'topojson-client'

const require = createRequire(import.meta.url)
const atlas = require('world-atlas/countries-50m.json')
const countries = feature(atlas, atlas.objects.countries)
const india = countries.features.find((f) => f.id === '356')
if (!india) throw new Error('India (356) not found in world-atlas')
const round = (c) => (typeof c[0] === 'number' ? [Math.round(c[0] * 1e5) / 1e5, Math.round(c[1] * 1e5) / 1e5] : c.map(round))
const out = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      id: '356',
      properties: { name: 'India' },
      geometry: { ...india.geometry, coordinates: round(india.geometry.coordinates) },
    },
  ],
}
fs.writeFileSync(new URL('../src/components/map/india-outline.json', import.meta.url), JSON.stringify(out) + '\n')
console.log('india-outline.json written')
