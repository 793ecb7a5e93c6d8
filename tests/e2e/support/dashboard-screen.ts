import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import type { Account } from './dashboard-api'

/** Reading the dashboards' screens as a user does: the cards' figures and each chart's "View as table". */

const card = (page: Page, testId: string) => page.getByTestId(testId)

/** Waits for a chart card to have drawn its figures. */
export async function chartReady(page: Page, testId: string): Promise<void> {
  await expect.poll(() => card(page, testId).getAttribute('data-state'), { timeout: 30_000 }).toBe('ready')
}

/** A chart's data as its table shows it (the toggle switched on if it is off): one array of cell texts per row. */
export async function chartTable(page: Page, testId: string): Promise<string[][]> {
  const toggle = card(page, testId).locator('[data-slot="chart-view-toggle"]')
  if ((await toggle.count()) === 0) return []
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click()
  return card(page, testId)
    .locator('[data-slot="chart-table"] tbody tr')
    .evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())))
}

const number = (text: string) => Number(text.replace(/[^\d.-]/g, ''))

/** A chart table's numeric columns (every column but the first), each summed. */
export async function columnSums(page: Page, testId: string): Promise<number[]> {
  const rows = await chartTable(page, testId)
  const sums: number[] = []
  for (const r of rows) r.slice(1).forEach((c, i) => (sums[i] = (sums[i] ?? 0) + number(c)))
  return sums
}

/** A chart table's column of numbers (the first series by default), in its rows' order. */
export async function column(page: Page, testId: string, index = 1): Promise<number[]> {
  return (await chartTable(page, testId)).map((r) => number(r[index] ?? ''))
}

/** A chart table's rows as label → first number. */
export async function labelled(page: Page, testId: string): Promise<Record<string, number>> {
  return Object.fromEntries((await chartTable(page, testId)).map((r) => [r[0], number(r[1] ?? '')]))
}

/** A card's figure, once loaded. */
export async function statValue(page: Page, testId: string): Promise<string> {
  const value = card(page, testId).locator('[data-slot="stat-value"]')
  await expect.poll(() => value.innerText(), { timeout: 30_000 }).not.toBe('…')
  return value.innerText()
}

/** A count as the cards write it (en: 1,234). */
export const countText = (n: number) => new Intl.NumberFormat('en').format(n)
/** Paise as the cards write money (₹ with Indian grouping and two decimals). */
export function moneyText(paise: number): string {
  const rupees = String(Math.floor(paise / 100))
  const last3 = rupees.slice(-3)
  const rest = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')
  return `₹${rest ? `${rest},${last3}` : last3}.${String(paise % 100).padStart(2, '0')}`
}

/** Every row of a list call (pages of 100). */
export async function allRows<T>(who: Account, path: string, body: object = {}): Promise<T[]> {
  const out: T[] = []
  for (let page = 0; ; page++) {
    const a = await who.ok<{ rows: T[]; pages: number }>('POST', path, { ...body, page, pageSize: 100 })
    out.push(...a.rows)
    if (page + 1 >= a.pages) return out
  }
}

/** A list call's count of records. */
export async function listCount(who: Account, path: string, body: object = {}): Promise<number> {
  return (await who.ok<{ filterRecords: number }>('POST', path, { ...body, page: 0, pageSize: 1 })).filterRecords
}

/**
 * The all-time figures the cards show, counted from the modules' own lists: riders (users of type user) and their
 * trips, service centres, enquiries, vehicle models, test drives, bookings and what was paid, recharges by plan.
 */
export async function allTimeFigures(admin: Account) {
  const riders = await allRows<{ _id: string; vehicleNo: string | null }>(admin, '/user/all', { userType: 'user' })
  let rides = 0
  for (let i = 0; i < riders.length; i += 10) {
    const counts = await Promise.all(riders.slice(i, i + 10).map((r) => listCount(admin, '/trip/all', { userId: r._id })))
    rides += counts.reduce((a, n) => a + n, 0)
  }
  const recharges = await allRows<{ planTitle: string; amount: number }>(admin, '/subscription/all')
  const plans: Record<string, number> = {}
  for (const r of recharges) plans[r.planTitle] = (plans[r.planTitle] ?? 0) + 1
  const bookings = await allRows<{ bookingCustomerPaid: number }>(admin, '/booking/all', { active: true })
  return {
    users: riders.length,
    registeredVehicles: riders.filter((r) => r.vehicleNo).length,
    rides,
    plansRevenuePaise: recharges.reduce((a, r) => a + r.amount, 0),
    plans,
    stations: await listCount(admin, '/servicecenter/all', { active: true }),
    models: await listCount(admin, '/vehicleModel/all', { active: true }),
    enquiries: {
      total: await listCount(admin, '/enquiry/all', { active: true }),
      open: await listCount(admin, '/enquiry/all', { active: true, status: 'open' }),
      closed: await listCount(admin, '/enquiry/all', { active: true, status: 'closed' }),
    },
    testRides: await listCount(admin, '/testdrive/all'),
    preBookings: bookings.length,
    paidPaise: bookings.reduce((a, b) => a + b.bookingCustomerPaid, 0),
  }
}
export type AllTime = Awaited<ReturnType<typeof allTimeFigures>>
