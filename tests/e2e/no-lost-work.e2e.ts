import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/browser'
import { adminCall, bodyRows, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'

interface UserRow {
  _id: string
  mobileNo: string
  userType: string
  active: boolean
}

/**
 * No lost work (issue 14) in Chromium: an edit conflict between two sessions and its dialog, Undo of a delete by
 * Ctrl+Z, the question before a changed form closes, and the draft a reload offers back.
 */
describe('no lost work in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  const call = (page: Page, path: string, body: unknown) => adminCall(page, path, body)
  const customer = async (page: Page, skip = 0) => {
    const { rows } = (await call(page, '/user/all', { page: 0, pageSize: 50 })) as { rows: UserRow[] }
    return rows.filter((r) => r.userType === 'user' && r.active)[skip]!
  }
  const userDialog = (page: Page) => page.getByTestId('user-dialog')
  const city = (page: Page) => userDialog(page).getByLabel('City')
  const editUser = async (page: Page, mobileNo: string) => {
    const row = bodyRows(page).filter({ hasText: mobileNo }).first()
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Control+e')
    await city(page).waitFor()
    await expect.poll(() => userDialog(page).getByLabel('Mobile number').inputValue()).toBe(mobileNo)
  }

  it('shows a conflict with both values; Apply mine on top saves mine over theirs', async () => {
    const first = await pageAs(SUPER_ADMIN, '/admin/users')
    const user = await customer(first.page)
    const path = `/admin/users?keyword=${user.mobileNo}`
    await first.page.goto(path)
    const second = await pageAs(SUPER_ADMIN, path)
    await editUser(first.page, user.mobileNo)
    await editUser(second.page, user.mobileNo)

    await city(first.page).fill('Alphaville')
    await first.page.keyboard.press('Control+s')
    await toast(first.page, 'Updated successfully').waitFor()

    await city(second.page).fill('Betatown')
    await second.page.keyboard.press('Control+s')
    const conflict = second.page.getByTestId('conflict-dialog')
    await conflict.waitFor()
    const row = conflict.locator('tr[data-field="city"]')
    expect(await row.locator('[data-side="theirs"]').innerText()).toBe('Alphaville')
    expect(await row.locator('[data-side="mine"]').innerText()).toBe('Betatown')
    expect(await row.getByRole('rowheader').innerText()).toContain('City')
    expect(await conflict.innerText()).toContain('Super Admin')
    // The focus starts on the first choice.
    await expect.poll(() => second.page.evaluate(() => document.activeElement?.textContent)).toBe('Keep theirs')
    await expectAccessible(second.page, 'conflict dialog')

    await conflict.getByRole('button', { name: 'Apply mine on top' }).click()
    await toast(second.page, 'Updated successfully').waitFor()
    await userDialog(second.page).waitFor({ state: 'hidden' })
    const details = (await call(second.page, '/user/details', { userId: user._id })) as { user: { city: string } }
    expect(details.user.city).toBe('Betatown')
    await first.context.close()
    await second.context.close()
  })

  it('asks before a changed form closes, keeps a draft a reload offers back', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    const user = await customer(page, 1)
    await page.goto(`/admin/users?keyword=${user.mobileNo}`)
    await editUser(page, user.mobileNo)
    await city(page).fill('Draftford')

    // Esc asks first; Enter keeps editing.
    await page.keyboard.press('Escape')
    const ask = page.getByRole('alertdialog', { name: 'Discard changes?' })
    await ask.waitFor()
    await expectAccessible(page, 'discard dialog')
    await page.keyboard.press('Enter')
    await ask.waitFor({ state: 'hidden' })
    expect(await city(page).inputValue()).toBe('Draftford')

    // The draft survives a reload: the dialog offers it back, and Restore fills the field. It is kept once written.
    await expect
      .poll(() => page.evaluate(() => Object.entries(localStorage).some(([k, v]) => k.startsWith('draft:v1:') && v.includes('Draftford'))))
      .toBe(true)
    await page.reload()
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
    await editUser(page, user.mobileNo)
    const banner = userDialog(page).getByTestId('draft-banner')
    await banner.waitFor()
    expect(await banner.innerText()).toMatch(/Restore the unsaved changes from \d\d:\d\d\?/)
    expect(await city(page).inputValue()).not.toBe('Draftford')
    await banner.getByRole('button', { name: 'Restore' }).click()
    expect(await city(page).inputValue()).toBe('Draftford')

    // Discard closes and forgets the draft.
    await userDialog(page).getByRole('button', { name: 'Close', exact: true }).first().click()
    await ask.waitFor()
    await ask.getByRole('button', { name: 'Discard' }).click()
    await userDialog(page).waitFor({ state: 'hidden' })
    expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('draft:')))).toEqual([])
    await context.close()
  })

  it('undoes a riding-mode delete with Ctrl+Z', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/riding/mode')
    const { rows } = (await call(page, '/riding-mode/all', { page: 0, pageSize: 100, active: true })) as {
      rows: { _id: string; title: string; active: boolean }[]
    }
    const mode = rows.find((r) => r.active)!
    const row = bodyRows(page).filter({ hasText: mode.title }).first()
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Control+d')
    await page.getByTestId('riding-mode-delete').waitFor()
    await page.keyboard.press('Enter')
    const deleted = toast(page, 'Record Deleted Successfully')
    await deleted.waitFor()
    await deleted.getByRole('button', { name: 'Undo' }).waitFor()
    const activeOf = async () => {
      const all = (await call(page, '/riding-mode/all', { page: 0, pageSize: 100 })) as { rows: { _id: string; active: boolean }[] }
      return all.rows.find((r) => r._id === mode._id)?.active
    }
    await expect.poll(activeOf).toBe(false)

    await page.locator('body').focus()
    await page.keyboard.press('Control+z')
    await toast(page, 'Record Restored Successfully').waitFor()
    await expect.poll(activeOf).toBe(true)
    await context.close()
  })

  it('restores a deleted user from the logs for a holder of the edit button', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    const user = await customer(page, 2)
    const del = await adminCall<{ responseCode: number }>(page, '/user/delete', { userId: user._id }, 'DELETE')
    expect(del.responseCode).toBe(109)
    await page.goto(`/admin/users?keyword=${user.mobileNo}`)
    const row = bodyRows(page).filter({ hasText: user.mobileNo }).first()
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await toolbarButton(page, 'logs').click()
    const restore = page.getByTestId('user-restore')
    await expect.poll(() => restore.isEnabled()).toBe(true)
    await expectAccessible(page, 'logs dialog with Restore')
    await restore.click()
    await toast(page, 'Record Restored Successfully').waitFor()
    const activeOf = async () => {
      const { rows } = (await call(page, '/user/all', { keyword: user.mobileNo })) as { rows: UserRow[] }
      return rows.find((r) => r._id === user._id)?.active
    }
    await expect.poll(activeOf).toBe(true)
    await context.close()
  })
})
