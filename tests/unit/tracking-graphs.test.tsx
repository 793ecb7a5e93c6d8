import { renderToStaticMarkup } from 'react-dom/server'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import type { SeriesAnswer } from '@shared/api/tracking'
import SeriesCharts from '@/features/tracking/components/series-charts'
import { panWindow, zoomWindow } from '@/features/tracking/graph-window'

/** A tracking log's graphs (issue 21): the server's downsampled series drawn by the shared chart, and the window moves. */

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const xy = (n: number, f: (i: number) => number) => ({
  t: Array.from({ length: n }, (_, i) => 1_000_000 + i * 1000),
  v: Array.from({ length: n }, (_, i) => f(i)),
})
const ANSWER: SeriesAnswer = {
  log: { _id: 'log1', deviceName: 'EV-1', riderName: null, start: 1_000_000, end: 1_099_000 },
  from: 1_000_000,
  to: 1_099_000,
  inWindow: 100,
  series: {
    speed: xy(100, (i) => i % 40),
    batteryVoltage: xy(50, () => 72),
    batteryCurrent: xy(80, (i) => i / 2),
    motorCurrent: xy(80, (i) => -i - 1),
    controllerTemperature: xy(10, (i) => 30 + i),
    batteryTemperature: xy(10, (i) => 25 + i),
    stateOfCharge: xy(100, (i) => 100 - i / 2),
  },
  route: [],
  faults: [
    { t: 1_010_000, code: 'E1' },
    { t: 1_020_000, code: 'E7' },
  ],
}

describe('the tracking graphs', () => {
  const html = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <SeriesCharts data={ANSWER} width={800} />
    </I18nProvider>,
  )

  it('draws each quantity in its panel, every downsampled point of every series', () => {
    const panels = [...html.matchAll(/data-testid="tracking-chart-(\w+)"/g)].map((m) => m[1])
    expect(panels).toEqual(['speed', 'currents', 'voltage', 'temperatures', 'soc'])
    const drawn = Object.fromEntries(
      [...html.matchAll(/<path[^>]*data-series="(\w+)"[^>]*data-points="(\d+)"/g)].map((m) => [m[1], Number(m[2])]),
    )
    expect(drawn).toEqual({
      speed: 100,
      batteryCurrent: 80,
      motorCurrent: 80,
      batteryVoltage: 50,
      controllerTemperature: 10,
      batteryTemperature: 10,
      stateOfCharge: 100,
    })
  })

  it('marks the faults on every panel and counts them in each summary', () => {
    expect(html.match(/data-slot="chart-marker"/g)).toHaveLength(2 * 5)
    expect(html).toContain('<title>E7</title>')
    expect(html).toContain('Motor current (A): 80 points, lowest -80, highest -1, last -80.')
    expect(html.match(/Faults: 2\./g)).toHaveLength(5)
  })
})

describe('the shown window', () => {
  const b = { start: 0, end: 1_000_000 }
  it('zooms around the pointer and never past the log or closer than ten seconds', () => {
    expect(zoomWindow({ from: 0, to: 1_000_000 }, b, 0.5, 0.25)).toEqual({ from: 125_000, to: 625_000 })
    expect(zoomWindow({ from: 0, to: 1_000_000 }, b, 2, 0.5)).toEqual({ from: 0, to: 1_000_000 })
    expect(zoomWindow({ from: 500_000, to: 520_000 }, b, 0.1, 0.5)).toEqual({ from: 509_000, to: 519_000 })
  })
  it('pans by a fraction of the window, stopping at the log’s ends', () => {
    expect(panWindow({ from: 100_000, to: 200_000 }, b, 0.5)).toEqual({ from: 150_000, to: 250_000 })
    expect(panWindow({ from: 100_000, to: 200_000 }, b, -2)).toEqual({ from: 0, to: 100_000 })
    expect(panWindow({ from: 900_000, to: 1_000_000 }, b, 0.2)).toEqual({ from: 900_000, to: 1_000_000 })
  })
})
