import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, notificationSends, notifications, users } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'

describe.each(testDatabases)('Notification administration on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let support: Agent
  let customerId: string
  let otherCustomerId: string
  let activeCustomers: number
  const post = (path: string, body: unknown) => admin.post(`${A}${path}`, body)
  const sends = async () => (await h.database.db.select({ id: notificationSends.id }).from(notificationSends)).length

  beforeAll(async () => {
    h = await startHarness(tdb)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    support = await signIn(h, ACCOUNTS.support)
    const customers = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.userType, 'user'), eq(users.active, true)))
    activeCustomers = customers.length
    customerId = customers[0]!.id
    otherCustomerId = customers[1]!.id
  })
  afterAll(() => h.close())

  it('lists the notification types', async () => {
    const r = await admin.get(`${A}/notification/types`)
    expect(r.body.responseCode).toBe(109)
    // The Options screen's notification type list (issue 21), each with its label.
    expect((r.body.result as { name: string }[]).map((x) => x.name)).toEqual(['normal', 'alert', 'reminder', 'promotion'])
  })

  it('sends to one user: a row in their notifications tab, the send in the table, an audit entry', async () => {
    const r = await post('/notification/create', {
      title: ' Battery recall ',
      body: 'Please visit a centre.',
      notificationType: 'alert',
      userId: customerId,
    })
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ responseCode: 109, recipients: 1 })
    const id = r.body.recordId as string
    const tab = await admin.get(`${A}/notification/all?userId=${customerId}`)
    expect(tab.body.responseCode).toBe(109)
    expect((tab.body.result as { title: string; notificationType: string }[])[0]).toMatchObject({
      title: 'Battery recall',
      notificationType: 'alert',
    })
    const list = await post('/notification/sent/all', { keyword: 'battery recall' })
    expect(list.body.rows).toEqual([
      expect.objectContaining({ _id: id, audience: 'user', userId: customerId, recipients: 1, resent: false }),
    ])
    const details = await admin.get(`${A}/notification/details?recordId=${id}`)
    expect(details.body.result).toEqual({ _id: id, title: 'Battery recall', body: 'Please visit a centre.', notificationType: 'alert' })
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'notification'), eq(auditLog.recordId, id)))
    expect(audit).toMatchObject({ action: 'create' })
  })

  it('counts the audience of a send without a userId: every active customer, as many as the send then reaches', async () => {
    const audience = async () => {
      const r = await admin.get(`${A}/notification/audience`)
      expect(r.body.responseCode, JSON.stringify(r.body)).toBe(109)
      return r.body.customers as number
    }
    expect(activeCustomers).toBeGreaterThan(50)
    expect(await audience()).toBe(activeCustomers)
    // A deactivated customer and an active staff member are not counted; put back afterwards.
    await h.database.db.update(users).set({ active: false }).where(eq(users.id, otherCustomerId))
    expect(await audience()).toBe(activeCustomers - 1)
    const broadcast = await post('/notification/create', { title: 'Audience check', body: 'b' })
    expect(broadcast.body).toMatchObject({ responseCode: 109, recipients: activeCustomers - 1 })
    await h.database.db.update(users).set({ active: true }).where(eq(users.id, otherCustomerId))
    expect(await audience()).toBe(activeCustomers)
    // It writes nothing.
    const before = await sends()
    await audience()
    expect(await sends()).toBe(before)
  })

  it('sends to every active customer without a userId (one row each, normal by default)', async () => {
    const r = await post('/notification/create', { title: 'Festive offer', body: '10% off on recharges' })
    expect(r.body).toMatchObject({ responseCode: 109, recipients: activeCustomers })
    const rows = await h.database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(eq(notifications.title, 'Festive offer'))
    expect(rows.length).toBe(activeCustomers)
    const list = await post('/notification/sent/all', { keyword: 'festive' })
    expect(list.body.rows).toEqual([
      expect.objectContaining({ audience: 'customers', notificationType: 'normal', recipients: activeCustomers }),
    ])
    // filters and sort
    const alerts = await post('/notification/sent/all', { notificationType: 'alert' })
    expect((alerts.body.rows as { notificationType: string }[]).every((x) => x.notificationType === 'alert')).toBe(true)
    // Any value of the option list filters (issue 21); one no send has finds nothing.
    expect((await post('/notification/sent/all', { notificationType: 'bogus' })).body).toMatchObject({ responseCode: 109, rows: [] })
  })

  it('refuses bad input and changes nothing', async () => {
    const before = await sends()
    for (const body of [
      { title: '', body: 'x' },
      { title: 'x', body: '   ' },
      { title: 'x', body: 'y', notificationType: 'bogus' },
      { title: 'x', body: 'y', userId: 'not-an-id' },
      { title: 'x', body: 'y', userId: '00000000-0000-4000-8000-000000000000' },
    ]) {
      const r = await post('/notification/create', body)
      expect(r.body.responseCode, JSON.stringify(body)).toBe(110)
    }
    const noBody = await post('/notification/resend', {
      recordId: '00000000-0000-4000-8000-000000000000',
      body: ' ',
      notificationType: 'alert',
    })
    expect(noBody.body).toMatchObject({ responseCode: 110, message: 'Please provide the notification body' })
    const noType = await post('/notification/resend', { recordId: '00000000-0000-4000-8000-000000000000', body: 'x' })
    expect(noType.body).toMatchObject({ responseCode: 110, message: 'Please select a notification type' })
    expect((await admin.get(`${A}/notification/details?recordId=00000000-0000-4000-8000-000000000000`)).body.responseCode).toBe(123)
    expect(await sends()).toBe(before)
  })

  it('resends a notification of a type other than normal (title optional), never a normal one', async () => {
    const alert = await post('/notification/create', { title: 'Service due', body: 'b', notificationType: 'reminder', userId: customerId })
    const normal = await post('/notification/create', { title: 'Hello', body: 'b', userId: customerId })
    const refused = await post('/notification/resend', { recordId: normal.body.recordId, body: 'again', notificationType: 'alert' })
    expect(refused.body.responseCode).toBe(110)
    const r = await post('/notification/resend', {
      recordId: alert.body.recordId,
      title: '',
      body: 'Your service is due',
      notificationType: 'alert',
    })
    expect(r.body).toMatchObject({ responseCode: 109, recipients: 1 })
    const details = await admin.get(`${A}/notification/details?recordId=${r.body.recordId as string}`)
    expect(details.body.result).toMatchObject({ title: 'Service due', body: 'Your service is due', notificationType: 'alert' })
    const list = await post('/notification/sent/all', { keyword: 'your service is due' })
    expect(list.body.rows).toEqual([expect.objectContaining({ resent: true, userId: customerId })])
  })

  it('sends to one customer from the Users screen (Users + notification): only an active customer it may reach', async () => {
    const r = await post('/user/notification', {
      title: 'Tyre check',
      body: 'Free tyre check this week.',
      notificationType: 'promotion',
      userId: customerId,
    })
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ responseCode: 109, recipients: 1, message: 'Notification sent successfully' })
    const delivered = await h.database.db
      .select({ title: notifications.title, subject: notifications.subject })
      .from(notifications)
      .where(and(eq(notifications.userId, customerId), eq(notifications.title, 'Tyre check')))
    expect(delivered).toEqual([{ title: 'Tyre check', subject: null }])
    const [audit] = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'notification'), eq(auditLog.recordId, r.body.recordId as string)))
    expect(audit).toMatchObject({ action: 'create' })

    const [staff] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.mobileNo, ACCOUNTS.support))
    // A deleted customer (soft delete: active false), put back afterwards.
    const [deleted] = await h.database.db
      .update(users)
      .set({ active: false })
      .where(eq(users.id, otherCustomerId))
      .returning({ id: users.id })
    const before = await sends()
    const notCustomer = await post('/user/notification', { title: 'x', body: 'y', userId: staff!.id })
    expect(notCustomer.body).toMatchObject({ responseCode: 110, message: 'Please select a customer' })
    expect((await post('/user/notification', { title: 'x', body: 'y', userId: deleted!.id })).body.responseCode).toBe(123)
    await h.database.db.update(users).set({ active: true }).where(eq(users.id, otherCustomerId))
    expect(
      (await post('/user/notification', { title: 'x', body: 'y', userId: '00000000-0000-4000-8000-000000000000' })).body.responseCode,
    ).toBe(123)
    expect((await post('/user/notification', { title: 'x', body: 'y' })).body.responseCode).toBe(110)
    expect((await post('/user/notification', { title: '', body: 'y', userId: customerId })).body).toMatchObject({
      responseCode: 110,
      message: 'Please provide the notification title',
    })
    const refused = await support.post(`${A}/user/notification`, { title: 'x', body: 'y', userId: customerId })
    expect([refused.status, refused.body.responseCode]).toEqual([403, 111])
    expect(await sends()).toBe(before)
  })

  it('exports the sent notifications', async () => {
    const r = await admin.call('POST', `${A}/notification/sent/export`, {})
    expect(r.status).toBe(200)
  })

  it('refuses a role without the Notification permission (111) on every call', async () => {
    const calls: [string, string, unknown?][] = [
      ['POST', '/notification/sent/all', {}],
      ['POST', '/notification/sent/export', {}],
      ['GET', '/notification/types'],
      ['GET', '/notification/audience'],
      ['GET', `/notification/details?recordId=${customerId}`],
      ['POST', '/notification/create', { title: 'x', body: 'y' }],
      ['POST', '/notification/resend', { recordId: customerId, body: 'y', notificationType: 'alert' }],
    ]
    const before = await sends()
    for (const [method, path, body] of calls) {
      const r = await support.call(method as 'GET', `${A}${path}`, body)
      expect(r.body.responseCode, path).toBe(111)
      expect(r.status, path).toBe(403)
    }
    expect(await sends()).toBe(before)
  })
})
