import { describe, expect, it } from 'vitest'
import { expectAccessible, newPage } from './support/browser'
import { menuLinks, signIn, submitCredentials } from './support/flows'
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
  const product = useProduct()

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

  it('hides Resend OTP for 5 s after each send; a resent code replaces the first', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await page.goto('/login')
    await submitCredentials(page, '9000000003')
    await page.getByLabel('OTP').waitFor()
    const first = await latestCode(product.server.url, '9000000003')
    const resend = page.getByRole('button', { name: 'Resend OTP' })
    expect(await resend.count()).toBe(0)
    await resend.waitFor({ timeout: 8000 })
    await resend.click()
    await page.getByText('Sucessfully sent OTP').first().waitFor()
    expect(await resend.count()).toBe(0)
    await expect.poll(() => latestCode(product.server.url, '9000000003')).not.toBe(first)
    await page.getByLabel('OTP').fill(first)
    await page.getByRole('button', { name: 'Verify OTP' }).click()
    await page.getByText('Invalid OTP').first().waitFor()
    await page.getByLabel('OTP').fill(await latestCode(product.server.url, '9000000003'))
    await page.getByRole('button', { name: 'Verify OTP' }).click()
    await page.waitForURL('**/admin/booking')
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
    expect(await menuLinks(page)).toEqual(['CRM', 'Tickets', 'Enquiry', 'Settings'])
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
    ['9000000003', ['Booking', 'Test Drive', 'Settings'], '/admin/booking'],
    ['9000000004', ['Tickets', 'Service Center', 'Service Request', 'Settings'], '/admin/tickets'],
  ])('shows account %s only its menu entries and lands on its home', async (mobile, entries, home) => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await signIn(page, product.server.url, mobile)
    await page.waitForURL(`**${home}`)
    expect(await menuLinks(page)).toEqual(entries)
    await context.close()
  })

  it('shows the technician only Tickets and Settings', async () => {
    const lockFree = await startServer()
    try {
      const { context, page } = await newPage(product.browser, lockFree.url)
      await signIn(page, lockFree.url, '9000000005')
      await page.waitForURL('**/admin/tickets')
      expect(await menuLinks(page)).toEqual(['Tickets', 'Settings'])
      await context.close()
    } finally {
      await lockFree.stop()
    }
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
