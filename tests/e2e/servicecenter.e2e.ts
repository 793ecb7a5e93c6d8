import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import type { ServiceCenterDetails, ServiceCenterRow } from '../../shared/api/servicecenter'
import { expectAccessible } from './support/browser'
import { adminCall, bodyRows, signedInPages, toast } from './support/pages'
import { useProduct } from './support/suite'

const SUPER_ADMIN = '9000000001'
/** The Koramangala centre's manager (scc). */
const SERVICE = '9000000004'
const TITLE = 'Sarjapur Road Service Centre'

type Centres = { rows: ServiceCenterRow[]; filterRecords: number }
const centres = (page: Page, body: Record<string, unknown> = {}) =>
  adminCall<Centres>(page, '/servicecenter/all', { page: 0, pageSize: 100, ...body })

/**
 * Issue 18's walk-through in Chromium (the network is local only: the map draws offline, and the Directions tab is
 * intercepted): the super admin adds a centre with two branches, its location picked on the map by keyboard and a
 * branch's by place search; the Directions link opens the provider's address in a new tab; the scc account sees its
 * own centre only; axe on the screen and the dialog.
 */
describe('service centres in Chromium', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)
  afterEach(() => {
    expect(pageErrors.splice(0)).toEqual([])
  })

  it('adds a centre with two branches, picking the location on the offline map by keyboard and a branch’s by place search', async () => {
    const { context, page } = await pageAs(SUPER_ADMIN, '/admin/servicecenter')
    await bodyRows(page).first().waitFor()
    await expectAccessible(page, 'service centres screen')
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Control+a')
    const dialog = page.getByTestId('servicecenter-dialog')
    await dialog.getByRole('heading', { name: 'Add Service Center' }).waitFor()
    const field = (name: string) => dialog.locator(`[name="${name}"]`)

    await field('title').fill(TITLE)
    await field('mobileNo').fill('8041231234')
    await field('email').fill('sarjapur@ev-service')
    await field('address').fill('88, Sarjapur Main Road, Bengaluru')
    await field('city').fill('Bengaluru')
    await field('state').fill('Karnataka')
    await field('pin').fill('560035')
    // Saving now: the official email and the location are refused with their messages.
    await field('title').focus()
    await page.keyboard.press('Control+s')
    await dialog.getByText('Please enter valid official email').waitFor()
    await expect.poll(() => dialog.getByText('Please pick the location on the map or enter its longitude and latitude').count()).toBe(2)
    await field('email').fill('sarjapur@ev-service.example.com')

    // The offline map: Bangalore at zoom 13, no tile requested; the keys pick and move the point.
    const map = dialog.getByRole('application', { name: 'Location of the service centre' })
    await map.waitFor()
    expect(await map.getAttribute('data-zoom')).toBe('13')
    expect(await dialog.locator('img[src*="{z}"], [data-testid="servicecenter-location-map"] img').count()).toBe(0)
    await map.focus()
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => field('longitude').inputValue()).not.toBe('')
    const start = Number(await field('longitude').inputValue())
    expect(start).toBeCloseTo(77.5946 + (10 * 360) / 2 ** 21, 5)
    await page.keyboard.press('Shift+ArrowRight')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('+')
    expect(await map.getAttribute('data-zoom')).toBe('14')
    await page.keyboard.press('-')
    const lng = Number(await field('longitude').inputValue())
    const lat = Number(await field('latitude').inputValue())
    expect(lng).toBeGreaterThan(start)
    expect(lat).toBeLessThan(12.9716)
    await expect.poll(() => dialog.getByTestId('map-status').first().innerText()).toContain(lat.toFixed(6))

    // Two branches: the first placed by the place search, the second without a location.
    await dialog.getByRole('button', { name: 'Add branch' }).click()
    await field('branches.0.name').fill('Bellandur Gate')
    await field('branches.0.address').fill('5, Outer Ring Road, Bellandur')
    await dialog.getByRole('button', { name: 'Location of Bellandur Gate' }).click()
    const search = dialog.getByLabel('Search a place for branch Bellandur Gate')
    await search.fill('HSR')
    await search.press('Enter')
    await dialog.getByRole('button', { name: 'HSR Layout, Karnataka, India' }).click()
    await expect.poll(() => field('branches.0.longitude').inputValue()).toBe('77.6474')
    expect(await field('branches.0.latitude').inputValue()).toBe('12.9116')
    await dialog.getByRole('button', { name: 'Add branch' }).click()
    await field('branches.1.name').fill('Carmelaram')
    await expectAccessible(page, 'add service center dialog')

    // Directions opens the provider's address in a new tab (intercepted: the network is local only).
    await context.route('https://www.google.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>maps</title>' }),
    )
    const [tab] = await Promise.all([context.waitForEvent('page'), dialog.getByTestId('servicecenter-location-directions').click()])
    await expect.poll(() => tab!.url()).toBe(`https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`)
    await tab!.close()

    await field('title').focus()
    await page.keyboard.press('Control+s')
    await toast(page, 'Saved successfully').waitFor()
    const row = (await centres(page, { keyword: TITLE })).rows[0]!
    expect(row).toMatchObject({ title: TITLE, branchNames: ['Bellandur Gate', 'Carmelaram'], location: { coordinates: [lng, lat] } })
    const d = (await adminCall<{ centre: ServiceCenterDetails }>(page, '/servicecenter/details', { recordId: row._id })).centre
    expect(d.form.branches.map((b) => [b.name, b.location?.coordinates ?? null])).toEqual([
      ['Bellandur Gate', [77.6474, 12.9116]],
      ['Carmelaram', null],
    ])
    await context.close()
  })

  it('shows the scc account its own centre only, and its branches on the map in view mode', async () => {
    const { context, page } = await pageAs(SERVICE, '/admin/servicecenter')
    await bodyRows(page).first().waitFor()
    await expect.poll(() => bodyRows(page).count()).toBe(1)
    await expect.poll(() => bodyRows(page).first().innerText()).toContain('Koramangala Service Centre')
    const all = await centres(page)
    expect(all.rows.map((r) => r.title)).toEqual(['Koramangala Service Centre'])
    await bodyRows(page).first().dblclick()
    const dialog = page.getByTestId('servicecenter-dialog')
    await dialog.getByRole('heading', { name: 'View Service Center' }).waitFor()
    await dialog.getByRole('application', { name: 'Location of the service centre' }).waitFor()
    await expect.poll(() => dialog.getByTestId('servicecenter-location-map').getByTestId('map-marker').count()).toBeGreaterThan(0)
    await expectAccessible(page, 'view service center dialog')
    await context.close()
  })
})
