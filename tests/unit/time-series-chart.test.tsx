import { renderToStaticMarkup } from 'react-dom/server'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { describe, expect, it } from 'vitest'
import { plotFraction, TIME_SERIES_MARGIN } from '@/components/charts/layout'
import { chartColour, chartDash } from '@/components/charts/palette'
import TimeSeriesChart, { type TimeSeriesChartProps } from '@/components/charts/time-series-chart'

/**
 * The shared time-series chart (issue 21, reused by the dashboards): the lines as drawn, the text summary screen readers
 * get, and the same data as a plain table.
 */

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const render = (props: Partial<TimeSeriesChartProps> = {}) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <TimeSeriesChart title="Speed and power" series={SERIES} width={WIDTH} domain={[0, 4000]} formatTime={(t) => `t${t}`} {...props} />
    </I18nProvider>,
  )

/** Plot 400 px wide over 0…4000 ms: one pixel every 10 ms. */
const WIDTH = 400 + TIME_SERIES_MARGIN.left + TIME_SERIES_MARGIN.right
const SERIES = [
  { id: 'speed', label: 'Speed (km/h)', t: [0, 1000, 2000, 3000, 4000], v: [1, 9, 3, 5, 4] },
  { id: 'power', label: 'Power (W)', t: [1000, 2500, 3000], v: [100, 250.25, -20] },
]

/** The lines' path data, by series id. */
function lines(html: string): Record<string, { points: number; d: string }> {
  const out: Record<string, { points: number; d: string }> = {}
  for (const m of html.matchAll(/<path[^>]*>/g)) {
    const tag = m[0]
    const id = /data-series="([^"]+)"/.exec(tag)?.[1]
    if (!id) continue
    out[id] = { points: Number(/data-points="(\d+)"/.exec(tag)![1]), d: /\sd="([^"]+)"/.exec(tag)?.[1] ?? '' }
  }
  return out
}

const vertices = (d: string) => [...d.matchAll(/[ML]\s*(-?[\d.]+),\s*(-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const)

describe('the shared time-series chart', () => {
  it('lays its time axis on India’s clock in any zone (here Los Angeles): ticks on India’s whole hours, written HH:mm', () => {
    // 09:00 to 15:00 in India on 1 December 2026 (03:30 to 09:30 UTC; 19:30 to 01:30 the day before in Los Angeles).
    const from = Date.UTC(2026, 11, 1, 3, 30)
    const to = Date.UTC(2026, 11, 1, 9, 30)
    const html = render({ domain: [from, to], formatTime: undefined, series: [{ id: 'speed', label: 'Speed', t: [from, to], v: [1, 2] }] })
    const ticks = [...html.matchAll(/<tspan[^>]*>([^<]+)<\/tspan>/g)].map((m) => m[1]!).filter((t) => /^\d\d:\d\d$/.test(t))
    expect(ticks.length).toBeGreaterThan(1)
    for (const tick of ticks) expect(tick).toMatch(/^(09|1[0-5]):00$/)
    // The summary writes the window on India's clock too, through the shared formatter.
    expect(html).toContain('from 01/12/2026 09:00:00 to 01/12/2026 15:00:00')
  })

  it('draws one line per series through every point, placed on the time axis', () => {
    const drawn = lines(render())
    expect(Object.keys(drawn)).toEqual(['speed', 'power'])
    expect(drawn.speed!.points).toBe(5)
    expect(drawn.power!.points).toBe(3)
    const speed = vertices(drawn.speed!.d)
    expect(speed.map(([x]) => x)).toEqual([0, 100, 200, 300, 400])
    const power = vertices(drawn.power!.d)
    expect(power.map(([x]) => x)).toEqual([100, 250, 300])
    // Higher values are higher up: 250.25 W above 100 W above −20 W.
    expect(power[1]![1]).toBeLessThan(power[0]![1])
    expect(power[0]![1]).toBeLessThan(power[2]![1])
  })

  it('colours and dashes each series apart, from the palette that follows dark mode', () => {
    const html = render()
    expect(chartColour(0)).toMatch(/^var\(--chart-1, #/)
    expect(chartColour(6)).toBe(chartColour(0))
    expect(chartDash(0)).toBeUndefined()
    expect(chartDash(1)).toBeTruthy()
    expect(html).toContain(`stroke="${chartColour(0)}"`)
    expect(html).toContain(`stroke="${chartColour(1)}"`)
    expect(html).toContain(`stroke-dasharray="${chartDash(1)}"`)
  })

  it('names the drawing and summarises it in words for screen readers', () => {
    const html = render({ markers: [{ t: 2000, label: 'E12' }], markerName: 'Faults' })
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Speed and power"/)
    expect(html).toContain('<title>Speed and power</title>')
    const summary = /<p class="sr-only"[^>]*>([^<]*)<\/p>/.exec(html)![1]
    expect(summary).toBe(
      'Speed and power, from t0 to t4000. Speed (km/h): 5 points, lowest 1, highest 9, last 4. ' +
        'Power (W): 3 points, lowest -20, highest 250.3, last -20. Faults: 1.',
    )
    expect(html).toContain('<title>E12</title>')
  })

  it('says so when the window has no data', () => {
    const html = render({ series: [{ id: 'speed', label: 'Speed (km/h)', t: [], v: [] }] })
    expect(html).toContain('No data in this window.')
    expect(lines(html).speed!.points).toBe(0)
  })

  it('offers the data as a table: a pressed toggle lists every value by time, blanks where a series has none', () => {
    const chart = render()
    expect(chart).toMatch(/<button[^>]*aria-pressed="false"[^>]*>View as table<\/button>/)
    expect(chart).not.toContain('<table')

    const html = render({ defaultView: 'table' })
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>View as table<\/button>/)
    expect(html).not.toContain('<svg role="img"')
    const header = [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1])
    expect(header).toEqual(['Time', 'Speed (km/h)', 'Power (W)'])
    const rows = [...html.matchAll(/<tr class="border-t">(.*?)<\/tr>/g)].map((r) =>
      [...r[1]!.matchAll(/<t[hd][^>]*>([^<]*)<\/t[hd]>/g)].map((c) => c[1]),
    )
    expect(rows).toEqual([
      ['t0', '1', ''],
      ['t1000', '9', '100'],
      ['t2000', '3', ''],
      ['t2500', '', '250.3'],
      ['t3000', '5', '-20'],
      ['t4000', '4', ''],
    ])
  })

  it('maps a pointer to the plot (zoom at the pointer), not to the axis margin', () => {
    const box = { left: 10, width: WIDTH }
    expect(plotFraction(10 + TIME_SERIES_MARGIN.left, box)).toBe(0)
    expect(plotFraction(10 + TIME_SERIES_MARGIN.left + 100, box)).toBe(0.25)
    expect(plotFraction(0, box)).toBe(0)
    expect(plotFraction(10_000, box)).toBe(1)
  })
})
