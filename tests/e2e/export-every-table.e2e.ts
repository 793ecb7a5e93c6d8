import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { read, utils, type WorkSheet } from 'xlsx'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { bodyRows, signedInPages, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'

/** Every built table with an export: its screen and the list call behind it. */
const TABLES = [
  { name: 'Users', route: '/admin/users' },
  { name: 'CRM', route: '/admin/crm' },
  { name: 'Enquiry', route: '/admin/enquiry' },
  { name: 'Notification', route: '/admin/notification' },
  { name: 'Riding Mode', route: '/admin/riding/mode' },
  { name: 'Advertisement', route: '/admin/advertisement' },
  { name: 'Booking', route: '/admin/booking' },
  { name: 'RTO Search', route: '/admin/rto/search' },
  { name: 'Test Drive', route: '/admin/testdrive' },
  { name: 'Test Drive Slots', route: '/admin/testdrive-slots' },
  { name: 'Service Center', route: '/admin/servicecenter' },
  { name: 'Tickets', route: '/admin/tickets' },
  { name: 'Service Request', route: '/admin/servicereq' },
  { name: 'Vehicle Model', route: '/admin/vehicleModel' },
  { name: 'Master Data', route: '/admin/masterdata' },
  { name: 'SCU Stocks', route: '/admin/scustocks' },
  { name: 'Services', route: '/admin/services' },
  { name: 'Order Request', route: '/admin/orderreq' },
] as const

/**
 * The mounted rows' cells as the user reads them, in row order: the text, the label of a tick or cross (an image
 * with a name) or a link's address, leaving out the row's own "Inactive" badge (a state of the row, not a value of the record).
 */
const gridCells = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-slot="grid-body"] > [role="row"]')]
      .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
      .map((r) =>
        [...r.querySelectorAll('[role="gridcell"]')].map((c) => {
          const cell = c.cloneNode(true) as Element
          cell.querySelector('[data-slot="inactive-badge"]')?.remove()
          const img = cell.querySelector('[role="img"][aria-label]')
          // A link cell (the estimate's 'Estimate Link' button) exports its address.
          const link = cell.querySelector('a[href]')
          return img ? img.getAttribute('aria-label')! : link ? link.getAttribute('href')! : (cell.textContent ?? '')
        }),
      ),
  )
const headers = (page: Page) => page.evaluate(() => [...document.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent ?? ''))
/** '1–10 of 54' → 54. */
const total = async (page: Page) => Number((await page.locator('[data-slot="range"]').innerText()).split(' of ')[1]!.replace(/\D/g, ''))
const DATE_TEXT = /^\d\d\/\d\d\/\d{4}( \d\d:\d\d:\d\d)?$/

/**
 * Issue 15: an export carries what the table shows, in every column of every built table: the header row is the
 * table's headers, there is one row per listed record, the first and the last page's rows read as the grid shows them
 * (labels for enums, joined lists, names, durations), and dates are spreadsheet dates (numbers with a dd/mm/yyyy
 * format) that read as the grid's dd/MM/yyyy HH:mm:ss.
 */
describe('every table’s export against its table, in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors, { acceptDownloads: true })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-export-every-'))
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  /** The grid's rows once its first row shows. */
  async function shownRows(page: Page): Promise<string[][]> {
    await bodyRows(page).first().waitFor()
    await page.waitForLoadState('networkidle')
    return gridCells(page)
  }

  it.each(TABLES)('$name: every column as the table shows it, dates typed', async ({ name, route }) => {
    const { context, page } = await pageAs(SUPER_ADMIN, route)
    const first = await shownRows(page)
    const count = await total(page)
    const shownHeaders = await headers(page)
    expect(first.length, name).toBeGreaterThan(0)

    const download = page.waitForEvent('download')
    await toolbarButton(page, 'export').click()
    const file = await download
    const saved = path.join(dir, file.suggestedFilename())
    await file.saveAs(saved)
    // Parsing our own file in the test only.
    const book = read(fs.readFileSync(saved), { type: 'buffer' })
    const sheet: WorkSheet = book.Sheets[book.SheetNames[0]!]!
    const texts = utils.sheet_to_json<(string | null)[]>(sheet, { header: 1, raw: false, defval: null })
    expect(texts[0], `${name} headers`).toEqual(shownHeaders)
    expect(texts.length - 1, `${name} rows`).toBe(count)
    const asShown = (row: (string | null)[]) => shownHeaders.map((_, i) => row[i] ?? '-')

    // The first page, cell by cell.
    first.forEach((cells, i) => expect(asShown(texts[i + 1]!), `${name} row ${i + 1}`).toEqual(cells))

    // Dates are date cells: a number with a date format, reading as the grid's text.
    const cols = utils.decode_range(sheet['!ref']!).e.c + 1
    for (let c = 0; c < cols; c++) {
      const shown = first.map((cells) => cells[c]!).find((text) => DATE_TEXT.test(text))
      if (!shown) continue
      const row = first.findIndex((cells) => cells[c] === shown) + 1
      const cell = sheet[utils.encode_cell({ r: row, c })]
      expect(cell, `${name} ${shownHeaders[c]}`).toMatchObject({ t: 'n', w: shown })
    }

    // The last page too, when there is more than one.
    const pageSize = first.length
    if (count > pageSize) {
      const lastPage = Math.ceil(count / pageSize)
      await page.getByRole('button', { name: 'Last page' }).click()
      await expect.poll(() => page.locator('[data-slot="range"]').innerText()).toMatch(new RegExp(`^${(lastPage - 1) * pageSize + 1}–`))
      // The pager moves before the page's rows arrive (the previous rows stay until then): wait for them.
      const from = (lastPage - 1) * pageSize + 1
      const expected = texts.slice(from, count + 1).map(asShown)
      await expect.poll(() => gridCells(page), { timeout: 15_000, message: `${name} last page` }).toEqual(expected)
    }
    await context.close()
  })
})
