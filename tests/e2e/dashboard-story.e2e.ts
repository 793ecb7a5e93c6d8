import { buffer } from 'node:stream/consumers'
import { beforeAll, describe, expect, it } from 'vitest'
import { GRAPH_TYPES } from '../../shared/api/dashboard'
import { TEST_DRIVE_STATUSES } from '../../shared/api/testdrive.query'
import { readSpreadsheet } from '../../server/lib/spreadsheet'
import { expectAccessible } from './support/browser'
import { expected } from './support/dashboard-data'
import {
  type AllTime,
  allTimeFigures,
  chartReady,
  chartTable,
  column,
  columnSums,
  countText,
  labelled,
  moneyText,
  statValue,
} from './support/dashboard-screen'
import { choose } from './support/fields'
import { SUPER_ADMIN, useDashboardStory } from './support/dashboard-story'

/**
 * Issue 22's story in Chromium: the server's clock moves two years on, so every demo row lies in the past; a small
 * known data set is made through the API in the fortnight from the server's today (bookings, test drives, enquiries,
 * CRM leads, tickets, the technician's phone calls); the four dashboards must show exactly its figures, and the
 * all-time cards the figures the modules' own lists count. See dashboard-story-more.e2e.ts for the rest of the story.
 */
describe('the dashboards show the figures of the data (issue 22)', () => {
  const story = useDashboardStory()
  const { pageAs } = story
  let all: AllTime
  beforeAll(async () => {
    all = await allTimeFigures(story.admin)
  })

  it('new dashboard: every card and chart, the model switch, the centre filter and the call groupings', async () => {
    const e = expected(story.set)
    const { page } = await pageAs(SUPER_ADMIN, `/admin/dashboard?${story.range}`)
    await page.getByTestId('new-dashboard').waitFor()
    // Global Statistics, all time.
    expect(await statValue(page, 'card-total-users')).toBe(countText(all.users))
    expect(await statValue(page, 'card-plans-revenue')).toBe(moneyText(all.plansRevenuePaise))
    expect(await statValue(page, 'card-total-rides')).toBe(countText(all.rides))
    expect(await statValue(page, 'card-service-stations-total')).toBe(countText(all.stations))
    expect(await statValue(page, 'card-enquiries')).toBe(countText(all.enquiries.total))
    await expect
      .poll(() => page.getByTestId('card-enquiries').innerText())
      .toContain(`Open ${all.enquiries.open} · Closed ${all.enquiries.closed}`)
    expect(await statValue(page, 'card-vehicles')).toBe(countText(all.registeredVehicles))
    await expect.poll(() => page.getByTestId('card-vehicles').innerText()).toContain(`${all.models} models`)
    for (const id of ['chart-vehicle-status', 'chart-crm-status', 'chart-call-status', 'chart-retrofitment', 'chart-subscription-plans']) {
      await chartReady(page, id)
    }
    await expect.poll(() => labelled(page, 'chart-subscription-plans')).toEqual(all.plans)
    // The period's charts: the data set's figures only.
    await expect.poll(() => column(page, 'chart-vehicle-status')).toEqual(e.bookingStages())
    await expect.poll(() => column(page, 'chart-crm-status')).toEqual(e.crm)
    await expect.poll(() => column(page, 'chart-retrofitment')).toEqual([e.retrofit.kit, e.retrofit.battery, e.retrofit.painting])
    const calls = [e.calls.incoming, e.calls.outgoing, e.calls.missed]
    await expect.poll(() => columnSums(page, 'chart-call-status')).toEqual(calls)
    await expectAccessible(page, 'new dashboard')

    // The call chart grouped by each of Hour to Year: the same totals each time.
    const grouping = page.getByTestId('call-grouping')
    for (const g of [...GRAPH_TYPES.slice(1), GRAPH_TYPES[0]]) {
      await grouping.getByRole('button', { name: g, exact: true }).click()
      await expect.poll(() => new URL(page.url()).searchParams.get('group')).toBe(g === 'Hour' ? null : g)
      await chartReady(page, 'chart-call-status')
      await expect.poll(() => columnSums(page, 'chart-call-status'), { timeout: 20_000 }).toEqual(calls)
    }
    // Week, Month, Year gather the days: fewer rows than by Day, each bucket's row once.
    await grouping.getByRole('button', { name: 'Year', exact: true }).click()
    await expect.poll(async () => (await column(page, 'chart-call-status')).length).toBeLessThanOrEqual(2)

    // The centre filter: one centre's bookings; then the tickets of that centre and of all.
    await choose(page.getByTestId('vehicle-centre-filter'), story.set.centres.a.id)
    await expect.poll(() => column(page, 'chart-vehicle-status')).toEqual(e.bookingStages('a'))
    await choose(page.getByTestId('vehicle-centre-filter'), story.set.centres.b.id)
    await expect.poll(() => column(page, 'chart-vehicle-status')).toEqual(e.bookingStages('b'))
    await page.getByTestId('vehicle-model-switch').getByRole('button', { name: 'Tickets' }).click()
    await expect.poll(() => column(page, 'chart-vehicle-status')).toEqual(e.ticketStages('b'))
    await choose(page.getByTestId('vehicle-centre-filter'), { index: 0 })
    await expect.poll(() => column(page, 'chart-vehicle-status')).toEqual(e.ticketStages())

    // The Service Stations card: Directions to the chosen centre, View More to the centres' screen.
    await expect.poll(() => page.getByTestId('station-directions').getAttribute('href')).toMatch(/^https:\/\/.*\d+\.\d+/)
    await page.getByTestId('station-view-more').click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/servicecenter')
  })

  it('Classic view and the test-ride dashboard, by branch', async () => {
    const e = expected(story.set)
    const { page } = await pageAs(SUPER_ADMIN, `/admin/dashboard?view=classic&${story.range}`)
    await page.getByTestId('classic-dashboard').waitFor()
    expect(await statValue(page, 'card-total-test-ride')).toBe(countText(all.testRides))
    expect(await statValue(page, 'card-total-pre-book')).toBe(countText(all.preBookings))
    expect(await statValue(page, 'card-total-payment')).toBe(moneyText(all.paidPaise))
    for (const id of ['chart-test-ride-created', 'chart-test-ride-booked', 'chart-pre-booking', 'chart-enquiry-stats'])
      await chartReady(page, id)
    await expect.poll(() => columnSums(page, 'chart-test-ride-created')).toEqual([e.drives.created()])
    await expect.poll(() => columnSums(page, 'chart-test-ride-booked')).toEqual([e.drives.created(), e.drives.completed()])
    await expect.poll(() => columnSums(page, 'chart-pre-booking')).toEqual([e.preBookings])
    await expect.poll(() => columnSums(page, 'chart-enquiry-stats')).toEqual([e.enquiries.open, e.enquiries.closed])
    await expectAccessible(page, 'classic dashboard')

    await page.goto(`/admin/test-ride-dashboard?${story.range}`)
    const byStatus = (branch?: 'x' | 'y') =>
      TEST_DRIVE_STATUSES.map((s) =>
        s === 'completed' ? e.drives.completed(branch) : s === 'booked' ? e.drives.created(branch) - e.drives.completed(branch) : 0,
      )
    for (const branch of [undefined, 'x', 'y'] as const) {
      if (branch) await choose(page.getByTestId('test-ride-branch-filter'), story.set.branches[branch].id)
      await expect.poll(() => new URL(page.url()).searchParams.get('branch')).toBe(branch ? story.set.branches[branch].id : null)
      await expect.poll(() => statValue(page, 'card-test-rides-created')).toBe(countText(e.drives.created(branch)))
      await expect.poll(() => statValue(page, 'card-test-rides-booked')).toBe(countText(e.drives.created(branch)))
      await expect.poll(() => statValue(page, 'card-test-rides-completed')).toBe(countText(e.drives.completed(branch)))
      await chartReady(page, 'chart-test-ride-status')
      await expect.poll(() => column(page, 'chart-test-ride-status')).toEqual(byStatus(branch))
      await expect.poll(() => columnSums(page, 'chart-test-ride-booked')).toEqual([e.drives.created(branch), e.drives.completed(branch)])
    }
    await expectAccessible(page, 'test-ride dashboard')
  })

  it('booking-count dashboard: the counts by day and month, and the downloaded file', async () => {
    const e = expected(story.set)
    const { page } = await pageAs(SUPER_ADMIN, `/admin/bookingCenter/dashboard?${story.range}`)
    await chartReady(page, 'chart-booking-count')
    const shown = () => chartTable(page, 'chart-booking-count')
    await expect.poll(async () => (await shown()).filter((r) => r[1] !== '0').map((r) => [r[0], Number(r[1])])).toEqual(e.bookingDays)
    await expectAccessible(page, 'booking-count dashboard')

    const download = page.waitForEvent('download')
    await page.getByTestId('booking-count-download').click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/)
    // Read through the browser's connection (the run's Chromium is shared, so the file is not on a local path).
    const sheet = await readSpreadsheet(await buffer(await file.createReadStream()))
    expect(sheet).toEqual([['Period', 'Count'], ...e.bookingDays])

    // By month: the period's months, their counts adding up to the same bookings.
    await choose(page.locator('#booking-count-group'), 'month')
    await page.getByTestId('booking-count-search').click()
    await expect.poll(() => new URL(page.url()).searchParams.get('group')).toBe('month')
    await expect.poll(() => columnSums(page, 'chart-booking-count')).toEqual([e.preBookings])
  })
})
