import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAccessible, newPage } from './support/browser'
import { signIn } from './support/flows'
import { signedInPages } from './support/pages'
import { useProduct } from './support/suite'

/**
 * The top bar's bell in Chromium (issue 15): the unread count on a labelled button, the panel of the user's own
 * notifications (newest first) opened from the keyboard and from the palette, marking read on opening, a count that
 * rises live when a notification arrives, Escape back to the bell, and no serious axe violation in the open panel.
 */
const SUPER_ADMIN = '9000000001'

describe('the notification bell in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })
  const pageAs = signedInPages(product, pageErrors)

  const bell = (page: Page) => page.getByTestId('notification-bell')
  const badge = (page: Page) => page.getByTestId('notification-count')
  const panel = (page: Page) => page.getByRole('dialog', { name: 'Notifications' })
  const items = (page: Page) => panel(page).getByTestId('notification-item')
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement
      return { testId: el?.getAttribute('data-testid') ?? null, label: el?.getAttribute('aria-label') ?? null, text: el?.textContent ?? '' }
    })
  const get = <T>(page: Page, path: string) =>
    page.evaluate(async (p) => {
      const r = await fetch(`/api/admin${p}`, { headers: { 'x-requested-with': 'XMLHttpRequest' } })
      return (await r.json()) as unknown
    }, path) as Promise<T>

  it('shows the count, opens from the keyboard with the newest first, marks them read, and gives the focus back on Escape', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/profile')
    const before = await get<{ notificationCount: number; result: { title: string; createdAt: number }[] }>(page, '/notification/mine')
    expect(before.notificationCount).toBeGreaterThan(0)
    // The count is on the bell, which says it in its name.
    await expect.poll(() => badge(page).innerText()).toBe(String(before.notificationCount))
    expect(await bell(page).getAttribute('aria-label')).toBe(`Notifications, ${before.notificationCount} unread`)

    // Tab reaches the bell from the menu toggle before it; Enter opens the panel.
    await page.getByRole('button', { name: 'Toggle menu' }).focus()
    await page.keyboard.press('Tab')
    await expect.poll(() => focused(page).then((f) => f.testId)).toBe('notification-bell')
    await page.keyboard.press('Enter')
    await panel(page).waitFor()
    expect(await bell(page).getAttribute('aria-expanded')).toBe('true')

    // Newest first: the titles in the server's order, the times dd/MM/yyyy HH:mm and not increasing.
    await expect.poll(() => items(page).count()).toBe(before.result.length)
    const titles = await panel(page).getByTestId('notification-title').allInnerTexts()
    expect(titles).toEqual(before.result.map((r) => r.title))
    const times = await panel(page).getByTestId('notification-time').allInnerTexts()
    for (const time of times) expect(time).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/)
    const stamps = await panel(page)
      .locator('time')
      .evaluateAll((els) => els.map((e) => Date.parse(e.getAttribute('datetime') ?? '')))
    expect(stamps).toEqual([...stamps].sort((a, b) => b - a))
    expect(stamps[0]).toBe(before.result[0]!.createdAt * 1000)

    // The focus is on the first item; the arrow keys and Tab move through them.
    await expect.poll(() => focused(page).then((f) => f.testId)).toBe('notification-item')
    expect((await focused(page)).text).toContain(titles[0])
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focused(page).then((f) => f.text)).toContain(titles[1])
    await page.keyboard.press('Tab')
    await expect.poll(() => focused(page).then((f) => f.text)).toContain(titles[2])
    await page.keyboard.press('ArrowUp')
    await expect.poll(() => focused(page).then((f) => f.text)).toContain(titles[1])

    // Opening marked the shown ones read: the count drops (to none: every one of them was shown).
    await expect.poll(() => badge(page).count()).toBe(0)
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications')
    await expect.poll(() => get<{ notificationCount: number }>(page, '/islogin').then((s) => s.notificationCount)).toBe(0)
    // The ones that were unread keep their mark while the panel is open.
    expect(await panel(page).locator('[data-unread]').count()).toBe(before.notificationCount)

    await expectAccessible(page, 'notification panel')

    // Escape closes it and the focus is back on the bell.
    await page.keyboard.press('Escape')
    await panel(page).waitFor({ state: 'hidden' })
    await expect.poll(() => focused(page).then((f) => f.testId)).toBe('notification-bell')
    await context.close()
  })

  it('raises the count live when a notification arrives, and opens from the palette', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/profile')
    // Nothing unread to start with: open and close once (the previous test may have run or not).
    await bell(page).click()
    await panel(page).waitFor()
    await expect.poll(() => badge(page).count()).toBe(0)
    await page.keyboard.press('Escape')
    await panel(page).waitFor({ state: 'hidden' })
    const me = await get<{ user: { _id: string } }>(page, '/islogin')

    // Another session (its own sign-in, in its own browser context) sends this user a notification.
    const other = await newPage(product.browser, product.server.url)
    await signIn(other.page, product.server.url, SUPER_ADMIN)
    const sent = await other.page.evaluate(async (userId) => {
      const r = await fetch('/api/admin/notification/create', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify({ title: 'Bell live check', body: 'Sent while the page was open.', notificationType: 'reminder', userId }),
      })
      return (await r.json()) as { responseCode: number; recipients: number }
    }, me.user._id)
    expect(sent).toMatchObject({ responseCode: 109, recipients: 1 })
    await other.context.close()

    // The count rises without a reload.
    await expect.poll(() => badge(page).innerText()).toBe('1')
    expect(await bell(page).getAttribute('aria-label')).toBe('Notifications, 1 unread')

    // The palette's "Notifications" opens the panel, the new one on top.
    await page.locator('main').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('Control+K')
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    await palette.waitFor()
    await page.getByRole('combobox', { name: 'Type a command or search…' }).pressSequentially('Notifications')
    await expect
      .poll(async () => (await palette.getByRole('option').allInnerTexts()).map((t) => t.split('\n')[0]!.trim())[0])
      .toBe('Notifications')
    await page.keyboard.press('Enter')
    await panel(page).waitFor()
    await expect.poll(() => panel(page).getByTestId('notification-title').first().innerText()).toBe('Bell live check')
    expect(await items(page).first().innerText()).toContain('Reminder')
    await expect.poll(() => focused(page).then((f) => f.testId)).toBe('notification-item')
    await expect.poll(() => badge(page).count()).toBe(0)
    await expectAccessible(page, 'notification panel from the palette')

    // Escape returns the focus to the bell, not to where it was before the palette.
    await page.keyboard.press('Escape')
    await panel(page).waitFor({ state: 'hidden' })
    await expect.poll(() => focused(page).then((f) => f.testId)).toBe('notification-bell')
    await context.close()
  })
})
