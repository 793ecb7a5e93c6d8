import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import { read, utils } from 'xlsx'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { grant } from '../../shared/permissions'
import { openDatabase } from '../../server/db/client'
import { roles } from '../../server/db/schema'
import { expectAccessible, launch } from './support/browser'
import { indiaDayFromToday } from './support/days'
import { bodyRows, grid, settled, signedInPages, toasts, toolbarButton } from './support/pages'
import { startServer, type RunningServer } from './support/server'

const SUPER_ADMIN = '9000000001'
/** Support: CRM, Enquiry, Ticket, and here Users with query only (no view, export or filter). */
const QUERY_ONLY = '9000000002'
/** Franchise: no Users at all. */
const NO_USERS = '9000000003'
/** Service: the Users screen without its query button. */
const NO_QUERY = '9000000004'
const GENERATED_USERS = 100_000

type Row = Record<string, unknown> & { _id: string; mobileNo: string; fname: string; userType: string }
interface ListAnswer {
  responseCode: number
  rows: Row[]
  pages: number
  filterRecords: number
  filterRecordsEstimated?: boolean
}

/**
 * A database with the demo data and 100,000 generated customers (the bulk seeder of the build), and two demo roles
 * changed for the permission checks: Support gets Users with query only, Service gets Users without query.
 */
