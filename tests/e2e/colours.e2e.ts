import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { ColourRow } from '../../shared/api/colours.table'
import { adminCall, bodyRows, signedInPages, toast } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'

describe('the colours screen in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  const dialog = (page: Page) => page.getByTestId('colour-dialog')
  const field = (page: Page, name: string) => dialog(page).locator(`input[name="${name}"]`)
  const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'))
  const find = async (page: Page, keyword: string) =>
    (await adminCall<{ rows: ColourRow[] }>(page, '/colours/all', { keyword, pageSize: 100 })).rows

  it('opens from the palette, adds a colour with the keyboard only, shows it in the table and deletes it', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/crm')
    await page.keyboard.press('Control+K')
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    await palette.waitFor()
    await page.getByRole('combobox', { name: 'Type a command or search…' }).pressSequentially('colours')
    await expect.poll(async () => (await palette.getByRole('option').allInnerTexts())[0]?.split('\n')[0]?.trim()).toBe('Colours')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin/colours')
    await bodyRows(page).filter({ hasText: 'Ocean Blue' }).waitFor()

    // Add: Ctrl+A opens the dialog on the name; a code that is not #RRGGBB is refused by the shared schema.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    await dialog(page).waitFor()
    await expect.poll(() => focused(page)).toBe('name')
    await page.keyboard.type('Sky Blue')
    await page.keyboard.press('Tab')
    await expect.poll(() => focused(page)).toBe('code')
    await page.keyboard.type('skyblue')
    await page.keyboard.press('Control+s')
    await expect.poll(() => field(page, 'code').getAttribute('aria-invalid')).toBe('true')
    await dialog(page).getByText('Please enter a colour code as #RRGGBB').waitFor()
    for (let i = 0; i < 'skyblue'.length; i++) await page.keyboard.press('Backspace')
    await page.keyboard.type('#87ceeb')
    await page.keyboard.press('Control+s')
    await dialog(page).waitFor({ state: 'hidden' })
    await toast(page, 'Saved successfully').waitFor()
    const row = bodyRows(page).filter({ hasText: 'Sky Blue' }).first()
    await row.waitFor()
    expect(await row.innerText()).toContain('#87CEEB')
    expect(await find(page, 'Sky Blue')).toMatchObject([{ name: 'Sky Blue', code: '#87CEEB', active: true }])

    // Delete: select the row, Ctrl+D asks first, Enter on the focused Delete confirms.
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Control+d')
    const confirm = page.getByTestId('colour-delete')
    await confirm.waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Delete')
    await page.keyboard.press('Enter')
    await confirm.waitFor({ state: 'hidden' })
    await toast(page, 'Record Deleted Successfully').waitFor()
    expect(await find(page, 'Sky Blue')).toMatchObject([{ name: 'Sky Blue', active: false }])
    await context.close()
  })
})
