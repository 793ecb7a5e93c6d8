import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { BookingDetails, BookingRow } from '../../shared/api/booking'
import { RTO_SEARCH_MESSAGES, type RtoSearchRow } from '../../shared/api/rto-search.table'
import type { PermissionEntry } from '../../shared/permissions'
import { formatMoney } from '../../src/components/data-table/formatters'
import { expectAccessible } from './support/browser'
import { adminCall, bodyRows, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
/** The franchise partner (scp): given RTOSearch with query by the super admin first (the demo role has Booking only). */
const FRANCHISE = '9000000003'
const SCREEN = '/admin/rto/search'
const VEHICLE_NO_MESSAGE = RTO_SEARCH_MESSAGES.vehicleNo

type List = { rows: RtoSearchRow[]; filterRecords: number }
const search = (page: Page, body: Record<string, unknown> = {}) =>
  adminCall<List>(page, '/rto/search', { page: 0, pageSize: 1000, ...body })

describe('the RTO search in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  const rowOf = (page: Page, id: string) => page.locator(`[data-slot="grid-body"] > [role="row"][data-row-key="${id}"]`)
  const box = (page: Page) => page.getByRole('textbox', { name: 'Enter Reg Vehicle No.' })
  const shownIds = (page: Page) => bodyRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key')))
  const selectRow = async (page: Page, id: string) => {
    await rowOf(page, id).click()
    await expect.poll(() => rowOf(page, id).getAttribute('aria-selected')).toBe('true')
  }
  const figure = (scope: ReturnType<Page['getByTestId']>, name: string) =>
    scope.locator(`[data-figure="${name}"] [data-slot="figure-value"]`)
  /** Types `text` into the global search box and searches (Enter); answers once the URL holds it, upper-cased. */
  const find = async (page: Page, text: string) => {
    await box(page).fill(text)
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => u.searchParams.get('search') === text.toUpperCase().replace(/\s+/g, ''))
  }

  it('the super admin finds a booking by its registration number, changes its RTO status by keyboard and settles its RTO', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    await bodyRows(page).first().waitFor()
    const statuses = (await adminCall<{ result: { value: string }[] }>(page, '/rto/statuses', undefined, 'GET')).result.map((r) => r.value)
    const all = (await search(page)).rows
    const target = all.find((r) => r.registrationNo && statuses.indexOf(r.rtoStatus) < statuses.length - 1)!
    expect(target).toBeDefined()

    // Typed in lower case, shown upper-cased; the button reads 'Searching...' while the rows load.
    // The search is held until the button has been seen saying so.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/admin/rto/search', async (route) => {
      await held
      await route.continue()
    })
    await box(page).pressSequentially(target.registrationNo!.toLowerCase())
    expect(await box(page).inputValue()).toBe(target.registrationNo)
    await page.keyboard.press('Enter')
    await page.getByRole('button', { name: 'Searching...' }).waitFor()
    release()
    await page.getByRole('button', { name: 'Search', exact: true }).waitFor()
    await page.unroute('**/api/admin/rto/search')
    await expect.poll(() => shownIds(page)).toContain(target._id)
    const expected = (await search(page, { vehicleNo: target.registrationNo })).rows.map((r) => r._id)
    expect(await shownIds(page)).toEqual(expected.slice(0, 10))
    expect(new URL(page.url()).searchParams.get('search')).toBe(target.registrationNo)
    await expectAccessible(page, 'RTO search (super admin)')

    // Change status brings the keyboard to the row's dropdown; Enter opens it, ↓ moves, Enter saves.
    const next = statuses[statuses.indexOf(target.rtoStatus) + 1]!
    await selectRow(page, target._id)
    await toolbarButton(page, 'changeStatus').click()
    const trigger = rowOf(page, target._id).locator('[data-slot="rto-status"]')
    await expect.poll(() => trigger.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await page.getByRole('listbox').waitFor()
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-value'))
    await expect.poll(focused).toBe(target.rtoStatus)
    await page.keyboard.press('ArrowDown')
    await expect.poll(focused).toBe(next)
    await page.keyboard.press('Enter')
    await toast(page, 'Booking RTO Status updated successfully').waitFor()
    await expect
      .poll(async () => (await search(page, { vehicleNo: target.registrationNo })).rows.find((r) => r._id === target._id)?.rtoStatus)
      .toBe(next)

    // A booking with an RTO balance left (one is given an RTO total when none has), found by its order id.
    let open = all.find((r) => r.active && !r.rtoSettlementDone && r.rtoBalance > 100)
    if (!open) {
      const first = all.find((r) => r.active)!
      const d = (await adminCall<{ booking: BookingDetails & { version: number } }>(page, '/booking/details', { recordId: first._id }))
        .booking
      const put = await adminCall(
        page,
        '/booking/update',
        { ...d.form, rtoTotalAmount: '3000', recordId: first._id, version: d.version },
        'PUT',
      )
      expect(put.responseCode).toBe(109)
      open = (await search(page, { vehicleNo: first.orderId })).rows.find((r) => r._id === first._id)!
    }
    await find(page, open.orderId.toLowerCase())
    await rowOf(page, open._id).waitFor()
    await selectRow(page, open._id)
    await toolbarButton(page, 'rtoSettlement').click()
    const settle = page.getByTestId('rto-settlement')
    await settle.waitFor()
    await expect.poll(() => figure(settle, 'rtoBalance').innerText()).toBe(formatMoney(open.rtoBalance))
    // The remaining balance is offered as the amount: Ctrl+S pays it.
    await page.keyboard.press('Control+s')
    await toast(page, 'RTO settlement saved').waitFor()
    await expect.poll(() => figure(settle, 'rtoSettlementDone').innerText()).toBe('Settled')
    expect(await figure(settle, 'rtoBalance').innerText()).toBe(formatMoney(0))
    await expectAccessible(page, 'RTO settlement dialog (RTO search)')
    await page.keyboard.press('Escape')
    await settle.waitFor({ state: 'hidden' })
    const [after] = (await search(page, { vehicleNo: open.orderId })).rows.filter((r) => r._id === open._id)
    expect(after).toMatchObject({ rtoSettlementDone: true, rtoBalance: 0, rtoAmountPaid: open.rtoTotalAmount })
    // The table shows it: the RTO balance cell reads ₹0.00.
    await expect.poll(() => rowOf(page, open._id).innerText()).toContain(formatMoney(0))
    await context.close()
  })

  it('a franchise partner finds only their own franchise’s bookings', async () => {
    const admin = await pageAs(SUPER_ADMIN, SCREEN)
    const [role] = (
      await adminCall<{ rows: { _id: string; name: string }[] }>(admin.page, '/roles/all', { keyword: 'Franchise' })
    ).rows.filter((r) => r.name === 'Franchise')
    const d = await adminCall<{ role: { name: string; active: boolean; permission: PermissionEntry[] }; version: number }>(
      admin.page,
      '/role/details',
      { roleId: role!._id },
    )
    const permission = d.role.permission.map((p) =>
      p.label === 'RTOSearch'
        ? { ...p, enable: true, buttons: p.buttons.map((b) => ({ ...b, enable: ['query', 'filter', 'export'].includes(b.label) })) }
        : p,
    )
    const put = await adminCall(
      admin.page,
      '/role/permission/update',
      { roleId: role!._id, name: d.role.name, active: d.role.active, permission, version: d.version },
      'PUT',
    )
    expect(put.responseCode).toBe(109)
    const everyone = (await search(admin.page)).rows

    const { context, page } = await pageAs(FRANCHISE, SCREEN)
    await bodyRows(page).first().waitFor()
    const own = await adminCall<{ rows: BookingRow[]; filterRecords: number }>(page, '/booking/all', { page: 0, pageSize: 1000 })
    const mine = await search(page)
    expect(mine.filterRecords).toBe(own.filterRecords)
    expect(new Set(mine.rows.map((r) => r._id))).toEqual(new Set(own.rows.map((r) => r._id)))
    expect(mine.filterRecords).toBeLessThan(everyone.length)
    // Without Change status the RTO status is text, not a dropdown; without RTO settlement there is no such button.
    expect(await page.locator('[data-slot="rto-status"]').count()).toBe(0)

    const ownIds = new Set(mine.rows.map((r) => r._id))
    const theirs = everyone.find((r) => r.registrationNo && !ownIds.has(r._id))!
    await find(page, theirs.registrationNo!)
    await page.getByText('No Record Found').waitFor()
    const ours = mine.rows.find((r) => r.registrationNo)
    if (ours) {
      await find(page, ours.registrationNo!.toLowerCase())
      await expect.poll(() => shownIds(page)).toContain(ours._id)
      expect((await shownIds(page)).every((id) => ownIds.has(id!))).toBe(true)
    }

    // The box refuses what the server would (issue 35): '@' or '#' is said with the field's message, never searched.
    const sent: string[] = []
    page.on('request', (r) => void (r.url().endsWith('/api/admin/rto/search') && sent.push(r.postData() ?? '')))
    for (const text of ['ka01@12', 'KA01#12']) {
      await box(page).fill(text)
      const said = page.getByRole('search').getByRole('alert')
      await expect.poll(() => said.innerText().catch(() => '')).toBe(VEHICLE_NO_MESSAGE)
      expect(await box(page).getAttribute('aria-invalid')).toBe('true')
      await page.keyboard.press('Enter')
      await page.getByRole('button', { name: 'Search', exact: true }).click()
    }
    // A search that is sent after them: neither of them was.
    await find(page, theirs.registrationNo!)
    await page.getByText('No Record Found').waitFor()
    expect(await page.getByRole('search').getByRole('alert').count()).toBe(0)
    expect(sent.some((body) => /[@#]/.test(body))).toBe(false)

    // A refused search (a link with such a character) says the server's message where the rows would be.
    await page.goto(`${product.server.url}${SCREEN}?search=KA01%40`)
    const refusal = page.locator('[data-slot="table-refusal"]')
    await expect.poll(() => refusal.innerText().catch(() => '')).toBe(VEHICLE_NO_MESSAGE)
    expect(await page.getByText('No Record Found').count()).toBe(0)
    await expectAccessible(page, 'RTO search (franchise)')
    await context.close()
    await admin.context.close()
  })
})
