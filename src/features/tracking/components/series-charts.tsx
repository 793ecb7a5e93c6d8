import { useLingui } from '@lingui/react/macro'
import type { SeriesAnswer, TrackingSeries } from '@shared/api/tracking'

/** The panels: which series share one, their colours. */
const PANELS: { id: string; series: { key: TrackingSeries; colour: string }[] }[] = [
  { id: 'speed', series: [{ key: 'speed', colour: '#2563eb' }] },
  {
    id: 'currents',
    series: [
      { key: 'batteryCurrent', colour: '#16a34a' },
      { key: 'motorCurrent', colour: '#d97706' },
    ],
  },
  { id: 'voltage', series: [{ key: 'batteryVoltage', colour: '#7c3aed' }] },
  {
    id: 'temperatures',
    series: [
      { key: 'controllerTemperature', colour: '#dc2626' },
      { key: 'batteryTemperature', colour: '#0891b2' },
    ],
  },
  { id: 'soc', series: [{ key: 'stateOfCharge', colour: '#059669' }] },
]

const HEIGHT = 110
const LEFT = 48
const PAD = 6

function pathOf(t: number[], v: number[], x: (t: number) => number, y: (v: number) => number): string {
  let d = ''
  for (let i = 0; i < t.length; i++) d += `${i === 0 ? 'M' : 'L'}${x(t[i]!).toFixed(1)},${y(v[i]!).toFixed(1)}`
  return d
}

/**
 * The tracking graphs (loaded on demand with the graphs screen): one panel per quantity, the downsampled series as
 * one SVG path each (at most a couple of thousand points per path), the faults as red ticks along the time axis.
 */
export default function SeriesCharts({ data, width }: { data: SeriesAnswer; width: number }) {
  const { t } = useLingui()
  const names: Record<TrackingSeries, string> = {
    speed: t`Speed (km/h)`,
    batteryVoltage: t`Battery voltage (V)`,
    batteryCurrent: t`Battery current (A)`,
    motorCurrent: t`Motor current (A)`,
    controllerTemperature: t`Controller temperature (°C)`,
    batteryTemperature: t`Battery temperature (°C)`,
    stateOfCharge: t`State of charge (%)`,
  }
  const span = Math.max(1, data.to - data.from)
  const plotW = Math.max(10, width - LEFT - PAD)
  const x = (time: number) => LEFT + ((time - data.from) / span) * plotW
  return (
    <div className="grid gap-2" data-testid="tracking-charts">
      {PANELS.map((panel) => {
        let lo = Infinity
        let hi = -Infinity
        for (const s of panel.series) {
          for (const v of data.series[s.key]?.v ?? []) {
            if (v < lo) lo = v
            if (v > hi) hi = v
          }
        }
        if (!Number.isFinite(lo)) {
          lo = 0
          hi = 1
        }
        if (hi === lo) hi = lo + 1
        const y = (v: number) => PAD + (1 - (v - lo) / (hi - lo)) * (HEIGHT - 2 * PAD)
        const label = panel.series.map((s) => names[s.key]).join(' · ')
        return (
          <figure key={panel.id} className="grid gap-0.5">
            <figcaption className="flex gap-3 text-xs">
              {panel.series.map((s) => (
                <span key={s.key} className="flex items-center gap-1">
                  <span className="inline-block h-0.5 w-4" style={{ background: s.colour }} />
                  {names[s.key]}
                </span>
              ))}
            </figcaption>
            <svg width={width} height={HEIGHT} role="img" aria-label={label} className="rounded border bg-background">
              <text x={4} y={12} className="fill-muted-foreground text-[10px]">
                {hi.toFixed(1)}
              </text>
              <text x={4} y={HEIGHT - 4} className="fill-muted-foreground text-[10px]">
                {lo.toFixed(1)}
              </text>
              {data.faults.map((f, i) => (
                <line key={i} x1={x(f.t)} x2={x(f.t)} y1={0} y2={HEIGHT} stroke="#ef4444" strokeOpacity={0.35} />
              ))}
              {panel.series.map((s) => {
                const xy = data.series[s.key]
                return xy ? (
                  <path
                    key={s.key}
                    d={pathOf(xy.t, xy.v, x, y)}
                    fill="none"
                    stroke={s.colour}
                    strokeWidth={1.2}
                    data-points={xy.t.length}
                  />
                ) : null
              })}
            </svg>
          </figure>
        )
      })}
    </div>
  )
}
