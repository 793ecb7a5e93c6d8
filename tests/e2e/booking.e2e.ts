import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { read, utils } from 'xlsx'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import type { BookingDetails, BookingRow } from '../../shared/api/booking'
import { formatMoney } from '../../src/components/data-table/formatters'
import { expectAccessible } from './support/browser'
import { indiaDayFromToday } from './support/days'
import { nativeSelects } from './support/fields'
import { adminCall, bodyRows, grid, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
/** The franchise partner (scp): Booking with query, add, edit, view, export and filter; no Change status. */
const FRANCHISE = '9000000003'
const SCREEN = '/admin/booking'
/** A number no demo customer has: the booking makes a new customer. */
const NEW_CUSTOMER = '6300000091'

type List = { rows: BookingRow[]; filterRecords: number }
const list = (page: Page, body: Record<string, unknown> = {}) => adminCall<List>(page, '/booking/all', { page: 0, pageSize: 100, ...body })
const details = async (page: Page, recordId: string) =>
  (await adminCall<{ responseCode: number; booking: BookingDetails }>(page, '/booking/details', { recordId })).booking
/** The signed-in user's id (GET /api/admin/islogin). */
const session = async (page: Page) => (await adminCall<{ user?: { _id: string } }>(page, '/islogin', undefined, 'GET')).user?._id

describe('the bookings screen in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors, { acceptDownloads: true })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-booking-'))
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  const dialog = (page: Page) => page.getByTestId('booking-dialog')
  const input = (page: Page, name: string) => dialog(page).locator(`input[name="${name}"]`)
  const rowOf = (page: Page, id: string) => page.locator(`[data-slot="grid-body"] > [role="row"][data-row-key="${id}"]`)
  const selectRow = async (page: Page, id: string) => {
    await rowOf(page, id).click()
    await expect.poll(() => rowOf(page, id).getAttribute('aria-selected')).toBe('true')
  }
  /** The bookings the grid shows now, as the list answers them. */
  const shownBookings = async (page: Page): Promise<BookingRow[]> => {
    await bodyRows(page).first().waitFor()
    const keys = await bodyRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')))
    const all = (await list(page, { pageSize: 1000 })).rows
    return keys.flatMap((k) => all.filter((r) => r._id === k))
  }
  const figure = (scope: ReturnType<Page['getByTestId']>, name: string) =>
    scope.locator(`[data-figure="${name}"] [data-slot="figure-value"]`)

  it('the franchise partner lands on the bookings and sees only their franchise’s rows, tinted by stage', async () => {
    const { context, page } = await pageAs(FRANCHISE, '/')
    await page.waitForURL((u) => u.pathname === SCREEN)
    const own = await list(page)
    expect(own.filterRecords).toBeGreaterThan(0)
    const me = await session(page)
    if (me) expect(own.rows.filter((r) => r.franchise?._id !== me)).toEqual([])
    await expect.poll(() => bodyRows(page).count()).toBe(Math.min(10, own.filterRecords))
    // Without Change status the RTO status is text, not a dropdown.
    expect(await grid(page).locator('[data-slot="rto-status"]').count()).toBe(0)
    const booked = own.rows.find((r) => r.status === 'booked')
    if (booked) expect(await rowOf(page, booked._id).getAttribute('class')).toContain('bg-green-500/10')
    await expectAccessible(page, 'bookings screen (franchise)')
    await context.close()

    const admin = await pageAs(SUPER_ADMIN, SCREEN)
    expect((await list(admin.page)).filterRecords).toBeGreaterThan(own.filterRecords)
    await admin.context.close()
  })

  it('the franchise partner adds a booking by keyboard for a new customer with a loan and a discount; the totals are the server’s', async () => {
    const { context, page } = await pageAs(FRANCHISE, SCREEN)
    await bodyRows(page).first().waitFor()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    await dialog(page).getByRole('heading', { name: 'Add Booking' }).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('customerMobileNo')
    expect(await nativeSelects(dialog(page)).count()).toBe(0)
    await page.keyboard.type(NEW_CUSTOMER)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Meera')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Iyer')
    for (const [name, value] of [
      ['price', '125000'],
      ['taxPercentage', '5'],
      ['discount', '5000'],
      ['additionalDiscount', '1000.50'],
      ['bookingFee', '5000'],
      ['bookingCustomerPaid', '20000'],
      ['loanAmount', '60000'],
      ['loanProvider', 'EV Finance'],
      ['panNumber', 'abcde1234f'],
    ] as const) {
      await input(page, name).focus()
      await page.keyboard.type(value)
    }
    for (const name of ['Loan required', 'Loan approved']) {
      await dialog(page).getByRole('switch', { name }).focus()
      await page.keyboard.press('Space')
    }
    const panel = dialog(page).getByTestId('booking-totals')
    // 1,25,000 − 5,000 − 1,000.50 = 1,18,999.50; 5 % tax 5,949.98 (half up); total 1,24,949.48; remaining − 20,000 − 60,000.
    await expect.poll(() => figure(panel, 'remainingAmount').innerText()).toBe('₹44,949.48')
    const shown = Object.fromEntries(
      await Promise.all(
        ['billablePrice', 'taxAmount', 'billedAmount', 'bookingTotalAmount', 'bookingBalance', 'remainingAmount'].map(
          async (k) => [k, await figure(panel, k).innerText()] as const,
        ),
      ),
    )
    await expectAccessible(page, 'add booking dialog')
    await page.keyboard.press('Control+s')
    await dialog(page).waitFor({ state: 'hidden' })
    await toast(page, 'Saved successfully').waitFor()

    const [made] = (await list(page, { keyword: NEW_CUSTOMER })).rows
    expect(made).toMatchObject({ customerName: 'Meera Iyer', customerMobileNo: NEW_CUSTOMER, loanRequired: true, loanApproved: true })
    const answer = await details(page, made!._id)
    const server = Object.fromEntries(Object.keys(shown).map((k) => [k, formatMoney(answer.totals[k as keyof typeof answer.totals])]))
    expect(shown).toEqual(server)
    expect(answer.form).toMatchObject({ discount: '5000.00', additionalDiscount: '1000.50', panNumber: 'ABCDE1234F' })

    // The new row is selected: View shows the same totals.
    await expect.poll(() => rowOf(page, made!._id).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Control+m')
    await dialog(page).getByRole('heading', { name: 'View Booking' }).waitFor()
    await expect.poll(() => figure(dialog(page).getByTestId('booking-totals'), 'remainingAmount').innerText()).toBe(server.remainingAmount)
    await expectAccessible(page, 'view booking dialog')
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'hidden' })
    await context.close()
  })

  it('a known customer’s mobile number fills in their name in a new booking', async () => {
    const { context, page } = await pageAs(FRANCHISE, SCREEN)
    const known = (await list(page)).rows.find((r) => /^[A-Za-z]+ [A-Za-z .'-]+$/.test(r.customerName))!
    await bodyRows(page).first().waitFor()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('customerMobileNo')
    await page.keyboard.type(known.customerMobileNo)
    const [first, ...rest] = known.customerName.split(' ')
    await expect.poll(() => input(page, 'customerFname').inputValue()).toBe(first)
    expect(await input(page, 'customerLname').inputValue()).toBe(rest.join(' '))
    await page.keyboard.press('Escape')
    await context.close()
  })

  it('finds a known customer without any booking by number in Add Booking and fills in their name; a staff number is refused', async () => {
    const admin = await pageAs(SUPER_ADMIN, SCREEN)
    const booked = new Set((await list(admin.page, { pageSize: 1000 })).rows.map((r) => r.customerMobileNo))
    type UserRow = { mobileNo: string; fname: string; lname: string | null }
    const users = (await adminCall<{ rows: UserRow[] }>(admin.page, '/user/all', { userType: 'user', page: 0, pageSize: 200 })).rows
    const customer = users.find((u) => !booked.has(u.mobileNo) && /^[A-Za-z]+$/.test(u.fname) && /^[A-Za-z .'-]+$/.test(u.lname ?? ''))!
    expect(customer).toBeDefined()
    await admin.context.close()

    // The franchise partner has never booked for this customer: the lookup finds them all the same.
    const { context, page } = await pageAs(FRANCHISE, SCREEN)
    await bodyRows(page).first().waitFor()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    await dialog(page).getByRole('heading', { name: 'Add Booking' }).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('customerMobileNo')
    await page.keyboard.type(customer.mobileNo)
    await expect.poll(() => input(page, 'customerFname').inputValue()).toBe(customer.fname)
    expect(await input(page, 'customerLname').inputValue()).toBe(customer.lname ?? '')
    await expect.poll(() => dialog(page).getByTestId('booking-customer-status').getAttribute('data-status')).toBe('found')
    // A staff account's number is refused before saving, with the server's words.
    await input(page, 'customerMobileNo').fill('9000000002')
    await dialog(page).getByText('That mobile number belongs to a staff account').waitFor()
    // The server forces an scp's franchise: no franchise or centre picker, but the vehicle model's.
    expect(await dialog(page).locator('button[role="combobox"][name="franchiseId"], button[role="combobox"][name="scuId"]').count()).toBe(0)
    expect(await dialog(page).locator('button[role="combobox"][name="vehicleModelId"]').count()).toBe(1)
    await page.keyboard.press('Escape')
    const discard = page.getByRole('alertdialog')
    if (await discard.isVisible().catch(() => false)) await discard.getByRole('button', { name: /discard/i }).click()
    await context.close()
  })

  it('the super admin marks a booking’s RC received, then delivered, from its dialog; an edit made meanwhile still saves', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    const row = (await shownBookings(page)).find((r) => r.rcReceivedFromRto === null && r.active)!
    expect(row).toBeDefined()
    await selectRow(page, row._id)
    await toolbarButton(page, 'edit').click()
    await dialog(page).getByRole('heading', { name: 'Edit Booking' }).waitFor()
    // The pickers show the booking's model, franchise partner and centre by name (an admin picks the last two).
    const picked = (name: string) => dialog(page).locator(`button[role="combobox"][name="${name}"]`)
    if (row.vehicleModel) await expect.poll(() => picked('vehicleModelId').innerText()).toBe(row.vehicleModel)
    if (row.franchise) {
      const name = [row.franchise.fname, row.franchise.lname].filter(Boolean).join(' ')
      await expect.poll(() => picked('franchiseId').innerText()).toBe(name)
    }
    if (row.serviceCentre) await expect.poll(() => picked('scuId').innerText()).toBe(row.serviceCentre)
    await dialog(page).locator('[name="remark"]').fill('RC steps checked')
    const received = dialog(page).getByTestId('rc-received')
    const delivered = dialog(page).getByTestId('rc-delivered')
    expect(await delivered.isDisabled()).toBe(true)
    await received.click()
    const prompt = page.getByTestId('rc-step')
    await prompt.getByRole('heading', { name: 'RC received from RTO' }).waitFor()
    await expectAccessible(page, 'RC step prompt')
    await page.keyboard.press('Enter')
    await toast(page, 'RC marked as received from the RTO').waitFor()
    await prompt.waitFor({ state: 'hidden' })
    const today = indiaDayFromToday(0)
    await expect.poll(() => figure(dialog(page), 'rcReceivedFromRto').innerText()).toBe(today)
    await received.waitFor({ state: 'detached' })
    // The focus moves on to the next step, which may now be taken.
    await expect.poll(() => delivered.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await prompt.getByRole('heading', { name: 'RC delivered to customer' }).waitFor()
    await page.keyboard.press('Enter')
    await toast(page, 'RC marked as delivered to the customer').waitFor()
    await expect.poll(() => figure(dialog(page), 'rcDeliveredToCustomer').innerText()).toBe(today)
    expect(await dialog(page).getByTestId('rc-delivered').count()).toBe(0)
    // The remark typed before the steps is kept, and saves on the booking's new version (no conflict).
    expect(await dialog(page).locator('[name="remark"]').inputValue()).toBe('RC steps checked')
    await page.keyboard.press('Control+s')
    await toast(page, 'Updated successfully').waitFor()
    await dialog(page).waitFor({ state: 'hidden' })
    const after = await details(page, row._id)
    expect(after.rcReceivedFromRto).not.toBeNull()
    expect(after.rcDeliveredToCustomer).not.toBeNull()
    expect(after.form.remark).toBe('RC steps checked')
    await context.close()
  })

  it('the super admin changes a row’s RTO status inline from the keyboard', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    const statuses = (await adminCall<{ result: { value: string }[] }>(page, '/booking/rto-statuses', undefined, 'GET')).result.map(
      (r) => r.value,
    )
    const shown = await shownBookings(page)
    const row = shown.find((r) => statuses.indexOf(r.rtoStatus) < statuses.length - 1)!
    const next = statuses[statuses.indexOf(row.rtoStatus) + 1]!
    await rowOf(page, row._id).waitFor()
    await selectRow(page, row._id)
    // Change status brings the keyboard to the row's dropdown; Enter opens it, ↓ moves, Enter saves.
    await toolbarButton(page, 'changeStatus').click()
    const trigger = rowOf(page, row._id).locator('[data-slot="rto-status"]')
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page.getByRole('listbox').waitFor()
    // The open list focuses the current status first; ↓ moves to the next one.
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-value'))
    await expect.poll(focused).toBe(row.rtoStatus)
    await page.keyboard.press('ArrowDown')
    await expect.poll(focused).toBe(next)
    await page.keyboard.press('Enter')
    await toast(page, 'Booking RTO Status updated successfully').waitFor()
    await expect.poll(async () => (await details(page, row._id)).rtoStatus).toBe(next)
    await expectAccessible(page, 'bookings screen (super admin)')
    await context.close()
  })

  it('the super admin settles a booking’s RTO in two payments', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    let row = (await shownBookings(page)).find((r) => !r.rtoSettlementDone && r.rtoBalance > 100)
    if (!row) {
      // No open RTO balance on the first page: give the first booking an RTO total.
      const first = (await shownBookings(page))[0]!
      const d = await details(page, first._id)
      const put = await adminCall(
        page,
        '/booking/update',
        { ...d.form, rtoTotalAmount: '3000', recordId: first._id, version: d.version },
        'PUT',
      )
      expect(put.responseCode).toBe(109)
      await page.reload()
      row = (await shownBookings(page)).find((r) => r._id === first._id)!
    }
    await rowOf(page, row._id).waitFor()
    await selectRow(page, row._id)
    await toolbarButton(page, 'rtoSettlement').click()
    const settle = page.getByTestId('rto-settlement')
    await settle.waitFor()
    await expect.poll(() => figure(settle, 'rtoBalance').innerText()).toBe(formatMoney(row.rtoBalance))
    const half = Math.floor(row.rtoBalance / 2)
    const amount = settle.locator('input[name="amount"]')
    await amount.fill(`${Math.floor(half / 100)}.${String(half % 100).padStart(2, '0')}`)
    await page.keyboard.press('Control+s')
    await toast(page, 'RTO settlement saved').waitFor()
    await expect.poll(() => figure(settle, 'rtoBalance').innerText()).toBe(formatMoney(row.rtoBalance - half))
    expect(await figure(settle, 'rtoSettlementDone').innerText()).toBe('Not settled')
    // The rest is offered as the amount.
    await amount.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => figure(settle, 'rtoSettlementDone').innerText()).toBe('Settled')
    expect(await figure(settle, 'rtoBalance').innerText()).toBe(formatMoney(0))
    await expectAccessible(page, 'RTO settlement dialog')
    await page.keyboard.press('Escape')
    await settle.waitFor({ state: 'hidden' })
    const [after] = (await list(page, { keyword: row.orderId })).rows
    expect(after).toMatchObject({ rtoSettlementDone: true, rtoBalance: 0 })
    // The logs (the shared record logs dialog) name both payments.
    await rowOf(page, row._id).waitFor()
    await toolbarButton(page, 'logs').click()
    const logs = page.getByTestId('booking-logs')
    await expect.poll(() => logs.getByRole('row').filter({ hasText: 'RTO settlement' }).count()).toBe(2)
    await page.keyboard.press('Escape')
    await logs.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('exports the filtered table: one row per booked booking, money as numbers that read as the grid', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    await bodyRows(page).first().waitFor()
    await toolbarButton(page, 'filter').click()
    const popover = page.getByRole('dialog', { name: 'Filter list' })
    await popover.getByLabel('Stage').selectOption('booked')
    await popover.getByRole('button', { name: 'Filter', exact: true }).click()
    await page.waitForURL((u) => u.searchParams.get('status') === 'booked')
    const booked = await list(page, { status: 'booked', pageSize: 1000 })
    await expect.poll(() => bodyRows(page).count()).toBe(Math.min(10, booked.filterRecords))
    const download = page.waitForEvent('download')
    await toolbarButton(page, 'export').click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^Booking_\d\d-\d\d-\d{4}\.xlsx$/)
    const saved = path.join(dir, file.suggestedFilename())
    await file.saveAs(saved)
    const sheet = read(fs.readFileSync(saved), { type: 'buffer' }).Sheets.Booking ?? Object.values(read(fs.readFileSync(saved)).Sheets)[0]!
    const texts = utils.sheet_to_json<(string | null)[]>(sheet, { header: 1, raw: false, defval: null })
    const header = texts[0]!
    expect(texts.length - 1).toBe(booked.filterRecords)
    const stage = header.indexOf('Stage')
    expect(new Set(texts.slice(1).map((r) => r[stage]))).toEqual(new Set(['Booked']))
    const total = header.indexOf('Total')
    const byOrder = new Map(booked.rows.map((r) => [r.orderId, r]))
    const orderCol = header.indexOf('Order ID')
    const firstRow = byOrder.get(texts[1]![orderCol]!)!
    const cell = sheet[utils.encode_cell({ r: 1, c: total })]
    expect(cell).toMatchObject({ t: 'n', v: firstRow.bookingTotalAmount / 100, w: formatMoney(firstRow.bookingTotalAmount) })
    await context.close()
  })
})
