import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core'
import { expect, inject } from 'vitest'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { noteStart } from './starts'

/** The run's shared Chromium (support/global-setup.ts), or one of the file's own when there is none (`own`). */
function sharedEndpoint(): string | undefined {
  try {
    return inject('browserEndpoint')
  } catch {
    return undefined
  }
}

/**
 * The browser of a file's tests: a connection to the run's one Chromium, whose contexts keep the file's pages apart.
 * `own`: a Chromium of the file's own (counted in starts.log; for a file that must not share one).
 */
export async function launch(own = false): Promise<Browser> {
  const endpoint = own ? undefined : sharedEndpoint()
  if (endpoint) return reducingMotion(await chromium.connect(endpoint))
  noteStart('browser')
  return reducingMotion(await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS }))
}

/**
 * Every context the browser opens asks for reduced motion (the product's reduced-motion styles, src/styles.css: no
 * step waits on an animation, and axe never measures a toast half faded in), unless its options say otherwise.
 * Playwright's contexts emulate `no-preference` by default, which overrides Chromium's --force-prefers-reduced-motion:
 * until 2026-12-04 every toast faded for 0.4 s, and a contrast check could land mid-fade.
 */
function reducingMotion(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser)
  const newPage = browser.newPage.bind(browser)
  browser.newContext = (options = {}) => newContext({ reducedMotion: 'reduce', ...options })
  browser.newPage = (options = {}) => newPage({ reducedMotion: 'reduce', ...options })
  return browser
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
  // A toast at rest is wholly shown or wholly hidden: one in between (sonner sets opacities as it stacks, lifts and
  // removes toasts) is measured once it has settled.
  await page
    .waitForFunction(
      () =>
        document.getAnimations().every((a) => a.playState !== 'running') &&
        [...document.querySelectorAll('[data-sonner-toast], [data-sonner-toast] > *')].every((el) => {
          const opacity = getComputedStyle(el).opacity
          return opacity === '0' || opacity === '1'
        }),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => {})
  // Legacy mode: axe runs in the page itself instead of merging frames' results in a new blank page (the product has
  // no iframes), and only violations are worked out: the same rules and findings in about a third of the time.
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze()
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    bad.map(
      (v) =>
        `${label}: ${v.id} (${v.impact}) ${v.nodes
          .map((n) => `${n.target.join(' ')}${n.any.length ? ` [${n.any.map((c) => c.message).join('; ')}]` : ''}`)
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([])
}
