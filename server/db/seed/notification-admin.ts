import type { Db } from '../client'
import { notifications, notificationSends } from '../schema'
import type { SeededCustomer } from './customers'

const HOUR_MS = 3600_000

/** Sends of the Notification screen: each to one demo customer, with that customer's notification row. */
const SENDS = [
  ['Service reminder', 'Your scooter is due for its 3,000 km service. Book a slot in the app.', 'reminder'],
  ['Battery health alert', 'Your battery reported a high temperature on the last ride. Please visit a service centre.', 'alert'],
  ['Welcome aboard', 'Thank you for riding with us. Explore riding modes in the app.', 'normal'],
] as const

/** A few sent notifications, each delivered to one customer (the first customers of the seed), sent by `senderId`. */
export async function seedNotificationSends(db: Db, now: Date, senderId: string, customers: readonly SeededCustomer[]): Promise<void> {
  for (const [i, [title, body, notificationType]] of SENDS.entries()) {
    const customer = customers[i]
    if (!customer) return
    const at = new Date(now.getTime() - (SENDS.length - i) * 24 * HOUR_MS)
    await db.insert(notificationSends).values({
      title,
      body,
      notificationType,
      audience: 'user',
      userId: customer.id,
      recipients: 1,
      createdById: senderId,
      createdAt: at,
      updatedAt: at,
    })
    await db.insert(notifications).values({ userId: customer.id, title, body, notificationType, createdAt: at, updatedAt: at })
  }
}
