import { describe, expect, it } from 'vitest'
import type { SessionUser } from '@shared/api/auth'
import { PermissionSet } from '@shared/permissions'
import { screenCommands } from '@commands/screens'
import { signedInPages } from './support/pages'
import { useProduct } from './support/suite'

/**
 * The calls the shell makes on every page whatever the screen, and nothing else may go out while a forbidden screen is
 * visited: the session check (GET /islogin, the sign-in state, permissions and the bell's count) and the WhatsApp
 * entry's unread badge of the menu (only for an account that may open WhatsApp). Language and theme are local
 * preferences: no call.
 */
const SHELL_CALLS = new Set(['GET /api/admin/islogin', 'GET /api/admin/whatsapp/unread'])

const DENIED = "Sorry, You don't have permission. We are trying to redirect you another page."

/** The demo accounts with screens they may not open (the super admin opens every one). */
const ACCOUNTS = [
  ['9000000002', 'support agent'],
  ['9000000003', 'franchise partner'],
  ['9000000004', 'service centre'],
  ['9000000005', 'technician'],
] as const

/**
 * Issue 35: the guard decides before a screen mounts, so a forbidden screen starts none of its queries. For each demo
 * account, every catalog screen it may not open is visited by its address (and the first one once more in other letter
 * case, which the router matches too); the denial must show with no data call and no console error. Each visit is left
 * through the menu, a navigation away from the denial as its own redirect after 2 s is one: that is when the forbidden
 * screen used to mount for a moment (the address already the next page's, the page still the denied one).
 */
describe('a forbidden screen sends no data call', () => {
  const product = useProduct()
  const pageErrors: string[] = []
  const pageAs = signedInPages(product, pageErrors)

  it.each(ACCOUNTS)('visits every screen %s (%s) may not open by its address', async (mobile) => {
    const { context, page } = await pageAs(mobile, '/admin/setting')
    const { user } = await page.evaluate(async () => (await (await fetch('/api/admin/islogin')).json()) as { user: SessionUser })
    const perms = new PermissionSet(user.permission, user.isSuperAdmin)
    const forbidden = screenCommands.filter((s) => !perms.allows(s.need)).map((s) => s.route as string)
    expect(forbidden.length).toBeGreaterThan(0)
    const first = forbidden[0]!
    const visits = [...forbidden, `/admin/${first.slice('/admin/'.length).toUpperCase()}`]

    let visiting = ''
    const calls: string[] = []
    const errors: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      const call = `${request.method()} ${url.pathname}`
      if (!url.pathname.startsWith('/api/') || SHELL_CALLS.has(call)) return
      // Should a very slow step let the denial's own redirect win over the menu click, the page it lands on loads
      // its (permitted) data: not the forbidden screen's.
      if (!['/admin/setting', visiting.toLowerCase()].includes(new URL(page.url()).pathname.toLowerCase())) return
      calls.push(`${visiting}: ${call}`)
    })
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${visiting}: ${message.text()}`)
    })
    const settings = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' })
    for (const address of visits) {
      visiting = address
      await page.goto(address)
      await page.getByRole('alert').filter({ hasText: DENIED }).waitFor()
      await settings.click()
      await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Settings')
      expect(calls).toEqual([])
      expect(errors).toEqual([])
    }
    expect(pageErrors).toEqual([])
    await context.close()
  })
})
