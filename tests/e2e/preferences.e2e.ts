import { describe, expect, it } from 'vitest'
import { expectAccessible, newPage } from './support/browser'
import { signIn } from './support/flows'
import { useProduct } from './support/suite'

describe('language, theme, profile and logout in Chromium', () => {
  const product = useProduct()

  it('switches the language and keeps it after a reload', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await signIn(page, product.server.url, '9000000001')
    await page.getByRole('button', { name: 'Language' }).click()
    await page.getByRole('menuitem', { name: 'Español' }).click()
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es')
    await expect.poll(() => page.getByRole('navigation').first().innerText()).toContain('Usuarios')
    await page.reload()
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es')
    await expect.poll(() => page.getByRole('navigation').first().innerText()).toContain('Usuarios')
    for (const [name, lang, word] of [
      ['Deutsch', 'de', 'Benutzer'],
      ['中文', 'zh', '使用者'],
      ['English', 'en', 'Users'],
    ] as const) {
      await page.locator('header button[aria-haspopup="menu"]').first().click()
      await page.getByRole('menuitem', { name }).click()
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang)
      await expect.poll(() => page.getByRole('navigation').first().innerText()).toContain(word)
    }
    await context.close()
  })

  it('keeps the dark theme under the theme key', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await signIn(page, product.server.url, '9000000002')
    await page.goto('/admin/setting')
    expect(await page.evaluate(() => localStorage.getItem('theme') ?? 'LIGHT')).toBe('LIGHT')
    const toggle = page.getByRole('switch', { name: 'Dark theme' })
    await toggle.click()
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('DARK')
    await expectAccessible(page, 'settings (dark)')
    await page.reload()
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await page.getByRole('switch', { name: 'Dark theme' }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('LIGHT')
    await context.close()
  })

  it('shows the profile and checks the password form', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await signIn(page, product.server.url, '9000000002')
    await page.goto('/admin/profile')
    await page.getByText('support@example.com').waitFor()
    await expectAccessible(page, 'profile')
    await page.getByLabel('Old Password').fill('Demo@12345')
    await page.getByLabel('New Password').fill('Fresh-Scooter-42')
    await page.getByLabel('Confirm Password').fill('Fresh-Scooter-43')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await page.getByText('Passwords do not match').first().waitFor()
    await context.close()
  })

  it('signs out everywhere from the profile, after a confirmation, ending the other browser’s session too', async () => {
    const other = await newPage(product.browser, product.server.url)
    await signIn(other.page, product.server.url, '9000000003')
    const { context, page } = await newPage(product.browser, product.server.url)
    await signIn(page, product.server.url, '9000000003')
    await page.goto('/admin/profile')
    await page.getByTestId('sign-out-everywhere').click()
    const dialog = page.getByRole('alertdialog')
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => dialog.count()).toBe(0)
    await page.getByTestId('sign-out-everywhere').click()
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click()
    await page.waitForURL('**/login', { timeout: 15_000 })
    const status = () => other.page.evaluate(async () => (await fetch('/api/admin/islogin')).status)
    expect(await status()).toBe(401)
    await other.context.close()
    await context.close()
  })

  it('logs out and reloads to the sign-in page', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await signIn(page, product.server.url, '9000000001')
    await page.getByRole('button', { name: 'Logout' }).first().click()
    await page.waitForURL('**/login', { timeout: 15_000 })
    const r = await page.evaluate(async () => (await fetch('/api/admin/islogin')).status)
    expect(r).toBe(401)
    await page.goto('/admin/users')
    await page.waitForURL('**/login')
    await context.close()
  })
})
