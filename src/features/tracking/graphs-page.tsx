import { lazy, Suspense, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { formatDateTime } from '@/components/data-table/formatters'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import type { TrackingGraphsSearch } from '@shared/api/tracking.query'
import { plotFraction, plotWidth } from '@/components/charts/layout'
import { LazyMap } from '@/components/map'
import { Button } from '@/components/ui/button'
import { useSeries } from './api'
import { panWindow, zoomWindow } from './graph-window'

/** The charts and their drawing code: a chunk of their own, loaded when a log's graphs are first shown. */
const SeriesCharts = lazy(() => import('./components/series-charts'))

/** The chart drawing under a pointer event, if any (the charts' table toggles and tables are not zoomed or dragged). */
const plotOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('svg[role="img"]') : null)

/** The width of an element, followed as it changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(800)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const measure = () => setWidth(Math.max(320, Math.round(el.getBoundingClientRect().width)))
    measure()
    const o = new ResizeObserver(measure)
    o.observe(el)
    return () => o.disconnect()
  }, [])
  return { ref, width }
}

/**
 * The graphs of one tracking log (issue 21, `/admin/log/tracking/graphs?logId=…&from=…&to=…`): speed, currents,
 * voltage, temperatures and state of charge over the shown window, downsampled by the server to about one point per
 * pixel, and the route on the shared offline map. Keyboard: + and − zoom, ← and → pan, 0 shows the whole log; the
 * wheel zooms at the pointer and a drag pans. The window is in the address, so a zoomed view can be shared.
 */
export function TrackingGraphsPage() {
  const { t } = useLingui()
  const search = useSearch({ strict: false }) as TrackingGraphsSearch
  const navigate = useNavigate()
  const { ref, width } = useWidth()
  const points = Math.min(2000, Math.max(100, width))
  const q = useSeries(search.logId, search.from, search.to, points)
  const data = q.data
  const drag = useRef<{ x: number; width: number; from: number; to: number } | null>(null)

  const show = (w: { from: number; to: number } | null) =>
    void navigate({ to: '.', search: (s: TrackingGraphsSearch) => ({ logId: s.logId, ...(w ?? {}) }), replace: true, resetScroll: false })
  const bounds = data ? { start: data.log.start, end: data.log.end } : null
  const current = data ? { from: data.from, to: data.to } : null

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (!current || !bounds) return
    const k = e.key
    let next: { from: number; to: number } | null | undefined
    if (k === '+' || k === '=') next = zoomWindow(current, bounds, 0.5, 0.5)
    else if (k === '-' || k === '_') next = zoomWindow(current, bounds, 2, 0.5)
    else if (k === 'ArrowLeft') next = panWindow(current, bounds, e.shiftKey ? -0.5 : -0.2)
    else if (k === 'ArrowRight') next = panWindow(current, bounds, e.shiftKey ? 0.5 : 0.2)
    else if (k === '0' || k === 'Home') next = null
    else return
    e.preventDefault()
    e.stopPropagation()
    show(next)
  }
  // The wheel zooms at the pointer instead of scrolling the page: a native listener, as React's are passive.
  const onWheel = useRef<(e: globalThis.WheelEvent) => void>(null)
  onWheel.current = (e) => {
    const plot = plotOf(e.target)
    if (!current || !bounds || e.deltaY === 0 || !plot) return
    e.preventDefault()
    show(zoomWindow(current, bounds, e.deltaY < 0 ? 0.8 : 1.25, plotFraction(e.clientX, plot.getBoundingClientRect())))
  }
  const hasLog = !!search.logId
  useEffect(() => {
    const el = ref.current
    if (!el) return
    const wheel = (e: globalThis.WheelEvent) => onWheel.current?.(e)
    el.addEventListener('wheel', wheel, { passive: false })
    return () => el.removeEventListener('wheel', wheel)
  }, [ref, hasLog])
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    const plot = plotOf(e.target)
    if (e.button !== 0 || !current || !plot) return
    drag.current = { x: e.clientX, width: plotWidth(plot.getBoundingClientRect().width), ...current }
    e.currentTarget.setPointerCapture?.(e.pointerId)
  }
  const onPointerUp = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    drag.current = null
    if (!d || !bounds) return
    const dx = e.clientX - d.x
    if (Math.abs(dx) < 4) return
    show(panWindow(d, bounds, -dx / d.width))
  }

  if (!search.logId) {
    return (
      <p className="p-4 text-sm">
        <Trans>
          Open a log's graphs from the <Link to="/admin/log/tracking">tracking logs</Link>.
        </Trans>
      </p>
    )
  }
  const route = data?.route ?? []
  return (
    <div className="grid gap-3 p-2" data-testid="tracking-graphs">
      <header className="flex flex-wrap items-center gap-3 text-sm">
        <strong>{data ? data.log.deviceName : t`Loading…`}</strong>
        {data?.log.riderName ? <span>{data.log.riderName}</span> : null}
        {data ? (
          <span className="text-muted-foreground" data-testid="graphs-window">
            {formatDateTime(new Date(data.from))} – {formatDateTime(new Date(data.to))} · {t`${data.inWindow} lines`}
          </span>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => show(null)}>
          <Trans>Whole log</Trans>
        </Button>
        <span className="text-xs text-muted-foreground">
          <Trans>Keys: + and − zoom, ← and → pan, 0 whole log; wheel zooms, drag pans.</Trans>
        </span>
      </header>
      {q.isError ? (
        <p role="alert" className="text-sm text-destructive">
          <Trans>The graphs could not be loaded.</Trans>
        </p>
      ) : null}
      <div
        ref={ref}
        tabIndex={0}
        role="application"
        aria-label={t`Tracking graphs: + and − zoom, arrows pan`}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        className="touch-none outline-none select-none focus-visible:ring-2 focus-visible:ring-ring"
        data-testid="graphs-area"
        data-from={data?.from}
        data-to={data?.to}
      >
        <Suspense fallback={<p className="text-sm text-muted-foreground">{t`Loading graphs…`}</p>}>
          {data ? <SeriesCharts data={data} width={width} /> : null}
        </Suspense>
      </div>
      {route.length > 0 ? (
        <LazyMap
          label={t`Route of the tracking log`}
          value={route[0]!}
          path={route}
          markers={[{ id: 'end', coordinates: route[route.length - 1]!, label: t`End` }]}
          height={320}
          testId="tracking-route"
        />
      ) : null}
    </div>
  )
}
