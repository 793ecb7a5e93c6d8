import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAccessible, newPage } from './support/browser'
import { submitCredentials } from './support/flows'
import { choose, disabledControls, nativeSelects, requiredMarks, shownValue } from './support/fields'
import { grid, settled, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

/**
 * Issue 5's "Done when", in Chromium and by keyboard where the spec gives a shortcut: a role granted Users query +
 * view and assigned to an admin, who then sees the users table but cannot add, edit or delete anywhere (toolbar,
 * palette, hotkeys) and is refused by the server; one user of each type created through the form with its validation
 * messages; edit, view, soft delete; reset of a locked admin's attempts; the logs of the changes.
 */
const SUPER_ADMIN = '9000000001'
const ROLE = 'Auditor'
const ADMIN = { fname: 'Audrey', lname: 'Auditor', mobile: '9100000001', password: 'Ledger#2026check' }
const CUSTOMER = { fname: 'Kiran', lname: 'Rider', mobile: '9100000002' }
const SCP = { fname: 'Volt Franchise', lname: 'Partners', mobile: '9100000003' }
const SCC = { fname: 'Sunil', lname: 'Centre', mobile: '9100000004' }
const WORKER = { fname: 'Wasim', lname: 'Fixer', mobile: '9100000005' }

describe('roles and users in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  const pageAs = signedInPages(product, pageErrors)

  const openDialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name })

  /** Shows only the row(s) matching `keyword`, selects the first and leaves the focus on the grid. */
  async function selectRow(page: Page, keyword: string): Promise<void> {
    // Let a refresh after the last change land first: it would clear the selection made before it.
    await page.waitForLoadState('networkidle')
    const search = page.getByRole('searchbox', { name: 'Search' })
    await search.fill(keyword)
    const row = grid(page).getByRole('row').filter({ hasText: keyword }).first()
    await row.waitFor()
    await expect.poll(() => grid(page).getByRole('row').filter({ hasText: keyword }).count()).toBe(1)
    // A click on the selected row would unselect it (after the 200 ms double-click window).
    if ((await row.getAttribute('aria-selected')) !== 'true') {
      await row.click()
      await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    }
    await grid(page).focus()
  }

  /** Runs an action of the current screen through the palette (Ctrl+K, its title, Enter). */
  async function runFromPalette(page: Page, title: string): Promise<void> {
    await page.keyboard.press('Control+K')
    const input = page.getByRole('combobox', { name: 'Type a command or search…' })
    await input.fill(title)
    await page
      .getByRole('option', { name: new RegExp(`^${title}`) })
      .first()
      .waitFor()
    await page.keyboard.press('Enter')
  }

  async function saveWith(page: Page, dialog: Locator, success: string): Promise<void> {
    await dialog
      .getByLabel('First name')
      .focus()
      .catch(() => {})
    await page.keyboard.press('Control+s')
    await toast(page, success).waitFor()
    await dialog.waitFor({ state: 'hidden' })
  }

  /** Five wrong passwords in a row lock an account (code 116 from then on). */
  async function lock(mobile: string): Promise<void> {
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${product.server.url}/api/admin/accountLogin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Origin: product.server.url },
        body: JSON.stringify({ email: mobile, password: `wrong-${i}` }),
      })
      await res.body?.cancel()
    }
    const last = await fetch(`${product.server.url}/api/admin/accountLogin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Origin: product.server.url },
      body: JSON.stringify({ email: mobile, password: ADMIN.password }),
    })
    expect(((await last.json()) as { responseCode: number }).responseCode).toBe(116)
  }

  it('creates a role by keyboard and grants it Users query and view', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/security/role')
    await grid(page).focus()
    await page.keyboard.press('Control+a')
    const create = openDialog(page, 'New role')
    await create.getByLabel('Name').fill(ROLE)
    await page.keyboard.press('Control+s')
    await toast(page, 'Role created successfully').waitFor()
    await create.waitFor({ state: 'hidden' })

    await selectRow(page, ROLE)
    await page.keyboard.press('Control+e')
    const edit = openDialog(page, 'Edit role')
    await edit.getByRole('switch', { name: 'Users enable', exact: true }).waitFor()
    await expectAccessible(page, 'edit role')
    // Keyboard: filter the functions, Enter lands on "Users enable", arrows move along the row.
    await edit.getByLabel('Filter functions').fill('Users')
    await page.keyboard.press('Enter')
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Users query')
    await page.keyboard.press('Space')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Users view')
    await page.keyboard.press('Space')
    for (const name of ['Users enable', 'Users query', 'Users view']) {
      expect(await edit.getByRole('switch', { name, exact: true }).getAttribute('aria-checked'), name).toBe('true')
    }
    for (const name of ['Users add', 'Users edit', 'Users delete']) {
      expect(await edit.getByRole('switch', { name, exact: true }).getAttribute('aria-checked'), name).toBe('false')
    }
    // Only the buttons the screen uses are offered (issue 15): Users has no RTO settlement; the dashboard has its switch
    // and query (every dashboard call needs it, issue 22).
    expect(await edit.getByRole('switch', { name: 'Users RTO settlement', exact: true }).count()).toBe(0)
    await edit.getByLabel('Filter functions').fill('Dashboard')
    await edit.getByRole('switch', { name: 'Dashboard enable', exact: true }).waitFor()
    expect(await edit.getByRole('switch', { name: 'Dashboard query', exact: true }).count()).toBe(1)
    expect(await edit.getByRole('switch', { name: /^Dashboard (?!enable|query)/ }).count()).toBe(0)
    await edit.getByLabel('Filter functions').fill('')
    await page.keyboard.press('Control+s')
    await toast(page, 'Role updated successfully').waitFor()
    await edit.waitFor({ state: 'hidden' })

    // View: read only, no Save; Edit (this user may edit roles) turns it to the editor.
    await page.keyboard.press('Control+m')
    const view = openDialog(page, 'View role')
    await view.waitFor()
    expect(await view.getByRole('button', { name: 'Save' }).count()).toBe(0)
    await view.getByRole('button', { name: 'Edit', exact: true }).click()
    const editor = openDialog(page, 'Edit role')
    await expect.poll(() => editor.getByLabel('Name').inputValue()).toBe(ROLE)
    expect(await editor.getByRole('switch', { name: 'Users view', exact: true }).getAttribute('aria-checked')).toBe('true')
    await page.keyboard.press('Escape')
    await editor.waitFor({ state: 'hidden' })
    await context.close()
  })

  it('creates one user of each type through the form, with its validation messages', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    await grid(page).getByRole('row').nth(1).waitFor()
    await grid(page).focus()

    const openNew = async () => {
      // The user saved last is selected once the table has refreshed (issue 15); Add wants no selection: Esc.
      await page.waitForLoadState('networkidle')
      await grid(page).focus()
      if ((await page.locator('[data-slot="grid-body"] > [aria-selected="true"]').count()) > 0) await page.keyboard.press('Escape')
      await page.keyboard.press('Control+a')
      const dialog = openDialog(page, 'New user')
      await dialog.getByLabel('User type').waitFor()
      return dialog
    }
    /** The service centre picker: opened from its button (Enter), searched, the first match taken with Enter. */
    const pickCentre = async (dialog: Locator, name: string) => {
      const trigger = dialog.getByRole('combobox', { name: 'Service centre' })
      const search = page.getByLabel('Search service centres')
      await trigger.focus()
      await page.keyboard.press('Enter')
      await search.waitFor({ timeout: 3000 }).catch(async () => {
        await trigger.focus()
        await page.keyboard.press('ArrowDown')
        await search.waitFor()
      })
      await search.fill(name)
      // Enter at once: the picker waits for the rows of what was typed (after a short pause) and takes the first.
      await page.keyboard.press('Enter')
      await expect.poll(() => trigger.innerText()).toContain(name)
      // And closed: the trigger shows the pick a moment before the picker goes, and a Ctrl+S while a popup is open
      // belongs to the popup (one was lost that way in a fresh-clone run, 2026-12-04).
      await search.waitFor({ state: 'hidden' })
    }
    const expectMessage = async (dialog: Locator, text: string) => {
      await dialog.getByText(text, { exact: true }).first().waitFor()
    }

    // Customer: mandatory fields, mobile number rule, vehicle number formatting.
    let dialog = await openNew()
    await expectAccessible(page, 'new user')
    // The styled selects only, and the one required mark.
    expect(await nativeSelects(dialog).count()).toBe(0)
    expect(await requiredMarks(dialog).count()).toBeGreaterThan(0)
    await choose(dialog.getByLabel('User type'), 'user')
    await page.keyboard.press('Control+s')
    await expectMessage(dialog, 'Please fill all the mandatory fields')
    await dialog.getByLabel('First name').fill(CUSTOMER.fname)
    await dialog.getByLabel('Last name').fill(CUSTOMER.lname)
    await dialog.getByLabel('Mobile number').fill('98765')
    await page.keyboard.press('Control+s')
    await expectMessage(dialog, 'Please enter valid mobile number')
    await dialog.getByLabel('Mobile number').fill(CUSTOMER.mobile)
    await choose(dialog.getByLabel('Status'), 'approved')
    await dialog.getByLabel('Vehicle number').fill('ka01ab1234')
    await expect.poll(() => dialog.getByLabel('Vehicle number').inputValue()).toBe('KA 01 AB 1234')
    await dialog.getByLabel('Passcode').fill('4321')
    await dialog.getByLabel('Odometer').fill('1200')
    await dialog.getByLabel('Bluetooth ID').fill('BT-E2E-0001')
    await choose(dialog.getByLabel('Vehicle type'), { index: 1 })
    await choose(dialog.getByLabel('Vehicle make'), { index: 1 })
    const model = dialog.getByLabel('Vehicle model')
    await choose(model, { index: 1 })
    await saveWith(page, dialog, 'Saved successfully')

    // Franchise partner (scp): address, city, state and country are mandatory; letters only in names.
    dialog = await openNew()
    await choose(dialog.getByLabel('User type'), 'scp')
    await dialog.getByLabel('Franchise name').fill(SCP.fname)
    await dialog.getByLabel('Last name').fill(SCP.lname)
    await dialog.getByLabel('Mobile number').fill(SCP.mobile)
    await dialog.getByLabel('City').fill('Bengaluru 1')
    await page.keyboard.press('Control+s')
    await expectMessage(dialog, 'Only letters and spaces are allowed')
    await dialog.getByLabel('City').fill('Bengaluru')
    await dialog.getByLabel('Address').fill('12 MG Road')
    await dialog.getByLabel('State').fill('Karnataka')
    await dialog.getByLabel('Country').fill('India')
    await saveWith(page, dialog, 'Saved successfully')

    // Service centre user (scc): a centre is required.
    dialog = await openNew()
    await choose(dialog.getByLabel('User type'), 'scc')
    await dialog.getByLabel('First name').fill(SCC.fname)
    await dialog.getByLabel('Last name').fill(SCC.lname)
    await dialog.getByLabel('Mobile number').fill(SCC.mobile)
    await page.keyboard.press('Control+s')
    await expectMessage(dialog, 'Please select Service Center')
    await pickCentre(dialog, 'Koramangala')
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Service centre' }).innerText()).toContain('Koramangala')
    await dialog.getByLabel('Password').fill('short')
    await page.keyboard.press('Control+s')
    await expectMessage(dialog, 'Password must have  at least 8 characters')
    await dialog.getByLabel('Password').fill('Centre#2026ok')
    await saveWith(page, dialog, 'Saved successfully')

    // Worker: a centre and a permission (role) are required; branch and departments are the worker's own.
    dialog = await openNew()
    await choose(dialog.getByLabel('User type'), 'worker')
    await dialog.getByLabel('First name').fill(WORKER.fname)
    await dialog.getByLabel('Last name').fill(WORKER.lname)
    await dialog.getByLabel('Mobile number').fill(WORKER.mobile)
    await pickCentre(dialog, 'Koramangala')
    await page.keyboard.press('Control+s')
    await expectMessage(dialog, 'Please select the Permission')
    await choose(dialog.getByLabel('Permission'), { label: 'Technician' })
    const branch = dialog.getByLabel('Branch')
    await choose(branch, { index: 1 })
    await dialog.getByRole('group', { name: 'Departments' }).getByLabel('Battery').check()
    await dialog.getByLabel('Password').fill('Worker#2026ok')
    await saveWith(page, dialog, 'Saved successfully')

    // Admin: status and a permission are required; a duplicate mobile number answers 114.
    dialog = await openNew()
    await choose(dialog.getByLabel('User type'), 'admin')
    await dialog.getByLabel('First name').fill(ADMIN.fname)
    await dialog.getByLabel('Last name').fill(ADMIN.lname)
    await dialog.getByLabel('Mobile number').fill(WORKER.mobile)
    await choose(dialog.getByLabel('Status'), 'approved')
    await choose(dialog.getByLabel('Permission'), { label: 'Support' })
    await dialog.getByLabel('Password').fill(ADMIN.password)
    await page.keyboard.press('Control+s')
    await toast(page, 'Duplicate Records').waitFor()
    await dialog.getByLabel('Mobile number').fill(ADMIN.mobile)
    await saveWith(page, dialog, 'Saved successfully')

    // All five are in the table with their display names.
    for (const [person, label] of [
      [CUSTOMER, 'Customer'],
      [SCP, 'Scp'],
      [SCC, 'Scc'],
      [WORKER, 'Worker'],
      [ADMIN, 'Admin User'],
    ] as const) {
      await page.getByRole('searchbox', { name: 'Search' }).fill(person.mobile)
      const row = grid(page).getByRole('row').filter({ hasText: person.mobile })
      await row.first().waitFor()
      expect(await row.first().innerText()).toContain(label)
    }
    await context.close()
  })

  it('assigns the role to the admin, who sees the users table without add, edit or delete anywhere', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/security/role')
    await selectRow(page, ROLE)
    await runFromPalette(page, 'Assign')
    const assign = openDialog(page, `Assign role ${ROLE}`)
    await assign.getByLabel('Search users').fill(ADMIN.mobile)
    await assign.getByRole('option', { name: `${ADMIN.fname} ${ADMIN.lname} (${ADMIN.mobile})` }).waitFor()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Space')
    await expect
      .poll(() => assign.getByRole('option', { name: `${ADMIN.fname} ${ADMIN.lname} (${ADMIN.mobile})` }).getAttribute('aria-selected'))
      .toBe('true')
    await page.keyboard.press('Control+s')
    await toast(page, 'Role assigned successfully').waitFor()
    await context.close()

    const admin = await pageAs(ADMIN.mobile, '/admin/users', { password: ADMIN.password })
    const p = admin.page
    await grid(p).getByRole('row').nth(1).waitFor()
    // The menu holds Users only; the toolbar offers view but not add, edit or delete.
    await toolbarButton(p, 'view').waitFor()
    for (const command of ['add', 'edit', 'delete', 'resetPasswordAttempts']) {
      expect(await toolbarButton(p, command).count(), command).toBe(0)
    }
    // The palette does not offer them either.
    await p.keyboard.press('Control+K')
    const input = p.getByRole('combobox', { name: 'Type a command or search…' })
    for (const title of ['Add', 'Edit', 'Delete']) {
      await input.fill(title)
      await settled(p)
      expect(await p.getByRole('option', { name: new RegExp(`^${title}\\b`) }).count(), title).toBe(0)
    }
    await p.keyboard.press('Escape')
    // Hotkeys do nothing: no dialog opens.
    await grid(p).getByRole('row').nth(1).click()
    // A click selects the row 200 ms later (once it is not a double-click): View below needs it selected.
    await expect.poll(() => grid(p).getByRole('row').nth(1).getAttribute('aria-selected')).toBe('true')
    await grid(p).focus()
    for (const key of ['Control+a', 'Control+e', 'Control+d']) {
      await p.keyboard.press(key)
      await settled(p)
      expect(await p.getByRole('dialog').count(), key).toBe(0)
      expect(await p.getByRole('alertdialog').count(), key).toBe(0)
    }
    // View works, without Edit: this admin may not edit users.
    await p.keyboard.press('Control+m')
    const viewOnly = openDialog(p, 'View user')
    await viewOnly.waitFor()
    await shownValue(viewOnly, 'mobileNo').waitFor()
    await viewOnly.getByRole('button', { name: 'Close', exact: true }).first().waitFor()
    expect(await viewOnly.getByRole('button', { name: 'Edit', exact: true }).count()).toBe(0)
    expect(await requiredMarks(viewOnly).count()).toBe(0)
    await p.keyboard.press('Escape')

    // The server refuses the calls themselves (403, code 111), with this admin's cookies.
    const headers = { 'X-Requested-With': 'XMLHttpRequest', Origin: product.server.url }
    const add = await p.request.post('/api/admin/user/add', {
      headers,
      data: { userType: 'user', fname: 'No', lname: 'Way', mobileNo: '9100000099', status: 'approved' },
    })
    expect(add.status()).toBe(403)
    expect(((await add.json()) as { responseCode: number }).responseCode).toBe(111)
    const someone = (await (
      await p.request.post('/api/admin/user/all', { headers, data: { keyword: CUSTOMER.mobile, page: 0, pageSize: 10 } })
    ).json()) as { rows: { _id: string }[] }
    expect(someone.rows).toHaveLength(1)
    const update = await p.request.put('/api/admin/user/update', { headers, data: { userId: someone.rows[0]!._id, fname: 'Changed' } })
    expect(update.status()).toBe(403)
    const del = await p.request.delete('/api/admin/user/delete', { headers, data: { userId: someone.rows[0]!._id } })
    expect(del.status()).toBe(403)
    await admin.context.close()
  })

  it('edits, views and soft deletes a user, resets a locked admin, and the logs show each change', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    await selectRow(page, CUSTOMER.mobile)

    // Edit: the mobile number is locked; the change is saved.
    await page.keyboard.press('Control+e')
    let dialog = openDialog(page, 'Edit user')
    await dialog.getByLabel('City').waitFor()
    expect(await dialog.getByLabel('Mobile number').isEditable()).toBe(false)
    await dialog.getByLabel('City').fill('Mysuru')
    await page.keyboard.press('Control+s')
    await toast(page, 'Updated successfully').waitFor()
    await dialog.waitFor({ state: 'hidden' })

    // View: the values as text (no disabled inputs, no required marks), shows the change.
    await grid(page).focus()
    await page.keyboard.press('Control+m')
    dialog = openDialog(page, 'View user')
    await expect.poll(() => shownValue(dialog, 'city').innerText()).toBe('Mysuru')
    expect(await shownValue(dialog, 'userType').innerText()).toBe('Customer')
    expect(await dialog.locator('input, textarea, button[role="combobox"]').count()).toBe(0)
    expect(await disabledControls(dialog).count()).toBe(0)
    expect(await requiredMarks(dialog).count()).toBe(0)
    await expectAccessible(page, 'view user')
    // Edit turns the same dialog to edit mode, the tabs and the fields with it.
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click()
    dialog = openDialog(page, 'Edit user')
    await expect.poll(() => dialog.getByLabel('City').inputValue()).toBe('Mysuru')
    expect(await dialog.getByLabel('City').isEditable()).toBe(true)
    expect(await dialog.getByLabel('Mobile number').isEditable()).toBe(false)
    expect(await requiredMarks(dialog).count()).toBeGreaterThan(0)
    await dialog.getByRole('tab', { name: 'Trip history' }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    // Soft delete with confirmation; a second delete is refused.
    await grid(page).focus()
    await page.keyboard.press('Control+d')
    const confirm = page.getByRole('alertdialog', { name: 'Delete user' })
    await confirm.waitFor()
    await page.keyboard.press('Enter')
    await toast(page, 'Record Deleted Successfully').waitFor()
    await confirm.waitFor({ state: 'hidden' })
    await selectRow(page, CUSTOMER.mobile)
    await page.keyboard.press('Control+d')
    await toast(page, 'Record Already Deleted').waitFor()
    expect(await page.getByRole('alertdialog').count()).toBe(0)

    // Logs: created, updated, deleted, newest first or oldest first, each with who did it.
    await runFromPalette(page, 'Logs')
    const logs = openDialog(page, 'Logs')
    await expect.poll(() => logs.innerText(), { timeout: 15_000 }).toContain('Deleted')
    const text = await logs.innerText()
    for (const activity of ['Created', 'Updated', 'Deleted']) expect(text).toContain(activity)
    expect(text).toContain('Super Admin')
    await page.keyboard.press('Escape')
    await logs.waitFor({ state: 'hidden' })

    // A locked admin: the reset (only for admin rows above zero) lets them sign in again.
    await lock(ADMIN.mobile)
    await selectRow(page, ADMIN.mobile)
    await runFromPalette(page, 'Reset password attempts')
    await toast(page, 'Password attempt reset successfully').waitFor()
    const fresh = await newPage(product.browser, product.server.url)
    await submitCredentials(fresh.page, ADMIN.mobile, ADMIN.password)
    await fresh.page.getByLabel('OTP').waitFor()
    await fresh.context.close()

    // The admin's logs show the reset.
    await selectRow(page, ADMIN.mobile)
    await runFromPalette(page, 'Logs')
    const adminLogs = openDialog(page, 'Logs')
    await expect.poll(() => adminLogs.innerText(), { timeout: 15_000 }).toContain('Password attempts reset')
    await page.keyboard.press('Escape')
    await context.close()
  })
})
