import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { ServiceCenterDetails, ServiceCenterRow } from '../../shared/api/servicecenter'
import type { TicketDetails, TicketRow } from '../../shared/api/ticket'
import { expectAccessible } from './support/browser'
import { choose } from './support/fields'
import { adminCall, bodyRows, grid, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
/** The Koramangala centre's manager (scc): sees that centre's tickets, requests and SCU entry only. */
const SERVICE = '9000000004'
/** Ravi, a worker (technician): moved to the new centre here, then sees the tickets assigned to him only. */
const TECHNICIAN = '9000000005'
const KORAMANGALA = 'Koramangala Service Centre'
/** The centre the walk-through adds. */
const CENTRE = 'Sarjapur Road Service Centre'
const TICKET = 'Charger light stays red after a full night'

const pad = (n: number) => String(n).padStart(2, '0')
/** The day `days` from today in India (the server's days), as dd/MM/yyyy. */
function dayFromToday(days: number): string {
  const d = new Date(Date.now() + 330 * 60_000 + days * 86_400_000)
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`
}

type Centres = { rows: ServiceCenterRow[]; filterRecords: number }
const centres = (page: Page, body: Record<string, unknown> = {}) =>
  adminCall<Centres>(page, '/servicecenter/all', { page: 0, pageSize: 100, ...body })
type Tickets = { rows: TicketRow[]; filterRecords: number }
const tickets = (page: Page, body: Record<string, unknown> = {}) =>
  adminCall<Tickets>(page, '/ticket/all', { page: 0, pageSize: 1000, ...body })
const ticketDetails = async (page: Page, recordId: string) =>
  (await adminCall<{ ticket: TicketDetails }>(page, '/ticket/details', { recordId })).ticket

/**
 * Issue 18's walk-through in Chromium, one story (the network is local only: the map draws offline, and the
 * Directions tab is intercepted): the super admin adds a centre with two branches, its location picked on the map by
 * keyboard and a branch's by place search, and opens its Directions link; moves the technician to it in the user form
 * (whose centre picker reads the same tables); files a ticket for it, assigns the technician, puts it on hold (Hold
 * Till asked first, then the day-of-resolving rule), works, resolves and reopens it and posts a comment with
 * Ctrl+Enter. Then the technician sees the tickets assigned to him only, and the Koramangala manager (scc) only that
 * centre's tickets and SCU entry. axe on every screen and dialog on the way.
 */
describe('the service network in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  const rowOf = (page: Page, id: string) => page.locator(`[data-slot="grid-body"] > [role="row"][data-row-key="${id}"]`)
  /** The row selected (a click on a selected row would clear it). */
  const selectRow = async (page: Page, id: string) => {
    if ((await rowOf(page, id).getAttribute('aria-selected')) !== 'true') await rowOf(page, id).click()
    await expect.poll(() => rowOf(page, id).getAttribute('aria-selected')).toBe('true')
  }
  const stageOf = async (page: Page, id: string) => (await ticketDetails(page, id)).stage

  it('adds a centre with two branches, picking the location on the offline map by keyboard and a branch’s by place search', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/servicecenter')
    await bodyRows(page).first().waitFor()
    await expectAccessible(page, 'service centres screen')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    const dialog = page.getByTestId('servicecenter-dialog')
    await dialog.getByRole('heading', { name: 'Add Service Center' }).waitFor()
    const field = (name: string) => dialog.locator(`[name="${name}"]`)

    await field('title').fill(CENTRE)
    await field('mobileNo').fill('8041231234')
    await field('email').fill('sarjapur@ev-service')
    await field('address').fill('88, Sarjapur Main Road, Bengaluru')
    await field('city').fill('Bengaluru')
    await field('state').fill('Karnataka')
    await field('pin').fill('560035')
    // Saving now: the official email and the location are refused with their messages.
    await field('title').focus()
    await page.keyboard.press('Control+s')
    await dialog.getByText('Please enter valid official email').waitFor()
    await expect.poll(() => dialog.getByText('Please pick the location on the map or enter its longitude and latitude').count()).toBe(2)
    await field('email').fill('sarjapur@ev-service.example.com')

    // The offline map: Bangalore at zoom 13, no tile requested; the keys pick and move the point.
    const map = dialog.getByRole('application', { name: 'Location of the service centre' })
    await map.waitFor()
    expect(await map.getAttribute('data-zoom')).toBe('13')
    expect(await dialog.locator('img[src*="{z}"], [data-testid="servicecenter-location-map"] img').count()).toBe(0)
    await map.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => field('longitude').inputValue()).not.toBe('')
    const start = Number(await field('longitude').inputValue())
    expect(start).toBeCloseTo(77.5946 + (10 * 360) / 2 ** 21, 5)
    await page.keyboard.press('Shift+ArrowRight')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('+')
    expect(await map.getAttribute('data-zoom')).toBe('14')
    await page.keyboard.press('-')
    const lng = Number(await field('longitude').inputValue())
    const lat = Number(await field('latitude').inputValue())
    expect(lng).toBeGreaterThan(start)
    expect(lat).toBeLessThan(12.9716)
    await expect.poll(() => dialog.getByTestId('map-status').first().innerText()).toContain(lat.toFixed(6))

    // Two branches: the first placed by the place search, the second without a location.
    await dialog.getByRole('button', { name: 'Add branch' }).click()
    await field('branches.0.name').fill('Bellandur Gate')
    await field('branches.0.address').fill('5, Outer Ring Road, Bellandur')
    await dialog.getByRole('button', { name: 'Location of Bellandur Gate' }).click()
    const search = dialog.getByLabel('Search a place for branch Bellandur Gate')
    await search.fill('HSR')
    await search.press('Enter')
    await dialog.getByRole('button', { name: 'HSR Layout, Karnataka, India' }).click()
    await expect.poll(() => field('branches.0.longitude').inputValue()).toBe('77.6474')
    expect(await field('branches.0.latitude').inputValue()).toBe('12.9116')
    await dialog.getByRole('button', { name: 'Add branch' }).click()
    await field('branches.1.name').fill('Carmelaram')
    await expectAccessible(page, 'add service center dialog')

    // Directions opens the provider's address in a new tab (intercepted: the network is local only).
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>maps</title>' }),
    )
    const [tab] = await Promise.all([context.waitForEvent('page'), dialog.getByTestId('servicecenter-location-directions').click()])
    await expect.poll(() => tab!.url()).toBe(`https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`)
    await tab!.close()

    await field('title').focus()
    await page.keyboard.press('Control+s')
    await toast(page, 'Saved successfully').waitFor()
    const row = (await centres(page, { keyword: CENTRE })).rows[0]!
    expect(row).toMatchObject({ title: CENTRE, branchNames: ['Bellandur Gate', 'Carmelaram'], location: { coordinates: [lng, lat] } })
    const d = (await adminCall<{ centre: ServiceCenterDetails }>(page, '/servicecenter/details', { recordId: row._id })).centre
    expect(d.form.branches.map((b) => [b.name, b.location?.coordinates ?? null])).toEqual([
      ['Bellandur Gate', [77.6474, 12.9116]],
      ['Carmelaram', null],
    ])
    await context.close()
  })

  it('moves the technician to the new centre in the user form, whose centre picker finds it', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    await bodyRows(page).first().waitFor()
    await page.getByRole('searchbox', { name: 'Search' }).fill(TECHNICIAN)
    const row = grid(page).getByRole('row').filter({ hasText: 'Ravi' }).first()
    await expect.poll(() => grid(page).getByRole('row').filter({ hasText: 'Ravi' }).count()).toBe(1)
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await toolbarButton(page, 'edit').click()
    const dialog: Locator = page.getByRole('dialog', { name: /Edit user/i })
    const trigger = dialog.getByRole('combobox', { name: 'Service centre' })
    await expect.poll(() => trigger.innerText()).toContain(KORAMANGALA)
    await trigger.focus()
    await page.keyboard.press('Enter')
    const search = page.getByLabel('Search service centres')
    await search.waitFor()
    await search.fill('Sarjapur')
    await page.getByRole('option', { name: new RegExp(CENTRE) }).click()
    await expect.poll(() => trigger.innerText()).toContain(CENTRE)
    await choose(dialog.getByLabel('Branch'), { label: 'Bellandur Gate' })
    await dialog.getByLabel('First name').focus()
    await page.keyboard.press('Control+s')
    await toast(page, 'Updated successfully').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('files a ticket, assigns the technician, holds, works, resolves and reopens it, and takes a comment', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/tickets')
    await bodyRows(page).first().waitFor()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    const dialog = page.getByTestId('ticket-dialog')
    await dialog.getByRole('heading', { name: 'Create Ticket' }).waitFor()
    const field = (name: string) => dialog.locator(`[name="${name}"]`)
    // The form's own rule first: the day of resolving must fall after Hold Till.
    await field('title').fill(TICKET)
    await choose(field('scuId'), { label: CENTRE })
    await choose(field('type'), 'charging')
    await dialog.locator('input[name="dayOfResolving"]').fill(dayFromToday(3))
    await dialog.locator('input[name="holdTill"]').fill(dayFromToday(4))
    await field('title').focus()
    await page.keyboard.press('Control+s')
    await dialog.getByText('Day of resolving must be after Hold Till', { exact: true }).waitFor()
    await dialog.locator('input[name="holdTill"]').fill('')
    await field('title').focus()
    await expectAccessible(page, 'create ticket dialog')
    await page.keyboard.press('Control+s')
    await toast(page, 'Ticket created').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const ticket = (await tickets(page, { keyword: TICKET })).rows.find((r) => r.title === TICKET)!
    expect(ticket).toMatchObject({ stage: 'created', serviceCentre: { title: CENTRE }, type: 'charging', priority: 'normal' })

    await page.getByRole('searchbox', { name: 'Search' }).fill(TICKET)
    await expect.poll(() => bodyRows(page).count()).toBe(1)
    await selectRow(page, ticket._id)
    await toolbarButton(page, 'assign').click()
    const assign = page.getByTestId('ticket-assign')
    await assign.getByRole('heading', { name: 'Assign Ticket' }).waitFor()
    await choose(assign.locator('[name="assigneeId"]'), { label: `Ravi Technician (${TECHNICIAN})` })
    await expectAccessible(page, 'assign ticket dialog')
    await page.keyboard.press('Control+s')
    await toast(page, 'Ticket assigned').waitFor()
    await assign.waitFor({ state: 'hidden' })
    expect(await ticketDetails(page, ticket._id)).toMatchObject({ stage: 'assigned', assignee: { fname: 'Ravi' } })

    // On hold from the palette: the move the ticket's stage allows; Hold Till asked, then the rule on the day of resolving.
    await expect.poll(() => rowOf(page, ticket._id).innerText()).toContain('Assigned')
    await selectRow(page, ticket._id)
    await page.keyboard.press('Control+K')
    const palette = page.getByRole('combobox', { name: 'Type a command or search…' })
    await palette.fill('hold')
    await expect.poll(() => page.getByRole('option').first().innerText()).toMatch(/^Put ticket on hold/)
    await page.keyboard.press('Enter')
    const stage = page.getByTestId('ticket-stage')
    await stage.getByRole('heading', { name: 'Change Ticket Stage' }).waitFor()
    await page.keyboard.press('Control+s')
    await stage.getByText('Hold Till is required', { exact: true }).waitFor()
    await stage.locator('input[name="holdTill"]').fill(dayFromToday(5))
    await page.keyboard.press('Tab')
    await expectAccessible(page, 'change stage dialog')
    await page.keyboard.press('Control+s')
    await toast(page, 'Day of resolving must be after Hold Till').waitFor()
    expect(await stageOf(page, ticket._id)).toBe('assigned')
    await stage.locator('input[name="holdTill"]').fill(dayFromToday(1))
    await page.keyboard.press('Tab')
    await page.keyboard.press('Control+s')
    await toast(page, 'Ticket stage updated').waitFor()
    await stage.waitFor({ state: 'hidden' })
    await expect.poll(() => stageOf(page, ticket._id)).toBe('hold')
    await expect.poll(() => rowOf(page, ticket._id).innerText()).toContain('On hold')

    // In progress, resolved, reopened: one toolbar action each, offered only while the stage allows it.
    for (const [action, shown, stored] of [
      ['startTicket', 'In progress', 'inprogress'],
      ['resolveTicket', 'Resolved', 'resolved'],
      ['reopenTicket', 'Reopened', 'reopened'],
    ] as const) {
      await selectRow(page, ticket._id)
      await toolbarButton(page, action).click()
      await expect.poll(() => stageOf(page, ticket._id)).toBe(stored)
      await expect.poll(() => rowOf(page, ticket._id).innerText()).toContain(shown)
    }
    await selectRow(page, ticket._id)
    expect(await toolbarButton(page, 'reopenTicket').count()).toBe(0)

    // A comment from the view dialog with Ctrl+Enter.
    await toolbarButton(page, 'view').click()
    const view = page.getByTestId('ticket-dialog')
    await view.getByRole('heading', { name: 'View Ticket' }).waitFor()
    const box = view.locator('textarea[name="comment"]')
    await box.fill('Replaced the charger; customer to confirm tomorrow')
    await box.press('Control+Enter')
    await toast(page, 'Comment added').waitFor()
    await view.getByTestId('ticket-comment').filter({ hasText: 'Replaced the charger' }).waitFor()
    expect(await box.inputValue()).toBe('')
    await expectAccessible(page, 'view ticket dialog')
    await page.keyboard.press('Escape')
    await view.waitFor({ state: 'hidden' })
    const done = await ticketDetails(page, ticket._id)
    expect(done.commentList.map((c) => c.text)).toEqual(['Replaced the charger; customer to confirm tomorrow'])
    await expectAccessible(page, 'tickets screen')
    await context.close()
  })

  it('shows the technician only the tickets assigned to him, and the Koramangala manager only its centre’s tickets and SCU entry', async () => {
    const technician = await pageAs(TECHNICIAN, '/admin/tickets')
    await bodyRows(technician.page).first().waitFor()
    const own = await tickets(technician.page)
    expect(own.rows.length).toBeGreaterThan(1)
    expect(own.rows.every((r) => r.assignee?.fname === 'Ravi')).toBe(true)
    expect(own.rows.some((r) => r.title === TICKET)).toBe(true)
    const shown = await bodyRows(technician.page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')))
    for (const id of shown) expect(own.rows.map((r) => r._id)).toContain(id)
    await expectAccessible(technician.page, 'tickets screen (technician)')
    await technician.context.close()

    const service = await pageAs(SERVICE, '/admin/tickets')
    await bodyRows(service.page).first().waitFor()
    const centre = await tickets(service.page)
    expect(centre.rows.length).toBeGreaterThan(own.rows.length)
    expect(centre.rows.every((r) => r.serviceCentre.title === KORAMANGALA)).toBe(true)
    expect(centre.rows.some((r) => r.title === TICKET)).toBe(false)
    const listed = await bodyRows(service.page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')))
    for (const id of listed) expect(centre.rows.map((r) => r._id)).toContain(id)

    // Its own SCU entry only, with its branches on the map in view mode.
    const page = service.page
    await page.goto('/admin/servicecenter')
    await bodyRows(page).first().waitFor()
    await expect.poll(() => bodyRows(page).count()).toBe(1)
    await expect.poll(() => bodyRows(page).first().innerText()).toContain(KORAMANGALA)
    expect((await centres(page)).rows.map((r) => r.title)).toEqual([KORAMANGALA])
    await bodyRows(page).first().dblclick()
    const dialog = page.getByTestId('servicecenter-dialog')
    await dialog.getByRole('heading', { name: 'View Service Center' }).waitFor()
    await dialog.getByRole('application', { name: 'Location of the service centre' }).waitFor()
    await expect.poll(() => dialog.getByTestId('servicecenter-location-map').getByTestId('map-marker').count()).toBeGreaterThan(0)
    await expectAccessible(page, 'view service center dialog')
    await service.context.close()
  })

  it('asks before an active centre with staff and open work is switched off, saying how many, and keeps it when told no', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/servicecenter')
    await bodyRows(page).first().waitFor()
    const row = (await centres(page, { keyword: KORAMANGALA })).rows.find((r) => r.title === KORAMANGALA)!
    await page.getByRole('searchbox', { name: 'Search' }).fill(KORAMANGALA)
    await expect.poll(() => bodyRows(page).count()).toBe(1)
    await bodyRows(page).first().click()
    await toolbarButton(page, 'edit').click()
    const dialog = page.getByTestId('servicecenter-dialog')
    await dialog.getByRole('heading', { name: 'Edit Service Center' }).waitFor()
    await dialog.getByTestId('servicecenter-main').getByRole('switch', { name: 'Active' }).click()
    await dialog.locator('[name="title"]').focus()
    await page.keyboard.press('Control+s')
    const ask = page.getByTestId('servicecenter-deactivate')
    await ask.getByRole('heading', { name: 'Deactivate Service Center' }).waitFor()
    await expect
      .poll(() => ask.getByTestId('servicecenter-delete-counts').innerText())
      .toMatch(/^Still at this centre: \d+ active staff members?, \d+ open tickets?/)
    await expectAccessible(page, 'deactivate service center question')
    await page.keyboard.press('Escape')
    await ask.waitFor({ state: 'hidden' })
    // Nothing was saved: the dialog is still open with the change, the centre still active.
    await dialog.getByRole('heading', { name: 'Edit Service Center' }).waitFor()
    expect(
      (await adminCall<{ centre: ServiceCenterDetails }>(page, '/servicecenter/details', { recordId: row._id })).centre.form.active,
    ).toBe(true)
    await context.close()
  })
})
