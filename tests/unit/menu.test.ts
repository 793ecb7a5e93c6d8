import { describe, expect, it } from 'vitest'
import { accessState, fallbackRoute, landingRoute, menuEntries } from '../../src/lib/commands'
import { grant, PermissionSet } from '../../shared/permissions'
import type { SessionUser } from '../../shared/api/auth'
import { DEMO_ROLES } from '../../server/db/seed/roles'

const flat = (entries: ReturnType<typeof menuEntries>) =>
  entries.flatMap((e) => (e.kind === 'screen' ? [e.screen.route] : [`[${e.group}]`, ...e.screens.map((s) => s.route)]))

const user = (userType: SessionUser['userType']) => ({ userType }) as SessionUser

describe('the side menu', () => {
  it('groups SCU, Inventory and Security entries for the super admin', () => {
    const routes = flat(menuEntries(new PermissionSet(null, true), 'admin'))
    expect(routes).toContain('[scu]')
    expect(routes.indexOf('/admin/servicecenter')).toBe(routes.indexOf('[scu]') + 1)
    expect(routes.indexOf('/admin/servicereq')).toBe(routes.indexOf('[scu]') + 2)
    expect(routes.slice(routes.indexOf('[inventory]'), routes.indexOf('[inventory]') + 4)).toEqual([
      '[inventory]',
      '/admin/masterdata',
      '/admin/scustocks',
      '/admin/services',
    ])
    expect(routes.slice(routes.indexOf('[security]'), routes.indexOf('[security]') + 2)).toEqual(['[security]', '/admin/security/role'])
    expect(routes).not.toContain('/admin/profile')
    expect(routes).not.toContain('/admin/test-ride-dashboard')
    expect(routes.at(-1)).toBe('/admin/setting')
  })

  it('hides the SCU group for scp users even when permitted', () => {
    const perms = new PermissionSet(grant({ ServiceCenter: ['query'], Booking: ['query'] }))
    expect(flat(menuEntries(perms, 'scp'))).toEqual(['/admin/booking', '/admin/setting'])
    expect(flat(menuEntries(perms, 'scc'))).toEqual([
      '/admin/booking',
      '[scu]',
      '/admin/servicecenter',
      '/admin/servicereq',
      '/admin/setting',
    ])
  })

  it('shows the support agent only CRM, Tickets, Enquiry, WhatsApp and Settings', () => {
    expect(flat(menuEntries(new PermissionSet(DEMO_ROLES.Support), 'admin'))).toEqual([
      '/admin/crm',
      '/admin/tickets',
      '/admin/enquiry',
      '/admin/whatsapp',
      '/admin/setting',
    ])
  })
})

describe('the guard and the landing page', () => {
  const support = new PermissionSet(DEMO_ROLES.Support)
  it('allows, denies or does not know a path', () => {
    expect(accessState(support, '/admin/crm')).toBe('allowed')
    expect(accessState(support, '/admin/users')).toBe('denied')
    expect(accessState(support, '/admin/profile')).toBe('allowed')
    expect(accessState(support, '/admin/setting')).toBe('allowed')
    expect(accessState(support, '/admin/whatever')).toBe('unknown')
  })

  it('decides on route ids and letter case as the router matches them (issue 35)', () => {
    // The guard passes the route id of the page shown: index routes end in a slash, the catch-all is no screen.
    expect(accessState(support, '/admin/log/tracking/')).toBe('denied')
    expect(accessState(support, '/admin/subscription/')).toBe('denied')
    expect(accessState(support, '/admin/$')).toBe('unknown')
    // The router opens /admin/Dashboard as the dashboard: it is the dashboard's screen for every lookup.
    expect(accessState(support, '/admin/Dashboard')).toBe('denied')
    expect(accessState(support, '/admin/VEHICLEMODEL/')).toBe('denied')
    expect(accessState(support, '/admin/CRM')).toBe('allowed')
  })

  it('lands scp and scc users on booking when permitted, and redirects denied users to their first screen', () => {
    expect(landingRoute(user('scp'), new PermissionSet(DEMO_ROLES.Franchise))).toBe('/admin/booking')
    expect(landingRoute(user('scc'), new PermissionSet(DEMO_ROLES.Service))).toBe('/admin/testdrive')
    expect(landingRoute(user('admin'), support)).toBe('/admin')
    expect(fallbackRoute(user('admin'), support)).toBe('/admin/crm')
    expect(fallbackRoute(user('worker'), new PermissionSet(DEMO_ROLES.Technician))).toBe('/admin/testdrive')
  })
})
