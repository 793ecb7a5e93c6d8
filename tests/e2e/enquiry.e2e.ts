import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/browser'
import { choose, disabledControls, nativeSelects, optionLabels, requiredMarks, shownValue } from './support/fields'
import { bodyRows, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'
import { pngOf } from '../support/images'

const SUPER_ADMIN = '9000000001'
const FRANCHISE = '9000000003'
const MB = 1024 * 1024

/** A valid RGB PNG of random noise (it hardly compresses: about 3 bytes per pixel). */
const noisePng = (width: number, height: number) => pngOf(width, height, { noise: true })

describe('the enquiry screen in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

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
  const rowWith = (page: Page, text: string) => bodyRows(page).filter({ hasText: text }).first()

  it('lists the enquiries and filters them by status', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/enquiry')
    await expect.poll(() => bodyRows(page).count()).toBe(10)
    const closed = (await call(page, 'POST', '/enquiry/all', { status: 'closed', pageSize: 10 })).body.rows as { ticketNo: string }[]
    const open = (await call(page, 'POST', '/enquiry/all', { status: 'open', pageSize: 10 })).body.rows as { ticketNo: string }[]
    expect(closed.length).toBeGreaterThan(0)
    await toolbarButton(page, 'filter').click()
    const status = page.locator('select[name="status"]')
    await status.selectOption('closed')
    await page.locator('form:has(select[name="status"]) button[type="submit"]').click()
    await expect.poll(() => new URL(page.url()).searchParams.get('status')).toBe('closed')
    // The first page may hold the closed ones' first row and as many rows before the filter: wait for the open one to go.
    await expect.poll(() => bodyRows(page).filter({ hasText: open[0]!.ticketNo }).count()).toBe(0)
    await rowWith(page, closed[0]!.ticketNo).waitFor()
    await expect.poll(() => bodyRows(page).count()).toBe(closed.length)
    await expectAccessible(page, 'enquiry table filtered')
    await context.close()
  })

  it('edits and resolves an enquiry: a 2 MB image is compressed and uploaded, a 4 MB one refused; then views it', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/enquiry?status=open')
    const first = (
      (await call(page, 'POST', '/enquiry/all', { status: 'open', pageSize: 1 })).body.rows as { _id: string; ticketNo: string }[]
    )[0]!
    const row = rowWith(page, first.ticketNo)
    await row.waitFor()
    // A click selects the row once it is known not to be a double-click (200 ms); then Edit opens it.
    await row.click()
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await toolbarButton(page, 'edit').click()
    const dialog = page.getByTestId('enquiry-dialog')
    await dialog.waitFor()
    await expect.poll(() => dialog.locator('input[name="ticketNo"]').inputValue()).toBe(first.ticketNo)
    // The enquiry type comes from the options call; the selects are the styled ones, the marks the one star.
    expect((await optionLabels(dialog.getByRole('combobox', { name: 'Enquiry type' }))).length).toBeGreaterThan(1)
    expect(await nativeSelects(dialog).count()).toBe(0)
    expect(await requiredMarks(dialog).count()).toBe(4)
    await choose(dialog.getByRole('combobox', { name: 'Status' }), 'closed')
    await dialog.locator('input[name="resolved.resolver.fname"]').fill('Priya')
    await dialog.locator('textarea[name="resolved.remark"]').fill('Called back and booked a test ride')

    const two = noisePng(1000, 720)
    expect(two.length).toBeGreaterThan(2 * MB)
    expect(two.length).toBeLessThan(3 * MB)
    const input = dialog.locator('input[type="file"]')
    await input.setInputFiles({ name: 'two-mb.png', mimeType: 'image/png', buffer: two })
    await expect.poll(() => dialog.getByTestId('enquiry-image-row').count(), { timeout: 30_000 }).toBe(1)

    const four = noisePng(1200, 1200)
    expect(four.length).toBeGreaterThan(4 * MB)
    await input.setInputFiles({ name: 'four-mb.png', mimeType: 'image/png', buffer: four })
    await toast(page, 'File size is too large, Max. file size is 3mb.').waitFor()
    expect(await dialog.getByTestId('enquiry-image-row').count()).toBe(1)

    await expectAccessible(page, 'enquiry edit dialog')
    expect(await dialog.getByRole('button', { name: 'Reset' }).count()).toBe(0)
    await dialog.getByRole('button', { name: 'Update' }).click()
    await dialog.waitFor({ state: 'hidden' })
    const details = (await call(page, 'POST', '/enquiry/details', { eId: first._id })).body.enquiry as {
      status: string
      resolved: { remark: string; attachment: string[]; resolver: { fname: string } }
    }
    expect(details).toMatchObject({
      status: 'closed',
      resolved: { remark: 'Called back and booked a test ride', resolver: { fname: 'Priya' } },
    })
    expect(details.resolved.attachment).toHaveLength(1)
    const stored = await page.evaluate(async (u) => {
      const r = await fetch(u)
      return { type: r.headers.get('content-type'), size: (await r.arrayBuffer()).byteLength }
    }, details.resolved.attachment[0]!)
    expect(['image/png', 'image/jpeg']).toContain(stored.type)
    expect(stored.size).toBeLessThanOrEqual(MB)

    // View: read-only; the image opens at full size by keyboard and Esc closes it.
    await page.goto(`/admin/enquiry?keyword=${encodeURIComponent(first.ticketNo)}`)
    const again = rowWith(page, first.ticketNo)
    await again.waitFor()
    await again.dblclick()
    const view = page.getByTestId('enquiry-dialog')
    await view.waitFor()
    // The values as text: no inputs (disabled or not), no required marks; the resolution as saved.
    await expect.poll(() => shownValue(view, 'ticketNo').innerText()).toBe(first.ticketNo)
    expect(await shownValue(view, 'status').innerText()).toBe('Closed')
    expect(await shownValue(view, 'resolved.resolver.fname').innerText()).toBe('Priya')
    expect(await view.locator('input, textarea').count()).toBe(0)
    expect(await disabledControls(view).count()).toBe(0)
    expect(await requiredMarks(view).count()).toBe(0)
    expect(await view.locator('input[type="file"]').count()).toBe(0)
    await expectAccessible(page, 'enquiry view dialog')
    const open = view.getByTestId('enquiry-image-row').locator('button').first()
    await open.focus()
    await page.keyboard.press('Enter')
    const viewer = page.getByTestId('enquiry-image-viewer')
    await viewer.waitFor()
    await expect.poll(() => viewer.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await viewer.waitFor({ state: 'hidden' })
    await context.close()
  })

  it("keeps the dialog's footer in place while its body scrolls, in view and in edit mode", async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/enquiry')
    await page.setViewportSize({ width: 1366, height: 560 })
    const row = bodyRows(page).first()
    await row.waitFor()
    await row.dblclick()
    const dialog = page.getByTestId('enquiry-dialog')
    await dialog.waitFor()
    const body = dialog.locator('[data-slot="record-dialog-body"]')
    const footer = dialog.locator('[data-slot="dialog-footer"]')
    /** Scrolls the body to its end and back, checking that `button` stays whole inside the viewport each time. */
    const scrollAndCheck = async (button: string) => {
      expect(await body.evaluate((el) => el.scrollHeight > el.clientHeight + 50)).toBe(true)
      for (const to of ['end', 'start'] as const) {
        await body.evaluate((el, end) => el.scrollTo({ top: end ? el.scrollHeight : 0 }), to === 'end')
        await expect.poll(() => body.evaluate((el) => el.scrollTop > 0)).toBe(to === 'end')
        const box = (await footer.getByRole('button', { name: button, exact: true }).boundingBox())!
        expect(box.y, `${button} after scrolling to the ${to}`).toBeGreaterThanOrEqual(0)
        expect(box.y + box.height, `${button} after scrolling to the ${to}`).toBeLessThanOrEqual(560)
      }
    }
    await scrollAndCheck('Close')
    await scrollAndCheck('Edit')
    await dialog.getByRole('button', { name: 'Edit', exact: true }).click()
    await dialog.getByRole('button', { name: 'Update' }).waitFor()
    await scrollAndCheck('Update')
    await scrollAndCheck('Close')
    await context.close()
  })

  it('a role without Enquiry has no menu entry and the server refuses it', async () => {
    const { context, page } = await pageAs(FRANCHISE, '/admin/profile')
    expect(await page.locator('nav[aria-label="Main menu"] a[href="/admin/enquiry"]').count()).toBe(0)
    const r = await call(page, 'POST', '/enquiry/all', {})
    expect([r.status, r.body.responseCode]).toEqual([403, 111])
    const u = await call(page, 'PUT', '/enquiry/update', { eId: '00000000-0000-4000-8000-000000000000' })
    expect(u.status).toBe(403)
    await context.close()
  })
})
