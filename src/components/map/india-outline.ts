import type { FeatureCollection, MultiPolygon, Polygon } from 'geojson'
import outline from './india-outline.json'

/**
 * India's outline (Natural Earth 1:50m via world-atlas, public domain), as scripts/map-outline.mjs extracted it: what the
 * maps draw when no street tiles are configured.
 */
export const INDIA_OUTLINE = outline as unknown as FeatureCollection<Polygon | MultiPolygon>
