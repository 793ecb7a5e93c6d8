import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { read, utils } from 'xlsx'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { BOOKING_IMPORT_COLUMNS } from '../../shared/api/booking-import'
import { IMPORT_LIMITS } from '../../shared/api/import'
import { bookingSheet, toCsv, toXlsx, type BadKind } from '../support/booking-sheets'
import { zipOf } from '../support/zip-fixture'
import { expectAccessible } from './support/browser'
import { adminCall, bodyRows, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
const SCREEN = '/admin/booking'
const INVALID_FILE = 'Invalid Excel file format, upload the proper file.'

const total = async (page: Page) =>
  (await adminCall<{ filterRecords: number }>(page, '/booking/all', { page: 0, pageSize: 10 })).filterRecords

describe('the bulk booking upload in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors, { acceptDownloads: true })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ev-import-'))
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  const dialog = (page: Page) => page.getByTestId('import-dialog')
  /** Opens the upload from the command palette, by keyboard. */
  const openUpload = async (page: Page) => {
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+K')
    const input = page.getByRole('combobox', { name: 'Type a command or search…' })
    await input.fill('upload')
    await page
      .getByRole('dialog', { name: 'Command palette' })
      .getByRole('option', { name: /^Upload/ })
      .first()
      .waitFor()
    await page.keyboard.press('Enter')
    await dialog(page).waitFor()
  }
  const choose = (page: Page, name: string, buffer: Buffer) =>
    dialog(page).getByTestId('import-file').setInputFiles({ name, mimeType: 'application/octet-stream', buffer })

  it('downloads the template, previews 200 rows with 3 bad ones listed, and imports the other 197 by keyboard', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    await bodyRows(page).first().waitFor()
    const before = await total(page)
    await openUpload(page)

    const download = page.waitForEvent('download')
    await dialog(page).getByTestId('import-template').click()
    const file = await download
    const saved = path.join(dir, file.suggestedFilename())
    await file.saveAs(saved)
    expect(file.suggestedFilename()).toBe('bookings-template.xlsx')
    const template = utils.sheet_to_json<(string | null)[]>(Object.values(read(fs.readFileSync(saved)).Sheets)[0]!, {
      header: 1,
      defval: null,
    })
    expect(template[0]!.map((h) => String(h).replace(/ \*$/, ''))).toEqual(BOOKING_IMPORT_COLUMNS.map((c) => c.header))

    const bad = new Map<number, BadKind>([
      [17, 'mobile'],
      [88, 'pan'],
      [150, 'model'],
    ])
    await choose(page, 'bookings.xlsx', toXlsx(bookingSheet({ rows: 200, bad, series: 71, tag: 'E2E' })))
    await expect.poll(() => dialog(page).getByTestId('import-summary').innerText()).toMatch(/200.*197.*3/s)
    const listed = dialog(page).getByTestId('import-invalid-row')
    expect(await listed.evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-row'))))).toEqual([19, 90, 152])
    await expect.poll(() => listed.nth(1).innerText()).toContain('PAN')
    await expectAccessible(page, 'booking upload preview')
    expect(await total(page)).toBe(before)

    await page.keyboard.press('Control+s')
    await toast(page, /197/).waitFor()
    await expect.poll(() => dialog(page).count()).toBe(0)
    expect(await total(page)).toBe(before + 197)
    const imported = await adminCall<{ rows: { excelUploaded: boolean }[]; filterRecords: number }>(page, '/booking/all', {
      page: 0,
      pageSize: 1000,
      keyword: 'IMP-E2E-',
    })
    expect(imported.filterRecords).toBe(197)
    expect(imported.rows.every((r) => r.excelUploaded)).toBe(true)
    await context.close()
  })

  it('refuses a renamed PNG, a zip bomb and a 10,001-row file with the spec’s message, and nothing changes', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    await bodyRows(page).first().waitFor()
    const before = await total(page)
    await openUpload(page)
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)])
    const bomb = Buffer.from(zipOf([{ name: 'xl/worksheets/sheet1.xml', data: new Uint8Array(150 * 1024 * 1024) }]))
    const tooMany = toCsv(bookingSheet({ rows: IMPORT_LIMITS.maxRows + 1, series: 72, tag: 'MANY' }))
    for (const [name, bytes] of [
      ['photo.xlsx', png],
      ['bomb.xlsx', bomb],
      ['many.csv', tooMany],
    ] as const) {
      const answered = page.waitForResponse((r) => r.url().endsWith('/booking/import/preview'))
      await choose(page, name, bytes)
      expect((await answered).status()).toBe(400)
      await expect
        .poll(() =>
          dialog(page)
            .getByTestId('import-error')
            .innerText()
            .catch(() => ''),
        )
        .toBe(INVALID_FILE)
      expect(await dialog(page).getByTestId('import-commit').isDisabled()).toBe(true)
      // The next choice starts afresh.
      await dialog(page).getByTestId('import-file').setInputFiles([])
    }
    expect(await total(page)).toBe(before)
    await context.close()
  })

  it('calls a booking’s customer through the CRM’s click-to-call, and says when the customer has no lead', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, SCREEN)
    await bodyRows(page).first().waitFor()
    type Row = { _id: string; orderId: string; leadId: string | null; customerName: string }
    const rows = (await adminCall<{ rows: Row[] }>(page, '/booking/all', { page: 0, pageSize: 1000 })).rows
    const withLead = rows.find((r) => r.leadId)!
    const without = rows.find((r) => !r.leadId)!
    expect([withLead, without].every(Boolean)).toBe(true)
    const callFrom = async (row: Row) => {
      await page.goto(`${product.server.url}${SCREEN}?keyword=${row.orderId}`)
      const shown = page.locator(`[data-slot="grid-body"] > [role="row"][data-row-key="${row._id}"]`)
      await shown.click()
      await expect.poll(() => shown.getAttribute('aria-selected')).toBe('true')
      await toolbarButton(page, 'call').click()
    }
    await callFrom(withLead)
    await page.getByText(new RegExp(`Call with ${withLead.customerName}: Completed, \\d+min:\\d\\dsec`)).waitFor()
    await callFrom(without)
    await toast(page, `${without.customerName} has no lead in the CRM to call`).waitFor()
    await context.close()
  })
})
