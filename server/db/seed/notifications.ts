import type { Db } from '../client'
import { notifications } from '../schema'
import type { SeededCustomer } from './customers'
import { DAY_MS, insertChunked, type Rng } from './prng'

export const NOTIFICATION_TYPES = ['normal', 'alert', 'reminder', 'promotion'] as const
type NotificationType = (typeof NOTIFICATION_TYPES)[number]
type Template = readonly [title: string, subject: string, body: string, type: NotificationType]

/** Messages for each kind of sign-in account. */
const STAFF_MESSAGES: Record<'admin' | 'scp' | 'scc' | 'worker', readonly Template[]> = {
  admin: [
    ['New customer registered', 'Customer onboarding', 'A new customer completed registration and is waiting for approval.', 'normal'],
    [
      'Recharge payment failed',
      'Payment gateway',
      'A recharge payment could not be confirmed by the gateway; check the order in Subscriptions.',
      'alert',
    ],
    ['Ticket escalated', 'Support', 'A ticket has been open for more than 48 hours and was escalated to you.', 'alert'],
    ['Daily summary ready', 'Reports', "Yesterday's registrations, recharges and rides summary is ready on the dashboard.", 'normal'],
    ['Role updated', 'Security', 'The permissions of the Support role were changed.', 'normal'],
  ],
  scp: [
    ['Test drive booked', 'Test drives', 'A customer booked a test drive at your franchise for tomorrow at 11:00.', 'normal'],
    ['Booking confirmed', 'Bookings', 'A vehicle booking at your franchise was confirmed after the booking fee was paid.', 'normal'],
    ['Monthly target reminder', 'Sales', "Five days left to reach this month's booking target.", 'reminder'],
  ],
  scc: [
    ['Service request assigned', 'Service requests', 'A new service request was assigned to your centre.', 'normal'],
    ['Low stock: battery packs', 'Inventory', 'Battery pack stock at your centre is below the minimum level.', 'alert'],
    ['Technician on leave', 'Staff', 'One technician at your centre is on leave tomorrow; reassign open tickets.', 'reminder'],
  ],
  worker: [
    ['New ticket assigned', 'Tickets', 'A kit installation ticket was assigned to you.', 'normal'],
    ['Ticket reopened', 'Tickets', 'A customer reopened a battery ticket you resolved last week.', 'alert'],
    ['Training session', 'Training', 'BMS diagnostics training on Saturday at 10:00 at the centre.', 'reminder'],
  ],
}

export const CUSTOMER_MESSAGES: readonly Template[] = [
  ['Recharge successful', 'Recharge', 'Your recharge was successful; the new kilometres are added to your vehicle.', 'normal'],
  ['Plan expiring soon', 'Recharge', 'Your plan expires in 3 days. Recharge now to keep riding.', 'reminder'],
  ['Service due', 'Service', 'Your scooter is due for its periodic service. Book a slot at your nearest centre.', 'reminder'],
  ['Weekend offer', 'Offers', 'Get 10% off on the Monthly Plus plan this weekend.', 'promotion'],
  ['Battery health alert', 'Battery', 'Your battery temperature was high on your last ride; park in the shade when you can.', 'alert'],
]

/** Notifications for the sign-in accounts (several, the recent ones unread) and for some customers. */
export async function seedNotifications(
  db: Db,
  rng: Rng,
  now: Date,
  accounts: ReadonlyArray<{ id: string; userType: string }>,
  customers: SeededCustomer[],
): Promise<number> {
  const rows: (typeof notifications.$inferInsert)[] = []
  const add = (userId: string, t: Template, at: number, read: boolean) => {
    const createdAt = new Date(at)
    rows.push({ userId, title: t[0], subject: t[1], body: t[2], notificationType: t[3], read, createdAt, updatedAt: createdAt })
  }
  for (const a of accounts) {
    const templates = STAFF_MESSAGES[a.userType as keyof typeof STAFF_MESSAGES] ?? STAFF_MESSAGES.admin
    const count = rng.int(7, 12)
    for (let k = 0; k < count; k++) {
      // Spread over the last 30 days, newest first; the newest few stay unread.
      const at = now.getTime() - ((k * 30) / count) * DAY_MS - rng.int(60, 20 * 3600) * 1000
      add(a.id, rng.pick(templates), at, k >= 3 && rng.chance(0.85))
    }
  }
  for (const c of customers) {
    if (!rng.chance(0.4)) continue
    for (let k = rng.int(1, 3); k > 0; k--) {
      const at = Math.max(c.createdAt.getTime(), now.getTime() - rng.int(0, 90) * DAY_MS - rng.int(0, 86_399) * 1000)
      add(c.id, rng.pick(CUSTOMER_MESSAGES), at, rng.chance(0.6))
    }
  }
  await insertChunked(rows, 1000, (chunk) => db.insert(notifications).values(chunk))
  return rows.length
}
