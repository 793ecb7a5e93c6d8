import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { newPage } from './support/browser'
import { signIn } from './support/flows'
import { adminCall, grid } from './support/pages'
import { useProduct } from './support/suite'

/**
 * Issue 21's settings and lists as the screens read them: the profile's password form says the lengths in force, and
 * the users form's departments offer a value added on the Options screen.
 */
describe('options wired into the users screen and the password form in Chromium', () => {
  const product = useProduct()

  /** Saves the organisation settings with `over` changed, from the signed-in page. */
  async function saveSettings(page: Page, over: Record<string, unknown>) {
    const current = await page.evaluate(async () => {
      const r = await fetch('/api/admin/options/settings', { headers: { 'x-requested-with': 'XMLHttpRequest' } })
      return ((await r.json()) as { settings: Record<string, unknown> }).settings
    })
    const { updatedAt: _, ...form } = current
    const r = await adminCall(page, '/options/settings', { ...form, ...over }, 'PUT')
    expect(r.responseCode, JSON.stringify(r)).toBe(109)
  }

  it('says the settings’ password lengths on the profile and offers a department added on Options', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await signIn(page, product.server.url, '9000000001')
    await saveSettings(page, { passwordMinLength: 12, passwordMaxLength: 80 })
    const added = await adminCall(page, '/options/add', { list: 'department', label: 'Welding' })
    expect(added.responseCode, JSON.stringify(added)).toBe(109)

    await page.goto('/admin/profile')
    await page.getByLabel('Old Password').fill('Demo@12345')
    await page.getByLabel('New Password').fill('Brisk-otter')
    await page.getByLabel('Confirm Password').fill('Brisk-otter')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await page.getByText('Password must have at least 12 characters').first().waitFor()

    await page.goto('/admin/users')
    await grid(page).waitFor()
    await page.waitForLoadState('networkidle')
    await grid(page).focus()
    await page.keyboard.press('Control+a')
    const dialog = page.getByRole('dialog', { name: 'New user' })
    await dialog.getByLabel('User type').click()
    await page.getByRole('option', { name: 'Worker', exact: true }).click()
    const departments = dialog.getByRole('group', { name: 'Departments' })
    await departments.getByLabel('Welding').waitFor()
    await departments.getByLabel('Battery').waitFor()
    await dialog.getByLabel('Password').fill('Brisk-otter')
    await page.keyboard.press('Control+s')
    await dialog.getByText('Password must have at least 12 characters').first().waitFor()

    await saveSettings(page, { passwordMinLength: 8, passwordMaxLength: 64 })
    await context.close()
  })
})
