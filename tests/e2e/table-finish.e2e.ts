import fs from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { USER_TYPES } from '../../shared/api/auth'
import { RIDING_MODE_NUMBERS } from '../../shared/api/riding-mode.table'
import { expectAccessible } from './support/browser'
import { choose } from './support/fields'
import { adminCall, bodyRows, grid, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
const USERS = '/admin/users'
const RIDING_MODES = '/admin/riding/mode'

interface Row {
  _id: string
  mobileNo: string
  title: string
  active: boolean
}

/** Issue 15 ("fit and finish") in the shared data table: every screen gets these. */
describe('the shared table’s fit and finish, in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  const list = (page: Page, path: string, body: Record<string, unknown>) =>
    adminCall<{ rows: Row[]; filterRecords: number }>(page, path, { page: 0, pageSize: 1000, ...body })
  const scrollTop = (page: Page) => grid(page).evaluate((el) => el.scrollTop)
  const range = (page: Page) => page.locator('[data-slot="range"]').innerText()
  const firstMountedIndex = (page: Page) => bodyRows(page).first().getAttribute('data-index')
  /** Scrolls the grid to its end and waits for the last row to be mounted. */
  async function scrollToEnd(page: Page, rows: number): Promise<void> {
    await grid(page).evaluate((el) => el.scrollTo({ top: el.scrollHeight }))
    await bodyRows(page)
      .and(page.locator(`[data-index="${rows - 1}"]`))
      .waitFor()
    expect(await scrollTop(page)).toBeGreaterThan(1000)
  }

  it('goes back to the top when the rows’ query changes, and stays where it is on a re-fetch', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, `${USERS}?pageSize=1000`)
    const all = await list(page, '/user/all', {})
    const shown = Math.min(1000, all.filterRecords)
    expect(shown).toBeGreaterThan(100)
    await bodyRows(page).first().waitFor()
    await expect.poll(() => range(page)).toBe(`1–${shown} of ${all.filterRecords}`)

    // A re-fetch is the same query: the place is kept.
    await scrollToEnd(page, shown)
    const before = await scrollTop(page)
    await toolbarButton(page, 'refetch').click()
    await page.waitForLoadState('networkidle')
    expect(await scrollTop(page)).toBe(before)

    // A keyword that one row matches: that row shows, not an empty grid under '1–1 of 1'.
    const one = all.rows[Math.floor(all.rows.length / 2)]!
    await page.getByRole('searchbox', { name: 'Search' }).fill(one.mobileNo)
    await expect.poll(() => range(page)).toBe('1–1 of 1')
    await expect.poll(() => bodyRows(page).count()).toBe(1)
    expect(await bodyRows(page).first().getAttribute('data-row-key')).toBe(one._id)
    expect(await scrollTop(page)).toBe(0)

    // Sorting, and the page size, also start at the top.
    await page.getByRole('searchbox', { name: 'Search' }).fill('')
    await expect.poll(() => range(page)).toBe(`1–${shown} of ${all.filterRecords}`)
    await scrollToEnd(page, shown)
    await grid(page).getByRole('columnheader', { name: 'First Name' }).getByRole('button').click()
    await page.waitForURL((u) => u.searchParams.get('sort') === 'fname')
    await expect.poll(() => scrollTop(page)).toBe(0)
    await expect.poll(() => firstMountedIndex(page)).toBe('0')

    await scrollToEnd(page, shown)
    await page.getByLabel('Rows per page').selectOption('25')
    await page.waitForURL((u) => u.searchParams.get('pageSize') === '25')
    await expect.poll(() => range(page)).toBe(`1–25 of ${all.filterRecords}`)
    await expect.poll(() => scrollTop(page)).toBe(0)
    await expect.poll(() => firstMountedIndex(page)).toBe('0')
    await context.close()
  })

  it('shows inactive (deleted) rows muted with an Inactive badge that is read', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, `${RIDING_MODES}?active=false`)
    const retired = bodyRows(page).filter({ hasText: 'Turbo (retired)' })
    await retired.waitFor()
    expect(await retired.getAttribute('data-inactive')).toBe('true')
    // The badge is text in the row's first cell, so it is read with the row (not only a colour).
    expect(await retired.getByRole('gridcell').first().innerText()).toContain('Inactive')
    await expectAccessible(page, 'inactive rows')

    await page.goto(`${RIDING_MODES}?active=true`)
    await bodyRows(page).first().waitFor()
    expect(await bodyRows(page).count()).toBeGreaterThan(0)
    expect(await page.locator('[data-slot="grid-body"] > [data-inactive]').count()).toBe(0)
    expect(await bodyRows(page).getByText('Inactive', { exact: true }).count()).toBe(0)
    await context.close()
  })

  it('focuses the search box with `/` outside text fields, and lists `/` in the shortcut sheet', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, USERS)
    await bodyRows(page).first().waitFor()
    const search = page.getByRole('searchbox', { name: 'Search' })
    await grid(page).focus()
    await page.keyboard.press('/')
    await expect.poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true)
    // In a text field `/` is typed.
    await page.keyboard.type('a/b')
    expect(await search.inputValue()).toBe('a/b')
    // With a modifier it is not ours.
    await grid(page).focus()
    await page.keyboard.press('Control+/')
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(false)

    await grid(page).focus()
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await sheet.waitFor()
    const line = sheet.locator('[data-command="action.search"]')
    expect(await line.innerText()).toContain('Search in table')
    expect(await line.locator('kbd').allInnerTexts()).toEqual(['/'])
    // While the sheet is open, `/` leaves the search box alone (the modal hides it from the accessibility tree).
    await page.keyboard.press('/')
    expect(await page.locator('input[type="search"]').evaluate((el) => el === document.activeElement)).toBe(false)
    await page.keyboard.press('Escape')
    await expect.poll(() => sheet.count()).toBe(0)
    await context.close()
  })

  it('extends the selection with Shift+↓/↑ (turning multi-select on) and shrinks it back', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, USERS)
    await bodyRows(page).nth(4).waitFor()
    const selectedCount = () => grid(page).getByRole('row', { selected: true }).count()
    await grid(page).focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(selectedCount).toBe(1)
    expect(await page.getByRole('switch', { name: 'Multi-select' }).getAttribute('aria-checked')).toBe('false')
    await page.keyboard.press('Shift+ArrowDown')
    await page.keyboard.press('Shift+ArrowDown')
    await expect.poll(selectedCount).toBe(3)
    expect(await page.getByRole('switch', { name: 'Multi-select' }).getAttribute('aria-checked')).toBe('true')
    const firstThree = await bodyRows(page).evaluateAll((rows) => rows.slice(0, 3).map((r) => r.getAttribute('aria-selected')))
    expect(firstThree).toEqual(['true', 'true', 'true'])
    // Back up: the range shrinks to the rows between where it started and the active row.
    await page.keyboard.press('Shift+ArrowUp')
    await expect.poll(selectedCount).toBe(2)
    // A plain move ends the range; in multi-select mode it moves without changing the selection.
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Shift+ArrowDown')
    await expect.poll(selectedCount).toBe(4)
    await context.close()
  })

  it('shows no raw enum value in the German, Spanish and Chinese users table: each user type by its label', async () => {
    const english: Record<(typeof USER_TYPES)[number], string> = {
      admin: 'Admin User',
      user: 'Customer',
      scp: 'Scp',
      scc: 'Scc',
      worker: 'Worker',
    }
    const { context, page } = await pageAs(SUPER_ADMIN, USERS)
    for (const locale of ['de', 'es', 'zh']) {
      const po = fs.readFileSync(`src/locales/${locale}/messages.po`, 'utf8')
      const translated = (id: string) => JSON.parse(new RegExp(`^msgid ${JSON.stringify(id)}\nmsgstr (".*")$`, 'm').exec(po)![1]!) as string
      await page.evaluate((l) => localStorage.setItem('language', l), locale)
      for (const type of USER_TYPES) {
        await page.goto(`${USERS}?userType=${type}`)
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale)
        await bodyRows(page).first().waitFor()
        const cells = (await bodyRows(page).locator('[role="gridcell"]').allInnerTexts()).map((t) => t.trim())
        const label = translated(english[type])
        expect(cells, `${locale} ${type}`).toContain(label)
        // Neither the stored value nor the English label of another language shows (Scp and Scc are names, the same in all).
        const raw = USER_TYPES.filter((t) => cells.includes(t))
        const untranslated = Object.values(english).filter((e) => e !== translated(e) && cells.includes(e))
        expect({ raw, untranslated }, `${locale} ${type}`).toEqual({ raw: [], untranslated: [] })
      }
    }
    await context.close()
  })

  it('lists table keys as this screen’s only where a table carries them out, not on a screen still to be built', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/options')
    await page.getByRole('heading', { name: 'Options' }).first().waitFor()
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await sheet.waitFor()
    expect(await sheet.innerText()).toContain('On table screens, with a row selected where needed.')
    // Add is listed with the screens it works on, the placeholder not among them.
    const add = sheet.locator('[data-command="action.add"]')
    const where = await add.locator('[data-slot="where"]').innerText()
    expect(where).toContain('Users')
    expect(where.split(', ')).toContain('Booking')
    expect(where.split(', ')).toContain('Test Drive')
    expect(where.split(', ')).toContain('Tickets')
    expect(where.split(', ')).not.toContain('Options')
    await page.keyboard.press('Escape')
    await context.close()
  })

  const selectedKeys = (page: Page) =>
    page.locator('[data-slot="grid-body"] > [aria-selected="true"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-row-key')))

  async function saveAndClose(page: Page, dialog: Locator): Promise<void> {
    await page.keyboard.press('Control+s')
    await toast(page, 'Saved successfully').waitFor()
    await dialog.waitFor({ state: 'hidden' })
  }

  it('selects a new record in the table after saving it (the answer’s recordId)', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, RIDING_MODES)
    await bodyRows(page).first().waitFor()
    await grid(page).focus()
    await page.keyboard.press('Control+a')
    const dialog = page.getByTestId('riding-mode-dialog')
    await dialog.waitFor()
    const field = (name: string) => dialog.locator(`input[name="${name}"]`)
    await field('title').fill('Selected After Save')
    for (const [i, name] of RIDING_MODE_NUMBERS.entries()) await field(name).fill(String(20 + i))
    await saveAndClose(page, dialog)
    // The saved toast sits below the top bar, and a click on its text reaches the page under it.
    const shown = toast(page, 'Saved successfully')
    // Once it has slid in.
    await expect.poll(async () => (await shown.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(56)
    const box = (await shown.boundingBox())!
    const under = await page.evaluate(
      ([x, y]) => {
        const el = document.elementFromPoint(x!, y!)
        return { inToaster: !!el?.closest('[data-sonner-toaster]'), tag: el?.tagName ?? null }
      },
      [box.x + box.width / 2, box.y + box.height / 2],
    )
    expect(under.inToaster).toBe(false)
    const [made] = (await list(page, '/riding-mode/all', { keyword: 'Selected After Save' })).rows
    expect(made).toBeDefined()
    await expect.poll(() => selectedKeys(page)).toEqual([made!._id])
    const row = bodyRows(page).filter({ hasText: 'Selected After Save' })
    expect(await row.getAttribute('data-active')).toBe('true')
    // The toolbar's one-row actions now work on it.
    expect(await toolbarButton(page, 'edit').isEnabled()).toBe(true)
    await context.close()
  })

  it('selects a new user after saving (the users’ answer names it userId)', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, USERS)
    await bodyRows(page).first().waitFor()
    await grid(page).focus()
    await page.keyboard.press('Control+a')
    const dialog = page.getByRole('dialog', { name: 'New user' })
    await dialog.getByLabel('User type').waitFor()
    await choose(dialog.getByLabel('User type'), 'user')
    await dialog.getByLabel('First name').fill('Selina')
    await dialog.getByLabel('Last name').fill('Fresh')
    await dialog.getByLabel('Mobile number').fill('9876512345')
    await choose(dialog.getByLabel('Status'), 'approved')
    await dialog.getByLabel('Vehicle number').fill('ka01ab9876')
    await dialog.getByLabel('Passcode').fill('4321')
    await dialog.getByLabel('Odometer').fill('10')
    await dialog.getByLabel('Bluetooth ID').fill('BT-E2E-SEL1')
    await choose(dialog.getByLabel('Vehicle type'), { index: 1 })
    await choose(dialog.getByLabel('Vehicle make'), { index: 1 })
    const model = dialog.getByLabel('Vehicle model')
    await choose(model, { index: 1 })
    await dialog.getByLabel('First name').focus()
    await saveAndClose(page, dialog)
    const [made] = (await list(page, '/user/all', { keyword: '9876512345' })).rows
    expect(made).toBeDefined()
    await expect.poll(() => selectedKeys(page)).toEqual([made!._id])
    await context.close()
  })
})
