import { lazy } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LazyBox } from '@/components/lazy-box'
import type { MapViewProps } from './map-view'

export type { MapMarker, MapViewProps } from './map-view'

const MapView = lazy(() => import('./map-view'))

/**
 * The shared map, loaded when first shown (its drawing code and India's outline are a chunk of their own, never in the
 * first page's JavaScript). Props: see MapView.
 */
export function LazyMap(props: MapViewProps) {
  const { t } = useLingui()
  return (
    <LazyBox height={props.height ?? 280} label={t`Loading map…`} testId="map-loading">
      <MapView {...props} />
    </LazyBox>
  )
}
