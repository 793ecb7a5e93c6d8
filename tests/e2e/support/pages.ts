import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { onTestFailed } from 'vitest'
import { PASSWORD } from './flows'
import { latestCode } from './server'

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export interface PageAsOptions {
  /** The account's password (the demo password by default); used for its first sign-in only. */
  password?: string
  /** Entries put in localStorage before the page loads. */
  localStorage?: Record<string, string>
  /**
   * What the page waits for: the main menu visible (default), or only attached, for a page that opens a modal dialog
   * at once (a deep link), which hides the menu from the accessibility tree.
   */
  menu?: 'visible' | 'attached'
}

/**
 * Signs `context` in as `mobileNo` through the API the sign-in page calls (both steps, the code read from the dev
 * outbox): its cookies are then the context's. The sign-in page itself is tested by signin.e2e.ts and recovery.e2e.ts;
 * the other files spend the browser on what comes after it.
 */
export async function signInByApi(context: BrowserContext, baseURL: string, mobileNo: string, password = PASSWORD): Promise<void> {
  const headers = { 'x-requested-with': 'XMLHttpRequest', origin: baseURL }
  const login = await context.request.post(`${baseURL}/api/admin/accountLogin`, { data: { email: mobileNo, password }, headers })
  const step1 = (await login.json()) as { responseCode: number }
  if (step1.responseCode !== 122) throw new Error(`sign-in of ${mobileNo} answered ${JSON.stringify(step1)}`)
  const otpVal = await latestCode(baseURL, mobileNo)
  const verified = await context.request.post(`${baseURL}/api/admin/verify/otp`, { data: { otpVal }, headers })
  const step2 = (await verified.json()) as { responseCode: number }
  if (step2.responseCode !== 109) throw new Error(`code of ${mobileNo} answered ${JSON.stringify(step2)}`)
}

/**
 * `pageAs(mobile, path)`: a fresh browser context signed in as `mobile` on `path`, once the main menu shows. Each
 * account signs in once (through the API the sign-in page calls, `signInByApi`) and its cookies are reused; the pages' uncaught errors
 * go to `pageErrors` (the file checks it after each test). `product` is read when a page is opened, so it may be
 * filled in a beforeAll.
 */
export function signedInPages(
  product: { readonly server: { url: string }; readonly browser: Browser },
  pageErrors: string[],
  contextOptions: BrowserContextOptions = {},
): (mobile: string, path: string, options?: PageAsOptions) => Promise<{ context: BrowserContext; page: Page }> {
  const sessions = new Map<string, StorageState>()
  return async (mobile, path, { password = PASSWORD, localStorage = {}, menu = 'visible' } = {}) => {
    if (!sessions.has(mobile)) {
      const context = await product.browser.newContext({ baseURL: product.server.url })
      await signInByApi(context, product.server.url, mobile, password)
      sessions.set(mobile, await context.storageState())
      await context.close()
    }
    const context = await product.browser.newContext({
      baseURL: product.server.url,
      viewport: { width: 1366, height: 900 },
      storageState: sessions.get(mobile),
      ...contextOptions,
    })
    if (Object.keys(localStorage).length > 0) {
      await context.addInitScript((entries) => {
        for (const [k, v] of Object.entries(entries)) window.localStorage.setItem(k, v)
      }, localStorage)
    }
    const page = await context.newPage()
    page.setDefaultTimeout(15_000)
    page.on('pageerror', (error) => pageErrors.push(`${mobile} ${path}: ${error.message}`))
    recordForFailure(page, `${mobile} ${path}`)
    await page.goto(path)
    if (menu === 'attached') await page.locator('nav[aria-label="Main menu"]').waitFor({ state: 'attached' })
    else await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
    return { context, page }
  }
}

/**
 * What a page did, printed when its test fails: where it is, what holds the focus, which popups and toasts are open,
 * and its last console messages and refused or failed requests. A flake seen once in CI then says what the page was
 * doing instead of only which wait ran out.
 */
function recordForFailure(page: Page, label: string): void {
  const events: string[] = []
  const keep = (line: string) => {
    events.push(`${new Date().toISOString().slice(11, 23)} ${line}`)
    if (events.length > 40) events.shift()
  }
  page.on('console', (message) => keep(`console.${message.type()}: ${message.text()}`))
  page.on('requestfailed', (request) => keep(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText}`))
  page.on('response', (response) => {
    if (response.status() >= 400) keep(`${response.status()} ${response.request().method()} ${response.url()}`)
  })
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) keep(`navigated ${frame.url()}`)
  })
  const report = async () => {
    if (page.isClosed()) return
    const state = await page
      .evaluate(() => {
        const describe = (el: Element | null): string =>
          el === document.body
            ? 'body'
            : el
              ? `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[role=${el.getAttribute('role')}][label=${el.getAttribute('aria-label')}] ${(el.textContent ?? '').slice(0, 60)}`
              : 'none'
        const popups = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')]
        const toasts = [...document.querySelectorAll('[data-sonner-toast]')].map((t) => t.textContent ?? '')
        const selected = [...document.querySelectorAll('[aria-selected="true"]')].map((el) => (el.textContent ?? '').slice(0, 60))
        return [
          `url ${location.href}`,
          `focus ${describe(document.activeElement)}`,
          `popups ${popups.map((p) => `${describe(p)} state=${p.getAttribute('data-state')}`).join(' | ') || 'none'}`,
          `toasts ${toasts.join(' | ') || 'none'}`,
          `selected ${selected.join(' | ') || 'none'}`,
        ]
      })
      .catch((error: unknown) => [`page not readable: ${String(error)}`])
    console.error([`--- page ${label} when the test failed:`, ...state, ...events].join('\n  '))
  }
  try {
    onTestFailed(report)
  } catch {
    // A page opened outside a test (in a beforeAll): its test failures are not its own.
  }
}

/**
 * Resolves once the page has drawn two more frames: the keys and clicks given before have been handled and what they
 * change is on screen. For a step that checks that something did not happen (no dialog, no request).
 */
export const settled = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))

/** The toasts on the page (sonner). */
export const toasts = (page: Page) => page.locator('[data-sonner-toast]')
/** The first toast saying `text`. */
export const toast = (page: Page, text: string | RegExp) => toasts(page).filter({ hasText: text }).first()
/** The screen's table (the shared DataTable is the first grid of the page). */
export const grid = (page: Page) => page.getByRole('grid').first()

/** The table's mounted body rows, in DOM order. */
export const bodyRows = (page: Page) => page.locator('[data-slot="grid-body"] > [role="row"]')
/** A toolbar button of the shared table by its catalog action ('add', 'export', …). */
export const toolbarButton = (page: Page, command: string) => page.locator(`[data-command="action.${command}"]`)

/** An API call from the signed-in page (its session cookie), as the app makes it: `/api/admin<path>`, JSON in and out. */
export function adminCall<T = Record<string, unknown>>(page: Page, path: string, body: unknown, method = 'POST'): Promise<T> {
  return page.evaluate(
    async ([m, p, b]) => {
      const r = await fetch(`/api/admin${p}`, {
        method: m,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: JSON.stringify(b),
      })
      return (await r.json()) as T
    },
    [method, path, body] as const,
  ) as Promise<T>
}
