import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { expect } from 'vitest'

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  })
}

/** A fresh context and page; `options`: more of the context's settings (e.g. its `locale`). */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1366, height: 900 },
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport, ...options })
  const page = await context.newPage()
  page.setDefaultTimeout(15_000)
  return { context, page }
}

/** No serious or critical axe-core violation on the page as it is now. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  // Measure at rest: a toast fading in is half transparent and would fail the contrast rule.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, { timeout: 5000 })
    .catch(() => {})
  const result = await new AxeBuilder({ page }).analyze()
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([])
}
