import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { ServiceRequestDetails, ServiceRequestRow } from '../../shared/api/servicereq'
import { expectAccessible } from './support/browser'
import { choose, shownValue } from './support/fields'
import { adminCall, bodyRows, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'
import { indiaDayFromToday } from './support/days'

const SUPER_ADMIN = '9000000001'
/** The Koramangala centre's manager (scc): sees that centre's requests only. */
const SERVICE = '9000000004'
/** Ravi, a worker of the Koramangala centre. */
const TECHNICIAN = '9000000005'
const CENTRE = 'Koramangala Service Centre'
const SERVICE_ASKED = 'Brake pads front and rear'
/** A demo catalogue service (server/modules/services/seed.ts): ₹650, no discount, 18% tax. */
const CATALOGUE_SERVICE = 'Brake pad replacement'

type Requests = { rows: ServiceRequestRow[]; filterRecords: number }
const requests = (page: Page, body: Record<string, unknown> = {}) =>
  adminCall<Requests>(page, '/servicereq/all', { page: 0, pageSize: 1000, ...body })
const details = async (page: Page, recordId: string) =>
  (await adminCall<{ serviceRequest: ServiceRequestDetails }>(page, '/servicereq/details', { recordId })).serviceRequest

/**
 * Issue 18's service requests in Chromium: the super admin files a request for a rider at the Koramangala centre
 * (the customer found by mobile number, a catalogue service and a typed one, the catalogue one added to the estimate
 * at its net price, an estimate line typed), confirms it, is told to assign a technician
 * before In service, assigns Ravi, starts it, is told a final bill comes before Ready, adds the bill line, and moves it to
 * Ready and Delivered, each move an action of the toolbar or the palette offered only while the status allows it. The
 * centre's manager then sees only that centre's requests.
 */
describe('service requests in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  const rowOf = (page: Page, id: string) => page.locator(`[data-slot="grid-body"] > [role="row"][data-row-key="${id}"]`)
  const selectRow = async (page: Page, id: string) => {
    if ((await rowOf(page, id).getAttribute('aria-selected')) !== 'true') await rowOf(page, id).click()
    await expect.poll(() => rowOf(page, id).getAttribute('aria-selected')).toBe('true')
  }
  const statusOf = async (page: Page, id: string) => (await details(page, id)).status

  it('files a request, assigns the technician and moves it to Delivered, each rule said on the way', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/servicereq')
    await bodyRows(page).first().waitFor()
    await expectAccessible(page, 'service requests screen')
    const rider = (await requests(page)).rows.find((r) => r.customer !== null)!.customer!
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    const dialog = page.getByTestId('servicereq-dialog')
    await dialog.getByRole('heading', { name: 'Add Service Request' }).waitFor()
    const field = (name: string) => dialog.locator(`[name="${name}"]`)
    await field('customerMobileNo').fill(rider.mobileNo)
    await expect.poll(() => dialog.getByTestId('servicereq-customer-name').innerText()).toContain(rider.fname)
    // A select never opens on its placeholder (issue 35): with nothing chosen, on the first centre (the placeholder
    // listed but not a choice); with a centre chosen, on that centre.
    const focusedOption = () => page.evaluate(() => document.activeElement?.getAttribute('data-value') ?? null)
    const openByKeyboard = async () => {
      await field('scuId').focus()
      await page.keyboard.press('Enter')
      await page.getByRole('listbox').waitFor()
    }
    await openByKeyboard()
    const options = page.getByRole('listbox').getByRole('option')
    expect(await options.first().getAttribute('aria-disabled')).toBe('true')
    const firstCentre = await options.nth(1).getAttribute('data-value')
    await expect.poll(focusedOption).toBe(firstCentre)
    await page.keyboard.press('Escape')
    await page.getByRole('listbox').waitFor({ state: 'hidden' })
    await choose(field('scuId'), { label: CENTRE })
    await openByKeyboard()
    const chosen = await page.getByRole('listbox').getByRole('option', { name: CENTRE, exact: true }).getAttribute('data-value')
    await expect.poll(focusedOption).toBe(chosen)
    // Chosen, the placeholder takes the choice back.
    expect(await options.first().getAttribute('aria-disabled')).toBeNull()
    await page.keyboard.press('Escape')
    await page.getByRole('listbox').waitFor({ state: 'hidden' })
    await dialog.locator('input[name="requestedDay"]').fill(indiaDayFromToday(2))
    await choose(field('slot'), 'morning')
    // A new request starts with one service row: picked from the catalogue by keyboard (searched, Enter), then a
    // second one the catalogue lacks, typed (offered as free text).
    const service = (n: number) => dialog.getByRole('combobox', { name: `Service ${n}`, exact: true })
    await service(1).focus()
    await page.keyboard.press('Enter')
    const search = page.getByRole('combobox', { name: 'Search services' })
    await search.waitFor()
    await page.keyboard.type('brake pad')
    await expect.poll(() => page.getByRole('option').first().innerText()).toContain(CATALOGUE_SERVICE)
    await page.keyboard.press('Enter')
    await expect.poll(() => service(1).innerText()).toBe(CATALOGUE_SERVICE)
    await dialog.getByRole('button', { name: 'Add service', exact: true }).click()
    await service(2).click()
    await search.fill(SERVICE_ASKED)
    await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual([`Use “${SERVICE_ASKED}” (not in the catalogue)`])
    await page.keyboard.press('Enter')
    await expect.poll(() => service(2).innerText()).toBe(SERVICE_ASKED)
    // Add services: the catalogue one at its net price (₹650 plus 18% tax), the typed one has none; twice adds nothing.
    const addServices = dialog.getByRole('button', { name: 'Add services to Estimate' })
    await addServices.click()
    await expect.poll(() => field('estimate.0.description').inputValue()).toBe(CATALOGUE_SERVICE)
    expect(await field('estimate.0.amount').inputValue()).toBe('767.00')
    await expect.poll(() => dialog.getByTestId('servicereq-estimate-total').innerText()).toContain('₹767.00')
    await addServices.click()
    await toast(page, 'Nothing added to Estimate').waitFor()
    expect(await dialog.getByTestId('servicereq-estimate-line').count()).toBe(1)
    await dialog.getByRole('button', { name: 'Add line to Estimate' }).click()
    await field('estimate.1.description').fill('Labour')
    await field('estimate.1.amount').fill('1083.50')
    await expect.poll(() => dialog.getByTestId('servicereq-estimate-total').innerText()).toContain('₹1,850.50')
    await expectAccessible(page, 'add service request dialog')
    await field('customerMobileNo').focus()
    await page.keyboard.press('Control+s')
    await toast(page, 'Service request created').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const created = (await requests(page, { keyword: rider.mobileNo })).rows.find((r) => r.services.includes(SERVICE_ASKED))!
    expect(created).toMatchObject({
      status: 'requested',
      serviceCentre: { title: CENTRE },
      services: [CATALOGUE_SERVICE, SERVICE_ASKED],
      estimate: [
        { description: CATALOGUE_SERVICE, amountPaise: 76_700 },
        { description: 'Labour', amountPaise: 108_350 },
      ],
      estimateTotal: 185_050,
      technician: null,
    })

    // Confirmed from the toolbar; In service is refused until a technician is assigned.
    await page.getByRole('searchbox', { name: 'Search' }).fill(created.requestNo)
    await expect.poll(() => bodyRows(page).count()).toBe(1)
    await selectRow(page, created._id)
    // View shows the services and lines as read-only values: no picker, no Add services.
    await toolbarButton(page, 'view').click()
    await dialog.getByRole('heading', { name: 'View Service Request' }).waitFor()
    await expect.poll(() => shownValue(dialog, 'services.0.text').innerText()).toBe(CATALOGUE_SERVICE)
    expect(await shownValue(dialog, 'services.1.text').innerText()).toBe(SERVICE_ASKED)
    expect(await shownValue(dialog, 'estimate.0.amount').innerText()).toBe('767.00')
    expect(await dialog.getByRole('combobox').count()).toBe(0)
    expect(await dialog.getByRole('button', { name: 'Add services to Estimate' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    await selectRow(page, created._id)
    await toolbarButton(page, 'confirmServiceRequest').click()
    await expect.poll(() => statusOf(page, created._id)).toBe('confirmed')
    await expect.poll(() => rowOf(page, created._id).innerText()).toContain('Confirmed')
    await selectRow(page, created._id)
    expect(await toolbarButton(page, 'confirmServiceRequest').count()).toBe(0)
    await toolbarButton(page, 'startServiceRequest').click()
    await toast(page, 'Assign a technician before moving the request to In service').waitFor()
    expect(await statusOf(page, created._id)).toBe('confirmed')

    await selectRow(page, created._id)
    await toolbarButton(page, 'assign').click()
    const assign = page.getByTestId('servicereq-assign')
    await assign.getByRole('heading', { name: 'Assign Technician' }).waitFor()
    await choose(assign.locator('[name="technicianId"]'), { label: `Ravi Technician (${TECHNICIAN})` })
    await expectAccessible(page, 'assign technician dialog')
    await page.keyboard.press('Control+s')
    await toast(page, 'Service request assigned').waitFor()
    await assign.waitFor({ state: 'hidden' })
    expect(await details(page, created._id)).toMatchObject({ status: 'confirmed', technician: { fname: 'Ravi' } })

    // In service from the palette; Ready is refused without a final bill.
    await selectRow(page, created._id)
    await page.keyboard.press('Control+K')
    await page.getByRole('combobox', { name: 'Type a command or search…' }).fill('in service')
    await expect.poll(() => page.getByRole('option').first().innerText()).toMatch(/^Move service request to In service/)
    await page.keyboard.press('Enter')
    await expect.poll(() => statusOf(page, created._id)).toBe('inservice')
    await selectRow(page, created._id)
    await toolbarButton(page, 'readyServiceRequest').click()
    await toast(page, 'Add at least one final bill line before moving the request to Ready').waitFor()

    // The final bill in the edit dialog, then Ready and Delivered.
    await selectRow(page, created._id)
    await toolbarButton(page, 'edit').click()
    await dialog.getByRole('heading', { name: 'Edit Service Request' }).waitFor()
    await dialog.getByRole('button', { name: 'Add line to Final bill' }).click()
    await field('bill.0.description').fill('Brake pads (pair) and labour')
    await field('bill.0.amount').fill('1790')
    await expect.poll(() => dialog.getByTestId('servicereq-bill-total').innerText()).toContain('₹1,790.00')
    await field('remarks').focus()
    await page.keyboard.press('Control+s')
    await toast(page, 'Updated successfully').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    for (const [action, stored, shown] of [
      ['readyServiceRequest', 'ready', 'Ready'],
      ['deliverServiceRequest', 'delivered', 'Delivered'],
    ] as const) {
      await selectRow(page, created._id)
      await toolbarButton(page, action).click()
      await expect.poll(() => statusOf(page, created._id)).toBe(stored)
      await expect.poll(() => rowOf(page, created._id).innerText()).toContain(shown)
    }
    expect(await details(page, created._id)).toMatchObject({ billTotal: 179_000, technician: { fname: 'Ravi' } })

    // Every move in its logs.
    await selectRow(page, created._id)
    await toolbarButton(page, 'logs').click()
    const logs = page.getByTestId('servicereq-logs')
    await expect.poll(() => logs.getByText('Status changed').count()).toBeGreaterThanOrEqual(4)
    await logs.getByText('Technician assigned').first().waitFor()
    await expectAccessible(page, 'service request logs')
    await context.close()
  })

  it('shows the Koramangala manager only its centre’s requests', async () => {
    const { context, page } = await pageAs(SERVICE, '/admin/servicereq')
    await bodyRows(page).first().waitFor()
    const own = await requests(page)
    expect(own.rows.length).toBeGreaterThan(1)
    expect(own.rows.every((r) => r.serviceCentre.title === CENTRE)).toBe(true)
    expect(own.rows.some((r) => r.services.includes(SERVICE_ASKED))).toBe(true)
    const shown = await bodyRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')))
    for (const id of shown) expect(own.rows.map((r) => r._id)).toContain(id)
    await expectAccessible(page, 'service requests screen (service centre)')
    await context.close()
  })
})
