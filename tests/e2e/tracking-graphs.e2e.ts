import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { rideCsv } from '../../shared/api/tracking-generate'
import { expectAccessible } from './support/browser'
import { adminCall, signedInPages } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'

/** The shown window, as the graphs area states it. */
async function shown(page: Page): Promise<{ from: number; to: number }> {
  const area = page.getByTestId('graphs-area')
  return { from: Number(await area.getAttribute('data-from')), to: Number(await area.getAttribute('data-to')) }
}
const span = async (page: Page) => {
  const w = await shown(page)
  return w.to - w.from
}

// New texts of this screen are not in the catalogs yet: elements are found by role + data-testid.
describe('a tracking log’s graphs in Chromium (issue 21)', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  it('draws every series with visx, zooms and pans by keyboard and pointer, and shows a chart as a table', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/log/tracking')
    const issued = await adminCall<{ token: string }>(page, '/log/tracking/devices/issue', { name: 'E2E graphs unit' })
    const upload = await fetch(`${product.server.url}/api/device/tracking`, {
      method: 'POST',
      headers: { 'content-type': 'text/csv', authorization: `Bearer ${issued.token}` },
      body: rideCsv({ lines: 3000, faultEvery: 400 }),
    })
    const log = (await upload.json()) as { logId: string; responseCode: number }
    expect(log.responseCode).toBe(109)

    await page.goto(`/admin/log/tracking/graphs?logId=${log.logId}`)
    const speed = page.getByTestId('tracking-chart-speed')
    await speed.locator('svg[role="img"] path[data-series="speed"]').waitFor()
    expect(await page.locator('svg[role="img"][aria-label]').count()).toBe(5)
    const series = await page
      .locator('path[data-series]')
      .evaluateAll((ps) => ps.map((p) => [p.getAttribute('data-series'), Number(p.getAttribute('data-points'))]))
    expect(series).toHaveLength(7)
    for (const [, n] of series) expect(n).toBeGreaterThan(10)
    expect(await speed.locator('[data-slot="chart-marker"]').count()).toBeGreaterThan(0)
    expect(await speed.locator('[data-slot="chart-summary"]').textContent()).toMatch(/points, lowest .*, highest .*, last /)
    const whole = await shown(page)

    // Keyboard: + zooms to half, → pans later, 0 shows the whole log again.
    await page.getByTestId('graphs-area').focus()
    await page.keyboard.press('+')
    await expect.poll(() => span(page)).toBe(Math.round((whole.to - whole.from) / 2))
    const zoomed = await shown(page)
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await shown(page)).from).toBeGreaterThan(zoomed.from)
    await page.keyboard.press('0')
    await expect.poll(() => shown(page)).toEqual(whole)

    // Pointer: the wheel zooms in at the pointer (and does not scroll the page); dragging left shows later times.
    const soc = page.getByTestId('tracking-chart-soc').locator('svg[role="img"]')
    await soc.scrollIntoViewIfNeeded()
    const box = (await soc.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.wheel(0, -100)
    await expect.poll(() => span(page)).toBeLessThan(whole.to - whole.from)
    expect((await soc.boundingBox())!.y).toBe(box.y)
    const before = await shown(page)
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 - 150, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect.poll(async () => (await shown(page)).from).toBeGreaterThan(before.from)
    const panned = await shown(page)

    // View as table: the speed values by time, the window untouched; and back to the drawing.
    const toggle = speed.getByRole('button', { name: 'View as table' })
    await toggle.click()
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true')
    const rows = speed.locator('table tbody tr')
    await expect.poll(() => rows.count()).toBeGreaterThan(10)
    expect(await speed.locator('table thead th').allTextContents()).toEqual(['Time', 'Speed (km/h)'])
    expect(await speed.locator('svg[role="img"]').count()).toBe(0)
    expect(await shown(page)).toEqual(panned)
    await expectAccessible(page, 'tracking graphs with a table')
    await toggle.click()
    await speed.locator('svg[role="img"]').waitFor()
    await expectAccessible(page, 'tracking graphs')
    await context.close()
  })
})
