import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NOTIFICATION_MESSAGES as NM } from '../../shared/api/notification-admin'
import { notificationSends, notifications, users } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, type Agent, type Answer, signIn, startHarness, type Harness } from './support/harness'

/**
 * Issue 21 wired into the notification sends: the type of a send (create, resend, the Users screen's send) is an active
 * value of the Options screen's notification type list; the types call and the table's filter follow the list.
 */
const A = '/api/admin'

describe.each(oneDatabase)('options wired into notifications on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let customerId: string
  const refused = (r: Answer) =>
    expect([r.status, r.body.responseCode, r.body.message], JSON.stringify(r.body)).toEqual([400, 110, NM.typeRequired])
  const sent = (r: Answer) => expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
  const types = async () => (await admin.get(`${A}/notification/types`)).body.result as { name: string; label?: string }[]
  const sendsOf = async (type: string) =>
    (await h.database.db.select({ id: notificationSends.id }).from(notificationSends).where(eq(notificationSends.notificationType, type)))
      .length
  const create = (notificationType: string) =>
    admin.post(`${A}/notification/create`, { title: 'Service camp', body: 'Free check-up on Sunday', notificationType, userId: customerId })

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    const [c] = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'user'), eq(users.active, true)))
      .limit(1)
    customerId = c!.id
  })
  afterAll(() => h.close())

  it('sends with a type added on Options and refuses it once deactivated, with nothing written', async () => {
    refused(await create('recall'))
    expect(await sendsOf('recall')).toBe(0)

    const added = await admin.post(`${A}/options/add`, { list: 'notificationType', label: 'Recall notice', value: 'recall' })
    expect(added.body.responseCode, JSON.stringify(added.body)).toBe(109)
    expect(await types()).toContainEqual({ name: 'recall', label: 'Recall notice' })

    const first = await create('recall')
    sent(first)
    const [row] = await h.database.db.select().from(notifications).where(eq(notifications.notificationType, 'recall'))
    expect(row).toMatchObject({ userId: customerId, title: 'Service camp' })
    const toUser = await admin.post(`${A}/user/notification`, {
      title: 'Recall',
      body: 'Bring the scooter in',
      notificationType: 'recall',
      userId: customerId,
    })
    sent(toUser)
    const listed = await admin.post(`${A}/notification/sent/all`, { notificationType: 'recall' })
    expect((listed.body.rows as { notificationType: string }[]).map((r) => r.notificationType)).toEqual(['recall', 'recall'])

    const id = (
      (await admin.get(`${A}/options/lists`)).body.lists as Record<string, { _id: string; value: string }[]>
    ).notificationType!.find((v) => v.value === 'recall')!._id
    expect((await admin.post(`${A}/options/active`, { recordId: id, active: false })).body.responseCode).toBe(109)
    expect((await types()).map((t) => t.name)).not.toContain('recall')

    refused(await create('recall'))
    refused(await admin.post(`${A}/user/notification`, { title: 'Recall', body: 'Again', notificationType: 'recall', userId: customerId }))
    refused(
      await admin.post(`${A}/notification/resend`, {
        recordId: first.body.recordId,
        body: 'Reminder of the recall',
        notificationType: 'recall',
      }),
    )
    expect(await sendsOf('recall')).toBe(2)
    // A resend of that send with an active type goes out.
    sent(
      await admin.post(`${A}/notification/resend`, {
        recordId: first.body.recordId,
        body: 'Reminder of the recall',
        notificationType: 'alert',
      }),
    )
    // In use: the list refuses to delete it.
    expect((await admin.call('DELETE', `${A}/options/delete`, { recordId: id })).body.responseCode).toBe(110)
  })

  it('keeps the built-in types working and refuses a deactivated built-in one', async () => {
    sent(await create('promotion'))
    const id = (
      (await admin.get(`${A}/options/lists`)).body.lists as Record<string, { _id: string; value: string }[]>
    ).notificationType!.find((v) => v.value === 'promotion')!._id
    expect((await admin.post(`${A}/options/active`, { recordId: id, active: false })).body.responseCode).toBe(109)
    refused(await create('promotion'))
    expect((await admin.post(`${A}/options/active`, { recordId: id, active: true })).body.responseCode).toBe(109)
    sent(await create('promotion'))
  })
})
