import type { Page } from 'playwright-core'
import { latestCode } from './server'

export const PASSWORD = 'Demo@12345'

/** Fills step 1 and submits. */
export async function submitCredentials(page: Page, mobileNo: string, password = PASSWORD): Promise<void> {
  if (!/\/(login)?$/.test(new URL(page.url()).pathname)) await page.goto('/login')
  await page.getByLabel('Mobile Number').fill(mobileNo)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Signs in through both steps with the code read from the outbox and waits for the shell. */
export async function signIn(page: Page, baseURL: string, mobileNo: string, password = PASSWORD): Promise<void> {
  await page.goto('/login')
  await signInHere(page, baseURL, mobileNo, password)
}

/** Both sign-in steps on the sign-in page already open, then the shell. */
export async function signInHere(page: Page, baseURL: string, mobileNo: string, password = PASSWORD): Promise<void> {
  await submitCredentials(page, mobileNo, password)
  const otp = page.getByLabel('OTP')
  await otp.waitFor()
  await otp.fill(await latestCode(baseURL, mobileNo))
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
}

/** The names of the links of the side menu, in order. */
export async function menuLinks(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main menu' })
  const names = await nav.getByRole('link').allInnerTexts()
  return names.map((n) => n.trim()).filter(Boolean)
}
