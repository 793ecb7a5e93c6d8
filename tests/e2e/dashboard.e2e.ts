import { afterEach, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/browser'
import { signedInPages } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'

/**
 * The dashboards in Chromium (issue 22, in progress): the new dashboard's charts draw, their bars and slices are read
 * with the arrow keys (the shared useMarkFocus of the bar and pie charts), and the screen has no serious axe
 * violation. The figures against a known data set come with the story.
 */
describe('the dashboards in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  it('reads the bars and the slices with the arrow keys', async () => {
    const { page } = await pageAs(SUPER_ADMIN, '/admin/dashboard')
    for (const id of ['chart-call-status', 'chart-retrofitment']) {
      await expect.poll(() => page.getByTestId(id).getAttribute('data-state'), { timeout: 15_000 }).toBe('ready')
    }
    const tooltip = (scope: string) => page.getByTestId(scope).locator('[data-slot="chart-tooltip"]')

    // Hour is the default grouping: switch to Day so the call chart draws bars.
    await page.getByTestId('call-grouping').getByRole('button', { name: 'Day' }).click()
    const bars = page.getByTestId('chart-call-status').locator('[data-slot="bar-chart"]')
    await bars.waitFor()
    await bars.focus()
    await page.keyboard.press('ArrowRight')
    await tooltip('chart-call-status').waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => tooltip('chart-call-status').count()).toBe(0)

    const pie = page.getByTestId('chart-retrofitment').locator('[data-slot="pie-chart"]')
    await pie.focus()
    await page.keyboard.press('End')
    await tooltip('chart-retrofitment').waitFor()
    await expect(tooltip('chart-retrofitment').innerText()).resolves.toMatch(/\d/)
    await pie.blur()
    await expect.poll(() => tooltip('chart-retrofitment').count()).toBe(0)
    await expectAccessible(page, 'new dashboard')
  })
  it('draws the test-ride charts on the Classic view and the test-ride dashboard', async () => {
    const { page } = await pageAs(SUPER_ADMIN, '/admin/dashboard?view=classic')
    for (const path of ['/admin/dashboard?view=classic', '/admin/test-ride-dashboard']) {
      await page.goto(path)
      for (const id of ['chart-test-ride-created', 'chart-test-ride-booked']) {
        const card = page.getByTestId(id)
        await expect.poll(() => card.getAttribute('data-state'), { timeout: 15_000 }).toBe('ready')
        await card.locator('svg path[data-series]').first().waitFor()
      }
    }
  })
})
