import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { read, utils } from 'xlsx'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { screenCommands } from '../../commands'
import { bodyRows, signedInPages, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
/** The business's zone, a head office's, and a travelling partner's far west of India. */
const ZONES = ['Asia/Kolkata', 'UTC', 'America/Los_Angeles'] as const
type Zone = (typeof ZONES)[number]
/** A day (dd/MM/yyyy) with its time, to the minute or second, as the console writes them. */
const DATE_TEXT = /^\d\d\/\d\d\/\d{4}( \d\d:\d\d(:\d\d)?)?$/
const DATES_IN = /\d\d\/\d\d\/\d{4}(?: \d\d:\d\d(?::\d\d)?)?/g

/** Every screen of the catalog with a table (a toolbar), and every dashboard: a new one is walked without editing this. */
const TABLES = screenCommands
  .filter((s) => s.toolbar !== null)
  .map((s) => ({ id: s.id, route: s.route, view: s.toolbar!.includes('view') }))
const DASHBOARDS = screenCommands.filter((s) => s.toolbar === null && /dashboard/i.test(s.route)).map((s) => ({ id: s.id, route: s.route }))

const gridCells = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-slot="grid-body"] > [role="row"]')]
      .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
      .map((r) => [...r.querySelectorAll('[role="gridcell"]')].map((c) => (c.textContent ?? '').trim())),
  )
const headers = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[role="columnheader"]')].map((h) => (h.textContent ?? '').trim()))

/** What one zone's browser shows of a table: its headers, its date columns' cells, its first record's dialog. */
interface Seen {
  headers: string[]
  /** Per date column (by header): the first page's cells. */
  dates: Record<string, string[]>
  /** Every date written in the first row's view dialog, in order. */
  dialog: string[] | null
}

/**
 * Issue 35: a day is the business's day (India) whatever the browser's zone. Every table of the catalog with a day or
 * date-time column, and every dashboard, is opened in browsers set to Asia/Kolkata, UTC and America/Los_Angeles: the
 * grid's dates, the first record's view dialog, the export's date cells and the dashboards' figures and axes read the
 * same in all three.
 */
