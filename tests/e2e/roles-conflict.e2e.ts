import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/browser'
import { adminCall, bodyRows, signedInPages, toast } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
const ROLE = 'Conflict Desk'

interface PermissionEntry {
  label: string
  enable: boolean
  buttons: { label: string; enable: boolean }[]
}

/**
 * No lost work (issue 14) in the role editor: two sessions of the super admin edit one role; the second save meets the
 * shared conflict dialog, which names who changed it and lists the switches that differ, and Apply mine on top wins.
 */
describe('role editor conflicts in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  const call = (page: Page, path: string, body: unknown) => adminCall(page, path, body)
  const editor = (page: Page) => page.getByRole('dialog', { name: 'Edit role' })
  const toggle = (page: Page, name: string) => editor(page).getByRole('switch', { name, exact: true }).click()
  const editRole = async (page: Page) => {
    const row = bodyRows(page).filter({ hasText: ROLE }).first()
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Control+e')
    await editor(page).getByRole('switch', { name: 'Users enable', exact: true }).waitFor()
  }

  it('shows who changed the role and the switches that differ; Apply mine on top saves mine', async () => {
    const first = await pageAs(SUPER_ADMIN, '/admin/security/role')
    const created = await call(first.page, '/role/create', { name: ROLE })
    expect(created.responseCode).toBe(109)
    const roleId = created.roleId as string
    const path = `/admin/security/role?keyword=${encodeURIComponent(ROLE)}`
    await first.page.goto(path)
    const second = await pageAs(SUPER_ADMIN, path)
    await editRole(first.page)
    await editRole(second.page)

    // Theirs: CRM on with query.
    await toggle(first.page, 'CRM query')
    await first.page.keyboard.press('Control+s')
    await toast(first.page, 'Role updated successfully').waitFor()

    // Mine: Users view (which turns Users on), saved from the version read before theirs.
    await toggle(second.page, 'Users view')
    await second.page.keyboard.press('Control+s')
    const conflict = second.page.getByTestId('conflict-dialog')
    await conflict.waitFor()
    expect(await conflict.innerText()).toContain('Super Admin')
    const sides = async (field: string) => {
      const row = conflict.locator(`tr[data-field="${field}"]`)
      return [await row.getByRole('rowheader').innerText(), ...(await row.locator('td').allInnerTexts())]
    }
    expect(await sides('permission.CRM')).toEqual(['CRM enable', 'Yes', 'No'])
    expect(await sides('permission.CRM.query')).toEqual(['CRM query', 'Yes', 'No'])
    expect(await sides('permission.Users')).toEqual(['Users enable', 'No', 'Yes'])
    expect(await sides('permission.Users.view')).toEqual(['Users view', 'No', 'Yes'])
    expect(await conflict.locator('tbody tr').count()).toBe(4)
    await expect.poll(() => second.page.evaluate(() => document.activeElement?.textContent)).toBe('Keep theirs')
    await expectAccessible(second.page, 'role conflict dialog')

    await conflict.getByRole('button', { name: 'Apply mine on top' }).click()
    await toast(second.page, 'Role updated successfully').waitFor()
    await editor(second.page).waitFor({ state: 'hidden' })
    const details = (await call(second.page, '/role/details', { roleId })) as { role: { permission: PermissionEntry[] }; version: number }
    const grant = (screen: string, button?: string) => {
      const entry = details.role.permission.find((p) => p.label === screen)
      return button ? (entry?.buttons.find((b) => b.label === button)?.enable ?? false) : (entry?.enable ?? false)
    }
    expect([grant('Users'), grant('Users', 'view'), grant('CRM'), grant('CRM', 'query')]).toEqual([true, true, false, false])
    expect(details.version).toBe(3)
    await first.context.close()
    await second.context.close()
  })

  it('Keep theirs loads their role and version into the editor', async () => {
    const path = `/admin/security/role?keyword=${encodeURIComponent(ROLE)}`
    const first = await pageAs(SUPER_ADMIN, path)
    const second = await pageAs(SUPER_ADMIN, path)
    await editRole(first.page)
    await editRole(second.page)
    await toggle(first.page, 'CRM add')
    await first.page.keyboard.press('Control+s')
    await toast(first.page, 'Role updated successfully').waitFor()

    await toggle(second.page, 'Users add')
    await second.page.keyboard.press('Control+s')
    const conflict = second.page.getByTestId('conflict-dialog')
    await conflict.getByRole('button', { name: 'Keep theirs' }).click()
    await conflict.waitFor({ state: 'hidden' })
    const state = (name: string) => editor(second.page).getByRole('switch', { name, exact: true }).getAttribute('aria-checked')
    await expect.poll(() => state('CRM add')).toBe('true')
    expect(await state('Users add')).toBe('false')
    // Saving now starts from their version: no conflict.
    await toggle(second.page, 'Users query')
    await second.page.keyboard.press('Control+s')
    await toast(second.page, 'Role updated successfully').waitFor()
    await editor(second.page).waitFor({ state: 'hidden' })
    await first.context.close()
    await second.context.close()
  })
})
