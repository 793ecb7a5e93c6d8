import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { choose } from './support/fields'
import { bodyRows, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
const LEAD = { fname: 'Ishaan', lname: 'Rao', mobileNo: '6123000071' }

/**
 * No lost work (issue 14) in the CRM's re-assign: a lead changed by someone else after the table read it is not
 * re-assigned; a warning names it and the table shows it as it is now.
 */
describe('the CRM re-assign in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })
  const pageAs = signedInPages(product, pageErrors)

  const api = (page: Page, method: string, path: string, body: unknown) =>
    page.evaluate(
      async ([m, p, b]) => {
        const r = await fetch(`/api/admin${p}`, {
          method: m,
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify(b),
        })
        return r.json() as Promise<Record<string, unknown>>
      },
      [method, path, body] as const,
    )

  it('leaves a lead changed since the table read it, and names it', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/crm')
    const added = await api(page, 'POST', '/crm/add', LEAD)
    const leadId = added.leadId as string
    const { executives } = (await api(page, 'POST', '/crm/executives', {})) as { executives: { _id: string }[] }
    await page.goto(`/admin/crm?keyword=${LEAD.mobileNo}`)
    const row = bodyRows(page).filter({ hasText: LEAD.mobileNo }).first()
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')

    // Someone else changes the lead after the table read it.
    const details = (await api(page, 'POST', '/crm/details', { leadId })) as { version: number }
    const upd = await api(page, 'PUT', '/crm/update', { leadId, ...LEAD, city: 'Udupi', version: details.version })
    expect(upd.responseCode).toBe(109)

    await toolbarButton(page, 'reassign').click()
    const dialog = page.getByRole('dialog', { name: 'Re-assign leads' })
    await choose(dialog.getByRole('combobox', { name: 'Executive' }), executives[0]!._id)
    await page.keyboard.press('Control+s')
    const warning = toast(page, '1 lead changed after you selected it and was not re-assigned')
    await warning.waitFor()
    expect(await warning.innerText()).toContain(`Ishaan Rao (${LEAD.mobileNo})`)
    await dialog.waitFor({ state: 'hidden' })
    // The table was read again: the row shows the city set meanwhile.
    await expect.poll(() => row.innerText()).toContain('Udupi')
    const after = (await api(page, 'POST', '/crm/details', { leadId })) as { lead: { assignedTo: unknown }; version: number }
    expect(after.lead.assignedTo).toBeNull()
    expect(after.version).toBe(2)
    await context.close()
  })
})
