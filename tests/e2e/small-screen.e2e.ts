import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAccessible, newPage } from './support/browser'
import { signIn } from './support/flows'
import { bodyRows } from './support/pages'
import { useProduct } from './support/suite'

/**
 * Small screens (390 × 844, a phone held upright): the table's toolbar collapses into one Actions button that opens
 * the actions sheet with the same actions; a record dialog is a full-screen sheet whose tabs scroll sideways, each
 * reachable by keyboard and shown inside the viewport, with the panel scrolling between the header and the footer.
 */
const SUPER_ADMIN = '9000000001'
const WIDTH = 390
const HEIGHT = 844

describe('a 390 px wide screen', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  async function smallPage(path: string): Promise<Page> {
    const signedIn = await newPage(product.browser, product.server.url)
    await signIn(signedIn.page, product.server.url, SUPER_ADMIN)
    const storageState = await signedIn.context.storageState()
    await signedIn.context.close()
    const context = await product.browser.newContext({
      baseURL: product.server.url,
      viewport: { width: WIDTH, height: HEIGHT },
      hasTouch: true,
      storageState,
    })
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`))
    await page.goto(path)
    return page
  }

  /** The element's box lies inside the viewport (horizontally; vertically too with `vertical`). */
  async function expectInViewport(locator: Locator, label: string, vertical = false): Promise<void> {
    const box = await locator.boundingBox()
    expect(box, label).not.toBeNull()
    const { x, y, width, height } = box!
    expect(x, `${label} left`).toBeGreaterThanOrEqual(0)
    expect(x + width, `${label} right`).toBeLessThanOrEqual(WIDTH + 0.5)
    if (vertical) {
      expect(y, `${label} top`).toBeGreaterThanOrEqual(0)
      expect(y + height, `${label} bottom`).toBeLessThanOrEqual(HEIGHT + 0.5)
    }
  }

  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

  it('collapses the toolbar into an actions sheet and opens a user with every tab reachable', async () => {
    const page = await smallPage('/admin/users')
    await bodyRows(page).first().waitFor()
    await page.waitForLoadState('networkidle')

    // The toolbar's buttons are not shown; one Actions button is.
    await expect.poll(() => page.locator('[data-command]').filter({ visible: true }).count()).toBe(0)
    const actions = page.getByRole('button', { name: 'Actions', exact: true })
    await actions.waitFor()
    await expectInViewport(actions, 'Actions button', true)
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH)

    // Select the first user, then Edit from the actions sheet.
    const row = bodyRows(page).first()
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await actions.click()
    const sheet = page.getByRole('dialog', { name: 'Actions' })
    await sheet.waitFor()
    // The same actions as the toolbar, with their decisions: Add is offered, Edit is ready for the selected row.
    await sheet.locator('[data-command="action.add"]').waitFor()
    const edit = sheet.locator('[data-command="action.edit"]')
    expect(await edit.getAttribute('aria-disabled')).toBeNull()
    await expectAccessible(page, 'actions sheet')
    await edit.click()
    await sheet.waitFor({ state: 'hidden' })

    const dialog = page.getByRole('dialog', { name: 'Edit user' })
    await dialog.waitFor()
    const tabs = dialog.getByRole('tab')
    await tabs.first().waitFor()
    // A full-screen sheet: the whole width (and height) of the viewport.
    const box = (await dialog.boundingBox())!
    expect(Math.round(box.x)).toBe(0)
    expect(Math.round(box.width)).toBe(WIDTH)
    expect(Math.round(box.y)).toBe(0)
    expect(Math.round(box.height)).toBe(HEIGHT)

    const names = (await tabs.allInnerTexts()).map((n) => n.trim())
    expect(names).toEqual(['Personal information', 'Trip history', 'Recharge history', 'Documents', 'Notifications'])

    // By keyboard: the arrows move along the tab list, each tab scrolled into view with its panel shown.
    await tabs.first().focus()
    for (const [i, name] of names.entries()) {
      if (i > 0) await page.keyboard.press('ArrowRight')
      const tab = dialog.getByRole('tab', { name, exact: true })
      await expect.poll(() => tab.getAttribute('aria-selected'), { message: name }).toBe('true')
      await dialog.getByRole('tabpanel', { name, exact: true }).waitFor()
      await expect.poll(async () => (await tab.boundingBox())?.x ?? -1, { message: `${name} left` }).toBeGreaterThanOrEqual(0)
      await expectInViewport(tab, name)
    }
    // The first tab has scrolled out of view; Reset goes back to the fields and scrolls their tab into view.
    expect((await tabs.first().boundingBox())!.x).toBeLessThan(0)
    const footer = dialog.locator('[data-slot="dialog-footer"]')
    await footer.getByRole('button', { name: 'Reset', exact: true }).click()
    await dialog.getByRole('tabpanel', { name: names[0], exact: true }).waitFor()
    await expect.poll(async () => (await tabs.first().boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0)
    await expectInViewport(tabs.first(), names[0]!)

    // The long fields scroll inside the dialog while the footer's buttons stay on screen.
    for (const name of ['Close', 'Reset', 'Update']) {
      const button = footer.getByRole('button', { name, exact: true })
      await button.waitFor()
      await expectInViewport(button, `${name} button`, true)
    }
    expect(await pageWidth(page)).toBeLessThanOrEqual(WIDTH)
    await expectAccessible(page, 'user dialog')

    await footer.getByRole('button', { name: 'Close', exact: true }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.context().close()
  })
})
