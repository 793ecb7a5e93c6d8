import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { TicketDetails, TicketRow } from '../../shared/api/ticket'
import { expectAccessible } from './support/browser'
import { choose } from './support/fields'
import { adminCall, bodyRows, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
/** The Koramangala centre's manager (scc): sees that centre's tickets. */
const SERVICE = '9000000004'
/** Ravi, a worker of the Koramangala centre: sees the tickets assigned to him. */
const TECHNICIAN = '9000000005'
const CENTRE = 'Koramangala Service Centre'
const TITLE = 'Charger light stays red after a full night'

const pad = (n: number) => String(n).padStart(2, '0')
/** The day `days` from today in India (the server's days), as dd/MM/yyyy. */
function dayFromToday(days: number): string {
  const d = new Date(Date.now() + 330 * 60_000 + days * 86_400_000)
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`
}

type Tickets = { rows: TicketRow[]; filterRecords: number }
const list = (page: Page, body: Record<string, unknown> = {}) =>
  adminCall<Tickets>(page, '/ticket/all', { page: 0, pageSize: 1000, ...body })
const details = async (page: Page, recordId: string) =>
  (await adminCall<{ ticket: TicketDetails }>(page, '/ticket/details', { recordId })).ticket

/**
 * Issue 18's walk-through: the super admin files a ticket for the Koramangala centre, assigns the technician, puts it
 * on hold (Hold Till asked first, then the day-of-resolving rule), works it, resolves and reopens it, and posts a comment
 * with Ctrl+Enter; the technician sees only the tickets assigned to him, the centre's manager only the centre's.
 */
describe('tickets in Chromium', () => {
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
  const stageOf = async (page: Page, id: string) => (await details(page, id)).stage

  it('files a ticket, assigns the technician, holds, works, resolves and reopens it, and takes a comment', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/tickets')
    await bodyRows(page).first().waitFor()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    const dialog = page.getByTestId('ticket-dialog')
    await dialog.getByRole('heading', { name: 'Create Ticket' }).waitFor()
    const field = (name: string) => dialog.locator(`[name="${name}"]`)
    // The form's own rule first: the day of resolving must fall after Hold Till.
    await field('title').fill(TITLE)
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
    const ticket = (await list(page, { keyword: TITLE })).rows.find((r) => r.title === TITLE)!
    expect(ticket).toMatchObject({ stage: 'created', serviceCentre: { title: CENTRE }, type: 'charging', priority: 'normal' })

    await page.getByRole('searchbox', { name: 'Search' }).fill(TITLE)
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
    expect(await details(page, ticket._id)).toMatchObject({ stage: 'assigned', assignee: { fname: 'Ravi' } })

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
    const done = await details(page, ticket._id)
    expect(done.commentList.map((c) => c.text)).toEqual(['Replaced the charger; customer to confirm tomorrow'])
    await expectAccessible(page, 'tickets screen')
    await context.close()
  })

  it('shows the technician only the tickets assigned to him, and the centre only its own', async () => {
    const technician = await pageAs(TECHNICIAN, '/admin/tickets')
    await bodyRows(technician.page).first().waitFor()
    const own = await list(technician.page)
    expect(own.rows.length).toBeGreaterThan(1)
    expect(own.rows.every((r) => r.assignee?.fname === 'Ravi')).toBe(true)
    expect(own.rows.some((r) => r.title === TITLE)).toBe(true)
    const shown = await bodyRows(technician.page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')))
    for (const id of shown) expect(own.rows.map((r) => r._id)).toContain(id)
    await expectAccessible(technician.page, 'tickets screen (technician)')
    await technician.context.close()

    const service = await pageAs(SERVICE, '/admin/tickets')
    await bodyRows(service.page).first().waitFor()
    const centre = await list(service.page)
    expect(centre.rows.length).toBeGreaterThan(own.rows.length)
    expect(centre.rows.every((r) => r.serviceCentre.title === CENTRE)).toBe(true)
    const listed = await bodyRows(service.page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')))
    for (const id of listed) expect(centre.rows.map((r) => r._id)).toContain(id)
    await service.context.close()
  })
})
