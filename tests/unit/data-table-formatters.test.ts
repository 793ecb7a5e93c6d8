import { createElement, Fragment } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setupI18n } from '@lingui/core'
import { grant, PermissionSet } from '../../shared/permissions'
import { DEMO_ROLES } from '../../server/db/seed/roles'
import { exportCell, SheetDate, type ExportColumn } from '../../src/components/data-table/export/cells'
import { exportColumns } from '../../src/components/data-table/export/columns'
import {
  exportFileName,
  fieldValue,
  formatClock,
  formatDateMinutes,
  formatDateTime,
  formatDay,
  formatDuration,
  joinList,
  mapped,
  personName,
  statusTone,
  toBoolean,
} from '../../src/components/data-table/formatters'
import { renderCell } from '../../src/components/data-table/cells'
import { RtoStatusCell } from '../../src/components/data-table/rto-status-cell'
import { tableGates } from '../../src/components/data-table/gates'
import type { ColumnSpec } from '../../src/components/data-table/types'
import { cellLabels } from '../../src/components/data-table/labels'
import { CLICK_DELAY_MS, DOUBLE_TAP_MS, RowPointer } from '../../src/components/data-table/row-pointer'
import { readVisibility, visibilityKey, writeVisibility } from '../../src/components/data-table/column-visibility'
import { usersTable } from '../../src/features/users/users-table'
import { CALL_STATUS_LABELS, LEAD_SOURCE_LABELS } from '../../src/features/crm/labels'
import { userTypeLabels } from '../../src/lib/user-types'

/** Unix seconds of a local date and time. */
/** A wall-clock time in India (UTC+05:30) as Unix seconds: the table shows India's clock whatever the zone (here Los Angeles). */
const local = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, mo - 1, d, h, mi, s) / 1000 - 19_800

describe('the table’s cell formatters (spec 001 section 2)', () => {
  it('shows dates as dd/MM/yyyy HH:mm:ss in India’s time, and a dash for 0 or unset', () => {
    expect(formatDateTime(local(2024, 3, 7, 9, 5, 4))).toBe('07/03/2024 09:05:04')
    expect(formatDateTime(String(local(2024, 12, 31, 23, 59, 59)))).toBe('31/12/2024 23:59:59')
    for (const unset of [0, '0', null, undefined, '', 'not a date']) expect(formatDateTime(unset)).toBe('-')
    expect(formatDay(local(2025, 1, 2, 18))).toBe('02/01/2025')
    // A day as the server keeps it, its midnight in India, is that day here too (Los Angeles is still on the 14th).
    expect(formatDay(local(2026, 12, 15))).toBe('15/12/2026')
    expect(formatDay('2026-12-15')).toBe('15/12/2026')
    expect(formatDateMinutes(local(2026, 12, 15, 0, 5))).toBe('15/12/2026 00:05')
    expect(formatClock(local(2026, 12, 15, 23, 59, 7), { seconds: true })).toBe('23:59:07')
  })

  it('formats crmDuration as Xmin:YYsec', () => {
    expect(formatDuration(75)).toBe('1min:15sec')
    expect(formatDuration(5)).toBe('0min:05sec')
    expect(formatDuration(3600)).toBe('60min:00sec')
    expect(formatDuration('125')).toBe('2min:05sec')
    expect(formatDuration(null)).toBe('-')
    expect(formatDuration(-1)).toBe('-')
  })

  it('joins marketing sources and reads the first follow-up and the assignee', () => {
    expect(joinList(['google', 'website', null, 'fm'])).toBe('google, website, fm')
    expect(joinList([])).toBe('-')
    expect(joinList('tv_add')).toBe('tv_add')
    const followups = [
      { assignedExecutiveName: 'Asha Rao', followUpDate: local(2024, 5, 9, 11) },
      { assignedExecutiveName: 'Other', followUpDate: 0 },
    ]
    expect(fieldValue({ followups }, 'followups.0.assignedExecutiveName')).toBe('Asha Rao')
    expect(formatDay(fieldValue({ followups }, 'followups.0.followUpDate'))).toBe('09/05/2024')
    expect(fieldValue({ followups: [] }, 'followups.0.assignedExecutiveName')).toBeUndefined()
    expect(joinList(['fm', 'tv_add', 'other'], { fm: 'FM radio', tv_add: 'TV ad' })).toBe('FM radio, TV ad, other')
    expect(personName({ fname: 'Ravi', lname: 'Kumar' })).toBe('Ravi Kumar')
    expect(personName({ fname: 'Ravi', lname: null })).toBe('Ravi')
    expect(personName(null)).toBe('-')
  })

  it('maps call status and user types to their display names', () => {
    const labels = cellLabels(englishI18n())
    const callStatus = labels.translate(CALL_STATUS_LABELS)
    expect(mapped('new_lead', callStatus)).toBe('Lead')
    expect(mapped('existed', callStatus)).toBe('Existing User')
    expect(mapped('converted', callStatus)).toBe('Converted')
    expect(mapped('other', callStatus)).toBe('other')
    expect(['admin', 'user', 'scp', 'worker', 'scc'].map((t) => mapped(t, labels.translate(userTypeLabels)))).toEqual([
      'Admin User',
      'Customer',
      'Scp',
      'Worker',
      'Scc',
    ])
  })

  it('reads booleans and tints rows by status', () => {
    expect([true, 'true', 1, false, 'false', 0, null, 'x'].map(toBoolean)).toEqual([true, true, true, false, false, false, null, null])
    expect(statusTone('Booked')).toBe('green')
    expect(statusTone('')).toBe('green')
    expect(statusTone(undefined)).toBe('green')
    expect(statusTone('Completed')).toBe('orange')
    expect(statusTone('Cancelled')).toBeNull()
    expect([statusTone('booked'), statusTone('completed'), statusTone('cancelled')]).toEqual(['green', 'orange', null])
  })

  it('names the export file by page name and date', () => {
    expect(exportFileName('Users', new Date(local(2026, 11, 20, 23, 59) * 1000))).toBe('Users_20-11-2026.xlsx')
    expect(exportFileName('RTO / Search', new Date(local(2026, 1, 5) * 1000))).toBe('RTO Search_05-01-2026.xlsx')
    // 20:00 in Los Angeles on 20/11 is already 21/11 in India: the file is named by the business's day.
    expect(exportFileName('Users', new Date(Date.UTC(2026, 10, 21, 4, 0)))).toBe('Users_21-11-2026.xlsx')
  })
})