async function prepareData(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-table-e2e-'))
  const seeded = spawnSync(process.execPath, [`${process.env.DIST_DIR ?? 'dist'}/server/cli.js`, '--users', String(GENERATED_USERS)], {
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr}`)
  const database = await openDatabase({ dataDir: dir })
  try {
    await database.db
      .update(roles)
      .set({
        permission: grant({
          CRM: ['query', 'view', 'edit'],
          Enquiry: ['query', 'view', 'edit'],
          Ticket: ['query', 'view', 'edit'],
          Users: ['query'],
        }),
      })
      .where(eq(roles.name, 'Support'))
    await database.db
      .update(roles)
      .set({
        permission: grant({
          ServiceCenter: ['query', 'add', 'edit', 'view', 'export', 'filter'],
          Ticket: ['query'],
          Users: ['view', 'export'],
        }),
      })
      .where(eq(roles.name, 'Service'))
  } finally {
    await database.close()
  }
  return dir
}

describe('the shared data table on the users screen, in Chromium', () => {
  const ctx = {} as { server: RunningServer; browser: Browser; dataDir: string }
  const pageErrors: string[] = []

  beforeAll(async () => {
    ctx.dataDir = await prepareData()
    ctx.server = await startServer({ DATA_DIR: ctx.dataDir })
    ctx.browser = await launch()
  })
  afterAll(async () => {
    await ctx.browser?.close()
    await ctx.server?.stop()
    if (ctx.dataDir) fs.rmSync(ctx.dataDir, { recursive: true, force: true })
  })
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  /** A fresh context signed in as `mobile` (one sign-in per account), on `target`, with downloads allowed. */
  const pageAs = signedInPages(ctx, pageErrors, { acceptDownloads: true })

  /** The list call, made from the page with its session. */
  const list = (page: Page, body: Record<string, unknown>) =>
    page.evaluate(
      async (b) =>
        (await (
          await fetch('/api/admin/user/all', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
            body: JSON.stringify(b),
          })
        ).json()) as ListAnswer,
      body,
    )

  /** The mounted rows' cell texts, in row order. */
  const gridCells = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[data-slot="grid-body"] > [role="row"]')]
        .sort((a, b) => Number(a.getAttribute('aria-rowindex')) - Number(b.getAttribute('aria-rowindex')))
        .map((r) => [...r.querySelectorAll('[role="gridcell"]')].map((c) => c.textContent ?? '')),
    )
  const headers = (page: Page) =>
    page.evaluate(() => [...document.querySelectorAll('[role="columnheader"]')].map((h) => h.textContent ?? ''))
  /** The texts of one column of the mounted rows. */
  const column = async (page: Page, name: string) => {
    const index = (await headers(page)).indexOf(name)
    expect(index, `column ${name}`).toBeGreaterThanOrEqual(0)
    return (await gridCells(page)).map((cells) => cells[index]!)
  }
  const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)

  it('pages, sorts and searches, each view a URL that reloads and goes Back and Forward', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    const first = await list(page, { page: 0, pageSize: 10, sortOrder: 'false' })
    expect(first.filterRecords).toBeGreaterThan(GENERATED_USERS)
    await expect.poll(() => column(page, 'Mobile No.')).toEqual(first.rows.map((r) => r.mobileNo))
    expect(await headers(page)).toEqual([
      'Vehicle No.',
      'Vehicle Type',
      'First Name',
      'Last Name',
      'User Type',
      'Mobile No.',
      'Odometer',
      'Passcode',
      'Bluetooth ID',
      'Created At',
      'Updated At',
    ])
    expect(await page.locator('[data-slot="page"]').innerText()).toBe(`Page 1 of ${first.pages.toLocaleString('en-US')}`)

    // Next page: page 2 in the URL, the API's second page on screen.
    await page.getByRole('button', { name: 'Next page' }).click()
    await page.waitForURL((u) => u.searchParams.get('page') === '2')
    const second = await list(page, { page: 1, pageSize: 10, sortOrder: 'false' })
    await expect.poll(() => column(page, 'Mobile No.')).toEqual(second.rows.map((r) => r.mobileNo))

    // Sorting by a header: ascending, then descending, back on page 1; aria-sort follows.
    const fnameHeader = page.getByRole('columnheader', { name: 'First Name' })
    await fnameHeader.getByRole('button').click()
    await page.waitForURL((u) => u.searchParams.get('sort') === 'fname' && u.searchParams.get('order') === 'asc')
    expect(search(page).page).toBeUndefined()
    await expect.poll(() => fnameHeader.getAttribute('aria-sort')).toBe('ascending')
    const asc = await list(page, { page: 0, pageSize: 10, sortField: 'fname', sortOrder: 'true' })
    await expect.poll(() => column(page, 'Mobile No.')).toEqual(asc.rows.map((r) => r.mobileNo))
    // From the keyboard: the header's button takes Enter.
    await fnameHeader.getByRole('button').focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((u) => u.searchParams.get('order') === 'desc')
    await expect.poll(() => fnameHeader.getAttribute('aria-sort')).toBe('descending')
    const desc = await list(page, { page: 0, pageSize: 10, sortField: 'fname', sortOrder: 'false' })
    await expect.poll(() => column(page, 'Mobile No.')).toEqual(desc.rows.map((r) => r.mobileNo))

    // The keyword, after a pause in typing.
    await page.getByRole('searchbox', { name: 'Search' }).fill('9000000003')
    await page.waitForURL((u) => u.searchParams.get('keyword') === '9000000003')
    await expect.poll(() => column(page, 'Mobile No.')).toEqual(['9000000003'])
    expect(await column(page, 'User Type')).toEqual(['Scp'])

    // Reload: the same view.
    await page.reload()
    await expect.poll(() => column(page, 'Mobile No.')).toEqual(['9000000003'])
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('9000000003')
    // Back: the sorted view without the keyword; Forward: the keyword again.
    await page.goBack()
    await page.waitForURL((u) => !u.searchParams.has('keyword') && u.searchParams.get('order') === 'desc')
    await expect.poll(() => column(page, 'Mobile No.')).toEqual(desc.rows.map((r) => r.mobileNo))
    await expect.poll(() => page.getByRole('searchbox', { name: 'Search' }).inputValue()).toBe('')
    await page.goForward()
    await expect.poll(() => column(page, 'Mobile No.')).toEqual(['9000000003'])

    // Page size.
    await page.goto('/admin/users')
    await page.getByLabel('Rows per page').selectOption('25')
    await page.waitForURL((u) => u.searchParams.get('pageSize') === '25')
    await expect.poll(() => bodyRows(page).count()).toBe(25)
    await expectAccessible(page, 'users table')
    await context.close()
  })

  it('says No Record Found for no match; a refused list call empties the table silently, a server failure with a toast', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users?keyword=zzzzqqqq')
    await page.getByText('No Record Found').waitFor()
    expect(await page.locator('[data-slot="range"]').innerText()).toBe('0–0 of 0')
    // Download is disabled on an empty table.
    expect(await toolbarButton(page, 'export').getAttribute('aria-disabled')).toBe('true')
    expect(await toolbarButton(page, 'export').getAttribute('title')).toContain('No Record Found')

    // A refused list call (here 110) empties the table silently (spec 001 section 7).
    await page.route('**/api/admin/user/all', (route) =>
      route.fulfill({ status: 400, json: { responseCode: 110, message: 'Refused for the test' } }),
    )
    await page.goto('/admin/users?pageSize=25')
    await page.getByText('No Record Found').waitFor()
    expect(await page.locator('[data-slot="range"]').innerText()).toBe('0–0 of 0')
    expect(await toasts(page).filter({ hasText: 'Refused for the test' }).count()).toBe(0)

    // A server failure is said: an empty table must not pass for "no records".
    await page.unroute('**/api/admin/user/all')
    await page.route('**/api/admin/user/all', (route) =>
      route.fulfill({ status: 503, json: { responseCode: 113, message: 'The database is not available' } }),
    )
    await page.goto('/admin/users?pageSize=50')
    await toasts(page).filter({ hasText: 'The database is not available' }).first().waitFor()
    await page.getByText('No Record Found').waitFor()
    expect(await page.locator('[data-slot="range"]').innerText()).toBe('0–0 of 0')
    expect(await page.locator('[data-slot="page"]').innerText()).toBe('Page 0 of 0')
    await context.close()
  })

  it('filters by user type and active status from the popover; Clear all and the palette', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    await toolbarButton(page, 'filter').click()
    const popover = page.getByRole('dialog', { name: 'Filter list' })
    await popover.getByLabel('User type').selectOption('scc')
    await popover.getByLabel('Active status').selectOption('true')
    await popover.getByRole('button', { name: 'Filter', exact: true }).click()
    await page.waitForURL((u) => u.searchParams.get('userType') === 'scc' && u.searchParams.get('active') === 'true')
    const scc = await list(page, { page: 0, pageSize: 10, sortOrder: 'false', userType: 'scc', active: true })
    expect(scc.filterRecords).toBeGreaterThan(0)
    await expect.poll(() => column(page, 'Mobile No.')).toEqual(scc.rows.map((r) => r.mobileNo))
    expect(new Set(await column(page, 'User Type'))).toEqual(new Set(['Scc']))
    expect(await page.locator('[data-slot="range"]').innerText()).toBe(`1–${scc.rows.length} of ${scc.filterRecords}`)

    // Clear all filters, from the toolbar.
    await toolbarButton(page, 'clearFilters').click()
    await page.waitForURL((u) => !u.searchParams.has('userType') && !u.searchParams.has('active'))

    // From the palette: the popover opens with the focus inside; Esc closes it.
    await page.keyboard.press('Control+K')
    await page.getByRole('combobox', { name: 'Type a command or search…' }).fill('filter list')
    await page.keyboard.press('Enter')
    await popover.waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="dialog"]')?.getAttribute('aria-label')))
      .toBe('Filter list')
    await page.keyboard.press('Escape')
    await expect.poll(() => popover.count()).toBe(0)

    // "Search in table" from the palette focuses the keyword box; Re-fetch asks the server again.
    await page.keyboard.press('Control+K')
    await page.getByRole('combobox', { name: 'Type a command or search…' }).fill('search in table')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search')
    const refetched = page.waitForRequest((r) => r.url().endsWith('/api/admin/user/all'))
    await toolbarButton(page, 'refetch').click()
    await refetched
    await context.close()
  })

  it('remembers hidden columns per user across reloads; Reset shows them again', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    await expect.poll(() => headers(page)).toContain('Passcode')
    await toolbarButton(page, 'columns').click()
    const popover = page.getByRole('dialog', { name: 'View columns' })
    await popover.getByRole('switch', { name: 'Passcode' }).click()
    await popover.getByRole('switch', { name: 'Vehicle Type' }).click()
    await page.keyboard.press('Escape')
    await expect.poll(() => headers(page)).not.toContain('Passcode')
    expect(await headers(page)).not.toContain('Vehicle Type')
    await page.reload()
    await expect.poll(() => bodyRows(page).count()).toBe(10)
    expect(await headers(page)).toEqual([
      'Vehicle No.',
      'First Name',
      'Last Name',
      'User Type',
      'Mobile No.',
      'Odometer',
      'Bluetooth ID',
      'Created At',
      'Updated At',
    ])
    expect(await gridCells(page).then((rows) => rows[0]!.length)).toBe(9)
    await toolbarButton(page, 'columns').click()
    await popover.getByRole('button', { name: 'Reset' }).click()
    await expect.poll(() => headers(page)).toContain('Passcode')
    await page.reload()
    await expect.poll(() => headers(page)).toContain('Vehicle Type')
    await context.close()
  })

  it('selects on click after 200 ms, opens on double-click, moves with arrows and j/k, opens with Enter', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    await expect.poll(() => bodyRows(page).count()).toBe(10)
    const row = (i: number) => bodyRows(page).and(page.locator(`[aria-rowindex="${i + 2}"]`))

    // Not at once: after the 200 ms that tell a click from a double-click (timed in the page, free of the harness's
    // own latency).
    const timeline = await row(2).evaluate(async (el) => {
      const seen = (ms: number) => new Promise<string | null>((r) => setTimeout(() => r(el.getAttribute('aria-selected')), ms))
      ;(el.querySelector('[role="gridcell"]') as HTMLElement).click()
      return [await seen(100), await seen(250)]
    })
    expect(timeline).toEqual(['false', 'true'])
    // The selection reaches the toolbar's decisions: Add now asks to unselect first.
    await expect.poll(() => toolbarButton(page, 'add').getAttribute('title')).toContain('Unselect the selected row before adding')
    // A click on the selected row unselects it.
    await row(2).click()
    await expect.poll(() => row(2).getAttribute('aria-selected')).toBe('false')

    // A double-click opens the row in its view dialog and selects only it.
    await row(4).dblclick()
    await page.getByRole('dialog', { name: 'View user' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'View user' }).waitFor({ state: 'hidden' })
    await expect.poll(() => page.locator('[aria-selected="true"]').count()).toBe(1)
    expect(await row(4).getAttribute('aria-selected')).toBe('true')

    // Keyboard: the grid keeps the focus; the active row is its aria-activedescendant.
    await grid(page).focus()
    const activeIndex = () =>
      page.evaluate(() =>
        document
          .getElementById(document.querySelector('[role="grid"]')!.getAttribute('aria-activedescendant') ?? '')
          ?.getAttribute('aria-rowindex'),
      )
    await page.keyboard.press('ArrowDown')
    await expect.poll(activeIndex).toBe('7')
    await page.keyboard.press('j')
    await expect.poll(activeIndex).toBe('8')
    await page.keyboard.press('k')
    await page.keyboard.press('k')
    await expect.poll(activeIndex).toBe('6')
    await expect.poll(() => row(4).getAttribute('aria-selected')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid')
    await page.keyboard.press('End')
    await expect.poll(activeIndex).toBe('11')
    expect(await row(9).getAttribute('aria-selected')).toBe('true')
    // x toggles the active row; Ctrl+M (view) says what it needs.
    await page.keyboard.press('x')
    await expect.poll(() => row(9).getAttribute('aria-selected')).toBe('false')
    await page.keyboard.press('Control+m')
    await toasts(page).filter({ hasText: 'Please select a row first' }).first().waitFor()
    await page.keyboard.press('x')
    await expect.poll(() => row(9).getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'View user' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'View user' }).waitFor({ state: 'hidden' })
    // The Esc that closed the dialog (even before the dialog took the focus) leaves the selection alone.
    expect(await row(9).getAttribute('aria-selected')).toBe('true')

    // Multi-select mode: clicks toggle rows in and out.
    await page.getByRole('switch', { name: 'Multi-select' }).click()
    await row(0).click()
    await row(1).click()
    await expect.poll(() => page.locator('[aria-selected="true"]').count()).toBe(3)
    await row(1).click()
    await expect.poll(() => page.locator('[aria-selected="true"]').count()).toBe(2)
    await context.close()
  })

  it('mounts at most 60 rows of a 1000-row page, while scrolling too, and keeps the active row mounted', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users?pageSize=1000')
    await expect.poll(() => grid(page).getAttribute('aria-busy')).toBeNull()
    await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(10)
    expect(await bodyRows(page).count()).toBeLessThanOrEqual(60)
    const answer = await list(page, { page: 0, pageSize: 1000, sortOrder: 'false' })
    expect(answer.rows).toHaveLength(1000)

    // A scripted scroll to the bottom over 2 s: mounted rows never above 60; frame times printed.
    const run = await grid(page).evaluate(async (el) => {
      const deltas: number[] = []
      let maxMounted = 0
      const end = el.scrollHeight - el.clientHeight
      const started = performance.now()
      let last = started
      await new Promise<void>((resolve) => {
        const step = (now: number) => {
          deltas.push(now - last)
          last = now
          const t = Math.min(1, (now - started) / 2000)
          el.scrollTop = end * t
          maxMounted = Math.max(maxMounted, el.querySelectorAll('[data-slot="grid-body"] > [role="row"]').length)
          if (t < 1) requestAnimationFrame(step)
          else resolve()
        }
        requestAnimationFrame(step)
      })
      return { maxMounted, smooth: deltas.filter((d) => d < 16.7 + 1).length / deltas.length, frames: deltas.length }
    })
    console.log(
      `1000-row page: at most ${run.maxMounted} rows mounted while scrolling; ${(run.smooth * 100).toFixed(1)}% of ${run.frames} frames under 16.7 ms`,
    )
    expect(run.maxMounted).toBeLessThanOrEqual(60)
    await expect.poll(async () => (await column(page, 'Mobile No.')).at(-1)).toBe(answer.rows[999]!.mobileNo)

    // Home from the keyboard: the first row is active, mounted and in view.
    await grid(page).focus()
    await page.keyboard.press('Home')
    await expect.poll(async () => (await column(page, 'Mobile No.'))[0]).toBe(answer.rows[0]!.mobileNo)
    await page.keyboard.press('PageDown')
    await page.keyboard.press('End')
    const active = () =>
      page.evaluate(() =>
        document
          .getElementById(document.querySelector('[role="grid"]')!.getAttribute('aria-activedescendant') ?? '')
          ?.getAttribute('aria-rowindex'),
      )
    await expect.poll(active).toBe('1001')
    expect(await bodyRows(page).count()).toBeLessThanOrEqual(60)
    await context.close()
  })

  it('downloads the whole filtered table as Users_<date>.xlsx, matching the API', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users?userType=worker&sort=mobileNo&order=asc')
    const answer = await list(page, { page: 0, pageSize: 1000, sortField: 'mobileNo', sortOrder: 'true', userType: 'worker' })
    await expect.poll(() => column(page, 'Mobile No.')).toEqual(answer.rows.slice(0, 10).map((r) => r.mobileNo))
    expect(answer.filterRecords).toBeGreaterThan(10)

    const download = page.waitForEvent('download')
    await toolbarButton(page, 'export').click()
    const file = await download
    // The file is named by India's day (dd-MM-yyyy), whatever the machine's zone.
    const date = indiaDayFromToday(0).replaceAll('/', '-')
    expect(file.suggestedFilename()).toBe(`Users_${date}.xlsx`)
    const saved = path.join(ctx.dataDir, 'workers.xlsx')
    await file.saveAs(saved)
    // Parsing our own file in the test only.
    const book = read(fs.readFileSync(saved), { type: 'buffer' })
    expect(book.SheetNames).toEqual(['Users'])
    // As the sheet shows it (dates are date cells; their format reads as the table's dd/MM/yyyy HH:mm:ss).
    const sheet = utils.sheet_to_json<unknown[]>(book.Sheets.Users!, { header: 1, defval: null, raw: false })
    expect(sheet[0]).toEqual(await headers(page))
    expect(sheet).toHaveLength(answer.filterRecords + 1)
    const cells = await gridCells(page)
    // The first rows as the table shows them; empty cells are '-' there and empty in the sheet.
    for (let i = 0; i < 3; i++) expect(sheet[i + 1]!.map((v) => (v === null ? '-' : String(v)))).toEqual(cells[i])
    expect(sheet.slice(1).map((r) => r[5])).toEqual(answer.rows.map((r) => r.mobileNo))
    await expect
      .poll(() =>
        toasts(page)
          .filter({ hasText: `Downloaded ${answer.filterRecords} rows` })
          .count(),
      )
      .toBe(1)
    await context.close()
  })

  it(`exports ${GENERATED_USERS.toLocaleString('en-US')}+ rows with a progress bar; Cancel half-way saves nothing and leaves the table usable`, async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/users')
    await expect.poll(() => bodyRows(page).count()).toBe(10)
    const downloads: string[] = []
    page.on('download', (d) => downloads.push(d.suggestedFilename()))

    // Cancel once the progress bar is past a fifth of the rows.
    await toolbarButton(page, 'export').click()
    const bar = page.getByRole('progressbar', { name: 'Download progress' })
    await bar.waitFor()
    await expect
      .poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 30_000, interval: 50 })
      .toBeGreaterThan(20_000)
    const status = await page.locator('[data-slot="export-status"]').innerText()
    expect(status).toMatch(/^[\d,]+ of (about )?[\d,]+ rows$/)
    await page.getByRole('group', { name: 'Download' }).getByRole('button', { name: 'Cancel' }).click()
    await toasts(page).filter({ hasText: 'Download cancelled' }).first().waitFor()
    await expect.poll(() => bar.count()).toBe(0)
    // The toast says the export ended cancelled (run-export.ts answers so instead of building the file): nothing saved.
    await settled(page)
    expect(downloads).toEqual([])
    // The table still works.
    await page.getByRole('button', { name: 'Next page' }).click()
    await page.waitForURL((u) => u.searchParams.get('page') === '2')
    await expect.poll(() => bodyRows(page).count()).toBe(10)

    // The whole table, to the end.
    const total = (await list(page, { page: 0, pageSize: 1, sortOrder: 'false' })).filterRecords
    const download = page.waitForEvent('download', { timeout: 90_000 })
    await toolbarButton(page, 'export').click()
    const file = await download
    const saved = path.join(ctx.dataDir, 'all.xlsx')
    await file.saveAs(saved)
    const book = read(fs.readFileSync(saved), { type: 'buffer', dense: true })
    const sheet = book.Sheets.Users!
    const range = utils.decode_range(sheet['!ref']!)
    expect(range.e.r).toBeGreaterThanOrEqual(GENERATED_USERS)
    // The count is an estimate above 1,000 matches; the file has every row.
    expect(Math.abs(range.e.r - total) / total).toBeLessThan(0.1)
    await context.close()
  })

  it('gates the table by the role’s buttons: query, export, filter, view; no Users, no screen', async () => {
    // Users with query only: rows load, no Download, no filter tools, a double-click says why it cannot open.
    const limited = await pageAs(QUERY_ONLY, '/admin/users')
    await expect.poll(() => bodyRows(limited.page).count()).toBe(10)
    expect(await toolbarButton(limited.page, 'export').count()).toBe(0)
    expect(await toolbarButton(limited.page, 'filter').count()).toBe(0)
    expect(await toolbarButton(limited.page, 'clearFilters').count()).toBe(0)
    await bodyRows(limited.page).first().dblclick()
    await toasts(limited.page).filter({ hasText: 'Permission not available' }).first().waitFor()
    await limited.context.close()

    // The screen without query: not loaded, and it says why. No list call is made.
    const noQuery = await pageAs(NO_QUERY, '/admin/users')
    let listCalls = 0
    noQuery.page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/user/all')) listCalls++
    })
    await noQuery.page.reload()
    await noQuery.page.getByText('You do not have permission to fetch table records').waitFor()
    expect(await grid(noQuery.page).count()).toBe(0)
    expect(await toolbarButton(noQuery.page, 'export').count()).toBe(1)
    expect(await toolbarButton(noQuery.page, 'export').getAttribute('aria-disabled')).toBe('true')
    expect(listCalls).toBe(0)
    await noQuery.context.close()

    // No Users at all: the access guard's denial.
    const none = await pageAs(NO_USERS, '/admin/users')
    await none.page.getByText("Sorry, You don't have permission. We are trying to redirect you another page.").waitFor()
    await none.context.close()
  })
})
