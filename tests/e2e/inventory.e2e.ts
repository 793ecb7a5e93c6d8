import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { read, utils } from 'xlsx'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { BookingDetails, BookingRow } from '../../shared/api/booking'
import type { OrderRequestDetails, OrderRequestRow } from '../../shared/api/orderreq'
import type { ScuStockRow } from '../../shared/api/scustocks'
import type { ServiceRequestDetails, ServiceRequestRow } from '../../shared/api/servicereq'
import { expectAccessible } from './support/browser'
import { choose } from './support/fields'
import { adminCall, bodyRows, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
/** The Koramangala centre's manager (scc): orders for its centre and receives them. */
const SERVICE = '9000000004'
const CENTRE = 'Koramangala Service Centre'
const SKU = 'BAT-LFP-60V-30AH'
const BATTERY = 'LFP battery pack 60V 30Ah'

const KIT_SKU = 'KIT-CONV-60V-1.5KW'
const KIT = 'Conversion kit 60V 1.5 kW (scooter)'

const stockOf = async (page: Page, sku = SKU) =>
  (await adminCall<{ rows: ScuStockRow[] }>(page, '/inventory/stocks/all', { page: 0, pageSize: 100, keyword: sku })).rows.find(
    (r) => r.serviceCentre.title === CENTRE && r.product.sku === sku,
  )?.onHand ?? 0
const orders = (page: Page) => adminCall<{ rows: OrderRequestRow[] }>(page, '/orderreq/all', { page: 0, pageSize: 1000 })
const orderOf = async (page: Page, recordId: string) =>
  (await adminCall<{ orderRequest: OrderRequestDetails }>(page, '/orderreq/details', { recordId })).orderRequest

/**
 * Issue 19 in Chromium: the service-centre account orders 10 batteries; the super admin accepts, ships and delivers
 * the order, each from the toolbar while the order's step allows it; the centre marks 9 received, the toast and the
 * order say one is short, and the centre's stock shows 9 more with the receipt in its history; a service request of the
 * centre asking more batteries than it holds is refused and nothing moves, one is issued; a booking of the centre has
 * its kit and a battery fitted from the keyboard (the palette, Ctrl+S), each one fewer on hand. Then the product
 * export: its two extra sheets hold each product's lines with url and content base64 encoded, as spec 002 says.
 */
describe('inventory in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors, { acceptDownloads: true })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-inventory-'))
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  const rowOf = (page: Page, id: string) => page.locator(`[data-slot="grid-body"] > [role="row"][data-row-key="${id}"]`)
  const selectRow = async (page: Page, id: string) => {
    await rowOf(page, id).waitFor()
    if ((await rowOf(page, id).getAttribute('aria-selected')) !== 'true') await rowOf(page, id).click()
    await expect.poll(() => rowOf(page, id).getAttribute('aria-selected')).toBe('true')
  }
  let orderId = ''
  let before = 0

  it('the service centre orders 10 batteries', async () => {
    const { context, page } = await pageAs(SERVICE, '/admin/orderreq')
    await bodyRows(page).first().waitFor()
    before = await stockOf(page)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    const dialog = page.getByTestId('orderreq-dialog')
    await dialog.getByRole('heading', { name: 'Place Order' }).waitFor()
    // A new order starts with one line.
    await choose(dialog.locator('[name="lines.0.productId"]'), { label: `${BATTERY} (${SKU})` })
    await dialog.locator('[name="lines.0.quantity"]').fill('10')
    await expect.poll(() => dialog.getByTestId('orderreq-lines-total').innerText()).toContain('10')
    await expectAccessible(page, 'place order dialog')
    await dialog.locator('[name="lines.0.quantity"]').focus()
    await page.keyboard.press('Control+s')
    await toast(page, 'Order placed').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const placed = (await orders(page)).rows.filter((r) => r.status === 'orderPlaced' && r.totalQuantity === 10)
    orderId = placed.sort((a, b) => b.placedAt - a.placedAt)[0]!._id
    expect(await orderOf(page, orderId)).toMatchObject({
      serviceCentre: { title: CENTRE },
      lines: [{ product: { sku: SKU }, quantity: 10 }],
    })
    await context.close()
  })

  it('the super admin accepts, ships and delivers it, one step at a time', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/orderreq')
    await bodyRows(page).first().waitFor()
    const number = (await orderOf(page, orderId)).orderNo
    await page.getByRole('searchbox', { name: 'Search' }).fill(number)
    for (const [action, status] of [
      ['acceptOrder', 'accepted'],
      ['shipOrder', 'shipped'],
      ['deliverOrder', 'delivered'],
    ] as const) {
      await selectRow(page, orderId)
      await toolbarButton(page, action).click()
      await expect.poll(async () => (await orderOf(page, orderId)).status).toBe(status)
    }
    await selectRow(page, orderId)
    expect(await toolbarButton(page, 'withdrawOrder').count()).toBe(0)
    await expectAccessible(page, 'order requests screen')
    await context.close()
  })

  it('the centre marks 9 received: one short, and its stock shows 9 more', async () => {
    const { context, page } = await pageAs(SERVICE, '/admin/orderreq')
    await bodyRows(page).first().waitFor()
    await selectRow(page, orderId)
    await toolbarButton(page, 'receiveOrder').click()
    const dialog = page.getByTestId('orderreq-receive')
    await dialog.getByRole('heading', { name: 'Mark As Recieved' }).waitFor()
    await dialog.getByTestId('orderreq-received-quantity').first().fill('9')
    await expectAccessible(page, 'mark as received dialog')
    await page.keyboard.press('Control+s')
    await toast(page, /Order marked as received: 1 .* short/).waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const order = await orderOf(page, orderId)
    expect(order).toMatchObject({ status: 'markAsRecieved', lines: [{ quantity: 10, received: 9, shortfall: 1 }] })
    expect(order.steps.map((s) => s.step)).toEqual(['orderPlaced', 'accepted', 'shipped', 'delivered', 'markAsRecieved'])

    await page.goto('/admin/scustocks')
    await bodyRows(page).first().waitFor()
    expect(await stockOf(page)).toBe(before + 9)
    await page.getByRole('searchbox', { name: 'Search' }).fill(SKU)
    const row = bodyRows(page).filter({ hasText: SKU }).first()
    await expect.poll(() => row.innerText()).toContain(String(before + 9))
    await row.click()
    await toolbarButton(page, 'logs').click()
    const history = page.getByTestId('scustocks-history')
    await history.getByRole('heading', { name: 'Stock History' }).waitFor()
    await expect.poll(() => history.getByTestId('scustocks-history-table').innerText()).toContain('+9')
    await expectAccessible(page, 'stock history dialog')
    await context.close()
  })

  it('a service request that issues more batteries than the centre holds is refused and changes nothing; one is issued', async () => {
    const { context, page } = await pageAs(SERVICE, '/admin/servicereq')
    await bodyRows(page).first().waitFor()
    const held = await stockOf(page)
    const open = (await adminCall<{ rows: ServiceRequestRow[] }>(page, '/servicereq/all', { page: 0, pageSize: 1000 })).rows.find(
      (r) => r.status === 'confirmed' || r.status === 'inservice',
    )!
    await page.getByRole('searchbox', { name: 'Search' }).fill(open.requestNo)
    await selectRow(page, open._id)
    await toolbarButton(page, 'issueParts').click()
    const dialog = page.getByTestId('servicereq-parts-dialog')
    await dialog.getByRole('heading', { name: 'Issue Parts' }).waitFor()
    await choose(dialog.locator('[name="productId"]'), { label: `${BATTERY} (${SKU}) — ${held} on hand` })
    await dialog.locator('[name="quantity"]').fill(String(held + 1))
    await expectAccessible(page, 'issue parts dialog')
    await page.keyboard.press('Control+s')
    await toast(page, 'insufficient stock').waitFor()
    expect(await stockOf(page)).toBe(held)
    await dialog.locator('[name="quantity"]').fill('1')
    await page.keyboard.press('Control+s')
    await toast(page, 'Parts issued').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    expect(await stockOf(page)).toBe(held - 1)
    const details = (await adminCall<{ serviceRequest: ServiceRequestDetails }>(page, '/servicereq/details', { recordId: open._id }))
      .serviceRequest
    expect(details.parts).toEqual(expect.arrayContaining([expect.objectContaining({ sku: SKU, quantity: 1 })]))
    await context.close()
  })

  it('fits a booking’s kit and battery from the centre’s stock, by keyboard: one fewer of each on hand, the fitting in its view', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/booking')
    await bodyRows(page).first().waitFor()
    const [kitHeld, batteryHeld] = [await stockOf(page, KIT_SKU), await stockOf(page)]
    const booking = (await adminCall<{ rows: BookingRow[] }>(page, '/booking/all', { page: 0, pageSize: 1000 })).rows.find(
      (r) => r.serviceCentre === CENTRE && r.active && r.status !== 'cancelled' && r.kitFittedAt === null,
    )!
    await page.getByRole('searchbox', { name: 'Search' }).fill(booking.orderId)
    await selectRow(page, booking._id)
    await page.keyboard.press('Control+K')
    await page.getByRole('combobox', { name: 'Type a command or search…' }).pressSequentially('Fit kit')
    await page.keyboard.press('Enter')
    const dialog = page.getByTestId('booking-kit-dialog')
    await dialog.getByRole('heading', { name: 'Fit Kit' }).waitFor()
    expect(await dialog.locator('[name="kitNumber"]').inputValue()).toBe(booking.kitNumber ?? '')
    await choose(dialog.locator('[name="kitProductId"]'), { label: `${KIT} (${KIT_SKU}) — ${kitHeld} on hand` })
    await choose(dialog.locator('[name="batteryProductId"]'), { label: `${BATTERY} (${SKU}) — ${batteryHeld} on hand` })
    const kitNumber = `E2E-KIT-${Date.now()}`
    await dialog.locator('[name="kitNumber"]').focus()
    await page.keyboard.press('Control+a')
    await page.keyboard.type(kitNumber.toLowerCase())
    await dialog.locator('[name="batteryNumber"]').focus()
    await page.keyboard.press('Control+a')
    await page.keyboard.type(`E2E-BAT-${Date.now()}`)
    await expectAccessible(page, 'fit kit dialog')
    await page.keyboard.press('Control+s')
    await toast(page, 'Kit fitted').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    expect([await stockOf(page, KIT_SKU), await stockOf(page)]).toEqual([kitHeld - 1, batteryHeld - 1])
    const fitted = (await adminCall<{ booking: BookingDetails }>(page, '/booking/details', { recordId: booking._id })).booking
    expect(fitted).toMatchObject({ kitNumber, kitFitting: { centre: { title: CENTRE }, kit: { sku: KIT_SKU }, battery: { sku: SKU } } })

    // The view shows the fitting read-only; Fit kit is refused for the fitted booking.
    await selectRow(page, booking._id)
    await page.keyboard.press('Control+m')
    const view = page.getByTestId('booking-dialog')
    await view.getByRole('heading', { name: 'View Booking' }).waitFor()
    await expect.poll(() => view.getByTestId('booking-kit-fitting').innerText()).toContain(CENTRE)
    await page.keyboard.press('Escape')
    await view.waitFor({ state: 'hidden' })
    await expect.poll(() => toolbarButton(page, 'fitKit').getAttribute('title')).toContain('already fitted')

    // The SCU Stocks screen shows one kit fewer at the centre.
    await page.goto('/admin/scustocks')
    await bodyRows(page).first().waitFor()
    await page.getByRole('searchbox', { name: 'Search' }).fill(KIT_SKU)
    const row = bodyRows(page).filter({ hasText: CENTRE }).first()
    await expect.poll(() => row.innerText()).toContain(String(kitHeld - 1))
    await context.close()
  })

  it('exports the products with the sheets Additional Info and ExternalLink, url and content base64 encoded', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/masterdata')
    await bodyRows(page).first().waitFor()
    const download = page.waitForEvent('download')
    await toolbarButton(page, 'export').click()
    const file = await download
    const saved = path.join(dir, file.suggestedFilename())
    await file.saveAs(saved)
    // Parsing our own file in the test only.
    const book = read(fs.readFileSync(saved), { type: 'buffer' })
    expect(book.SheetNames).toEqual(['Master Data', 'Additional Info', 'ExternalLink'])
    const rows = (name: string) => utils.sheet_to_json<string[]>(book.Sheets[name]!, { header: 1, raw: false, defval: null })
    const info = rows('Additional Info')
    const links = rows('ExternalLink')
    expect(info[0]).toEqual(['productSku', 'heading', 'content'])
    expect(links[0]).toEqual(['productSku', 'heading', 'url'])
    const decode = (b64: string) => Buffer.from(b64, 'base64').toString('utf8')
    const battery = info.filter((r) => r[0] === 'BAT-LFP-72V-40AH')
    expect(battery.map((r) => [r[1], decode(r[2]!)])).toEqual([
      ['Specification', '24S LiFePO4, 2.9 kWh, IP67 casing'],
      ['Warranty', '3 years or 2,000 cycles'],
      ['Charging', 'Use the 72V 10A charger only'],
    ])
    // Every value is the base64 of its text (decoded, then encoded again, it is the same).
    for (const r of [...info.slice(1), ...links.slice(1)]) expect(Buffer.from(decode(r[2]!), 'utf8').toString('base64')).toBe(r[2])
    expect(links.filter((r) => r[0] === 'BAT-LFP-72V-40AH').map((r) => decode(r[2]!))).toEqual([
      expect.stringMatching(/^https:\/\/www\.example\.com\/.*batteries\/lfp-72v-40ah$/),
      expect.stringMatching(/^https:\/\/www\.example\.com\/.*batteries\/lfp-safety$/),
    ])
    await context.close()
  })
})