describe('one calendar day in every time zone, in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-zones-'))
  const pageAs = Object.fromEntries(
    ZONES.map((timezoneId) => [timezoneId, signedInPages(product, pageErrors, { timezoneId, acceptDownloads: true })]),
  ) as Record<Zone, ReturnType<typeof signedInPages>>
  /** One signed-in page per zone, reused by every screen (navigating by address). */
  const pages = {} as Record<Zone, { context: BrowserContext; page: Page }>

  beforeAll(async () => {
    for (const zone of ZONES) pages[zone] = await pageAs[zone](SUPER_ADMIN, '/admin/users')
  })
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })
  afterAll(async () => {
    for (const zone of ZONES) await pages[zone]?.context.close()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('the browsers really are in three zones', async () => {
    const offsets = await Promise.all(ZONES.map((z) => pages[z].page.evaluate(() => new Date(Date.UTC(2026, 11, 1)).getTimezoneOffset())))
    expect(offsets).toEqual([-330, 0, 480])
  })

  async function openScreen(page: Page, route: string): Promise<void> {
    await page.goto(route)
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor()
  }

  /** The table's first page as it settles: rows (or its empty message) shown and no load under way. */
  async function settledRows(page: Page): Promise<string[][]> {
    await bodyRows(page).first().or(page.getByText('No Record Found')).first().waitFor()
    await expect.poll(() => page.locator('[role="grid"][aria-busy="true"]').count()).toBe(0)
    return gridCells(page)
  }

  async function seeTable(zone: Zone, route: string, view: boolean): Promise<Seen> {
    const { page } = pages[zone]
    await openScreen(page, route)
    const rows = await settledRows(page)
    const shown = await headers(page)
    const dates: Record<string, string[]> = {}
    shown.forEach((h, c) => {
      const column = rows.map((r) => r[c] ?? '')
      if (column.some((text) => DATE_TEXT.test(text))) dates[h] = column
    })
    let dialog: string[] | null = null
    if (view && rows.length > 0 && Object.keys(dates).length > 0) {
      const first = bodyRows(page).first()
      await first.click()
      await expect.poll(() => first.getAttribute('aria-selected')).toBe('true')
      const button = toolbarButton(page, 'view')
      if ((await button.count()) > 0 && (await button.getAttribute('aria-disabled')) !== 'true') {
        await button.click()
        const box = page.getByRole('dialog').first()
        await box.waitFor()
        const datesIn = () =>
          box
            .evaluate((el) => {
              if ((el.textContent ?? '').includes('Loading…') || el.querySelector('[aria-busy="true"]')) return null
              return [(el as HTMLElement).innerText, ...[...el.querySelectorAll('input')].map((i) => i.value)].join('\n')
            })
            .then((text) => (text === null ? null : (text.match(DATES_IN) ?? [])))
        // The record's details arrive after the dialog opens (the shared record dialog says Loading… until then).
        await expect.poll(async () => (await datesIn()) !== null).toBe(true)
        dialog = (await datesIn()) ?? []
        await page.keyboard.press('Escape')
        await box.waitFor({ state: 'hidden' })
      }
    }
    return { headers: shown, dates, dialog }
  }

  /** The export's date cells as the sheet shows them, by header, for the first page's rows. */
  async function exportedDates(zone: Zone, seen: Seen): Promise<Record<string, string[]>> {
    const { page } = pages[zone]
    const download = page.waitForEvent('download')
    await toolbarButton(page, 'export').click()
    const file = await download
    const saved = path.join(dir, `${zone.replace('/', '-')}-${file.suggestedFilename()}`)
    await file.saveAs(saved)
    // Parsing our own file in the test only.
    const book = read(fs.readFileSync(saved), { type: 'buffer' })
    const rows = utils.sheet_to_json<(string | null)[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: null })
    const out: Record<string, string[]> = {}
    const first = Object.values(seen.dates)[0]!.length
    for (const h of Object.keys(seen.dates)) {
      const c = (rows[0] ?? []).indexOf(h)
      out[h] = rows.slice(1, first + 1).map((r) => r[c] ?? '-')
    }
    return out
  }

  /** The tables that had date columns and a dialog with dates to compare. */
  const compared = { dates: 0, dialogs: 0, exports: 0 }

  it.each(TABLES)('$id: the grid, the view dialog and the export read the same days in every zone', async ({ id, route, view }) => {
    // The three browsers side by side (their waits overlap).
    const [india, ...others] = await Promise.all(ZONES.map((zone) => seeTable(zone, route, view)))
    const hasDates = Object.keys(india!.dates).length > 0
    if (hasDates) compared.dates++
    if (india!.dialog?.length) compared.dialogs++
    others.forEach((seen, i) => {
      const zone = ZONES[i + 1]
      expect(seen.headers, `${id} in ${zone}`).toEqual(india!.headers)
      expect(seen.dates, `${id}'s date columns in ${zone}`).toEqual(india!.dates)
      expect(seen.dialog, `${id}'s view dialog in ${zone}`).toEqual(india!.dialog)
    })
    const exportable = async (zone: Zone) => {
      const button = toolbarButton(pages[zone].page, 'export')
      return (await button.count()) > 0 && (await button.getAttribute('aria-disabled')) !== 'true'
    }
    if (!hasDates || !(await exportable('UTC'))) return
    compared.exports++
    const sheets = await Promise.all(ZONES.slice(1).map((zone) => exportedDates(zone, india!)))
    sheets.forEach((sheet, i) => expect(sheet, `${id}'s export in ${ZONES[i + 1]}`).toEqual(india!.dates))
  })

  it('the demo data gives most tables dates to compare in the grid, the dialog and the export (the walk is not vacuous)', () => {
    expect(compared.dates).toBeGreaterThanOrEqual(Math.ceil(TABLES.length / 2))
    expect(compared.dialogs).toBeGreaterThanOrEqual(Math.ceil(TABLES.length / 3))
    expect(compared.exports).toBeGreaterThanOrEqual(Math.ceil(TABLES.length / 2))
  })

  /** A dashboard's figures, its range fields, and its charts' axes and tables, as text. */
  async function dashboardText(zone: Zone, route: string): Promise<string> {
    const { page } = pages[zone]
    await openScreen(page, route)
    const main = page.locator('main')
    // Every chart drawn (they load lazily) and no figure still loading.
    const loading = () =>
      main.evaluate(
        (el) => (el.textContent ?? '').includes('Loading…') || !!el.querySelector('[data-testid="chart-loading"], [aria-busy="true"]'),
      )
    await expect.poll(loading, { timeout: 20_000 }).toBe(false)
    await page.waitForLoadState('networkidle')
    return main.evaluate((el) => [el.textContent ?? '', ...[...el.querySelectorAll('input')].map((i) => i.value)].join('\n'))
  }

  it.each(DASHBOARDS)('$id: the figures, the days on its axes and its range read the same in every zone', async ({ id, route }) => {
    const [india, ...others] = await Promise.all(ZONES.map((zone) => dashboardText(zone, route)))
    expect(india!.match(DATES_IN)?.length ?? 0, `${id} shows days`).toBeGreaterThan(0)
    others.forEach((text, i) => expect(text, `${id} in ${ZONES[i + 1]}`).toBe(india))
  })
})
