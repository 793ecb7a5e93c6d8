import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/browser'
import { signedInPages } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
const SUPPORT = '9000000002'

describe('the command palette in Chromium', () => {
  const product = useProduct()
  /** Uncaught errors of the pages, checked after each test. */
  const pageErrors: string[] = []
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  /** A fresh browser context signed in as `mobile` (one sign-in per account, its cookies reused), on `path`. */
  const pageAs = signedInPages(product, pageErrors)

  const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' })
  const paletteInput = (page: Page) => page.getByRole('combobox', { name: 'Type a command or search…' })
  const optionNames = async (page: Page) => (await palette(page).getByRole('option').allInnerTexts()).map((t) => t.split('\n')[0]!.trim())

  async function openPalette(page: Page): Promise<void> {
    await page.keyboard.press('Control+K')
    await palette(page).waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('combobox')
  }

  /**
   * Records whether each Ctrl/Cmd+key reaching the window (after every handler of the app) was prevented, through the
   * console, which outlives a reload.
   */
  async function watchKeys(page: Page): Promise<string[]> {
    const seen: string[] = []
    page.on('console', (m) => {
      if (m.text().startsWith('keydown ')) seen.push(m.text())
    })
    await listenForKeys(page)
    return seen
  }

  async function listenForKeys(page: Page): Promise<void> {
    await page.evaluate(() =>
      window.addEventListener('keydown', (e) => {
        if ((e.ctrlKey || e.metaKey) && e.key.length === 1) console.log(`keydown ${e.key.toLowerCase()} prevented=${e.defaultPrevented}`)
      }),
    )
  }

  it('takes the super admin to the role screen: Ctrl+K, "rol", Enter', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    await openPalette(page)
    await paletteInput(page).pressSequentially('rol')
    await expect.poll(() => optionNames(page).then((n) => n[0])).toBe('Role')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin/security/role')
    await expect.poll(() => palette(page).count()).toBe(0)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Role')
    // The focus is on the new screen's table (not the page body): arrows work at once.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid')
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.getByRole('grid').getByRole('row', { selected: true }).count()).toBe(1)
    await context.close()
  })

  it('offers the support agent no Users, Role or Dashboard entry', async () => {
    const { context, page } = await pageAs(SUPPORT, '/admin/crm')
    await openPalette(page)
    const names = await optionNames(page)
    expect(names).toEqual(expect.arrayContaining(['CRM', 'Tickets', 'Enquiry', 'Settings']))
    for (const forbidden of ['Users', 'Role', 'Dashboard', 'Delete', 'Re-assign']) expect(names).not.toContain(forbidden)
    for (const query of ['Users', 'Role', 'Dashboard']) {
      await paletteInput(page).fill(query)
      await expect.poll(() => optionNames(page)).not.toContain(query)
    }
    // An action that needs a row says so.
    await paletteInput(page).fill('edit')
    const edit = palette(page).getByRole('option', { name: /^Edit/ })
    await expect.poll(() => edit.innerText()).toContain('Please select a row first')
    await page.keyboard.press('Enter')
    await page.getByText('Please select a row first').last().waitFor()
    await context.close()
  })

  it('offers the CRM lead for a 10-digit number; Enter opens the CRM deep link', async () => {
    const { context, page } = await pageAs(SUPPORT, '/admin/enquiry')
    await openPalette(page)
    await paletteInput(page).fill('9876543210')
    await expect.poll(() => optionNames(page).then((n) => n[0])).toBe('Open lead 9876543210 in CRM')
    // The support agent may not search users.
    expect(await optionNames(page)).not.toContain('Find user 9876543210')
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === '/admin/crm' && url.searchParams.get('mobileNo') === '9876543210')
    // The CRM opens the lead with that number (a demo lead; the support agent may edit leads).
    const lead = page.getByRole('dialog', { name: 'Edit lead' })
    await lead.waitFor()
    await expect.poll(() => lead.getByLabel(/^Mobile number/).inputValue()).toBe('9876543210')
    await context.close()
  })

  it('shows the super admin "Find user" for a number, to the users screen with the keyword', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/crm')
    await openPalette(page)
    await paletteInput(page).fill('9000000003')
    await palette(page).getByRole('option', { name: 'Find user 9000000003' }).click()
    await page.waitForURL((url) => url.pathname === '/admin/users' && url.searchParams.get('keyword') === '9000000003')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid')
    await context.close()
  })

  it('closes with Esc and gives the focus back; opens from a text field and from the top bar', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/profile')
    const settingsLink = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' })
    await settingsLink.focus()
    await openPalette(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => palette(page).count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Settings')

    // From a focused text field.
    const old = page.getByLabel('Old Password')
    await old.fill('secret')
    await old.focus()
    await openPalette(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => palette(page).count()).toBe(0)
    await expect.poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.autocomplete)).toBe('current-password')

    // From the top bar's button.
    await page.getByRole('button', { name: 'Command palette (Ctrl+K)' }).click()
    await palette(page).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Command palette (Ctrl+K)')
    await context.close()
  })

  it('leaves Ctrl+A to a text field: it selects the text', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/profile')
    const keys = await watchKeys(page)
    const old = page.getByLabel('Old Password')
    await old.fill('hello')
    await old.press('End')
    await page.keyboard.press('Control+A')
    expect(await old.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, 5])
    await openPalette(page)
    await paletteInput(page).fill('dark theme')
    await page.keyboard.press('Control+A')
    expect(await paletteInput(page).evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).toEqual([0, 10])
    await expect
      .poll(() => keys.filter((k) => k.startsWith('keydown a ')))
      .toEqual(['keydown a prevented=false', 'keydown a prevented=false'])
    await context.close()
  })

  it('prevents a hotkey that fires (Ctrl+S, Ctrl+R in the password form) and no other (Ctrl+R, Ctrl+D elsewhere)', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/profile')
    const keys = await watchKeys(page)
    const old = page.getByLabel('Old Password')
    await old.fill('typed')
    await page.keyboard.press('Control+R')
    await expect.poll(() => old.inputValue()).toBe('')
    await page.keyboard.press('Control+S')
    await page.getByText('Please enter your old password').waitFor()
    await expect.poll(() => keys.slice()).toEqual(['keydown r prevented=true', 'keydown s prevented=true'])

    // The save the hotkey started tells the server how it was started (the audit log keeps it).
    const sources: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/password/reset')) sources.push(r.headers()['x-action-source'] ?? 'none')
    })
    await old.fill('Not-The-Old-Password-1')
    await page.getByLabel('New Password').fill('Fresh-Scooter-42')
    await page.getByLabel('Confirm Password').fill('Fresh-Scooter-42')
    await page.keyboard.press('Control+S')
    await page.getByText('Password is not matching, please check your password').first().waitFor()
    await page.getByRole('button', { name: 'Update Password' }).click()
    await expect.poll(() => sources.slice()).toEqual(['hotkey', 'pointer'])

    // Outside the form, on a screen without a dialog, Ctrl+R and Ctrl+D stay the browser's.
    keys.length = 0
    await page.goto('/admin/setting')
    await page.getByRole('switch', { name: 'Dark theme' }).waitFor()
    await listenForKeys(page)
    await page.locator('main').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('Control+D')
    await expect.poll(() => keys.slice()).toEqual(['keydown d prevented=false'])
    await page.keyboard.press('Control+R')
    await expect.poll(() => keys.slice()).toEqual(['keydown d prevented=false', 'keydown r prevented=false'])
    await context.close()
  })

  it('shows a shortcut sheet with `?` that matches the user’s permissions', async () => {
    const { context, page } = await pageAs(SUPPORT, '/admin/crm')
    await page.locator('main').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await sheet.waitFor()
    const table = sheet.getByRole('region', { name: 'Table' })
    const tableLines = await table.getByRole('listitem').allInnerTexts()
    expect(tableLines.map((l) => l.split('\n')[0])).toEqual(['Add', 'Edit', 'View', 'Search in table'])
    expect(await sheet.getByRole('region', { name: 'Global' }).innerText()).toContain('Command palette')
    expect(await sheet.getByRole('region', { name: 'Dialog' }).innerText()).toContain('Save')
    expect(await sheet.locator('kbd').first().innerText()).toBe('Ctrl')
    await expectAccessible(page, 'shortcut sheet')
    await page.keyboard.press('Escape')
    await expect.poll(() => sheet.count()).toBe(0)
    await context.close()

    // The super admin on the users screen: add, edit, view, delete and contacts.
    const admin = await pageAs(SUPER_ADMIN, '/admin/users')
    await admin.page.locator('main').click({ position: { x: 5, y: 5 } })
    await admin.page.keyboard.press('?')
    const adminSheet = admin.page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await adminSheet.waitFor()
    const lines = await adminSheet.getByRole('region', { name: 'Table' }).getByRole('listitem').allInnerTexts()
    expect(lines.map((l) => l.split('\n')[0])).toEqual(['Add', 'Edit', 'View', 'Delete', 'Search in table', 'Contact details'])
    await admin.context.close()
  })

  it('lists, away from table screens, the table shortcuts with the screens they work on', async () => {
    const { context, page } = await pageAs(SUPPORT, '/admin/setting')
    await page.getByRole('switch', { name: 'Dark theme' }).focus()
    await page.keyboard.press('?')
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await sheet.waitFor()
    const lines = await sheet.getByRole('region', { name: 'Table' }).getByRole('listitem').allInnerTexts()
    expect(lines.map((l) => l.split('\n').slice(0, 2))).toEqual([
      ['Add', 'CRM'],
      ['Edit', 'CRM, Tickets, Enquiry'],
      ['View', 'CRM, Tickets, Enquiry'],
      ['Search in table', 'CRM, Tickets, Enquiry'],
    ])
    await page.keyboard.press('Escape')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('switch')
    // Also from the palette; the focus still goes back to where it was before.
    await openPalette(page)
    await paletteInput(page).fill('keyboard')
    await page.keyboard.press('Enter')
    await sheet.waitFor()
    await expect.poll(() => palette(page).count()).toBe(0)
    await page.keyboard.press('Escape')
    await expect.poll(() => sheet.count()).toBe(0)
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('switch')
    await context.close()
  })

  it('runs preferences from the palette: dark theme and language', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    await openPalette(page)
    await paletteInput(page).fill('dark')
    await expect.poll(() => optionNames(page).then((n) => n[0])).toBe('Toggle dark theme')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    await openPalette(page)
    await paletteInput(page).fill('deutsch')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('de')
    // The palette is in German now, searched in German.
    await page.keyboard.press('Control+K')
    await page.getByRole('dialog', { name: 'Befehlspalette' }).waitFor()
    await page.getByRole('combobox', { name: 'Geben Sie einen Befehl oder Suchbegriff ein…' }).fill('benutz')
    await expect.poll(() => page.getByRole('option').first().innerText()).toBe('Benutzer')
    // English names still find their commands.
    await page.getByRole('combobox', { name: 'Geben Sie einen Befehl oder Suchbegriff ein…' }).fill('role')
    await expect.poll(() => page.getByRole('option').first().innerText()).toBe('Rollen')
    await context.close()
  })

  it('puts the recently used command first', async () => {
    const { context, page } = await pageAs(SUPPORT, '/admin/crm')
    await openPalette(page)
    await paletteInput(page).fill('tickets')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/admin/tickets')
    await openPalette(page)
    expect((await optionNames(page))[0]).toBe('Tickets')
    await expectAccessible(page, 'palette')
    await context.close()
  })

  it('mounts at most 40 items for 2,000 entries and keeps the active one mounted and visible', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users', { localStorage: { 'ev:palette-synthetic': '2000' } })
    await openPalette(page)
    await expect.poll(() => optionNames(page).then((n) => n[0])).toBe('Dashboard')
    const mounted = await page.locator('[cmdk-item]').count()
    console.log(`palette with 2,000 synthetic entries: ${mounted} [cmdk-item] nodes mounted`)
    expect(mounted).toBeLessThanOrEqual(40)

    const list = palette(page).getByRole('listbox')
    /** The active option: aria-selected, the input's aria-activedescendant, and inside the list's visible box. */
    const activeState = () =>
      page.evaluate(() => {
        const input = document.querySelector('[role="combobox"]')!
        const selected = document.querySelectorAll('[cmdk-item][aria-selected="true"]')
        const list = document.querySelector('[role="listbox"]')!.getBoundingClientRect()
        const el = selected[0]
        const box = el?.getBoundingClientRect()
        return {
          count: selected.length,
          title: el?.textContent ?? '',
          matches: !!el && input.getAttribute('aria-activedescendant') === el.id,
          visible: !!box && box.top >= list.top - 1 && box.bottom <= list.bottom + 1,
          mounted: document.querySelectorAll('[cmdk-item]').length,
        }
      })

    await page.keyboard.press('End')
    await expect.poll(activeState).toMatchObject({ count: 1, title: 'Synthetic command 2000', matches: true, visible: true })
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowUp')
    await expect.poll(activeState).toMatchObject({ count: 1, title: 'Synthetic command 1970', matches: true, visible: true })
    await page.keyboard.press('PageUp')
    await expect.poll(activeState).toMatchObject({ count: 1, title: 'Synthetic command 1961', matches: true, visible: true })
    await page.keyboard.press('Home')
    await expect.poll(activeState).toMatchObject({ count: 1, title: 'Dashboard', matches: true, visible: true })
    for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowDown')
    await expect.poll(activeState).toMatchObject({ count: 1, matches: true, visible: true })
    expect((await activeState()).mounted).toBeLessThanOrEqual(40)
    // Scrolling away with the wheel keeps the active item mounted.
    await list.hover()
    await page.mouse.wheel(0, 20_000)
    await expect.poll(activeState).toMatchObject({ count: 1, matches: true })
    expect((await activeState()).mounted).toBeLessThanOrEqual(41)

    // Filtering the 2,000 stays instant.
    await paletteInput(page).fill('synthetic command 1999')
    await expect.poll(() => optionNames(page).then((n) => n[0])).toBe('Synthetic command 1999')
    await context.close()
  })

  it('draws the toolbar from the catalog: the support agent’s CRM toolbar has edit and view, no re-assign', async () => {
    const { context, page } = await pageAs(SUPPORT, '/admin/crm')
    const toolbar = page.getByRole('group', { name: 'Table actions' })
    await toolbar.waitFor()
    const names = await toolbar.getByRole('button').allInnerTexts()
    expect(names).toEqual(expect.arrayContaining(['Edit', 'View']))
    expect(names).not.toContain('Re-assign')
    expect(names).not.toContain('Download')
    const edit = toolbar.getByRole('button', { name: 'Edit' })
    expect(await edit.getAttribute('aria-disabled')).toBe('true')
    expect(await edit.getAttribute('title')).toContain('Please select a row first')
    // Focusable and pressable: it explains itself instead of doing nothing.
    await edit.focus()
    await page.keyboard.press('Enter')
    await page.getByText('Please select a row first').last().waitFor()
    await expectAccessible(page, 'toolbar')
    await context.close()
  })
})
