import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/browser'
import { choose, optionLabels } from './support/fields'
import { bodyRows, grid, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
const MAKE = 'Greenline Motors'
const NAME = 'Volt Rider X1'
/** A PNG's signature and header (the server checks the signature, the browser shows what it can). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

/** Focus off the table, then the Add hotkey (Ctrl+A adds when no row is selected). */
async function add(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.keyboard.press('Control+a')
}

/**
 * Issue 18's last walk-through line, in Chromium: the super admin adds a vehicle model by keyboard with technical
 * specifications, a feature, a logo and its documents ('Add Vehicle'); it is in the table at once, and in the pickers
 * that read the models: the user form's make and model, and the booking form's model, which fills the price (kit plus
 * battery) and the booking fee from it.
 */
describe('vehicle models in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  it('adds a model with specifications and a logo, which the user and booking forms then offer', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/vehicleModel')
    await bodyRows(page).first().waitFor()
    await expectAccessible(page, 'vehicle models screen')
    await add(page)
    const dialog = page.getByTestId('vehicle-model-dialog')
    await dialog.getByRole('heading', { name: 'Add Vehicle' }).waitFor()
    await dialog.getByLabel('Vehicle name').fill(NAME)
    await dialog.getByLabel('Make').fill(MAKE)
    await dialog.getByLabel('Model', { exact: true }).fill('X1 Long Range')
    await dialog.getByLabel('Model No.').fill('GLM-X1-LR')
    await dialog.getByLabel('Company').fill('Greenline Mobility Pvt Ltd')
    await dialog.getByLabel('Kit price').fill('84999')
    await dialog.getByLabel('Battery price').fill('41000.50')
    await dialog.getByLabel('Booking fee').fill('2500')

    // Two specifications and a feature, by keyboard: Enter on Add puts the focus on the new row's heading.
    for (const [heading, value] of [
      ['Range', '120 km'],
      ['Top speed', '70 km/h'],
    ]) {
      await dialog.getByRole('button', { name: 'Add specification' }).focus()
      await page.keyboard.press('Enter')
      await page.keyboard.type(heading!)
      await page.keyboard.press('Tab')
      await page.keyboard.type(value!)
    }
    expect(await dialog.locator('input[name="specifications.1.heading"]').inputValue()).toBe('Top speed')
    await dialog.getByRole('button', { name: 'Add feature' }).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.type('Reverse assist')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Yes')

    await dialog.getByLabel('Upload logo (PNG or JPEG, up to 3 MB)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG })
    await expect.poll(() => dialog.getByTestId('vehicle-model-logo').locator('img').count()).toBe(1)
    await dialog.getByRole('group', { name: 'Vehicle documents' }).getByLabel('RC').check()
    await dialog.getByRole('group', { name: 'Vehicle documents' }).getByLabel('Insurance').check()
    await expectAccessible(page, 'add vehicle dialog')
    await dialog.getByLabel('Vehicle name').focus()
    await page.keyboard.press('Control+s')
    await toast(page, 'Vehicle model created').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('searchbox', { name: 'Search' }).fill(NAME)
    const row = grid(page).getByRole('row').filter({ hasText: NAME }).first()
    await expect.poll(() => row.innerText()).toContain('₹84,999.00')

    // In view: the specifications, the feature and the logo as saved. The click comes once the search's rows are the
    // table's (a click on a row the search then replaces selects nothing), and View once it has selected (200 ms).
    await expect.poll(() => bodyRows(page).count()).toBe(1)
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await toolbarButton(page, 'view').click()
    await dialog.getByRole('heading', { name: 'View Vehicle' }).waitFor()
    // The record is read after the dialog opens (no fade-in covers that with reduced motion): its text is awaited.
    for (const text of ['Range', '120 km', 'Top speed', '70 km/h', 'Reverse assist'])
      await expect.poll(() => dialog.innerText()).toContain(text)
    await expect.poll(() => dialog.getByTestId('vehicle-model-logo').locator('img').count()).toBe(1)
    await expectAccessible(page, 'view vehicle dialog')
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // The user form's pickers: the new make, and the model under it.
    await page.goto('/admin/users')
    await bodyRows(page).first().waitFor()
    await add(page)
    const user = page.getByRole('dialog', { name: 'New user' })
    await choose(user.getByLabel('User type'), 'user')
    await choose(user.getByLabel('Vehicle make'), { label: MAKE })
    await expect.poll(() => optionLabels(user.getByLabel('Vehicle model'))).toEqual(['Select vehicle model', NAME])
    await page.keyboard.press('Escape')
    // A changed form asks before it closes.
    const discard = page.getByRole('button', { name: 'Discard', exact: true })
    await Promise.race([user.waitFor({ state: 'hidden' }), discard.waitFor()])
    if (await discard.isVisible()) await discard.click()
    await user.waitFor({ state: 'hidden' })

    // The booking form: the model in its list, filling the empty price (kit + battery) and booking fee.
    await page.goto('/admin/booking')
    await bodyRows(page).first().waitFor()
    await add(page)
    const booking = page.getByTestId('booking-dialog')
    await booking.waitFor()
    await choose(booking.getByRole('combobox', { name: 'Vehicle model' }), { label: `${MAKE} ${NAME}` })
    await expect.poll(() => booking.locator('input[name="price"]').inputValue()).toBe('125999.50')
    await expect.poll(() => booking.locator('input[name="bookingFee"]').inputValue()).toBe('2500.00')
    await context.close()
  })
})
