import { afterEach, describe, expect, it } from 'vitest'
import { optionLabels } from './support/fields'
import { signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'

// New texts of this screen are not in the catalogs yet: English texts, names and test ids.
describe('the Options screen in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  it('adds a ticket type by keyboard, moves it up, and the ticket form offers it', async () => {
    const { page } = await pageAs(SUPER_ADMIN, '/admin/options?list=ticketType')
    const panel = page.getByTestId('option-list-ticketType')
    await panel.locator('input[name="newLabel"]').fill('Warranty')
    await page.keyboard.press('Enter')
    await toast(page, 'Option added').waitFor()
    const row = panel.locator('tr[data-value="warranty"]')
    await row.waitFor()
    await row.focus()
    await page.keyboard.press('Alt+ArrowUp')
    await toast(page, 'Option moved').waitFor()
    await expect.poll(() => panel.locator('tbody tr').nth(-2).getAttribute('data-value')).toBe('warranty')

    await page.goto('/admin/tickets')
    await toolbarButton(page, 'add').click()
    const dialog = page.getByTestId('ticket-dialog')
    await dialog.waitFor()
    const labels = await optionLabels(dialog.getByRole('combobox', { name: /Type/ }))
    expect(labels).toContain('Warranty')
    expect(labels.indexOf('Warranty')).toBe(labels.indexOf('Other') - 1)
  })

  it('a refused setting shows its spec message and a valid one saves', async () => {
    const { page } = await pageAs(SUPER_ADMIN, '/admin/options?tab=settings')
    const form = page.getByTestId('settings-form')
    await form.locator('input[name="units"]').fill('367')
    await form.getByRole('button', { name: 'Save' }).click()
    await form.getByText('Number of units cannot exceed 366').waitFor()
    await form.locator('input[name="units"]').fill('300')
    await form.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Settings saved').waitFor()
  })
})