describe('export cells', () => {
  const col = (kind: ExportColumn['kind'], field = 'v', labels?: Record<string, string>): ExportColumn => ({
    field,
    header: 'h',
    kind,
    labels,
  })
  it('keep numbers as numbers and write the table’s text for the rest, blank for nothing', () => {
    expect(exportCell({ v: 12 }, col('number'))).toBe(12)
    expect(exportCell({ v: '12' }, col('number'))).toBe(12)
    expect(exportCell({ v: null }, col('number'))).toBeNull()
    // Dates are date cells: the serial day number of India's time the table shows (45358 is 07/03/2024).
    const date = exportCell({ v: local(2024, 3, 7, 9, 5, 4) }, col('date'))
    expect(date).toBeInstanceOf(SheetDate)
    expect((date as SheetDate).serial).toBeCloseTo(45_358 + (9 * 3600 + 5 * 60 + 4) / 86_400, 9)
    expect(exportCell({ v: local(2024, 3, 7, 9, 5, 4) }, col('day'))).toEqual(new SheetDate(45_358, true))
    expect(exportCell({ v: local(2024, 3, 7) }, col('day'))).toEqual(new SheetDate(45_358, true))
    expect((exportCell({ v: local(2024, 3, 7, 23, 59, 59) }, col('date')) as SheetDate).serial).toBeCloseTo(45_358 + 86_399 / 86_400, 9)
    expect(exportCell({ v: 0 }, col('date'))).toBeNull()
    expect(exportCell({ v: ['a', 'b'] }, col('list'))).toBe('a, b')
    expect(exportCell({ v: 75 }, col('duration'))).toBe('1min:15sec')
    expect(exportCell({ v: true }, col('boolean', 'v', { true: 'Yes', false: 'No' }))).toBe('Yes')
    expect(exportCell({ v: 'scp' }, col('map', 'v', { scp: 'Scp' }))).toBe('Scp')
    expect(exportCell({ a: { b: 'deep' } }, col('text', 'a.b'))).toBe('deep')
    expect(exportCell({ v: { _id: '1', title: 'Centre' } }, col('text'))).toBe('Centre')
    expect(exportCell({}, col('text'))).toBeNull()
  })

  it('follow the visible columns of the users table with their headers and formats', () => {
    const labels = cellLabels(englishI18n())
    const cols = exportColumns(
      usersTable.columns,
      (id) => id !== 'passcode',
      (c) => c.id.toUpperCase(),
      labels,
    )
    expect(cols.map((c) => c.field)).toEqual([
      'vehicleNo',
      'vehicleType',
      'fname',
      'lname',
      'userType',
      'mobileNo',
      'odometer',
      'bluetoothId',
      'createdAt',
      'updatedAt',
    ])
    expect(cols.find((c) => c.field === 'userType')).toMatchObject({ kind: 'map', labels: { user: 'Customer' } })
    expect(cols.find((c) => c.field === 'odometer')?.kind).toBe('number')
    expect(cols.find((c) => c.field === 'createdAt')).toMatchObject({ kind: 'date', header: 'CREATEDAT' })
  })
})

