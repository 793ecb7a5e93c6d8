import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { DiscountRow, EligibleUserRow } from '../../shared/api/discount'
import type { PlanRow } from '../../shared/api/plans'
import type { SubscriptionRow } from '../../shared/api/subscription'
import { expectAccessible } from './support/browser'
import { indiaDayFromToday } from './support/days'
import { choose } from './support/fields'
import { adminCall, bodyRows, grid, signedInPages, toast } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
const PLAN = 'Story Plan 700'
const ELIGIBLE = 'STORY10'
const GENERAL = 'STORYALL'

const rupees = (paise: number) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2 }).format(paise / 100)}`
const subscriptions = (page: Page, body: Record<string, unknown> = {}) =>
  adminCall<{ rows: SubscriptionRow[]; filterRecords: number }>(page, '/subscription/all', { page: 0, pageSize: 100, ...body })

/**
 * Issue 20's story, its 'Done when' in Chromium, from the keyboard: the super admin makes a recharge plan (the live
 * payment split), a general coupon and an eligible coupon for one rider (each rule's message of the coupon form seen
 * once); adds a subscription for that rider with the eligible coupon at the server's price; the coupon is refused for
 * another rider ('Invalid coupon', nothing written); the rider's recharge history on the users screen lists the
 * recharge with its remaining range.
 */
describe('the recharge story in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  /** Goes to a screen through the palette (Ctrl+K, its title, Enter) and waits for its table. */
  async function goTo(page: Page, title: string, path: string, column: string): Promise<void> {
    await page.keyboard.press('Control+K')
    await page.getByRole('combobox', { name: 'Type a command or search…' }).fill(title)
    await page.getByRole('option', { name: title, exact: true }).first().waitFor()
    // ↓ to the screen's own entry (others may match first), Enter runs it.
    const active = page.locator('[role="option"][data-selected="true"]')
    for (let i = 0; i < 10 && (await active.innerText()).trim() !== title; i++) await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => u.pathname === path)
    // The screen's own table (the last screen's rows may show a moment longer).
    await page.getByRole('columnheader').filter({ hasText: column }).first().waitFor()
    await bodyRows(page).first().waitFor()
    await page.waitForLoadState('networkidle')
  }
  const selectedRows = (page: Page) => page.locator('[data-slot="grid-body"] > [role="row"][aria-selected="true"]')
  /**
   * Ctrl+A on the screen opens its add dialog. A record just made is selected once the table shows it, and Add wants
   * no selected row: `made` (text of that row) waits for it, then Esc on the table unselects it.
   */
  async function add(page: Page, testId: string, heading: string, made?: string) {
    if (made) {
      await selectedRows(page).filter({ hasText: made }).waitFor()
      await grid(page).focus()
      await page.keyboard.press('Escape')
      await expect.poll(() => selectedRows(page).count()).toBe(0)
    }
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    const dialog = page.getByTestId(testId)
    await dialog.getByRole('heading', { name: heading }).waitFor()
    return dialog
  }

  it('plan, coupons, a subscription at the server’s price, the coupon refused for another rider, the recharge tab', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/subscription/plan')
    await bodyRows(page).first().waitFor()
    await expectAccessible(page, 'recharge plans')

    // 1. The plan: the payment split follows the typing.
    let dialog = await add(page, 'plan-dialog', 'Add Recharge Plan')
    const input = (name: string) => dialog.locator(`input[name="${name}"]`)
    await input('title').fill(PLAN)
    await input('mileage').fill('700')
    await input('days').fill('30')
    await input('price').fill('999')
    await input('taxPercent').fill('18')
    await input('discountPercent').fill('0')
    await expect.poll(() => page.getByTestId('plan-split-tax').textContent()).toBe('₹179.82')
    expect(await page.getByTestId('plan-split-total').textContent()).toBe('₹1,178.82')
    await expectAccessible(page, 'add recharge plan')
    await page.keyboard.press('Control+s')
    await toast(page, 'Saved successfully').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const plans = await adminCall<{ rows: PlanRow[] }>(page, '/plan/all', { page: 0, pageSize: 10, keyword: PLAN })
    const plan = plans.rows[0]!
    expect(plan).toMatchObject({ title: PLAN, mileage: 700, days: 30, pricePaise: 99_900, taxPaise: 17_982, totalPaise: 117_882 })

    // 2. The coupons: a general one, then an eligible one for one rider, each rule's message seen once on the way.
    await goTo(page, 'Discount', '/admin/discount', 'Coupon code')
    await expectAccessible(page, 'discount')
    const customers = await adminCall<{ result: EligibleUserRow[] }>(page, '/discount/customers', { keyword: '' })
    const [rider, other] = customers.result
    const message = (text: string) => dialog.getByText(text, { exact: true })

    dialog = await add(page, 'discount-dialog', 'Discount Form')
    await input('code').fill(GENERAL)
    await input('title').fill('Story riders 5% off')
    await input('percent').fill('5')
    await input('maxDiscount').fill('50')
    await input('endAt').fill(indiaDayFromToday(30))
    await page.keyboard.press('Control+s')
    await toast(page, 'Coupon created').waitFor()
    await dialog.waitFor({ state: 'hidden' })

    dialog = await add(page, 'discount-dialog', 'Discount Form', GENERAL)
    await input('code').fill('ST')
    await input('title').fill('abc')
    await choose(dialog.getByRole('combobox', { name: 'Coupon type' }), 'eligible')
    await input('percent').fill('10')
    await input('maxDiscount').fill('100')
    await input('endAt').fill(indiaDayFromToday(30))
    await page.keyboard.press('Control+s')
    const messages = [
      'Coupon code must be 3 to 15 characters',
      'Discount title must be more than 3 characters',
      'An eligible coupon needs some users made eligible',
    ]
    for (const text of messages) await expect.poll(() => message(text).count(), { message: text }).toBe(1)
    await expectAccessible(page, 'discount form with its messages')
    await input('code').fill(ELIGIBLE)
    await input('title').fill('Story rider 10% off')
    const search = dialog.getByRole('combobox', { name: 'Eligible users' })
    await search.fill(rider!.mobileNo)
    await dialog.getByRole('option', { name: new RegExp(rider!.mobileNo) }).waitFor()
    await search.press('ArrowDown')
    await search.press('Enter')
    await dialog.getByRole('button', { name: new RegExp(`Remove .*${rider!.mobileNo}`) }).waitFor()
    for (const text of messages) await expect.poll(() => message(text).count(), { message: text }).toBe(0)
    await page.keyboard.press('Control+s')
    await toast(page, 'Coupon created').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const made = await adminCall<{ rows: DiscountRow[] }>(page, '/discount/all', { page: 0, pageSize: 10, keyword: 'STORY' })
    expect(made.rows.map((c) => [c.code, c.couponType, c.eligibleUsers.map((u) => u._id)]).sort()).toEqual([
      [ELIGIBLE, 'eligible', [rider!._id]],
      [GENERAL, 'general', []],
    ])

    // 3. The subscription for the rider with the eligible coupon: T = 1,178.82; 10 % is 117.88, capped at ₹100.
    await goTo(page, 'Subscription', '/admin/subscription', 'Remaining range')
    await expectAccessible(page, 'subscriptions')
    const before = (await subscriptions(page)).filterRecords
    // The range the rider still has on their latest unexpired recharge is carried over on top of the plan's 700 km.
    const held = (await subscriptions(page, { keyword: rider!.mobileNo })).rows
      .filter((r) => r.userId === rider!._id && r.state === 'active')
      .sort((a, b) => b.createdAt - a.createdAt)
    const remaining = 700 + (held[0]?.remainingMileage ?? 0)
    const expected = { planTotal: 117_882, planDiscount: 0, couponDiscount: 10_000, amount: 107_882 }
    dialog = await add(page, 'subscription-dialog', 'Add Subscription')
    const price = (key: string) => page.getByTestId(`subscription-price-${key}`)
    const couponState = page.getByTestId('subscription-coupon-state')
    await dialog.locator('[name="riderQuery"]').fill(rider!.mobileNo)
    await expect.poll(() => page.getByTestId('subscription-rider-name').textContent()).toContain(rider!.mobileNo)
    await choose(dialog.locator('[name="planId"]'), plan._id)
    await dialog.locator('[name="couponCode"]').fill(ELIGIBLE)
    await expect.poll(() => couponState.textContent()).toBe('coupon applied')
    expect(await price('planTotal').innerText()).toContain(rupees(expected.planTotal))
    expect(await price('couponDiscount').innerText()).toContain(`− ${rupees(expected.couponDiscount)}`)
    expect(await price('amount').innerText()).toContain(rupees(expected.amount))
    await expectAccessible(page, 'add subscription')
    await dialog.locator('[name="paymentRefId"]').fill('pay_STORY_1')
    await page.keyboard.press('Control+s')
    await toast(page, 'Saved successfully').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const sub = (await subscriptions(page, { keyword: 'pay_STORY_1' })).rows[0]!
    expect(sub).toMatchObject({ userId: rider!._id, planId: plan._id, couponCode: ELIGIBLE, rechargeKm: 700, remainingMileage: remaining })
    expect(sub).toMatchObject(expected)
    expect(sub.vehicleNo).toBeTruthy()
    const row = page.locator(`[data-slot="grid-body"] > [role="row"][data-row-key="${sub._id}"]`)
    await expect.poll(() => row.innerText()).toContain(rupees(expected.amount))

    // 4. The same coupon for another rider: 'Invalid coupon', and the save is refused with nothing written.
    dialog = await add(page, 'subscription-dialog', 'Add Subscription', 'pay_STORY_1')
    await dialog.locator('[name="riderQuery"]').fill(other!.mobileNo)
    await expect.poll(() => page.getByTestId('subscription-rider-name').textContent()).toContain(other!.mobileNo)
    await choose(dialog.locator('[name="planId"]'), plan._id)
    await dialog.locator('[name="couponCode"]').fill(ELIGIBLE)
    await expect.poll(() => couponState.textContent()).toBe('Invalid coupon')
    expect(await price('amount').innerText()).toContain(rupees(expected.planTotal))
    await dialog.locator('[name="paymentRefId"]').fill('pay_STORY_2')
    const refused = page.waitForResponse((r) => r.url().endsWith('/subscription/add'))
    await page.keyboard.press('Control+s')
    const answer = await refused
    expect([answer.status(), await answer.json()]).toEqual([400, { responseCode: 110, message: 'Invalid coupon' }])
    await toast(page, 'Invalid coupon').waitFor()
    expect(await dialog.isVisible()).toBe(true)
    expect((await subscriptions(page)).filterRecords).toBe(before + 1)
    expect((await subscriptions(page, { keyword: 'pay_STORY_2' })).rows).toEqual([])
    // Esc asks before the typed form is dropped: Discard.
    await page.keyboard.press('Escape')
    const ask = page.getByRole('alertdialog', { name: 'Discard changes?' })
    await ask.waitFor()
    await ask.getByRole('button', { name: 'Discard' }).click()
    await dialog.waitFor({ state: 'hidden' })

    // 5. The rider's recharge history on the users screen: the recharge, its amount and its remaining range.
    await goTo(page, 'Users', '/admin/users', 'First name')
    await page.getByRole('searchbox', { name: 'Search' }).fill(rider!.mobileNo)
    const user = grid(page).getByRole('row').filter({ hasText: rider!.mobileNo })
    await expect.poll(() => user.count()).toBe(1)
    await page.waitForLoadState('networkidle')
    await user.click()
    await expect.poll(() => user.getAttribute('aria-selected')).toBe('true')
    await grid(page).focus()
    await page.keyboard.press('Control+e')
    dialog = page.getByRole('dialog', { name: 'Edit user' })
    await expect.poll(() => dialog.getByLabel('Mobile number').inputValue()).toBe(rider!.mobileNo)
    // The arrows move along the tab list: Personal information → Trip history → Recharge history.
    await dialog.getByRole('tab', { name: 'Personal information' }).focus()
    for (const name of ['Trip history', 'Recharge history']) {
      await page.keyboard.press('ArrowRight')
      const tab = dialog.getByRole('tab', { name, exact: true })
      await expect.poll(() => tab.getAttribute('aria-selected'), { message: name }).toBe('true')
      await dialog.getByRole('tabpanel', { name, exact: true }).waitFor()
    }
    const recharge = dialog.getByRole('tabpanel', { name: 'Recharge history' }).getByRole('row').filter({ hasText: PLAN })
    await expect.poll(() => recharge.count()).toBe(1)
    const text = await recharge.innerText()
    for (const shown of [rupees(expected.amount), '700 km', `${remaining} km`, 'pay_STORY_1']) expect(text).toContain(shown)
    await expectAccessible(page, 'recharge history')
    await page.screenshot({ path: '/tmp/recharge-story.png' })
    await context.close()
  })
})
