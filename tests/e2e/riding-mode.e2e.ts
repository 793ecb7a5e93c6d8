import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { RIDING_MODE_NUMBERS } from '../../shared/api/riding-mode.table'
import { expectAccessible } from './support/browser'
import { disabledControls, nativeSelects, requiredMarks, shownValue } from './support/fields'
import { menuLinks } from './support/flows'
import { bodyRows, grid, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
/** The support role has no RidingMode permission. */
const SUPPORT = '9000000002'
const SCREEN = '/admin/riding/mode'
const NUMBERS = RIDING_MODE_NUMBERS

interface Mode {
  _id: string
  title: string
  active: boolean
  maxFwdSpeed: number
  regenBreaking: boolean
}

// New texts of this screen are not in the catalogs yet: elements are found by role + data-testid or field name.
describe('the riding-mode screen in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  const dialog = (page: Page) => page.getByTestId('riding-mode-dialog')
  const field = (page: Page, name: string) => dialog(page).locator(`input[name="${name}"]`)
  const call = (page: Page, method: string, path: string, body: unknown) =>
    page.evaluate(
      async ([m, p, b]) => {
        const r = await fetch(`/api/admin${p}`, {
          method: m,
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify(b),
        })
        return { status: r.status, body: (await r.json()) as Record<string, unknown> }
      },
      [method, path, body] as const,
    )
  const list = async (page: Page, body: Record<string, unknown>) =>
    (await call(page, 'POST', '/riding-mode/all', { page: 0, pageSize: 100, ...body })).body as { rows: Mode[]; filterRecords: number }
  /** The row selected: clicked only when it is not (a click on a selected row would clear it, 200 ms later, after the poll below had seen it selected). */
  const selectRow = async (page: Page, title: string) => {
    const row = bodyRows(page).filter({ hasText: title }).first()
    if ((await row.getAttribute('aria-selected')) !== 'true') await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
  }

  it('lists the modes with created and updated dates, filters by active status and downloads the table', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    const all = await list(page, {})
    await expect.poll(() => bodyRows(page).count()).toBe(Math.min(10, all.filterRecords))
    expect(await grid(page).getByRole('columnheader', { name: 'Created At' }).count()).toBe(1)
    expect(await grid(page).getByRole('columnheader', { name: 'Updated At' }).count()).toBe(1)

    await toolbarButton(page, 'filter').click()
    const popover = page.getByRole('dialog', { name: 'Filter list' })
    await popover.getByLabel('Active status').selectOption('false')
    await popover.getByRole('button', { name: 'Filter', exact: true }).click()
    await page.waitForURL((u) => u.searchParams.get('active') === 'false')
    const inactive = await list(page, { active: false })
    expect(inactive.rows.map((r) => r.title)).toContain('Turbo (retired)')
    await expect.poll(() => bodyRows(page).count()).toBe(inactive.filterRecords)
    await bodyRows(page).filter({ hasText: 'Turbo (retired)' }).waitFor()
    expect(await bodyRows(page).filter({ hasText: 'Eco' }).count()).toBe(0)

    // Deleting an inactive mode is refused by the catalog: Record Already Deleted.
    await selectRow(page, 'Turbo (retired)')
    await page.keyboard.press('Control+d')
    await toast(page, 'Record Already Deleted').waitFor()
    expect(await page.getByTestId('riding-mode-delete').count()).toBe(0)

    await toolbarButton(page, 'clearFilters').click()
    await page.waitForURL((u) => !u.searchParams.has('active'))
    const download = page.waitForEvent('download')
    await toolbarButton(page, 'export').click()
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/)
    await context.close()
  })

  it('creates a mode: every field is required, a duplicate title says Duplicate Records, then it saves', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    await bodyRows(page).first().waitFor()
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    await dialog(page).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title')
    expect(await nativeSelects(dialog(page)).count()).toBe(0)
    // One star per mandatory field: the title and the eleven numbers.
    expect(await requiredMarks(dialog(page)).count()).toBe(12)
    // Where the last fields are before any message shows: the messages' lines are kept free, nothing moves.
    const lastNumber = field(page, NUMBERS[NUMBERS.length - 1]!)
    const lastSwitch = dialog(page).getByRole('switch').last()
    const before = [(await lastNumber.boundingBox())!.y, (await lastSwitch.boundingBox())!.y]
    // Saving the empty form: the title and the eleven numbers are all marked.
    await page.keyboard.press('Control+s')
    await expect.poll(() => dialog(page).locator('[aria-invalid="true"]').count()).toBe(12)
    expect(await dialog(page).getByText('Please fill all the mandatory fields').count()).toBe(12)
    expect([(await lastNumber.boundingBox())!.y, (await lastSwitch.boundingBox())!.y]).toEqual(before)
    await expectAccessible(page, 'new riding mode dialog')

    await field(page, 'title').fill('eco')
    for (const [i, name] of NUMBERS.entries()) await field(page, name).fill(String(20 + i))
    await field(page, 'maxFwdSpeed').fill('fast')
    await dialog(page).getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => field(page, 'maxFwdSpeed').getAttribute('aria-invalid')).toBe('true')
    await field(page, 'maxFwdSpeed').fill('55')
    // A title an active mode has (case-insensitively): Duplicate Records.
    await page.keyboard.press('Control+s')
    await toast(page, 'Duplicate Records').waitFor()
    await expect.poll(() => field(page, 'title').getAttribute('aria-invalid')).toBe('true')
    expect(await dialog(page).getByText('Duplicate Records').count()).toBe(1)

    await field(page, 'title').fill('Hill Climb')
    await dialog(page).getByRole('switch').first().click()
    await page.keyboard.press('Control+s')
    await dialog(page).waitFor({ state: 'hidden' })
    await toast(page, 'Saved successfully').waitFor()
    await bodyRows(page).filter({ hasText: 'Hill Climb' }).waitFor()
    const [made] = (await list(page, { keyword: 'Hill Climb' })).rows
    expect(made).toMatchObject({ title: 'Hill Climb', maxFwdSpeed: 55, regenBreaking: true, active: true })
    await context.close()
  })

  it('edits and views a mode (the view shows the tax), deletes it after the confirmation, then Record Already Deleted', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    const created = await call(page, 'POST', '/riding-mode/add', {
      title: 'Cargo',
      ...Object.fromEntries(NUMBERS.map((k, i) => [k, 30 + i])),
      regenBreaking: false,
      active: true,
    })
    expect(created.body.responseCode).toBe(109)
    await page.reload()
    await selectRow(page, 'Cargo')

    // Edit: the values are loaded; the change is saved with Update.
    await page.keyboard.press('Control+e')
    await dialog(page).waitFor()
    await expect.poll(() => field(page, 'maxFwdSpeed').inputValue()).toBe('36')
    await field(page, 'maxFwdSpeed').fill('48.5')
    await field(page, 'title').fill('Cargo Plus')
    // The submit button reads Update in edit mode (a new text, not in the catalogs yet).
    await dialog(page).locator('button[type="submit"]').click()
    await dialog(page).waitFor({ state: 'hidden' })
    await toast(page, 'Updated successfully').waitFor()
    await bodyRows(page).filter({ hasText: 'Cargo Plus' }).waitFor()

    // View: the values as text (no disabled inputs, no required marks), with the tax of the detail answer.
    await selectRow(page, 'Cargo Plus')
    await page.keyboard.press('Control+m')
    await dialog(page).waitFor()
    await expect.poll(() => shownValue(dialog(page), 'maxFwdSpeed').innerText()).toBe('48.5')
    expect(await shownValue(dialog(page), 'title').innerText()).toBe('Cargo Plus')
    expect(await shownValue(dialog(page), 'active').innerText()).toBe('Yes')
    expect(await dialog(page).locator('input, textarea').count()).toBe(0)
    expect(await disabledControls(dialog(page)).count()).toBe(0)
    expect(await requiredMarks(dialog(page)).count()).toBe(0)
    await expect.poll(() => dialog(page).getByTestId('riding-mode-tax').innerText()).toMatch(/CGST 9%, SGST 9%/)
    expect(await dialog(page).getByRole('button', { name: 'Save' }).count()).toBe(0)
    await expectAccessible(page, 'view riding mode dialog')
    // Edit (the super admin may edit) turns the same dialog to edit mode: the inputs with their values, the marks.
    await dialog(page).getByRole('button', { name: 'Edit', exact: true }).click()
    await dialog(page).getByRole('heading', { name: 'Edit riding mode' }).waitFor()
    await expect.poll(() => field(page, 'maxFwdSpeed').inputValue()).toBe('48.5')
    expect(await field(page, 'title').isEditable()).toBe(true)
    expect(await requiredMarks(dialog(page)).count()).toBe(12)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('title')
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'hidden' })

    // Delete: a confirmation first; Cancel keeps the mode.
    await selectRow(page, 'Cargo Plus')
    await toolbarButton(page, 'delete').click()
    const confirm = page.getByTestId('riding-mode-delete')
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await confirm.waitFor({ state: 'hidden' })
    expect((await list(page, { keyword: 'Cargo Plus' })).rows[0]!.active).toBe(true)
    await selectRow(page, 'Cargo Plus')
    await toolbarButton(page, 'delete').click()
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await confirm.waitFor({ state: 'hidden' })
    await toast(page, 'Record Deleted Successfully').waitFor()
    const [gone] = (await list(page, { keyword: 'Cargo Plus' })).rows
    expect(gone!.active).toBe(false)
    // The server refuses a second delete.
    const again = await call(page, 'DELETE', '/riding-mode/delete', { recordId: gone!._id })
    expect([again.status, again.body.message]).toEqual([400, 'Record Already Deleted'])
    // And the screen says so for the now inactive row.
    await page.reload()
    await selectRow(page, 'Cargo Plus')
    await page.keyboard.press('Control+d')
    await toast(page, 'Record Already Deleted').waitFor()
    await context.close()
  })

  it('a role without RidingMode has no menu entry, is turned away from the screen, and the server answers 403', async () => {
    const { context, page } = await pageAs(SUPPORT, '/admin/crm')
    expect(await menuLinks(page)).not.toContain('Riding Mode')
    expect(await page.getByRole('navigation', { name: 'Main menu' }).locator(`a[href="${SCREEN}"]`).count()).toBe(0)
    await page.goto(SCREEN)
    await page.waitForURL((u) => u.pathname !== SCREEN, { timeout: 10_000 })
    for (const [method, path, body] of [
      ['POST', '/riding-mode/all', {}],
      ['POST', '/riding-mode/add', { title: 'Nope' }],
      ['DELETE', '/riding-mode/delete', { recordId: '00000000-0000-4000-8000-000000000000' }],
    ] as const) {
      const r = await call(page, method, path, body)
      expect([r.status, r.body.responseCode], path).toEqual([403, 111])
    }
    await context.close()
  })
})
