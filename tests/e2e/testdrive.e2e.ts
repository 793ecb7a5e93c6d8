import type { Locator, Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { TestDriveConfigDetails, TestDriveConfigRow } from '../../shared/api/testdrive-config'
import type { TestDriveDetails, TestDriveRow } from '../../shared/api/testdrive'
import { expectAccessible } from './support/browser'
import { choose } from './support/fields'
import { adminCall, bodyRows, signedInPages, toast, toolbarButton } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
/** The service centre's manager (scc, Koramangala): books its test drives too. */
const SERVICE = '9000000004'
/** Ravi, a worker of the Koramangala centre; the demo assigns him no drive. */
const TECHNICIAN = '9000000005'
/** The Koramangala centre's branch the demo leaves without a configuration. */
const BRANCH = 'Koramangala 4th Block'
const CUSTOMERS = [
  ['6300000171', 'Asha', 'Rao'],
  ['6300000172', 'Vikram', 'Shetty'],
  ['6300000173', 'Nisha', 'Kamath'],
] as const

const pad = (n: number) => String(n).padStart(2, '0')
/** The Monday `weeks` weeks after the next one, in India (the server's days), as dd/MM/yyyy; never today. */
function monday(weeks = 0): string {
  const d = new Date(Date.now() + 330 * 60_000)
  d.setUTCDate(d.getUTCDate() + (((8 - d.getUTCDay()) % 7 || 7) + 7 * weeks))
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`
}

type Drives = { rows: TestDriveRow[]; filterRecords: number }
const drives = (page: Page, body: Record<string, unknown> = {}) =>
  adminCall<Drives>(page, '/testdrive/all', { page: 0, pageSize: 1000, ...body })
const driveOf = async (page: Page, mobileNo: string) => (await drives(page)).rows.find((r) => r.customer.mobileNo === mobileNo)!
const details = async (page: Page, recordId: string) =>
  (await adminCall<{ testDrive: TestDriveDetails }>(page, '/testdrive/details', { recordId })).testDrive

/**
 * Issue 17's walk-through: a branch's week configured with every rule's message on the way, two drives filling the
 * Monday slot (a third, saved by a second member of staff at the same time, refused), a reschedule, the technician
 * assigned from the palette, the drive completed with feedback, and the technician seeing that drive only.
 */
describe('test drives and their slots in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  const rowOf = (page: Page, id: string) => page.locator(`[data-slot="grid-body"] > [role="row"][data-row-key="${id}"]`)
  /** The row selected (a click on a selected row would clear it). */
  const selectRow = async (page: Page, id: string) => {
    if ((await rowOf(page, id).getAttribute('aria-selected')) !== 'true') await rowOf(page, id).click()
    await expect.poll(() => rowOf(page, id).getAttribute('aria-selected')).toBe('true')
  }
  /** Each of `messages` shown exactly once in `scope`. */
  const seenOnce = async (scope: Locator, messages: readonly string[]) => {
    for (const m of messages) await expect.poll(() => scope.getByText(m, { exact: true }).count(), { message: m }).toBe(1)
  }

  it('configures the branch: Monday 10:00–10:30 for two, Sunday off, each rule’s message seen on the way', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/testdrive-slots')
    await bodyRows(page).first().waitFor()
    const before = await adminCall<{ filterRecords: number }>(page, '/testdrive-config/all', { page: 0, pageSize: 10 })
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    const dialog = page.getByTestId('testdrive-config-dialog')
    await dialog.getByRole('heading', { name: 'Add Test Drive Config' }).waitFor()
    const field = (name: string) => dialog.locator(`[name="${name}"]`)
    const slot = (j: number, part: 'startAt' | 'endAt' | 'limit') => field(`week.1.slots.${j}.${part}`)
    const save = async () => {
      await field('title').focus()
      await page.keyboard.press('Control+s')
    }

    await choose(field('branchId'), { label: `${BRANCH} — Koramangala Service Centre` })
    await field('title').fill(`${BRANCH} test rides`)
    await field('contactEmail').fill('rides@koramangala')
    await field('mobileNo').fill('98450')
    await save()
    await seenOnce(dialog, [
      'At least one operational slot must be added to a test drive config.',
      'Please mark at least one week-off day',
      'Please enter office number',
      'Please enter valid email',
      'Please enter valid mobile number',
    ])

    // Monday: a slot ending before it starts, with no place; then a second one over the first.
    await dialog.getByRole('button', { name: 'Add slot to Monday' }).click()
    await choose(slot(0, 'endAt'), '10:00')
    await slot(0, 'limit').fill('0')
    await save()
    await seenOnce(dialog, ['Start time must be less than end time', 'The limit must be a whole number from 1 to 366'])
    await choose(slot(0, 'endAt'), '10:30')
    await slot(0, 'limit').fill('2')
    await dialog.getByRole('button', { name: 'Add slot to Monday' }).click()
    await choose(slot(1, 'startAt'), '10:00')
    await save()
    await seenOnce(dialog, ['Slots of one day cannot overlap'])
    expect(await adminCall<{ filterRecords: number }>(page, '/testdrive-config/all', { page: 0, pageSize: 10 })).toMatchObject({
      filterRecords: before.filterRecords,
    })

    await dialog.getByRole('button', { name: 'Remove Monday slot 2' }).click()
    await dialog.getByRole('switch', { name: 'Sunday holiday' }).click()
    await field('contactEmail').fill('rides@koramangala.example.com')
    await field('mobileNo').fill('9845012345')
    await field('officeNo').fill('080-41230099')
    await expectAccessible(page, 'add test drive config dialog')
    await save()
    await dialog.waitFor({ state: 'hidden' })
    await toast(page, 'Saved successfully').waitFor()
    const { rows } = await adminCall<{ rows: TestDriveConfigRow[] }>(page, '/testdrive-config/all', {
      page: 0,
      pageSize: 100,
      keyword: BRANCH,
    })
    const row = rows.find((r) => r.branch.name === BRANCH)!
    expect(row).toMatchObject({ slots: 1, places: 2, holidays: ['sunday'] })
    const { config } = await adminCall<{ config: TestDriveConfigDetails }>(page, '/testdrive-config/details', { recordId: row._id })
    expect(config.form.week.find((d) => d.day === 'monday')).toMatchObject({
      isHoliday: false,
      slots: [{ startAt: '10:00', endAt: '10:30', limit: 2 }],
    })
    await expectAccessible(page, 'test drive configs screen')
    await context.close()
  })

  it('books the Monday slot twice; a third booking at the same moment is refused and the slot is no longer offered', async () => {
    const admin = await pageAs(SUPER_ADMIN, '/admin/testdrive')
    const service = await pageAs(SERVICE, '/admin/testdrive')
    const dialogOf = (page: Page) => page.getByTestId('testdrive-dialog')
    /** Create Test Drive filled for the Monday slot and the customer, not saved. */
    const fill = async (page: Page, [mobileNo, fname, lname]: (typeof CUSTOMERS)[number], places: number) => {
      await bodyRows(page).first().waitFor()
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
      await page.keyboard.press('Control+a')
      const dialog = dialogOf(page)
      await dialog.getByRole('heading', { name: 'Create Test Drive' }).waitFor()
      await choose(dialog.locator('[name="branchId"]'), { label: BRANCH })
      await dialog.locator('input[name="bookingDate"]').fill(monday())
      await page.keyboard.press('Tab')
      await choose(dialog.locator('[name="slotId"]'), { label: `10:00–10:30 (${places} left)` })
      await dialog.locator('input[name="customerMobileNo"]').fill(mobileNo)
      await dialog.locator('input[name="customerFname"]').fill(fname)
      await dialog.locator('input[name="customerLname"]').fill(lname)
      return dialog
    }
    const saveIn = async (dialog: Locator) => {
      await dialog.locator('input[name="customerLname"]').focus()
      await dialog.page().keyboard.press('Control+s')
    }

    const first = await fill(admin.page, CUSTOMERS[0], 2)
    await expectAccessible(admin.page, 'create test drive dialog')
    await saveIn(first)
    await first.waitFor({ state: 'hidden' })
    await toast(admin.page, 'Test drive created').waitFor()

    // Two members of staff take the last place at once: the first save wins, the second is told the slot is full.
    const second = await fill(admin.page, CUSTOMERS[1], 1)
    const third = await fill(service.page, CUSTOMERS[2], 1)
    await saveIn(second)
    await second.waitFor({ state: 'hidden' })
    await saveIn(third)
    await toast(service.page, 'This slot is full, please choose another').waitFor()
    // The dialog keeps what was typed and asks the day's places again: the slot is no longer offered.
    await third.getByTestId('testdrive-no-slot').waitFor()
    expect(await third.locator('input[name="customerMobileNo"]').inputValue()).toBe(CUSTOMERS[2][0])
    // Nor to a new booking at that branch on that day.
    await admin.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await admin.page.keyboard.press('Control+a')
    const again = dialogOf(admin.page)
    await again.getByRole('heading', { name: 'Create Test Drive' }).waitFor()
    await choose(again.locator('[name="branchId"]'), { label: BRANCH })
    await again.locator('input[name="bookingDate"]').fill(monday())
    await admin.page.keyboard.press('Tab')
    await again.getByTestId('testdrive-no-slot').waitFor()

    const booked = (await drives(admin.page)).rows.filter((r) => r.branch.name === BRANCH && r.status === 'booked')
    expect(booked.map((r) => r.customer.mobileNo).sort()).toEqual([CUSTOMERS[0][0], CUSTOMERS[1][0]])
    expect((await drives(admin.page)).rows.some((r) => r.customer.mobileNo === CUSTOMERS[2][0])).toBe(false)
    await admin.context.close()
    await service.context.close()
  })

  it('reschedules a drive, assigns the technician from the palette, completes it with feedback; the technician sees that drive only', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/testdrive')
    await bodyRows(page).first().waitFor()
    const drive = await driveOf(page, CUSTOMERS[0][0])
    // The customer's drives only: found by their mobile number.
    await page.getByRole('searchbox', { name: 'Search' }).fill(CUSTOMERS[0][0])
    await expect.poll(() => bodyRows(page).count()).toBe(1)
    // Booked rows are green (spec 001 section 2).
    expect(await rowOf(page, drive._id).getAttribute('class')).toContain('bg-green-500/10')
    await selectRow(page, drive._id)

    await toolbarButton(page, 'reschedule').click()
    const reschedule = page.getByTestId('testdrive-reschedule')
    await reschedule.getByRole('heading', { name: 'Reschedule Test Drive' }).waitFor()
    await reschedule.locator('input[name="bookingDate"]').fill(monday(1))
    await page.keyboard.press('Tab')
    await choose(reschedule.locator('[name="slotId"]'), { label: '10:00–10:30 (2 left)' })
    await expectAccessible(page, 'reschedule dialog')
    await page.keyboard.press('Control+s')
    await toast(page, 'Test drive rescheduled').waitFor()
    await reschedule.waitFor({ state: 'hidden' })
    const moved = await details(page, drive._id)
    expect(moved.status).toBe('rescheduled')
    expect(moved.rescheduleDate).not.toBeNull()
    expect(moved.bookingDate - drive.bookingDate).toBe(7 * 86_400)

    // Assign from the palette: the action, then the worker of the branch's centre (once the table shows the move).
    await expect.poll(() => rowOf(page, drive._id).innerText()).toContain('Rescheduled')
    await selectRow(page, drive._id)
    await page.keyboard.press('Control+K')
    const palette = page.getByRole('combobox', { name: 'Type a command or search…' })
    await palette.fill('assign')
    await expect.poll(() => page.getByRole('option').first().innerText()).toMatch(/^Assign/)
    await page.keyboard.press('Enter')
    const assign = page.getByTestId('testdrive-assign')
    await assign.getByRole('heading', { name: 'Assign Worker' }).waitFor()
    await choose(assign.locator('[name="workerId"]'), { label: `Ravi Technician (${TECHNICIAN})` })
    await expectAccessible(page, 'assign dialog')
    await page.keyboard.press('Control+s')
    await toast(page, 'Worker assigned').waitFor()
    await assign.waitFor({ state: 'hidden' })

    await expect.poll(() => rowOf(page, drive._id).innerText()).toContain('Ravi')
    await selectRow(page, drive._id)
    await toolbarButton(page, 'complete').click()
    await toast(page, 'Test drive status updated').waitFor()
    await expect.poll(async () => (await details(page, drive._id)).status).toBe('completed')
    await expect.poll(() => rowOf(page, drive._id).innerText()).toContain('Completed')
    await selectRow(page, drive._id)
    await toolbarButton(page, 'feedback').click()
    const feedback = page.getByTestId('testdrive-feedback')
    await feedback.getByRole('heading', { name: 'Test Drive Feedback' }).waitFor()
    await choose(feedback.locator('[name="rating"]'), '5')
    await feedback.locator('textarea[name="text"]').fill('Loved the pickup; booking a ride for my father next week')
    await page.keyboard.press('Control+s')
    await toast(page, 'Feedback saved').waitFor()
    const done = await details(page, drive._id)
    expect(done).toMatchObject({ status: 'completed', feedback: { rating: 5 }, worker: { fname: 'Ravi' } })
    await expectAccessible(page, 'test drives screen')
    await context.close()

    const technician = await pageAs(TECHNICIAN, '/')
    await technician.page.waitForURL((u) => u.pathname === '/admin/testdrive')
    await expect.poll(() => bodyRows(technician.page).count()).toBe(1)
    expect(await bodyRows(technician.page).first().getAttribute('data-row-key')).toBe(drive._id)
    // Completed rows are orange (spec 001 section 2).
    expect(await bodyRows(technician.page).first().getAttribute('class')).toContain('bg-orange-500/15')
    await expectAccessible(technician.page, 'test drives screen (technician)')
    expect((await drives(technician.page)).rows.map((r) => r._id)).toEqual([drive._id])
    await technician.context.close()
  })
})
