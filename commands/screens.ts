import { msg } from '@lingui/core/macro'
import type { PermissionSet } from '../shared/permissions'
import { TOOLBARS } from './toolbars'
import type { ScreenCommand } from './types'

const screen = <R extends string>(
  id: string,
  route: R,
  title: ScreenCommand['title'],
  need: ScreenCommand['need'],
  menu: ScreenCommand['menu'] = {},
  keywords: readonly string[] = [],
): ScreenCommand & { readonly route: R } => ({
  id: `screen.${id}`,
  kind: 'screen',
  section: 'screens',
  route,
  title,
  need,
  menu,
  keywords,
  actions: TOOLBARS[`screen.${id}`] ?? [],
})

/**
 * Every admin screen of spec 000 section 2, in menu order. Where the spec gives no permission
 * (test-ride dashboard, tracking graphs) the screen shares its parent's: Dashboard and TrackingLog.
 * Each carries its toolbar's actions from commands/toolbars.ts.
 */
export const screenCommands = [
  screen('dashboard', '/admin/dashboard', msg`Dashboard`, { screen: 'Dashboard' }, {}, ['home', 'statistics']),
  screen('test-ride-dashboard', '/admin/test-ride-dashboard', msg`Test Ride Dashboard`, { screen: 'Dashboard' }, false),
  screen('booking-center-dashboard', '/admin/bookingCenter/dashboard', msg`Booking Center Dashboard`, { screen: 'BookingCenterDashboard' }),
  screen('users', '/admin/users', msg`Users`, { screen: 'Users' }, {}, ['customers', 'staff', 'people']),
  screen('crm', '/admin/crm', msg`CRM`, { screen: 'CRM' }, {}, ['leads', 'calls']),
  screen('booking', '/admin/booking', msg`Booking`, { screen: 'Booking' }, {}, ['orders']),
  screen('testdrive', '/admin/testdrive', msg`Test Drive`, { screen: 'TestDrive' }, {}, ['test ride']),
  screen('tickets', '/admin/tickets', msg`Tickets`, { screen: 'Ticket' }, {}, ['support']),
  screen('enquiry', '/admin/enquiry', msg`Enquiry`, { screen: 'Enquiry' }),
  screen('vehicle-model', '/admin/vehicleModel', msg`Vehicle Model`, { screen: 'VehicleModel' }, {}, ['scooter']),
  screen('servicecenter', '/admin/servicecenter', msg`Service Center`, { screen: 'ServiceCenter' }, { group: 'scu' }, ['scu']),
  screen('servicereq', '/admin/servicereq', msg`Service Request`, { screen: 'ServiceCenter' }, { group: 'scu' }, ['scu']),
  screen('advertisement', '/admin/advertisement', msg`Advertisement`, { screen: 'Advertisement' }, {}, ['ads']),
  // Spec 001 gives this screen no route; /admin/notification is ours.
  screen('notification', '/admin/notification', msg`Notification`, { screen: 'Notification' }, {}, ['push', 'notifications', 'send', 'message']),
  screen('orderreq', '/admin/orderreq', msg`Order Request`, { screen: 'Orderreq' }),
  screen('masterdata', '/admin/masterdata', msg`Master Data`, { screen: 'Master Data' }, { group: 'inventory' }, ['inventory']),
  screen('scustocks', '/admin/scustocks', msg`SCU Stocks`, { screen: 'ScuStocks' }, { group: 'inventory' }, ['inventory']),
  screen('services', '/admin/services', msg`Services`, { screen: 'Services' }, { group: 'inventory' }, ['inventory']),
  screen('subscription', '/admin/subscription', msg`Subscription`, { screen: 'Subscription' }, {}, ['recharge']),
  screen('subscription-plan', '/admin/subscription/plan', msg`Subscription Plan`, { screen: 'SubscriptionPlan' }, {}, ['recharge plan']),
  screen('testdrive-slots', '/admin/testdrive-slots', msg`Test Drive Slots`, { screen: 'TestDriveConfig' }),
  screen('riding-mode', '/admin/riding/mode', msg`Riding Mode`, { screen: 'RidingMode' }),
  screen('tracking-log', '/admin/log/tracking', msg`Tracking Log`, { screen: 'TrackingLog' }),
  screen('tracking-graphs', '/admin/log/tracking/graphs', msg`Tracking Log Graphs`, { screen: 'TrackingLog' }, false),
  screen('rto-search', '/admin/rto/search', msg`RTO Search`, { screen: 'RTOSearch' }, {}, ['registration']),
  screen('options', '/admin/options', msg`Options`, { screen: 'Options' }),
  screen('whatsapp', '/admin/whatsapp', msg`WhatsApp`, { screen: 'Whatsapp' }, {}, ['chat']),
  screen('role', '/admin/security/role', msg`Role`, { screen: 'Role' }, { group: 'security' }, ['security', 'permissions']),
  screen('setting', '/admin/setting', msg`Settings`, null, {}, ['theme', 'dark']),
  screen('profile', '/admin/profile', msg`Profile`, null, false, ['password', 'account']),
] as const satisfies readonly ScreenCommand[]

/** Every screen route as a literal type: src/lib/commands.ts checks each against the router's route tree. */
export type ScreenRoute = (typeof screenCommands)[number]['route']

/** The screen whose route is exactly `path` (trailing slash ignored). */
export function screenForPath(path: string): ScreenCommand | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  return screenCommands.find((s) => s.route === clean)
}

/** Screens this user may open, in menu order. */
export function permittedScreens(perms: PermissionSet): ScreenCommand[] {
  return screenCommands.filter((s) => perms.allows(s.need))
}

/**
 * Where a user lands: `preferred` when permitted, else the first permitted menu screen
 * (settings as the last resort, since it needs no permission).
 */
export function homeRoute(perms: PermissionSet, preferred: string): string {
  const wanted = screenForPath(preferred)
  if (wanted && perms.allows(wanted.need)) return wanted.route
  const first = screenCommands.find((s) => s.menu !== false && s.need !== null && perms.allows(s.need))
  return first?.route ?? '/admin/setting'
}
