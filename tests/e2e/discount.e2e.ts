import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { DiscountDetails, DiscountRow, EligibleUserRow } from '../../shared/api/discount'
import { expectAccessible } from './support/browser'
import { choose, shownValue } from './support/fields'
import { adminCall, bodyRows, signedInPages, toast } from './support/pages'
import { useProduct } from './support/suite'
import { indiaDayFromToday } from './support/days'

const SUPER_ADMIN = '9000000001'
const SCREEN = '/admin/discount'

const coupons = (page: Page, body: Record<string, unknown> = {}) =>
  adminCall<{ rows: DiscountRow[]; filterRecords: number }>(page, '/discount/all', { page: 0, pageSize: 100, ...body })

// New texts of this screen are not in the catalogs yet: the English texts are what the page shows.
describe('the Discount screen in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  const dialog = (page: Page) => page.getByTestId('discount-dialog')
  const field = (page: Page, name: string) => dialog(page).locator(`input[name="${name}"]`)
  const message = (page: Page, text: string) => dialog(page).getByText(text, { exact: true })

  it("makes an eligible coupon from the keyboard: each rule's message once, the riders picked in the multi-select", async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    const all = await coupons(page)
    await expect.poll(() => bodyRows(page).count()).toBe(Math.min(10, all.filterRecords))
    const [rider] = await adminCall<{ result: EligibleUserRow[] }>(page, '/discount/customers', { keyword: '' }).then((a) => a.result)

    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    await dialog(page).waitFor()
    expect(await dialog(page).getByRole('heading', { name: 'Discount Form' }).count()).toBe(1)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('code')

    await field(page, 'code').fill('AB')
    await field(page, 'title').fill('abc')
    await choose(dialog(page).getByRole('combobox', { name: 'Coupon type' }), 'eligible')
    await field(page, 'percent').fill('15')
    await field(page, 'maxDiscount').fill('300')
    await field(page, 'endAt').fill(indiaDayFromToday(20))
    await page.keyboard.press('Control+s')
    for (const text of [
      'Coupon code must be 3 to 15 characters',
      'Discount title must be more than 3 characters',
      'An eligible coupon needs some users made eligible',
    ])
      await expect.poll(() => message(page, text).count()).toBe(1)
    await expectAccessible(page, 'discount form')

    await field(page, 'code').fill('Fleet15')
    await field(page, 'title').fill('Fleet riders 15% off')
    // The multi-select: type the rider's mobile number, ↓ to the match, Enter picks it.
    const search = dialog(page).getByRole('combobox', { name: 'Eligible users' })
    await search.fill(rider!.mobileNo)
    await dialog(page)
      .getByRole('option', { name: new RegExp(rider!.mobileNo) })
      .waitFor()
    await search.press('ArrowDown')
    await search.press('Enter')
    await dialog(page)
      .getByRole('button', { name: new RegExp(`Remove .*${rider!.mobileNo}`) })
      .waitFor()
    await expect.poll(() => message(page, 'An eligible coupon needs some users made eligible').count()).toBe(0)
    await page.keyboard.press('Control+s')
    await toast(page, 'Coupon created').waitFor()
    await dialog(page).waitFor({ state: 'hidden' })

    const [made] = (await coupons(page, { keyword: 'Fleet15' })).rows
    expect(made).toMatchObject({ code: 'Fleet15', couponType: 'eligible', percent: '15', maxDiscount: 30000, validity: 'running' })
    expect(made!.eligibleUsers.map((u) => u._id)).toEqual([rider!._id])
    const d = await adminCall<{ coupon: DiscountDetails }>(page, '/discount/details', { recordId: made!._id })
    expect(d.coupon.appliedUsers).toBe(0)

    // Viewed: the fields as text, the applied figures below.
    const row = bodyRows(page).filter({ hasText: 'Fleet15' }).first()
    await row.dblclick()
    await dialog(page).waitFor()
    await expect.poll(() => shownValue(dialog(page), 'eligibleUsers').innerText()).toContain(rider!.mobileNo)
    await expect.poll(() => shownValue(dialog(page), 'appliedUsers').innerText()).toBe('0')
    await expectAccessible(page, 'discount view')
    await context.close()
  })
})
