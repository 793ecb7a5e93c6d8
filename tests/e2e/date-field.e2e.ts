import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { dayEndToIndiaSeconds, dayToIndiaSeconds, todayInIndia } from '../../shared/india-day'
import { expectAccessible } from './support/browser'
import { indiaDayFromToday } from './support/days'
import { choose } from './support/fields'
import { adminCall, bodyRows, grid, settled, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'

const pad = (n: number) => String(n).padStart(2, '0')
/** dd/MM/yyyy of the India day `days` from today (the product's days, whatever the machine's zone). */
const dayText = indiaDayFromToday
/** The Unix seconds of a day as the users table stores it (UTC midnight) as dd/MM/yyyy. */
const utcDayText = (seconds: number) => {
  const d = new Date(seconds * 1000)
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`
}
const DATE_TIME = /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/

/**
 * Issue 15, "One date format": the date fields type and show dd/MM/yyyy (and dd/MM/yyyy HH:mm, 24-hour), wrong text
 * stays as typed with the form's message, the calendar opens and picks by keyboard, and the table shows what was saved.
 */
describe('the date fields in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? null)

  it('the advertisement period: typed as dd/MM/yyyy HH:mm, a day picked in the calendar by keyboard, shown so in the table', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/advertisement')
    await bodyRows(page).first().waitFor()
    await toolbarButton(page, 'add').click()
    const dialog = page.getByTestId('advertisement-dialog')
    await dialog.waitFor()
    const field = (name: string) => dialog.locator(`input[name="${name}"]`)
    const start = field('startAt')
    const end = field('endAt')

    // The defaults (now and a week later) show as dd/MM/yyyy HH:mm, 24-hour.
    expect(await start.getAttribute('type')).toBe('text')
    expect(await start.inputValue()).toMatch(DATE_TIME)
    expect(await end.inputValue()).toMatch(DATE_TIME)
    expect(await start.getAttribute('placeholder')).toBe('dd/mm/yyyy hh:mm')

    await field('title').fill('Date field week')
    await dialog.locator('[name="description"]').fill('One date format everywhere')
    await choose(dialog.locator('[name="adPosition"]'), 'top')

    // A day that does not exist stays as typed, with the form's message; saving is refused.
    await end.fill('31/02/2031 10:00')
    await page.keyboard.press('Tab')
    const message = dialog.getByText('Enter a date and 24-hour time as dd/mm/yyyy hh:mm')
    await message.waitFor()
    expect(await end.getAttribute('aria-invalid')).toBe('true')
    expect(await end.inputValue()).toBe('31/02/2031 10:00')
    await end.focus()
    await page.keyboard.press('Control+s')
    await settled(page)
    await message.waitFor()
    expect(await end.inputValue()).toBe('31/02/2031 10:00')
    expect(await dialog.isVisible()).toBe(true)

    // Typed: start tomorrow 09:30, end in five days 18:45.
    await start.fill(`${dayText(1)} 09:30`)
    await end.fill(`${dayText(5)} 18:45`)
    await page.keyboard.press('Tab')
    await message.waitFor({ state: 'hidden' })
    expect(await end.getAttribute('aria-invalid')).toBe('false')

    // Escape closes the calendar (opened with Alt+ArrowDown) and gives the focus back to the input; the dialog stays.
    await start.focus()
    await page.keyboard.press('Alt+ArrowDown')
    const calendar = page.getByTestId('date-calendar')
    await calendar.getByRole('grid').waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="gridcell"]') !== null)).toBe(true)
    await page.keyboard.press('Escape')
    await calendar.waitFor({ state: 'hidden' })
    await expect.poll(() => focusedName(page)).toBe('startAt')
    expect(await dialog.isVisible()).toBe(true)

    // The end's calendar from its button (Tab, Enter): the arrows move a day from the chosen one, Enter picks it and
    // goes to the time (kept), Enter there closes it; the focus is back in the input.
    await end.focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Choose date and time')
    await page.keyboard.press('Enter')
    await calendar.getByRole('grid').waitFor()
    await expectAccessible(page, 'date-time calendar')
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="gridcell"]') !== null)).toBe(true)
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Enter')
    const time = calendar.getByLabel('Time (24-hour)')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(await time.getAttribute('id'))
    expect(await time.inputValue()).toBe('18:45')
    await page.keyboard.press('Enter')
    await calendar.waitFor({ state: 'hidden' })
    await expect.poll(() => focusedName(page)).toBe('endAt')
    expect(await end.inputValue()).toBe(`${dayText(6)} 18:45`)

    await page.keyboard.press('Control+s')
    await dialog.waitFor({ state: 'hidden' })
    const row = bodyRows(page).filter({ hasText: 'Date field week' }).first()
    await row.waitFor()
    const shown = await row.innerText()
    expect(shown).toContain(`${dayText(1)} 09:30:00`)
    expect(shown).toContain(`${dayText(6)} 18:45:00`)
    await context.close()
  })

  it('the table filter: a day typed as dd/MM/yyyy and one picked in the calendar become the period filter', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/advertisement')
    await bodyRows(page).first().waitFor()
    await toolbarButton(page, 'filter').click()
    const popover = page.getByRole('dialog', { name: 'Filter list' })
    const from = popover.getByLabel('Running from')
    const until = popover.getByLabel('Running until')
    await from.fill('07/13/2026')
    await page.keyboard.press('Tab')
    await popover.getByText('Enter a date as dd/mm/yyyy').waitFor()
    expect(await from.inputValue()).toBe('07/13/2026')
    await from.fill(dayText(-30))
    await popover.getByText('Enter a date as dd/mm/yyyy').waitFor({ state: 'hidden' })

    // The calendar over the filter: Escape closes the calendar only; Enter picks the day it opened on (today).
    await until.focus()
    await page.keyboard.press('Alt+ArrowDown')
    const calendar = page.getByTestId('date-calendar')
    await calendar.getByRole('grid').waitFor()
    await page.keyboard.press('Escape')
    await calendar.waitFor({ state: 'hidden' })
    expect(await popover.isVisible()).toBe(true)
    // The calendar gives the focus back to its field (after its close animation); then Alt+↓ opens it again.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('endAt')
    await page.keyboard.press('Alt+ArrowDown')
    await calendar.getByRole('grid').waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('[role="gridcell"]') !== null)).toBe(true)
    await page.keyboard.press('Enter')
    await calendar.waitFor({ state: 'hidden' })
    expect(await until.inputValue()).toBe(dayText(0))
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('endAt')

    await popover.getByRole('button', { name: 'Filter', exact: true }).click()
    // The period is India's days: the first second of the day 30 days ago to the last second of today.
    const first = dayToIndiaSeconds(todayInIndia(Date.now() - 30 * 86_400_000))
    const last = dayEndToIndiaSeconds(todayInIndia())
    await page.waitForURL((u) => u.searchParams.get('startAt') === String(first) && u.searchParams.get('endAt') === String(last))
    await toolbarButton(page, 'filter').click()
    await expect.poll(() => from.inputValue()).toBe(dayText(-30))
    expect(await until.inputValue()).toBe(dayText(0))
    await context.close()
  })

  it('the follow-up date of a lead: dd/MM/yyyy, a wrong day refused at Enter, a right one added and listed', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/crm?mobileNo=9876543210', { menu: 'attached' })
    const dialog = page.getByRole('dialog', { name: 'Edit lead' })
    await dialog.waitFor()
    const day = dialog.getByLabel('Follow-up date')
    await expect.poll(() => day.inputValue()).toBe(dayText(0))
    await choose(dialog.getByLabel('Follow-up executive'), { index: 1 })
    await day.fill('30/02/2026')
    await page.keyboard.press('Enter')
    await dialog.getByText('Enter a date as dd/mm/yyyy').waitFor()
    expect(await day.inputValue()).toBe('30/02/2026')
    expect(await dialog.isVisible()).toBe(true)
    await day.fill(dayText(3))
    await dialog.getByLabel('Remark').fill('Call back about the battery')
    await page.keyboard.press('Enter')
    await toast(page, 'Follow-up added').waitFor()
    await dialog.getByRole('list', { name: 'Follow-ups' }).getByText(dayText(3)).first().waitFor()
    await context.close()
  })

  it('the user dialog shows the date of birth as dd/MM/yyyy and refuses a day after today', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    await grid(page).getByRole('row').nth(1).waitFor()
    const list = await adminCall<{ rows: { _id: string; mobileNo: string }[] }>(page, '/user/all', {
      userType: 'user',
      page: 0,
      pageSize: 20,
    })
    let found: { mobileNo: string; dob: number } | undefined
    for (const row of list.rows) {
      const details = await adminCall<{ user?: { dob: number | null } }>(page, '/user/details', { userId: row._id })
      if (details.user?.dob) {
        found = { mobileNo: row.mobileNo, dob: details.user.dob }
        break
      }
    }
    expect(found).toBeDefined()

    await page.waitForLoadState('networkidle')
    await page.getByRole('searchbox', { name: 'Search' }).fill(found!.mobileNo)
    const row = grid(page).getByRole('row').filter({ hasText: found!.mobileNo }).first()
    await row.waitFor()
    await expect.poll(() => grid(page).getByRole('row').filter({ hasText: found!.mobileNo }).count()).toBe(1)
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await grid(page).focus()
    await page.keyboard.press('Control+e')
    const dialog = page.getByRole('dialog', { name: 'Edit user' })
    const dob = dialog.getByLabel('Date of birth')
    await expect.poll(() => dob.inputValue()).toBe(utcDayText(found!.dob))
    expect(await dob.getAttribute('placeholder')).toBe('dd/mm/yyyy')
    expect(await dialog.getByTestId('user-age').innerText()).toMatch(/^Age: \d+ years$/)

    // A wrong day and a day after today: kept as typed, with the message.
    await dob.fill('31/02/1990')
    await page.keyboard.press('Tab')
    await dialog.getByText('Enter a date as dd/mm/yyyy').waitFor()
    expect(await dob.inputValue()).toBe('31/02/1990')
    // A click on Update (not the keyboard's save) saves nothing while the text is not a date: the form holds no date
    // of birth then, and saving would have cleared the stored one.
    const updates: string[] = []
    page.on('request', (r) => void (r.url().includes('/user/update') && updates.push(r.url())))
    await dialog.getByRole('button', { name: 'Update' }).click()
    await dialog.getByText('Enter a date as dd/mm/yyyy').waitFor()
    await expect.poll(() => dob.getAttribute('aria-invalid')).toBe('true')
    await settled(page)
    expect(updates).toEqual([])
    expect(await dialog.isVisible()).toBe(true)
    const today = dayText(0)
    await dob.fill(dayText(2))
    await page.keyboard.press('Tab')
    await dialog.getByText(`Enter a date on or before ${today}`).waitFor()
    expect(await dob.inputValue()).toBe(dayText(2))
    // A right one is taken (the age follows).
    await dob.fill('15/08/1990')
    await page.keyboard.press('Tab')
    await expect.poll(() => dob.getAttribute('aria-invalid')).toBe('false')
    await expect.poll(() => dialog.getByTestId('user-age').innerText()).toMatch(/^Age: 3\d years$/)
    await expectAccessible(page, 'edit user with the date field')
    await context.close()
  })
})
