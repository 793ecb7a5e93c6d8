import { describe, expect, it } from 'vitest'
import { expectAccessible, newPage } from './support/browser'
import { signIn, submitCredentials } from './support/flows'
import { useProduct } from './support/suite'
import { latestCode } from './support/server'

async function outbox(url: string) {
  return (await (await fetch(`${url}/api/dev/outbox`)).json()) as { to: string; text: string }[]
}

describe('password recovery, failures and small screens in Chromium', () => {
  const product = useProduct()

  it('recovers a forgotten password through the mailed link and forces a new one at the next sign-in', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await page.goto('/login')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await page.getByRole('dialog', { name: 'Forgot password' }).waitFor()
    await page.getByRole('button', { name: 'Send' }).click()
    await page.getByText('Please enter your mobile number').first().waitFor()

    await page.getByLabel('Mobile Number').fill('9000000004')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expectAccessible(page, 'forgot dialog')
    await page.getByRole('button', { name: 'Send' }).click()
    await page.getByText('New password is generated and sent over the email').first().waitFor()

    const link = (await outbox(product.server.url))
      .find((m) => m.to === 'service@example.com')!
      .text.match(/(\/user\/password\/generate\?token=\S+)/)![1]!
    await page.goto(link)
    await page.getByText('Your new password is generated successfully, Please check your mail.').waitFor()
    await page.waitForURL('**/login', { timeout: 10_000 })

    const temp = (await outbox(product.server.url)).find((m) => m.to === 'service@example.com')!.text.match(/password is: (\S+)/)![1]!
    await submitCredentials(page, '9000000004', temp)
    await page.getByLabel('OTP').fill(await latestCode(product.server.url, '9000000004'))
    await page.getByRole('button', { name: 'Verify OTP' }).click()
    await page.waitForURL('**/admin/profile')
    await page.getByText('Please set a new password to continue').first().waitFor()
    await page.getByLabel('Old Password').fill(temp)
    await page.getByLabel('New Password').fill('Service-Bay-Koramangala')
    await page.getByLabel('Confirm Password').fill('Service-Bay-Koramangala')
    await page.getByRole('button', { name: 'Update Password' }).click()
    await page.getByText('Password changed successfully').first().waitFor()
    await page.waitForURL('**/login')
    await signIn(page, product.server.url, '9000000004', 'Service-Bay-Koramangala')
    await page.waitForURL('**/admin/testdrive')

    // The link is single use.
    await page.goto(link)
    await page.getByText('Invalide Token, Session timeout. Please request one more time.').waitFor()
    await context.close()
  })

  it('says Timeout Error. when the network fails', async () => {
    const { context, page } = await newPage(product.browser, product.server.url)
    await page.goto('/login')
    await page.route('**/api/admin/accountLogin', (route) => route.abort('failed'))
    await submitCredentials(page, '9000000001')
    await page.getByText('Timeout Error.').first().waitFor()
    await context.close()
  })

  it('puts language and logout in a bottom drawer on a small screen', async () => {
    const { context, page } = await newPage(product.browser, product.server.url, { width: 390, height: 844 })
    await page.goto('/login')
    await submitCredentials(page, '9000000002')
    await page.getByLabel('OTP').fill(await latestCode(product.server.url, '9000000002'))
    await page.getByRole('button', { name: 'Verify OTP' }).click()
    await page.waitForURL('**/admin/crm')
    await page.getByRole('button', { name: 'More' }).click()
    const sheet = page.getByRole('dialog')
    await sheet.waitFor()
    await expect.poll(async () => (await sheet.boundingBox())!.y).toBeGreaterThan(300)
    await expect.poll(() => sheet.getByRole('button', { name: 'Logout' }).count()).toBeGreaterThan(0)
    await expectAccessible(page, 'mobile sheet')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Toggle menu' }).click()
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Enquiry' }).click()
    await page.waitForURL('**/admin/enquiry')
    await context.close()
  })
})
