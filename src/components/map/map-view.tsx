import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Mercator } from '@visx/geo'
import { MinusIcon, PlusIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/utils'
import { INDIA_OUTLINE } from './india-outline'
import { MapPath } from './map-path'
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  formatCoordinate,
  fromScreen,
  mapKeyAction,
  MAX_ZOOM,
  mercatorScale,
  MIN_ZOOM,
  movePoint,
  project,
  tileAddress,
  toScreen,
  unproject,
  visibleTiles,
  zoomBy,
  type LngLat,
} from './projection'

/** Another point shown on the map (a centre's branches): where, and its name. */
export interface MapMarker {
  id: string
  coordinates: LngLat
  label: string
}

export interface MapViewProps {
  /** The picked point, longitude then latitude; null: none yet (the view starts on Bangalore). */
  value: LngLat | null
  /** Picks a point (a click, the arrow keys); without it the map only shows. */
  onChange?: (next: [number, number]) => void
  /** The map's accessible name ("Location of the service centre"). */
  label: string
  /** Other points to show. */
  markers?: readonly MapMarker[]
  /** A line through these points (a tracking log's route), drawn under the markers. */
  path?: readonly LngLat[]
  /** Street tiles (an XYZ template) under the outline; none: offline drawing only. */
  tileUrl?: string | null
  height?: number
  className?: string
  testId?: string
}

const FALLBACK_WIDTH = 480
/** A pointer that moved less than this was a click (a pick), not a drag (a pan). */
const CLICK_SLOP = 4

/** Grid lines about every 128 pixels, at a round step of degrees (1, 2 or 5 times a power of ten). */
function gridStep(zoom: number): number {
  const raw = (128 * 360) / (256 * 2 ** zoom)
  const power = 10 ** Math.floor(Math.log10(raw))
  return [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw) ?? raw
}

/** The width of an element, followed as it changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(FALLBACK_WIDTH)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setWidth(Math.max(160, Math.round(el.getBoundingClientRect().width) || FALLBACK_WIDTH))
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}

/**
 * The shared map (src/components/map): an offline drawing of India's outline (Natural Earth, through @visx/geo's Mercator)
 * with a grid, the picked point and other markers, and street tiles beneath when a tile server is configured. Keyboard
 * first: focused, the arrow keys move the point (Shift: further), + and - zoom; a click picks a point and a drag pans.
 * The coordinates are said in a status line. Loaded lazily (./index.tsx), never with the first page.
 */