describe('the table’s permission gates (spec 000 section 6, spec 001 section 6)', () => {
  it('loads rows only with query; opens rows with view or visibility; downloads with export; filters with filter', () => {
    const gates = (spec: Parameters<typeof grant>[0]) => tableGates(new PermissionSet(grant(spec)), 'screen.users')
    expect(gates({ Users: ['query', 'view', 'export', 'filter'] })).toEqual({ query: true, open: true, export: true, filter: true })
    expect(gates({ Users: [] })).toEqual({ query: false, open: false, export: false, filter: false })
    expect(gates({ Users: ['query'] })).toEqual({ query: true, open: false, export: false, filter: false })
    expect(gates({ Users: ['query', 'visibility'] }).open).toBe(true)
    expect(gates({ CRM: ['query', 'view', 'export', 'filter'] })).toEqual({ query: false, open: false, export: false, filter: false })
    expect(tableGates(new PermissionSet(null, true), 'screen.users')).toEqual({ query: true, open: true, export: true, filter: true })
    expect(tableGates(new PermissionSet(DEMO_ROLES.Support), 'screen.users').query).toBe(false)
    expect(tableGates(new PermissionSet(DEMO_ROLES.Franchise), 'screen.booking')).toEqual({
      query: true,
      open: true,
      export: true,
      filter: true,
    })
    expect(tableGates(new PermissionSet(DEMO_ROLES.Technician), 'screen.tickets')).toEqual({
      query: true,
      open: true,
      export: false,
      filter: false,
    })
  })
})

describe('row clicks (spec 001 sections 2 and 9: 200 ms click delay, 500 ms double-tap)', () => {
  let now = 0
  let events: string[] = []
  let pointer: RowPointer
  beforeEach(() => {
    vi.useFakeTimers()
    now = 0
    events = []
    pointer = new RowPointer({ select: (id) => events.push(`select ${id}`), open: (id) => events.push(`open ${id}`) }, () => now)
  })
  afterEach(() => vi.useRealTimers())

  it('selects on a single click only after 200 ms', () => {
    pointer.click('a', 1)
    vi.advanceTimersByTime(CLICK_DELAY_MS - 1)
    expect(events).toEqual([])
    vi.advanceTimersByTime(1)
    expect(events).toEqual(['select a'])
  })

  it('opens on a double-click without also selecting', () => {
    pointer.click('a', 1)
    vi.advanceTimersByTime(120)
    pointer.click('a', 2)
    pointer.doubleClick('a')
    vi.advanceTimersByTime(1000)
    expect(events).toEqual(['open a'])
  })

  it('counts quick clicks on different rows, each once', () => {
    pointer.click('a', 1)
    vi.advanceTimersByTime(50)
    pointer.click('b', 1)
    expect(events).toEqual(['select a'])
    vi.advanceTimersByTime(CLICK_DELAY_MS)
    expect(events).toEqual(['select a', 'select b'])
  })

  it('opens on two taps of the same row under 500 ms apart, not on slower or different taps', () => {
    expect(pointer.tap('a')).toBe(false)
    now += DOUBLE_TAP_MS - 1
    expect(pointer.tap('a')).toBe(true)
    expect(events).toEqual(['open a'])
    // The tap's own click that follows does not select.
    pointer.click('a', 1)
    vi.advanceTimersByTime(300)
    expect(events).toEqual(['open a'])
    now += 5000
    pointer.tap('a')
    now += DOUBLE_TAP_MS + 1
    expect(pointer.tap('a')).toBe(false)
    now += 100
    expect(pointer.tap('b')).toBe(false)
    expect(events).toEqual(['open a'])
  })
})

