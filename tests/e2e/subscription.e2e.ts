import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { PlanOption, SubscriptionDetails, SubscriptionRow } from '../../shared/api/subscription'
import { choose } from './support/fields'
import { adminCall, bodyRows, signedInPages, toast } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
const SCREEN = '/admin/subscription'

/**
 * Issue 20's subscriptions in Chromium: the table of the demo recharges (money in rupees); Add Subscription from the
 * keyboard finds the rider by vehicle number, previews the server's price (an unknown coupon says 'Invalid coupon'),
 * saves; Edit Subscription corrects the payment reference with the priced fields read-only.
 */
describe('the subscriptions screen in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })
  const dialog = (page: Page) => page.getByTestId('subscription-dialog')
  const field = (page: Page, name: string) => dialog(page).locator(`[name="${name}"]`)
  const list = (page: Page, body: Record<string, unknown>) =>
    adminCall<{ rows: SubscriptionRow[] }>(page, '/subscription/all', { page: 0, pageSize: 100, ...body })

  it('adds a subscription priced by the server and edits its payment reference', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    await bodyRows(page).first().waitFor()
    const demo = (await list(page, { pageSize: 1 })).rows[0]!
    const plan = (await adminCall<{ result: PlanOption[] }>(page, '/subscription/plan-options', undefined, 'GET')).result[0]!

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    await dialog(page).getByRole('heading', { name: 'Add Subscription' }).waitFor()
    await field(page, 'riderQuery').fill(demo.vehicleNo!)
    await expect.poll(() => page.getByTestId('subscription-rider-name').textContent()).toContain(demo.mobileNo!)
    await choose(field(page, 'planId'), plan._id)
    await page.getByTestId('subscription-price-amount').waitFor()
    await field(page, 'couponCode').fill('NOSUCH1')
    await expect.poll(() => page.getByTestId('subscription-coupon-state').textContent()).toBe('Invalid coupon')
    await page.screenshot({ path: '/tmp/subscription-add-e2e.png' })
    await field(page, 'couponCode').fill('')
    await expect.poll(() => page.getByTestId('subscription-coupon-state').count()).toBe(0)
    const shown = await page.getByTestId('subscription-price-amount').textContent()
    await field(page, 'paymentRefId').fill('pay_E2E_1')
    await field(page, 'orderId').fill('order_E2E_1')
    await page.keyboard.press('Control+s')
    await toast(page, 'Saved successfully').waitFor()
    const made = (await list(page, { keyword: 'pay_E2E_1' })).rows[0]!
    expect(made).toMatchObject({ userId: demo.userId, planId: plan._id, vehicleNo: demo.vehicleNo, orderId: 'order_E2E_1' })
    expect(shown).toContain(new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(made.amount / 100))

    const row = page.locator(`[data-slot="grid-body"] > [role="row"][data-row-key="${made._id}"]`)
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Control+e')
    await dialog(page).getByRole('heading', { name: 'Edit Subscription' }).waitFor()
    await expect.poll(() => field(page, 'paymentRefId').inputValue()).toBe('pay_E2E_1')
    expect(await field(page, 'planId').count()).toBe(0)
    await field(page, 'paymentRefId').fill('pay_E2E_2')
    await page.keyboard.press('Control+s')
    await toast(page, 'Updated successfully').waitFor()
    const after = await adminCall<{ subscription: SubscriptionDetails }>(page, '/subscription/details', { recordId: made._id })
    expect(after.subscription).toMatchObject({ paymentRefId: 'pay_E2E_2', amount: made.amount })
    await page.screenshot({ path: '/tmp/subscription-e2e.png' })
    await context.close()
  })
})