export default function MapView({ value, onChange, label, markers = [], path, tileUrl, height = 280, className, testId }: MapViewProps) {
  const { t } = useLingui()
  const hintId = useId()
  const { ref, width } = useWidth()
  const [zoom, setZoom] = useState(DEFAULT_ZOOM)
  const [center, setCenter] = useState<LngLat>(value ?? DEFAULT_CENTER)
  const drag = useRef<{ x: number; y: number; center: LngLat; moved: boolean } | null>(null)
  const lastValue = useRef(value)

  // A point set from outside (typed coordinates, a place search) brings the view to it.
  useEffect(() => {
    const before = lastValue.current
    lastValue.current = value
    if (value && (!before || before[0] !== value[0] || before[1] !== value[1])) {
      setCenter((c) => {
        const s = toScreen(value, c, zoom, width, height)
        const inside = s.x > 16 && s.y > 16 && s.x < width - 16 && s.y < height - 16
        return inside ? c : value
      })
    }
  }, [value, zoom, width, height])

  const pick = (next: [number, number]) => onChange?.(next)

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const action = mapKeyAction(e.key, e.shiftKey)
    if (!action) return
    e.preventDefault()
    e.stopPropagation()
    if (action.kind === 'zoom') {
      setZoom((z) => zoomBy(z, action.delta))
      if (value) setCenter(value)
      return
    }
    if (onChange) {
      const next = movePoint(value ?? center, action.dx, action.dy, zoom)
      pick(next)
      // The view follows the point the keys move.
      setCenter(next)
    } else {
      const c = project(center, zoom)
      setCenter(unproject(c.x + action.dx, c.y + action.dy, zoom))
    }
  }

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.button !== 0) return
    drag.current = { x: e.clientX, y: e.clientY, center, moved: false }
    e.currentTarget.setPointerCapture?.(e.pointerId)
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d) return
    const dx = e.clientX - d.x
    const dy = e.clientY - d.y
    if (!d.moved && Math.hypot(dx, dy) < CLICK_SLOP) return
    d.moved = true
    const c = project(d.center, zoom)
    setCenter(unproject(c.x - dx, c.y - dy, zoom))
  }
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    drag.current = null
    if (!d || d.moved || !onChange) return
    const box = e.currentTarget.getBoundingClientRect()
    const [lng, lat] = fromScreen(e.clientX - box.left, e.clientY - box.top, center, zoom, width, height)
    pick(movePoint([lng, lat], 0, 0, zoom))
  }

  const tiles = useMemo(() => (tileUrl ? visibleTiles(center, zoom, width, height) : []), [tileUrl, center, zoom, width, height])
  const grid = useMemo(() => {
    const step = gridStep(zoom)
    const [west, north] = fromScreen(0, 0, center, zoom, width, height)
    const [east, south] = fromScreen(width, height, center, zoom, width, height)
    const xs: number[] = []
    const ys: number[] = []
    for (let lng = Math.ceil(west / step) * step; lng <= east && xs.length < 64; lng += step)
      xs.push(toScreen([lng, center[1]], center, zoom, width, height).x)
    for (let lat = Math.ceil(south / step) * step; lat <= north && ys.length < 64; lat += step)
      ys.push(toScreen([center[0], lat], center, zoom, width, height).y)
    return { xs, ys }
  }, [center, zoom, width, height])

  const at = (p: LngLat) => toScreen(p, center, zoom, width, height)
  const picked = value ? at(value) : null
  const status = value
    ? t`Latitude ${formatCoordinate(value[1])}, longitude ${formatCoordinate(value[0])}, zoom ${zoom}`
    : t`No point picked, zoom ${zoom}`

  return (
    <div className={cn('grid gap-1', className)} data-testid={testId}>
      <div
        ref={ref}
        role="application"
        aria-roledescription={t`map`}
        aria-label={label}
        aria-describedby={hintId}
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null
        }}
        data-zoom={zoom}
        className="relative touch-none overflow-hidden rounded-md border bg-sky-50 outline-none select-none focus-visible:ring-2 focus-visible:ring-ring dark:bg-slate-900"
        style={{ height }}
      >
        {tiles.map((tile) => (
          <img
            key={tile.key}
            src={tileAddress(tileUrl!, tile)}
            alt=""
            draggable={false}
            className="pointer-events-none absolute max-w-none"
            style={{ left: tile.left, top: tile.top, width: 256, height: 256 }}
          />
        ))}
        <svg width={width} height={height} className="absolute inset-0" aria-hidden="true">
          {grid.xs.map((x) => (
            <line key={`x${x}`} x1={x} x2={x} y1={0} y2={height} className="stroke-slate-300/70 dark:stroke-slate-700" strokeWidth={1} />
          ))}
          {grid.ys.map((y) => (
            <line key={`y${y}`} y1={y} y2={y} x1={0} x2={width} className="stroke-slate-300/70 dark:stroke-slate-700" strokeWidth={1} />
          ))}
          <Mercator
            data={INDIA_OUTLINE.features}
            scale={mercatorScale(zoom)}
            center={[center[0], center[1]]}
            translate={[width / 2, height / 2]}
          >
            {(mercator) => (
              <g>
                {mercator.features.map(({ path }, i) => (
                  <path
                    key={i}
                    d={path ?? ''}
                    className={cn(
                      'stroke-emerald-700 dark:stroke-emerald-400',
                      tileUrl ? 'fill-transparent' : 'fill-emerald-100/70 dark:fill-emerald-950/60',
                    )}
                    strokeWidth={1.5}
                  />
                ))}
              </g>
            )}
          </Mercator>
          <MapPath path={path} at={at} />
          {markers.map((m) => {
            const p = at(m.coordinates)
            return (
              <g key={m.id} transform={`translate(${p.x},${p.y})`} data-testid="map-marker">
                <circle r={5} className="fill-sky-600 stroke-white" strokeWidth={1.5} />
                <text x={8} y={4} className="fill-slate-800 text-[11px] dark:fill-slate-100">
                  {m.label}
                </text>
              </g>
            )
          })}
          {picked && (
            <g transform={`translate(${picked.x},${picked.y})`} data-testid="map-picked">
              <circle r={9} className="fill-red-600/25 stroke-red-600" strokeWidth={2} />
              <circle r={2.5} className="fill-red-600" />
            </g>
          )}
        </svg>
        <div className="absolute top-2 right-2 grid gap-1">
          <Button
            type="button"
            size="icon"
            variant="outline"
            className="size-7"
            aria-label={t`Zoom in`}
            title={t`Zoom in`}
            disabled={zoom >= MAX_ZOOM}
            onPointerDown={(e) => e.stopPropagation()}
            onPointerUp={(e) => e.stopPropagation()}
            onClick={() => setZoom((z) => zoomBy(z, 1))}
          >
            <PlusIcon aria-hidden="true" />
          </Button>
          <Button
            type="button"
            size="icon"
            variant="outline"
            className="size-7"
            aria-label={t`Zoom out`}
            title={t`Zoom out`}
            disabled={zoom <= MIN_ZOOM}
            onPointerDown={(e) => e.stopPropagation()}
            onPointerUp={(e) => e.stopPropagation()}
            onClick={() => setZoom((z) => zoomBy(z, -1))}
          >
            <MinusIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        {onChange
          ? t`Click to pick a point. Focused, the arrow keys move it (Shift: further) and + and - zoom.`
          : t`Focused, the arrow keys move the view and + and - zoom.`}
      </p>
      <p role="status" className="text-xs text-muted-foreground" data-testid="map-status">
        {status}
      </p>
    </div>
  )
}
