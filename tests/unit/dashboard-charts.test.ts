import { setupI18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import { decide, permissionButtons, screenForPath, type CommandContext } from '../../commands'
import { PermissionSet } from '../../shared/permissions'
import { commandEntries } from '../../src/components/command-palette/palette-entries'
import { nextMark, percentText } from '../../src/components/charts/chart-keys'
import { bookingCountRows } from '../../src/features/dashboard/booking-count-export'
import { RETROFIT_SLOTS } from '../../src/features/dashboard/retrofit'
import { directionsUrl } from '../../src/features/dashboard/stations'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })

describe('the charts’ keyboard', () => {
  it('steps through the marks with the arrows and wraps around', () => {
    expect(nextMark('ArrowRight', null, 3)).toBe(0)
    expect(nextMark('ArrowRight', 2, 3)).toBe(0)
    expect(nextMark('ArrowLeft', null, 3)).toBe(2)
    expect(nextMark('ArrowLeft', 0, 3)).toBe(2)
    expect(nextMark('ArrowDown', 1, 3)).toBe(2)
    expect(nextMark('Home', 2, 3)).toBe(0)
    expect(nextMark('End', 0, 3)).toBe(2)
  })
  it('hides the tooltip on Escape and leaves other keys to the page', () => {
    expect(nextMark('Escape', 1, 3)).toBeNull()
    expect(nextMark('Tab', 1, 3)).toBeUndefined()
    expect(nextMark('ArrowRight', null, 0)).toBeUndefined()
  })
  it('writes shares as whole percentages, 0% of nothing', () => {
    expect(percentText(1, 3, 'en')).toBe('33%')
    expect(percentText(0, 0, 'en')).toBe('0%')
  })
})

describe('the dashboards’ pieces', () => {
  it('gives kit, battery and painting each their own fixed colour slot', () => {
    expect(RETROFIT_SLOTS.map((s) => s.key)).toEqual(['kit', 'battery', 'painting'])
    expect(new Set(RETROFIT_SLOTS.map((s) => s.styleIndex)).size).toBe(3)
  })
  it('writes the booking counts’ rows for the download', () => {
    const answer = { from: 0, to: 1, total: 5, result: [{ _id: { day: null, month: 4, year: 2026 }, count: 5 }] }
    expect(bookingCountRows(answer)).toEqual([['04/2026', 5]])
    expect(bookingCountRows(undefined)).toEqual([])
  })
  it('asks the maps site for directions to latitude,longitude', () => {
    expect(directionsUrl([77.59, 12.97])).toBe('https://www.google.com/maps/dir/?api=1&destination=12.97,77.59')
  })
})

describe('the dashboards in the palette', () => {
  const ctx = (path: string, perms: PermissionSet, handles: string[] = []): CommandContext => ({
    perms,
    screen: screenForPath(path),
    table: { selection: [], handles: (id) => handles.includes(id) },
    dialog: null,
    popupOpen: false,
  })
  const titles = (c: CommandContext) => commandEntries(i18n, 'en', c).map((e) => e.title)
  const admin = new PermissionSet(null, true)

  it('offers every dashboard as a screen', () => {
    expect(titles(ctx('/admin/users', admin, []))).toEqual(
      expect.arrayContaining(['Dashboard', 'Test Ride Dashboard', 'Booking Center Dashboard']),
    )
  })
  it('offers the date presets and call groupings on the dashboard once it carries them out', () => {
    const ids = ['action.dashboardLast7Days', 'action.dashboardThisMonth', 'action.dashboardThisYear', 'action.dashboardCallsByWeek']
    expect(titles(ctx('/admin/dashboard', admin, ids))).toEqual(
      expect.arrayContaining(['Last 7 days', 'This month', 'This year', 'Group calls by week']),
    )
    expect(titles(ctx('/admin/dashboard', admin, []))).not.toContain('Last 7 days')
    expect(titles(ctx('/admin/users', admin, ids))).not.toContain('Last 7 days')
  })
  it('offers the booking-count groupings on its own screen only', () => {
    const c = ctx('/admin/bookingCenter/dashboard', admin, ['action.bookingCountByMonth', 'action.dashboardThisYear'])
    expect(titles(c)).toEqual(expect.arrayContaining(['Count bookings by month', 'This year']))
  })
  it('needs the screen’s query button', () => {
    const noQuery = new PermissionSet([{ label: 'Dashboard', enable: true, buttons: [] }])
    const preset = screenForPath('/admin/dashboard')!.screenActions![0]!
    expect(decide(preset, ctx('/admin/dashboard', noQuery, [preset.id])).status).toBe('denied')
    expect(permissionButtons('Dashboard')).toContain('query')
    expect(permissionButtons('BookingCenterDashboard')).toEqual(expect.arrayContaining(['query', 'export']))
  })
  it('keeps the dashboards without a table: no table tools, no view button', () => {
    expect(permissionButtons('Dashboard')).not.toContain('view')
  })
})
