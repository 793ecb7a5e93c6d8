import { describe, expect, it } from 'vitest'
import { expectAccessible, newPage } from './support/browser'
import { menuLinks, PASSWORD, signIn, submitCredentials } from './support/flows'
import { useProduct } from './support/suite'
import { latestCode, startServer } from './support/server'

const EVERY_MENU_ENTRY = [
  'Dashboard',
  'Booking Center Dashboard',
  'Users',
  'CRM',
  'Booking',
  'Test Drive',
  'Tickets',
  'Enquiry',
  'Vehicle Model',
  'Service Center',
  'Service Request',
  'Advertisement',
  'Order Request',
  'Master Data',
  'SCU Stocks',
  'Services',
  'Subscription',
  'Subscription Plan',
  'Discount',
  'Test Drive Slots',
  'Riding Mode',
  'Tracking Log',
  'RTO Search',
  'Options',
  'WhatsApp',
  'Role',
  'Settings',
]

describe('sign-in, menu and guard in Chromium', () => {
  // The test clock: the resend window (5 s) is passed by moving the server's clock, not by waiting.
  const product = useProduct({ TEST_CLOCK: 'true' })

  it('signs the super admin in with the code from the outbox and shows every menu entry', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await page.goto('/login')
    await expectAccessible(page, 'login')
    await submitCredentials(page, '9000000001')
    const otp = page.getByLabel('OTP')
    await otp.waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('id') ?? '')).not.toBe('')
    await expectAccessible(page, 'code step')
    await otp.fill(await latestCode(product.server.url, '9000000001'))
    await page.getByRole('button', { name: 'Verify OTP' }).click()
    await page.waitForURL('**/admin/users')
    expect(await menuLinks(page)).toEqual(expect.arrayContaining(EVERY_MENU_ENTRY))
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Users')
    await expectAccessible(page, 'shell')
    await context.close()
  })

  it('shows Resend OTP on the code step, hides it for 5 s after a successful resend; a resent code replaces the first', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await page.goto('/login')
    await submitCredentials(page, '9000000003')
    await page.getByLabel('OTP').waitFor()
    const stepShownAt = Date.now()
    const first = await latestCode(product.server.url, '9000000003')
    // The link is there with the code field (spec 000 section 2), not only after a wait.
    const resend = page.getByRole('button', { name: 'Resend OTP' })
    await resend.waitFor({ timeout: 2000 })
    expect(Date.now() - stepShownAt).toBeLessThan(4000)
    // Within 5 s of the sign-in's own send the server refuses another code; the link stays.
    await resend.click()
    await page.getByText('Please try after some time').first().waitFor()
    expect(await resend.count()).toBe(1)
    // 5 s later (the server's clock moved on), the server sends another.
    const moved = await fetch(`${product.server.url}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', origin: product.server.url },
      body: JSON.stringify({ advanceMs: 5_500 }),
    })
    expect(moved.ok).toBe(true)
    await resend.click()
    await page.getByText('Sucessfully sent OTP').first().waitFor()
    const resentAt = Date.now()
    expect(await resend.count()).toBe(0)
    await resend.waitFor({ timeout: 8000 })
    expect(Date.now() - resentAt).toBeGreaterThanOrEqual(4000)
    await expect.poll(() => latestCode(product.server.url, '9000000003')).not.toBe(first)
    await page.getByLabel('OTP').fill(first)
    await page.getByRole('button', { name: 'Verify OTP' }).click()
    await page.getByText('Invalid OTP').first().waitFor()
    await page.getByLabel('OTP').fill(await latestCode(product.server.url, '9000000003'))
    await page.getByRole('button', { name: 'Verify OTP' }).click()
    await page.waitForURL('**/admin/booking')
    await context.close()
  })

  it('goes Back from the code step to step 1 with the mobile number still filled in', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await page.goto('/login')
    await submitCredentials(page, '9000000002')
    await page.getByLabel('OTP').waitFor()
    const first = await latestCode(product.server.url, '9000000002')
    await page.getByRole('button', { name: 'Back' }).click()
    await page.getByRole('button', { name: 'Sign In' }).waitFor()
    expect(await page.getByLabel('OTP').count()).toBe(0)
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe('9000000002')
    // The password is asked again; the kept number signs in.
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByLabel('OTP').waitFor()
    await expect.poll(() => latestCode(product.server.url, '9000000002')).not.toBe(first)
    await page.getByLabel('OTP').fill(await latestCode(product.server.url, '9000000002'))
    await page.getByRole('button', { name: 'Verify OTP' }).click()
    await page.waitForURL('**/admin/crm')
    await context.close()
  })

  it('opens Forgot password from the code step too, for the mobile number of step 1', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await page.goto('/login')
    await submitCredentials(page, '9000000004')
    await page.getByLabel('OTP').waitFor()
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    const dialog = page.getByRole('dialog', { name: 'Forgot password' })
    await dialog.waitFor()
    await expect.poll(() => dialog.innerText()).toContain('9000000004')
    await expectAccessible(page, 'forgot dialog on the code step')
    await dialog.getByRole('button', { name: 'Send' }).click()
    await page.getByText('New password is generated and sent over the email').first().waitFor()
    await dialog.waitFor({ state: 'hidden' })
    const mails = (await (await fetch(`${product.server.url}/api/dev/outbox`)).json()) as { to: string; text: string }[]
    expect(mails.find((m) => m.to === 'service@example.com')?.text).toMatch(/\/user\/password\/generate\?token=/)
    // Still on the code step: the sign-in goes on.
    await page.getByLabel('OTP').fill(await latestCode(product.server.url, '9000000004'))
    await page.getByRole('button', { name: 'Verify OTP' }).click()
    await page.waitForURL('**/admin/testdrive')
    await context.close()
  })

  it('shows the spec’s messages for empty fields and a wrong password', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByText('Enter your Mobile Number').waitFor()
    await page.getByText('Enter your Password').waitFor()
    // Letters never reach the mobile field.
    await page.getByLabel('Mobile Number').pressSequentially('90ab00')
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe('9000')
    await submitCredentials(page, '9000000002', 'not-the-password')
    await page.getByText('Wrong Credentials').first().waitFor()
    expect(page.url()).toMatch(/\/login$/)
    await context.close()
  })

  it('locks the account after five wrong passwords', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await page.goto('/login')
    for (let i = 0; i < 5; i++) await submitCredentials(page, '9000000005', `wrong-${i}-password`)
    await page.getByText('Exceeded Password attempt').first().waitFor()
    await submitCredentials(page, '9000000005')
    await page.getByText('Exceeded Password attempt').first().waitFor()
    await expect.poll(() => page.getByLabel('OTP').count()).toBe(0)
    await context.close()
  })

  it('redirects the support agent away from /admin/users after 2 s with the spec’s message', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await signIn(page, product.server.url, '9000000002')
    await page.waitForURL('**/admin/crm')
    expect(await menuLinks(page)).toEqual(['CRM', 'Tickets', 'Enquiry', 'WhatsApp', 'Settings'])
    await page.goto('/admin/users')
    const message = page.getByText("Sorry, You don't have permission. We are trying to redirect you another page.")
    await message.waitFor()
    const shownAt = Date.now()
    await page.waitForURL('**/admin/crm', { timeout: 10_000 })
    const waited = Date.now() - shownAt
    expect(waited).toBeGreaterThanOrEqual(1500)
    await context.close()
  })

  it.each([
    ['9000000003', ['Dashboard', 'Booking Center Dashboard', 'Booking', 'Test Drive', 'Vehicle Model', 'Settings'], '/admin/booking'],
    [
      '9000000004',
      [
        'Test Drive',
        'Tickets',
        'Vehicle Model',
        'Service Center',
        'Service Request',
        'Order Request',
        'SCU Stocks',
        'Services',
        'Settings',
      ],
      '/admin/testdrive',
    ],
  ])('shows account %s only its menu entries and lands on its home', async (mobile, entries, home) => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await signIn(page, product.server.url, mobile)
    await page.waitForURL(`**${home}`)
    expect(await menuLinks(page)).toEqual(entries)
    await context.close()
  })

  it('shows the technician only Test Drive, Tickets and Settings', async () => {
    const lockFree = await startServer()
    try {
      const { context, page } = await newPage(product.browser, lockFree.url)
      await signIn(page, lockFree.url, '9000000005')
      await page.waitForURL('**/admin/testdrive')
      expect(await menuLinks(page)).toEqual(['Test Drive', 'Tickets', 'Settings'])
      await context.close()
    } finally {
      await lockFree.stop()
    }
  })

  it('starts in the browser’s first language we have, with <html lang>, until the user picks one (issue 35)', async () => {
    const { context, page } = await newPage(product.browser, product.server.url, undefined, { locale: 'de-DE' })
    await page.goto('/login')
    await page.getByRole('button', { name: 'Anmelden' }).waitFor()
    expect(await page.getByLabel('Mobilnummer').count()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
    // The user's choice wins over the browser's, now and after a reload.
    await page.getByRole('button', { name: 'Sprache' }).click()
    await page.getByRole('menuitem', { name: 'Español' }).click()
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    await page.reload()
    await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    await context.close()
  })

  it('puts the focus on the landing screen’s table after a sign-in by keyboard only (issue 35)', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await page.goto('/login')
    // The mobile field has the focus on arrival; from there on, keys only.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete') ?? '')).toBe('username')
    await page.keyboard.type('9000000001')
    await page.keyboard.press('Tab')
    await page.keyboard.type(PASSWORD)
    await page.keyboard.press('Enter')
    await page.getByLabel('OTP').waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete') ?? '')).toBe('one-time-code')
    await page.keyboard.type(await latestCode(product.server.url, '9000000001'))
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin/users')
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role') ?? document.activeElement?.tagName))
      .toBe('grid')
    // The table works at once: ↓ makes a row the active one.
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.getByRole('grid').first().getAttribute('aria-activedescendant')).toMatch(/./)
    await context.close()
  })

  it('shows Coming soon. for unknown paths and carries the CRM mobile number', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await page.goto('/somewhere/else')
    await page.getByText('Coming soon.').waitFor()
    await signIn(page, product.server.url, '9000000001')
    await page.goto('/admin/no-such-screen')
    await page.getByText('Coming soon.').waitFor()
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
    await page.goto('/admin/crm?mobileNo=9876543210')
    await expect
      .poll(() =>
        page
          .getByRole('dialog')
          .getByLabel(/^Mobile number/)
          .inputValue(),
      )
      .toBe('9876543210')
    await page.keyboard.press('Escape')
    await page.goto('/admin/crm?mobileNo=98765abc')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('CRM')
    await context.close()
  })
})
