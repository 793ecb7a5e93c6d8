import { lazy, Suspense } from 'react'
import { useLingui } from '@lingui/react/macro'
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
    <Suspense
      fallback={
        <div
          className="grid place-items-center rounded-md border text-sm text-muted-foreground"
          style={{ height: props.height ?? 280 }}
          data-testid="map-loading"
        >
          {t`Loading map…`}
        </div>
      }
    >
      <MapView {...props} />
    </Suspense>
  )
}
