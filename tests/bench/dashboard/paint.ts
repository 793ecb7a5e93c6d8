/**
 * The new dashboard's first paint in Chromium: from navigation to /admin/dashboard until every `[data-testid^=chart-]`
 * card has `data-state` ready (or error) — "fully drawn". The moment is taken inside the page (a MutationObserver
 * started before the app's script, time since the navigation's start), not by polling from here.
 */
import type { Page } from 'playwright-core'
import { launch } from '../../e2e/support/browser'
import { signIn } from '../../e2e/support/flows'
import { percentile } from './calls'

declare global {
  interface Window {
    __drawn?: { at: number; charts: number; errors: number }
    __expectCharts?: number
  }
}

/** Installed before every document: records when all expected charts first stand ready or failed. */
function watchCharts(): void {
  const check = () => {
    if (window.__drawn) return
    const charts = [...document.querySelectorAll('[data-testid^="chart-"]')]
    const want = Number(window.localStorage.getItem('bench:charts') ?? '1')
    if (charts.length < want) return
    const states = charts.map((c) => c.getAttribute('data-state'))
    if (!states.every((s) => s === 'ready' || s === 'error')) return
    window.__drawn = { at: performance.now(), charts: charts.length, errors: states.filter((s) => s === 'error').length }
  }
  const start = () => {
    new MutationObserver(check).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    })
    check()
  }
  if (document.documentElement) start()
  else document.addEventListener('DOMContentLoaded', start)
}

export interface PaintResult {
  label: string
  charts: number
  errors: number
  times: number[]
  p50: number
  p95: number
}

async function drawnOnce(page: Page, path: string): Promise<{ at: number; charts: number; errors: number }> {
  await page.goto(path, { waitUntil: 'commit' })
  await page.waitForFunction(() => window.__drawn !== undefined, undefined, { timeout: 120_000, polling: 50 })
  return page.evaluate(() => window.__drawn!)
}

/**
 * Signs in, learns how many charts the page has (one load, waited for the network to settle), then times `runs`
 * navigations per address after one warm-up each.
 */
export async function timeFirstPaint(base: string, addresses: { label: string; path: string }[], runs: number): Promise<PaintResult[]> {
  const browser = await launch()
  try {
    const context = await browser.newContext({ baseURL: base, viewport: { width: 1366, height: 900 } })
    // tsx keeps function names with a `__name` helper that the functions sent to the page would miss.
    await context.addInitScript('window.__name = (f) => f')
    await context.addInitScript(watchCharts)
    const page = await context.newPage()
    page.setDefaultTimeout(120_000)
    await signIn(page, base, '9000000001')
    const out: PaintResult[] = []
    for (const a of addresses) {
      await page.goto(a.path, { waitUntil: 'networkidle' })
      await page.waitForFunction(() => document.querySelectorAll('[data-testid^="chart-"]').length > 0)
      const charts = await page.evaluate(() => document.querySelectorAll('[data-testid^="chart-"]').length)
      await page.evaluate((n) => window.localStorage.setItem('bench:charts', String(n)), charts)
      await drawnOnce(page, a.path)
      const times: number[] = []
      let errors = 0
      for (let i = 0; i < runs; i++) {
        const d = await drawnOnce(page, a.path)
        times.push(d.at)
        errors += d.errors
      }
      out.push({ label: a.label, charts, errors, times, p50: percentile(times, 50), p95: percentile(times, 95) })
    }
    return out
  } finally {
    await browser.close()
  }
}