describe('remembered column visibility', () => {
  const store = new Map<string, string>()
  beforeEach(() => {
    store.clear()
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      },
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  it('is kept per user and table over the columns’ defaults; reset forgets it', () => {
    const columns = [{ id: 'a' }, { id: 'b', visible: false }, { id: 'c' }]
    const key = visibilityKey('user-1', 'users')
    expect(key).not.toBe(visibilityKey('user-2', 'users'))
    expect(readVisibility(key, columns)).toEqual({ a: true, b: false, c: true })
    writeVisibility(key, { a: false, b: true, c: true })
    expect(readVisibility(key, columns)).toEqual({ a: false, b: true, c: true })
    expect(readVisibility(visibilityKey('user-2', 'users'), columns)).toEqual({ a: true, b: false, c: true })
    store.set(key, '{"a": "no", "zzz": false, "c": false}')
    expect(readVisibility(key, columns)).toEqual({ a: true, b: false, c: false })
    store.set(key, 'not json')
    expect(readVisibility(key, columns)).toEqual({ a: true, b: false, c: true })
    writeVisibility(key, null)
    expect(store.has(key)).toBe(false)
  })
})

function englishI18n() {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
  return i18n
}

describe('special cells', () => {
  const labels = cellLabels(englishI18n())
  const html = (column: ColumnSpec<Record<string, unknown>>, row: Record<string, unknown>) =>
    renderToStaticMarkup(createElement(Fragment, null, renderCell(column, row, labels)))

  it('open the estimate in a new tab without the opener, and only http(s) links', () => {
    const out = html(
      { id: 'estimateUrl', accessor: 'estimateData.estimateUrl', label: msgOf('Estimate'), format: 'link' },
      { estimateData: { estimateUrl: 'https://example.com/e/1' } },
    )
    expect(out).toMatch(/^<a href="https:\/\/example.com\/e\/1" target="_blank" rel="noopener noreferrer"[^>]*>Estimate Link<svg/)
    expect(html({ id: 'u', label: msgOf('u'), format: 'link' }, { u: 'javascript:alert(1)' })).toBe('-')
    expect(html({ id: 'u', label: msgOf('u'), format: 'link' }, {})).toBe('-')
  })

  it('show booleans and active flags as tick or cross with an accessible label', () => {
    expect(html({ id: 'active', label: msgOf('a'), format: 'active' }, { active: true })).toContain('role="img" aria-label="Active"')
    expect(html({ id: 'active', label: msgOf('a'), format: 'active' }, { active: false })).toContain('aria-label="Inactive"')
    expect(html({ id: 'regen', label: msgOf('r'), dataType: 'boolean' }, { regen: false })).toContain('aria-label="No"')
    expect(html({ id: 'regen', label: msgOf('r'), dataType: 'boolean' }, { regen: 'true' })).toContain('aria-label="Yes"')
  })

  it('offer the rtoStatus options inline, with the row’s value chosen', () => {
    const rtoStatus = { options: [{ value: 'Applied' }, { value: 'Registered' }], onChange: () => {} }
    // The dropdown's code loads with the first table that shows one: until then the cell shows the value as text.
    expect(html({ id: 'rtoStatus', label: msgOf('RTO'), format: 'rtoStatus', rtoStatus }, { rtoStatus: 'Registered' })).toBe('Registered')
    const out = renderToStaticMarkup(
      createElement(RtoStatusCell, { row: {}, value: 'Registered', rto: rtoStatus, valueLabels: undefined, label: labels.rtoStatus }),
    )
    // A styled select (a combobox button named RTO status) showing the row's value; its options open in a list.
    expect(out).toMatch(/<button type="button" role="combobox"[^>]* aria-label="RTO status"/)
    expect(out).toMatch(/>Registered<\/span>/)
    // No native select a user would see (Radix may keep a hidden one for forms).
    expect(out).not.toMatch(/<select(?![^>]*aria-hidden="true")/)
  })

  it('show paise as rupees with Indian grouping, and an rtoStatus column without its options as the label', () => {
    expect(html({ id: 'm', label: msgOf('m'), format: 'money' }, { m: 12345678950 })).toBe('₹12,34,56,789.50')
    expect(html({ id: 'm', label: msgOf('m'), format: 'money' }, { m: 99 })).toBe('₹0.99')
    expect(html({ id: 'm', label: msgOf('m'), format: 'money' }, { m: null })).toBe('-')
    expect(html({ id: 'r', label: msgOf('r'), format: 'rtoStatus', labels: { applied: msgOf('Applied') } }, { r: 'applied' })).toBe(
      'Applied',
    )
  })

  it('format the named cells and data types as the table shows them', () => {
    const row = {
      callStatus: 'existed',
      lastDuration: 61,
      marketingType: ['fm', 'tv_add'],
      assignedTo: { fname: 'Asha', lname: 'Rao' },
      createdAt: 0,
      userType: 'scc',
    }
    expect(html({ id: 'callStatus', label: msgOf('c'), labels: CALL_STATUS_LABELS }, row)).toBe('Existing User')
    expect(html({ id: 'lastDuration', label: msgOf('d'), format: 'duration' }, row)).toBe('1min:01sec')
    expect(html({ id: 'marketingType', label: msgOf('m'), format: 'list', labels: LEAD_SOURCE_LABELS }, row)).toBe('FM radio, TV ad')
    expect(html({ id: 'assignedTo', label: msgOf('a'), format: 'person' }, row)).toBe('Asha Rao')
    expect(html({ id: 'createdAt', label: msgOf('c'), dataType: 'date' }, row)).toBe('-')
    expect(html({ id: 'userType', label: msgOf('t'), labels: userTypeLabels }, row)).toBe('Scc')
    expect(html({ id: 'sentTo', accessor: 'userName', label: msgOf('s'), fallback: msgOf('All customers') }, { userName: null })).toBe(
      'All customers',
    )
  })
})

function msgOf(id: string) {
  return { id, message: id }
}
