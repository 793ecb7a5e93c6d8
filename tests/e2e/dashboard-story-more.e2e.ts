import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { todayInIndia } from '../../shared/india-day'
import { addDays } from './support/dashboard-api'
import { expected } from './support/dashboard-data'
import { chartReady, column, columnSums, countText, statValue } from './support/dashboard-screen'
import { toast, toasts } from './support/pages'
import { FRANCHISE, SUPER_ADMIN, useDashboardStory } from './support/dashboard-story'

const CHARTS = ['chart-vehicle-status', 'chart-crm-status', 'chart-call-status', 'chart-retrofitment', 'chart-subscription-plans']
/** The day text a date field takes (dd/MM/yyyy). */
const typed = (day: string) => day.split('-').reverse().join('/')

/**
 * Issue 22's story, continued (the data set of dashboard-story.e2e.ts, on its own server): the date rule's toasts,
 * the palette's dashboards and date presets, the franchise partner's own figures only, and the charts' retry state
 * when the network to the API is cut.
 */
describe('the dashboards: dates, palette, franchise partner and a cut network (issue 22)', () => {
  const story = useDashboardStory()
  const { pageAs } = story

  it("refuses a start after the end and an end before the start with the spec's toasts", async () => {
    const { page } = await pageAs(SUPER_ADMIN, `/admin/dashboard?${story.range}`)
    const dates = page.getByTestId('dashboard-dates')
    const start = dates.getByLabel('Start date')
    const end = dates.getByLabel('End date')
    await start.fill(typed(addDays(story.set.end, 1)))
    await page.keyboard.press('Tab')
    await toast(page, 'Start date cannot be after end date').waitFor()
    await end.fill(typed(addDays(story.set.start, -1)))
    await page.keyboard.press('Tab')
    await toast(page, 'End date cannot be before start date').waitFor()
    // The range stays as it was.
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({ start: story.set.start, end: story.set.end })
    // A good change is taken (by the fields, typed): the range moves and the charts count again.
    await end.fill(typed(addDays(story.set.start, 1)))
    await page.keyboard.press('Tab')
    await expect.poll(() => new URL(page.url()).searchParams.get('end')).toBe(addDays(story.set.start, 1))
  })

  it('reaches each dashboard, a date preset and a grouping from the palette', async () => {
    const { page } = await pageAs(SUPER_ADMIN, `/admin/dashboard?${story.range}`)
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    const run = async (query: string, option: string | RegExp) => {
      await page.keyboard.press('Control+K')
      await palette.waitFor()
      await page.getByRole('combobox', { name: 'Type a command or search…' }).fill(query)
      await palette.getByRole('option', { name: option }).first().click()
      await expect.poll(() => palette.count()).toBe(0)
    }
    const path = () => new URL(page.url()).pathname
    await run('Test Ride Dashboard', /^Test Ride Dashboard/)
    await expect.poll(path).toBe('/admin/test-ride-dashboard')
    await page.getByTestId('test-ride-dashboard').waitFor()
    await run('Booking Center Dashboard', /^Booking Center Dashboard/)
    await expect.poll(path).toBe('/admin/bookingCenter/dashboard')
    await page.getByTestId('booking-count-page').waitFor()
    await run('Dashboard', /^Dashboard/)
    await expect.poll(path).toBe('/admin/dashboard')
    await page.getByTestId('new-dashboard').waitFor()

    // The presets: this browser's India today.
    const today = todayInIndia(Date.now())
    const search = () => Object.fromEntries(new URL(page.url()).searchParams)
    await run('This year', /^This year/)
    await expect.poll(search).toMatchObject({ start: `${today.slice(0, 4)}-01-01`, end: `${today.slice(0, 4)}-12-31` })
    await run('Last 7 days', /^Last 7 days/)
    await expect.poll(search).toMatchObject({ start: addDays(today, -6), end: today })
    await run('Group calls by week', /^Group calls by week/)
    await expect.poll(() => search().group).toBe('Week')
    await expect
      .poll(() => page.getByTestId('call-grouping').getByRole('button', { name: 'Week' }).getAttribute('aria-pressed'))
      .toBe('true')
  })

  it('shows the franchise partner only their own figures', async () => {
    const e = expected(story.set, true)
    const { page } = await pageAs(FRANCHISE, `/admin/dashboard?${story.range}`)
    for (const id of CHARTS) await chartReady(page, id)
    await expect.poll(() => column(page, 'chart-vehicle-status')).toEqual(e.bookingStages())
    await expect.poll(() => column(page, 'chart-crm-status')).toEqual(e.crm)
    await expect.poll(() => columnSums(page, 'chart-call-status')).toEqual([e.calls.incoming, e.calls.outgoing, e.calls.missed])
    await expect.poll(() => column(page, 'chart-retrofitment')).toEqual([e.retrofit.kit, e.retrofit.battery, e.retrofit.painting])
    // The riders of the franchise's bookings, among them the one of this period.
    expect(Number((await statValue(page, 'card-total-users')).replace(/\D/g, ''))).toBeGreaterThanOrEqual(e.preBookings)

    await page.goto(`/admin/dashboard?view=classic&${story.range}`)
    await chartReady(page, 'chart-pre-booking')
    await expect.poll(() => columnSums(page, 'chart-pre-booking')).toEqual([e.preBookings])
    await expect.poll(() => columnSums(page, 'chart-enquiry-stats')).toEqual([0, 0])

    await page.goto(`/admin/test-ride-dashboard?${story.range}`)
    await expect.poll(() => statValue(page, 'card-test-rides-created')).toBe(countText(e.drives.created()))
    await expect.poll(() => statValue(page, 'card-test-rides-booked')).toBe(countText(e.drives.created()))

    await page.goto(`/admin/bookingCenter/dashboard?${story.range}`)
    await chartReady(page, 'chart-booking-count')
    await expect.poll(() => columnSums(page, 'chart-booking-count')).toEqual([e.preBookings])
  })

  it('shows each chart its retry state with the network to the API cut, and draws it on Retry', async () => {
    const { page } = await pageAs(SUPER_ADMIN, `/admin/dashboard?${story.range}`)
    await chartReady(page, 'chart-call-status')
    const cut = (r: Parameters<Parameters<Page['route']>[1]>[0]) => r.abort()
    await page.route('**/api/admin/dashboard/**', cut)
    await page.reload()
    await page.getByTestId('new-dashboard').waitFor()
    for (const id of CHARTS) {
      await expect.poll(() => page.getByTestId(id).getAttribute('data-state'), { timeout: 30_000 }).toBe('error')
      await page.getByTestId(id).locator('[data-slot="chart-retry"]').waitFor()
    }
    await page.getByTestId('card-service-stations').locator('[data-slot="chart-retry"]').waitFor()
    // The page is there (the cards, the filters), never blank; the charts say it, not the client's generic toast.
    await page.getByRole('heading', { name: 'Global Statistics' }).waitFor()
    expect(await toasts(page).filter({ hasText: 'Timeout Error.' }).count()).toBe(0)

    await page.unroute('**/api/admin/dashboard/**', cut)
    for (const id of CHARTS) {
      await page.getByTestId(id).locator('[data-slot="chart-retry"] button').click()
      await chartReady(page, id)
    }
    const { calls } = expected(story.set)
    await expect.poll(() => columnSums(page, 'chart-call-status')).toEqual([calls.incoming, calls.outgoing, calls.missed])
  })
})
