import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { PlanDetails, PlanRow } from '../../shared/api/plans'
import { adminCall, bodyRows, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
const SCREEN = '/admin/subscription/plan'

/**
 * Issue 20's recharge plans in Chromium: the table of the demo plans with money in rupees; Add Recharge Plan from the
 * keyboard shows the payment split as it is typed and saves; editing the price of a plan riders hold makes a new
 * version (the toast says so, the table shows the version's origin); delete says 'recharge plan deleted'.
 */
describe('the recharge plans screen in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })
  const dialog = (page: Page) => page.getByTestId('plan-dialog')
  const field = (page: Page, name: string) => dialog(page).locator(`input[name="${name}"]`)
  const list = (page: Page, body: Record<string, unknown>) =>
    adminCall<{ rows: PlanRow[]; filterRecords: number }>(page, '/plan/all', { page: 0, pageSize: 100, ...body })
  const selectRow = async (page: Page, id: string) => {
    const row = page.locator(`[data-slot="grid-body"] > [role="row"][data-row-key="${id}"]`)
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
  }

  it('adds a plan with a live payment split, versions a held plan’s price change, and deletes', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    await bodyRows(page).filter({ hasText: 'Monthly Plus' }).first().waitFor()
    await bodyRows(page).filter({ hasText: '₹1,499.00' }).first().waitFor()

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    await dialog(page).getByRole('heading', { name: 'Add Recharge Plan' }).waitFor()
    await field(page, 'title').fill('E2E Commuter')
    await field(page, 'mileage').fill('700')
    await field(page, 'days').fill('30')
    await field(page, 'price').fill('1499')
    await field(page, 'taxPercent').fill('18')
    await expect.poll(() => page.getByTestId('plan-split-total').textContent()).toBe('₹1,768.82')
    expect(await page.getByTestId('plan-split-tax').textContent()).toBe('₹269.82')
    await page.keyboard.press('Control+s')
    await toast(page, 'Saved successfully').waitFor()
    const made = (await list(page, { keyword: 'E2E Commuter' })).rows[0]!
    expect(made).toMatchObject({ pricePaise: 149_900, taxPaise: 26_982, totalPaise: 176_882, mileage: 700 })

    // A demo plan riders hold (unexpired recharges): a price change makes a new version.
    const held = (await list(page, { keyword: 'Monthly Plus' })).rows.find((r) => r.active)!
    await selectRow(page, held._id)
    await page.keyboard.press('Control+e')
    await dialog(page).getByRole('heading', { name: 'Edit Recharge Plan' }).waitFor()
    await expect.poll(() => field(page, 'price').inputValue()).toBe('1499.00')
    await field(page, 'price').fill('1599')
    await page.keyboard.press('Control+s')
    await toast(page, 'A new version of the plan was made; existing subscriptions keep theirs').waitFor()
    const versions = (await list(page, { keyword: 'Monthly Plus' })).rows
    const next = versions.find((r) => r.replacesPlanId === held._id)!
    expect(next).toMatchObject({ active: true, pricePaise: 159_900, replacesTitle: 'Monthly Plus' })
    expect(versions.find((r) => r._id === held._id)!.active).toBe(false)
    const old = await adminCall<{ plan: PlanDetails }>(page, '/plan/details', { recordId: held._id })
    expect(old.plan.pricePaise).toBe(149_900)

    await page.reload()
    await selectRow(page, made._id)
    await toolbarButton(page, 'delete').click()
    await page.getByTestId('plan-delete').getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'recharge plan deleted').waitFor()
    await page.screenshot({ path: '/tmp/plans-e2e.png' })
    await context.close()
  })
})
