import { useLingui } from '@lingui/react/macro'
import type { SeriesAnswer, TrackingSeries } from '@shared/api/tracking'
import TimeSeriesChart, { type TimeSeries } from '@/components/charts/time-series-chart'

/** The panels: which series share one (each keeps its palette slot, so a quantity has one colour and dash). */
const PANELS: { id: string; series: { key: TrackingSeries; style: number }[] }[] = [
  { id: 'speed', series: [{ key: 'speed', style: 0 }] },
  {
    id: 'currents',
    series: [
      { key: 'batteryCurrent', style: 2 },
      { key: 'motorCurrent', style: 1 },
    ],
  },
  { id: 'voltage', series: [{ key: 'batteryVoltage', style: 4 }] },
  {
    id: 'temperatures',
    series: [
      { key: 'controllerTemperature', style: 3 },
      { key: 'batteryTemperature', style: 5 },
    ],
  },
  { id: 'soc', series: [{ key: 'stateOfCharge', style: 2 }] },
]

const HEIGHT = 140

/**
 * The tracking graphs (loaded on demand with the graphs screen): one shared time-series chart per quantity over the
 * shown window, the server's downsampled series drawn as they are, the faults as marks along the time axis.
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
  const titles: Record<string, string> = {
    speed: t`Speed`,
    currents: t`Currents`,
    voltage: t`Voltage`,
    temperatures: t`Temperatures`,
    soc: t`State of charge`,
  }
  const markers = data.faults.map((f) => ({ t: f.t, label: f.code }))
  return (
    <div className="grid gap-3" data-testid="tracking-charts">
      {PANELS.map((panel) => {
        const series: TimeSeries[] = panel.series.flatMap((s) => {
          const xy = data.series[s.key]
          return xy ? [{ id: s.key, label: names[s.key], t: xy.t, v: xy.v, styleIndex: s.style }] : []
        })
        return (
          <TimeSeriesChart
            key={panel.id}
            title={titles[panel.id]!}
            series={series}
            width={width}
            height={HEIGHT}
            domain={[data.from, data.to]}
            markers={markers}
            markerName={t`Faults`}
            testId={`tracking-chart-${panel.id}`}
          />
        )
      })}
    </div>
  )
}
