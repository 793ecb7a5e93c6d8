import { notifications } from '../../db/schema/activity'
import { DAY_MS } from '../../db/seed/prng'
import { defineSeed } from '../../db/seed/step'
import { notificationSends } from './schema'

/** Sends of the Notification screen: each to one demo customer, with that customer's notification row. */
const SENDS = [
  ['Service reminder', 'Your scooter is due for its 3,000 km service. Book a slot in the app.', 'reminder'],
  ['Battery health alert', 'Your battery reported a high temperature on the last ride. Please visit a service centre.', 'alert'],
  ['Welcome aboard', 'Thank you for riding with us. Explore riding modes in the app.', 'normal'],
] as const

/** A few sent notifications a day apart, each delivered to one of the first customers, sent by the super admin. */
export default defineSeed({
  order: 40,
  seed: 0,
  async run(db, { now, accounts, customers }) {
    const senderId = accounts[0]!.id
    for (const [i, [title, body, notificationType]] of SENDS.entries()) {
      const customer = customers[i]
      if (!customer) return
      const at = new Date(now.getTime() - (SENDS.length - i) * DAY_MS)
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
  },
})
