import { describe, expect, it } from 'vitest'
import { homeRoute, permittedScreens, screenCommands, screenForPath } from '../../commands'
import { grant, PermissionSet } from '../../shared/permissions'
import { DEMO_ROLES } from '../../server/db/seed/roles'

/** Every admin route of spec 000 section 2 (the redirecting /admin aside). */
const SPEC_ADMIN_ROUTES =
  `/admin/security/role, /admin/test-ride-dashboard, /admin/dashboard, /admin/users, /admin/enquiry, /admin/advertisement, /admin/testdrive, /admin/tickets, /admin/testdrive-slots, /admin/vehicleModel, /admin/servicecenter, /admin/servicereq, /admin/profile, /admin/setting, /admin/booking, /admin/crm, /admin/riding/mode, /admin/log/tracking, /admin/log/tracking/graphs, /admin/subscription, /admin/subscription/plan, /admin/bookingCenter/dashboard, /admin/masterdata, /admin/scustocks, /admin/services, /admin/orderreq, /admin/options, /admin/rto/search, /admin/whatsapp`.split(
    ', ',
  )

describe('the command catalog', () => {
  it('has one screen entry for every admin route of the spec and the notification screen', () => {
    // Plus /admin/notification: the spec's notification screen has no route shown (README, Decisions). A screen the
    // spec does not name is a module of ours (docs/adding-a-module.md); module-kit.test.ts checks it has a route file.
    const routes = new Set<string>(screenCommands.map((c) => c.route))
    for (const route of [...SPEC_ADMIN_ROUTES, '/admin/notification']) expect(routes.has(route), route).toBe(true)
    expect(new Set(screenCommands.map((c) => c.id)).size).toBe(screenCommands.length)
  })

  it('carries the permission name of the spec’s menu table', () => {
    expect(screenForPath('/admin/masterdata')?.need).toEqual({ screen: 'Master Data' })
    expect(screenForPath('/admin/servicereq')?.need).toEqual({ screen: 'ServiceCenter' })
    expect(screenForPath('/admin/tickets')?.need).toEqual({ screen: 'Ticket' })
    expect(screenForPath('/admin/setting')?.need).toBeNull()
    expect(screenForPath('/admin/profile/')?.need).toBeNull()
    expect(screenForPath('/admin/nope')).toBeUndefined()
  })

  it('lists the support agent’s screens: CRM, Enquiry, Tickets and WhatsApp, plus Settings and Profile', () => {
    const support = new PermissionSet(DEMO_ROLES.Support)
    expect(permittedScreens(support).map((s) => s.route)).toEqual([
      '/admin/crm',
      '/admin/tickets',
      '/admin/enquiry',
      '/admin/whatsapp',
      '/admin/setting',
      '/admin/profile',
    ])
  })

  it('lands a user on the preferred page when permitted, else on the first permitted one', () => {
    const support = new PermissionSet(DEMO_ROLES.Support)
    expect(homeRoute(support, '/admin/users')).toBe('/admin/crm')
    const franchise = new PermissionSet(DEMO_ROLES.Franchise)
    expect(homeRoute(franchise, '/admin/booking')).toBe('/admin/booking')
    const service = new PermissionSet(DEMO_ROLES.Service)
    expect(homeRoute(service, '/admin/booking')).toBe('/admin/testdrive')
    expect(homeRoute(new PermissionSet(grant({})), '/admin/users')).toBe('/admin/setting')
    expect(homeRoute(new PermissionSet(null, true), '/admin/users')).toBe('/admin/users')
  })
})
