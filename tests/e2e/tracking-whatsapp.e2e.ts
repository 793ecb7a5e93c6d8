import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterEach, describe, expect, it } from 'vitest'
import { expectAccessible } from './support/browser'
import { choose } from './support/fields'
import { adminCall, bodyRows, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const run = promisify(execFile)
const SUPER_ADMIN = '9000000001'
const SUPPORT_AGENT = '9000000002'
const HOUR = 3600_000

/** `npm run device -- …`, the device simulator, against the running product. */
async function device(...args: string[]): Promise<string> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/device.ts', ...args], { timeout: 60_000 })
  return stdout
}

type UserRow = { _id: string; fname: string | null; lname: string | null; vehicleNo: string | null; bluetoothId: string | null }

/**
 * Issue 21's story in Chromium: the simulated telematics unit uploads a ride log, which the super admin finds by rider,
 * reads line by line and draws, zooming and panning by keyboard; the simulated rider writes on WhatsApp, the support
 * agent sees the conversation arrive live with its unread count, answers with Ctrl+Enter, and a day later (the
 * server's test clock moved 25 hours) may send only a template. Options (a ticket type in the ticket form, a refused
 * setting's message) is in options.e2e.ts.
 */
describe('tracking logs and WhatsApp in Chromium', () => {
  // Sessions outlive the 25 hours the clock moves, so the agent stays signed in.
  const product = useProduct({ TEST_CLOCK: 'true', SESSION_ABSOLUTE_HOURS: '96', SESSION_IDLE_MINUTES: '3000' })
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  it('a unit uploads a log; found by rider, read line by line, drawn and zoomed by keyboard', async () => {
    const { page } = await pageAs(SUPER_ADMIN, '/admin/log/tracking')
    const users = await adminCall<{ rows: UserRow[] }>(page, '/user/all', { page: 0, pageSize: 50, userType: 'user' })
    const rider = users.rows.find((u) => u.bluetoothId && u.vehicleNo && u.fname)!
    expect(rider).toBeDefined()

    // The device token, issued on the screen by keyboard and shown once.
    await toolbarButton(page, 'deviceTokens').click()
    const dialog = page.getByTestId('device-tokens-dialog')
    await dialog.getByLabel('Device Name').fill('Unit E2E-1')
    await dialog.getByLabel('Device Name').press('Enter')
    const token = await dialog.getByTestId('issued-token').getByRole('textbox').inputValue()
    expect(token.length).toBeGreaterThan(20)
    await page.keyboard.press('Escape')

    const out = await device('--tracking', `--token=${token}`, '--url', product.server.url, '--lines', '20000', '--bluetooth-id', rider.bluetoothId!)
    expect(out).toMatch(/20000/)

    // Found by rider through the filter.
    await page.reload()
    await toolbarButton(page, 'filter').click()
    const riderSelect = page.getByLabel('Rider', { exact: true })
    await expect.poll(() => riderSelect.locator('option').allInnerTexts()).toContainEqual(expect.stringContaining(rider.fname!))
    await riderSelect.selectOption(rider._id)
    await page.getByRole('button', { name: 'Filter', exact: true }).click()
    await expect.poll(() => page.url()).toContain(rider._id)
    await expect.poll(() => bodyRows(page).count()).toBe(1)
    await expect(bodyRows(page).first().innerText()).resolves.toContain('Unit E2E-1')

    // Its lines (Enter views the selected row).
    await bodyRows(page).first().click()
    await expect.poll(() => bodyRows(page).first().getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    const lines = page.getByTestId('tracking-lines-dialog')
    await lines.getByRole('heading', { name: 'View Tracking Logs' }).waitFor()
    await expect.poll(() => lines.getByTestId('tracking-lines').getByRole('row').count()).toBeGreaterThan(5)
    await expectAccessible(page, 'View Tracking Logs')
    await page.keyboard.press('Escape')
    await lines.waitFor({ state: 'hidden' })
    await expect.poll(() => bodyRows(page).first().getAttribute('aria-selected')).toBe('true')

    // Its graphs, zoomed and panned by keyboard.
    await toolbarButton(page, 'trackingGraphs').click()
    await page.waitForURL(/\/admin\/log\/tracking\/graphs\?logId=/)
    const area = page.getByTestId('graphs-area')
    await area.locator('svg path').first().waitFor()
    const span = async () => {
      const from = Number(await area.getAttribute('data-from'))
      const to = Number(await area.getAttribute('data-to'))
      return { from, to, span: to - from }
    }
    await expect.poll(async () => (await span()).span).toBeGreaterThan(0)
    await expectAccessible(page, 'tracking graphs')
    const whole = await span()
    await area.focus()
    await page.keyboard.press('+')
    await expect.poll(async () => (await span()).span).toBeLessThan(whole.span * 0.6)
    const zoomed = await span()
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await span()).from).toBeGreaterThan(zoomed.from)
    expect(new URL(page.url()).searchParams.get('from')).not.toBeNull()
    await page.keyboard.press('0')
    await expect.poll(async () => (await span()).span).toBe(whole.span)
    // A long log never puts more than a few thousand points in the page.
    const points = await area.locator('svg path').evaluateAll((paths) => paths.reduce((n, p) => n + (p.getAttribute('d')?.split(/[LM]/).length ?? 0), 0))
    expect(points).toBeLessThan(20_000)
  })

  it('the simulated rider writes; the agent sees it live, answers with Ctrl+Enter, and a day later only a template', async () => {
    const { page } = await pageAs(SUPPORT_AGENT, '/admin/whatsapp')
    await page.getByTestId('whatsapp-page').getByText('No conversations').waitFor()
    const rider = '9876512345'
    await device('--whatsapp', '--url', product.server.url, '--rider', rider, '--name', 'Story Rider', '--text', 'My scooter will not start', '--no-answer')

    // Live: no reload.
    const conversation = page.getByTestId('whatsapp-conversation').filter({ hasText: 'Story Rider' })
    await conversation.waitFor()
    await expect(conversation.getByTestId('whatsapp-unread').getAttribute('aria-label')).resolves.toBe('1 unread')

    await page.getByLabel('Search by name or number (/)').fill(rider)
    await expect.poll(() => page.getByTestId('whatsapp-conversation').count()).toBe(1)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Enter')
    const thread = page.getByTestId('whatsapp-thread')
    await thread.getByText('My scooter will not start').waitFor()
    const composer = thread.getByTestId('whatsapp-composer')
    // Not a question: the local provider answers a question for the customer 4 s later (LocalWhatsapp), which on a busy
    // machine landed before the thread was counted below (a fourth message, seen in two whole runs).
    await composer.fill('Sorry to hear that. Please check that the battery switch is on.')
    await composer.press('Control+Enter')
    await thread.getByTestId('whatsapp-messages').getByText('Please check that the battery switch is on.').waitFor()
    await expect.poll(() => composer.inputValue()).toBe('')
    await expect.poll(() => conversation.getByTestId('whatsapp-unread').count()).toBe(0)

    // 25 hours later the customer-service window has closed: only an approved template may go.
    const moved = await fetch(`${product.server.url}/api/dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ advanceMs: 25 * HOUR }),
    })
    expect(moved.status).toBe(200)
    await page.reload()
    await page.getByTestId('whatsapp-conversation').filter({ hasText: 'Story Rider' }).waitFor()
    await page.keyboard.press('Enter')
    await thread.getByTestId('whatsapp-window-closed').waitFor()
    await expectAccessible(page, 'WhatsApp, window closed')
    await expect.poll(() => thread.getByTestId('whatsapp-composer').count()).toBe(0)
    await choose(thread.getByRole('combobox', { name: 'Template' }), { label: /^service_followup/ })
    await thread.getByRole('combobox', { name: 'Template' }).press('Control+Enter')
    await thread.getByTestId('whatsapp-messages').getByText(/following up on your service request/).waitFor()
    // Three messages: the rider's, the answer and the template.
    await expect.poll(() => thread.getByTestId('whatsapp-messages').locator('li').count()).toBe(3)
    await expect(toast(page, /not sent|refused/).count()).resolves.toBe(0)
  })
})
