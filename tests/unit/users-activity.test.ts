import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import {
  formatDateMinutes,
  formatDuration,
  formatMeasure,
  formatWithGps,
  lastPage,
  operatorName,
  textOrDash,
} from '../../src/features/users/components/activity-format'
import { ActivityPager, ActivityTable, type ActivityColumn } from '../../src/features/users/components/activity-table'

/** A wall-clock time in India (UTC+05:30) as Unix seconds: the console shows India's clock in every zone. */
const secs = (y: number, m: number, d: number, h: number, min: number, s = 0) => Date.UTC(y, m - 1, d, h, min, s) / 1000 - 19_800

describe('activity cell formatting', () => {
  it('dates as dd/MM/yyyy HH:mm, unset as -', () => {
    expect(formatDateMinutes(secs(2026, 11, 5, 9, 7, 45))).toBe('05/11/2026 09:07')
    expect(formatDateMinutes(String(secs(2026, 1, 31, 23, 59)))).toBe('31/01/2026 23:59')
    expect(formatDateMinutes(0)).toBe('-')
    expect(formatDateMinutes(null)).toBe('-')
    expect(formatDateMinutes('not a date')).toBe('-')
  })

  it('durations in the one product format, Xmin:YYsec (trips and call logs as the CRM)', () => {
    expect(formatDuration(0)).toBe('0min:00sec')
    expect(formatDuration(59)).toBe('0min:59sec')
    expect(formatDuration(352)).toBe('5min:52sec')
    expect(formatDuration(3725)).toBe('62min:05sec')
    expect(formatDuration('90')).toBe('1min:30sec')
    expect(formatDuration(null)).toBe('-')
    expect(formatDuration(-1)).toBe('-')
  })

  it('measures with units and at most the given decimals', () => {
    expect(formatMeasure(12.345, 'km', 2)).toBe('12.35 km')
    expect(formatMeasure(30, 'km/h')).toBe('30 km/h')
    expect(formatMeasure(0, 'Wh')).toBe('0 Wh')
    expect(formatMeasure(12_345.6, 'm')).toBe('12345.6 m')
    expect(formatMeasure(-3.21, 'm')).toBe('-3.2 m')
    expect(formatMeasure(null, 'A')).toBe('-')
    expect(formatMeasure(7, '')).toBe('7')
  })

  it('a measure with its GPS variant', () => {
    expect(formatWithGps(24.52, 24.1, 'km/h')).toBe('24.5 km/h (GPS 24.1 km/h)')
    expect(formatWithGps(24.5, null, 'km/h')).toBe('24.5 km/h')
    expect(formatWithGps(null, 3, 'km', 'GPS', 2)).toBe('- (GPS 3 km)')
    expect(formatWithGps(null, null, 'km')).toBe('-')
  })

  it('names and text', () => {
    expect(operatorName({ fname: 'Asha', lname: 'Rao' })).toBe('Asha Rao')
    expect(operatorName({ fname: 'Asha', lname: null })).toBe('Asha')
    expect(operatorName(null)).toBe('-')
    expect(textOrDash('  ')).toBe('-')
    expect(textOrDash(null)).toBe('-')
    expect(textOrDash('x')).toBe('x')
  })

  it('last page index', () => {
    expect(lastPage(0)).toBe(0)
    expect(lastPage(1)).toBe(0)
    expect(lastPage(4)).toBe(3)
  })
})

describe('activity table and pager', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  const render = (node: ReturnType<typeof createElement>) => renderToStaticMarkup(createElement(I18nProvider, { i18n }, node))
  interface Row {
    id: string
    name: string
  }
  const columns: ActivityColumn<Row>[] = [
    { id: 'doneBy', header: 'Done By', cell: (r) => r.name },
    { id: 'date', header: 'Date', cell: () => '01/01/2026 10:00' },
  ]
  const table = (props: Partial<Parameters<typeof ActivityTable<Row>>[0]>) =>
    render(
      createElement(ActivityTable<Row>, {
        caption: 'Logs',
        columns,
        rows: undefined,
        rowKey: (r: Row) => r.id,
        isPending: false,
        isError: false,
        ...props,
      }),
    )

  it('headers as column headers, a caption as the name', () => {
    const html = table({ rows: [{ id: 'a', name: 'Asha' }] })
    expect(html).toContain('<caption class="sr-only">Logs</caption>')
    expect(html).toContain('<th scope="col"')
    expect(html).toContain('Done By')
    expect(html).toContain('<td class="px-3 py-2 align-top">Asha</td>')
  })

  it("'No data found' when empty, loading and error states", () => {
    expect(table({ rows: [] })).toContain('No data found')
    expect(table({ rows: undefined, isPending: true })).toContain('Loading…')
    const error = table({ rows: undefined, isError: true, onRetry: () => {} })
    expect(error).toContain('role="alert"')
    expect(error).toContain('Retry')
  })

  it('activatable rows are focusable and mark the active one', () => {
    const html = table({
      rows: [
        { id: 'a', name: 'A' },
        { id: 'b', name: 'B' },
      ],
      onRowActivate: () => {},
      activeKey: 'b',
    })
    expect(html.match(/tabindex="0"/g)).toHaveLength(2)
    expect(html).toContain('aria-selected="true"')
    expect(html).toContain('aria-selected="false"')
  })

  it('pager labels and bounds', () => {
    const first = render(createElement(ActivityPager, { page: 0, pages: 3, total: 25, onPageChange: () => {} }))
    expect(first).toContain('aria-label="Previous page"')
    expect(first).toContain('aria-label="Next page"')
    expect(first).toContain('Page 1 of 3 · 25 records')
    expect(first.match(/aria-disabled="true"/g)).toHaveLength(1)
    const last = render(createElement(ActivityPager, { page: 2, pages: 3, total: 25, onPageChange: () => {} }))
    expect(last).toContain('Page 3 of 3')
    expect(last.match(/aria-disabled="true"/g)).toHaveLength(1)
    const empty = render(createElement(ActivityPager, { page: 0, pages: 0, total: 0, onPageChange: () => {} }))
    expect(empty).toContain('Page 1 of 1 · 0 records')
    expect(render(createElement(ActivityPager, { page: 0, pages: 1, total: 1, onPageChange: () => {} }))).toContain(
      'Page 1 of 1 · 1 record<',
    )
    expect(empty.match(/aria-disabled="true"/g)).toHaveLength(2)
  })
})
