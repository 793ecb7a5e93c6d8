import type { AddressInfo } from 'node:net'
import { and, eq, inArray } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REALTIME_EVENTS } from '../../shared/api/realtime'
import type { NotificationRow } from '../../shared/api/user-activity'
import { auditLog, notifications } from '../../server/db/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'

const A = '/api/admin'
const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000'

/**
 * Issue 15: the top bar's bell reads the signed-in user's own notifications (GET /notification/mine, newest first) and
 * marks the ones it showed read (POST /notification/mine/read), which lowers the count and pushes it over socket.io.
 */
describe.each(testDatabases)('the notification panel’s calls on $name', (tdb) => {
  let h: Harness
  let url: string
  let support: Agent
  let admin: Agent
  let supportId: string
  let adminId: string
  const sockets: Socket[] = []

  beforeAll(async () => {
    h = await startHarness(tdb)
    await h.app.listen({ host: '127.0.0.1', port: 0 })
    url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
    support = await signIn(h, ACCOUNTS.support)
    admin = await signIn(h, ACCOUNTS.superAdmin)
    supportId = h.userIds.get(ACCOUNTS.support)!
    adminId = h.userIds.get(ACCOUNTS.superAdmin)!
    // Three newer than anything seeded, one of them read, inserted out of order.
    await h.database.db.insert(notifications).values([
      { userId: supportId, title: 'Panel B', body: 'second', createdAt: new Date('2026-06-03T08:00:00Z') },
      { userId: supportId, title: 'Panel C', body: 'newest', notificationType: 'alert', createdAt: new Date('2026-06-04T08:00:00Z') },
      { userId: supportId, title: 'Panel A', body: 'oldest', read: true, createdAt: new Date('2026-06-02T08:00:00Z') },
      { userId: adminId, title: 'Admin only', body: 'not for support', createdAt: new Date('2026-06-05T08:00:00Z') },
    ])
  })
  afterAll(async () => {
    for (const s of sockets) s.close()
    await h.close()
  })

  async function socketOf(agent: Agent): Promise<Socket> {
    const socket = connect(url, { transports: ['websocket'], extraHeaders: { cookie: `sid=${agent.cookie}` }, reconnection: false })
    sockets.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve())
      socket.on('connect_error', reject)
    })
    return socket
  }

  function next<T>(socket: Socket, event: string, ms = 3000): Promise<T | null> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        socket.off(event, on)
        resolve(null)
      }, ms)
      const on = (payload: T) => {
        clearTimeout(timer)
        socket.off(event, on)
        resolve(payload)
      }
      socket.on(event, on)
    })
  }

  const mine = async (agent: Agent, query = '') => {
    const r = await agent.get(`${A}/notification/mine${query}`)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.responseCode).toBe(109)
    return r.body as unknown as { result: NotificationRow[]; filterRecords: number; notificationCount: number }
  }
  const islogin = async (agent: Agent) => (await agent.get(`${A}/islogin`)).body.notificationCount as number
  const ownRows = (userId: string) => h.database.db.select().from(notifications).where(eq(notifications.userId, userId))

  it('lists the signed-in user’s own notifications only, newest first, with their total and unread count', async () => {
    const own = await ownRows(supportId)
    const answer = await mine(support, '?pageSize=50')
    expect(answer.filterRecords).toBe(own.length)
    expect(answer.notificationCount).toBe(own.filter((r) => !r.read).length)
    expect(answer.notificationCount).toBe(await islogin(support))
    const ids = new Set(own.map((r) => r.id))
    expect(answer.result.length).toBe(Math.min(own.length, 50))
    for (const row of answer.result) expect(ids.has(row._id), row.title).toBe(true)
    expect(answer.result.map((r) => r.title)).not.toContain('Admin only')
    // Newest first.
    expect(answer.result.slice(0, 3).map((r) => r.title)).toEqual(['Panel C', 'Panel B', 'Panel A'])
    const times = answer.result.map((r) => r.createdAt)
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(answer.result[0]).toMatchObject({ notificationType: 'alert', body: 'newest', read: false })
    // The admin sees theirs, not support's.
    const adminAnswer = await mine(admin)
    expect(adminAnswer.result[0]!.title).toBe('Admin only')
    expect(adminAnswer.result.map((r) => r.title)).not.toContain('Panel C')
  })

  it('pages through them: 20 by default, page and pageSize', async () => {
    const own = await ownRows(supportId)
    const first = await mine(support)
    expect(first.result.length).toBe(Math.min(own.length, 20))
    const all = await mine(support, '?pageSize=50')
    const two = await mine(support, '?page=1&pageSize=2')
    expect(two.result.map((r) => r._id)).toEqual(all.result.slice(2, 4).map((r) => r._id))
    const beyond = await mine(support, '?page=1000&pageSize=50')
    expect(beyond.result).toEqual([])
    expect(beyond.filterRecords).toBe(own.length)
  })

  it('marks shown notifications read: the count drops, is pushed over socket.io, and the change is audited', async () => {
    const socket = await socketOf(support)
    const before = await islogin(support)
    const list = await mine(support)
    const unread = list.result.filter((r) => !r.read).slice(0, 2)
    expect(unread.length).toBe(2)
    const pushed = next<{ notificationCount: number }>(socket, REALTIME_EVENTS.notificationCount)
    // A read one and a repeated id change nothing more.
    const readOne = list.result.find((r) => r.read)!
    const r = await support.post(`${A}/notification/mine/read`, { ids: [...unread.map((u) => u._id), unread[0]!._id, readOne._id] })
    expect(r.body, JSON.stringify(r.body)).toMatchObject({ responseCode: 109, updated: 2, notificationCount: before - 2 })
    expect((await pushed)?.notificationCount).toBe(before - 2)
    expect(await islogin(support)).toBe(before - 2)
    const rows = await h.database.db
      .select({ read: notifications.read })
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          unread.map((u) => u._id),
        ),
      )
    expect(rows.every((x) => x.read)).toBe(true)
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'notification.read'), eq(auditLog.actorId, supportId)))
    expect(audits).toHaveLength(1)
    expect(audits[0]!.changes).toMatchObject({ read: true, notifications: expect.arrayContaining(unread.map((u) => u._id)) })

    // Marking them again changes nothing, writes no audit row and pushes nothing.
    const quiet = next(socket, REALTIME_EVENTS.notificationCount, 500)
    const again = await support.post(`${A}/notification/mine/read`, { ids: unread.map((u) => u._id) })
    expect(again.body).toMatchObject({ responseCode: 109, updated: 0, notificationCount: before - 2 })
    expect(await quiet).toBeNull()
    expect(
      await h.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'notification.read'), eq(auditLog.actorId, supportId))),
    ).toHaveLength(1)
  })

  it('never marks another user’s notifications read', async () => {
    const [adminsNew] = await h.database.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, adminId), eq(notifications.title, 'Admin only')))
    const adminCount = await islogin(admin)
    const r = await support.post(`${A}/notification/mine/read`, { ids: [adminsNew!.id, NO_SUCH_ID] })
    expect(r.body).toMatchObject({ responseCode: 109, updated: 0 })
    const [row] = await h.database.db.select({ read: notifications.read }).from(notifications).where(eq(notifications.id, adminsNew!.id))
    expect(row!.read).toBe(false)
    expect(await islogin(admin)).toBe(adminCount)
  })

  it('refuses bad input with 400/110, never a 500, and changes nothing', async () => {
    const unreadBefore = (await ownRows(supportId)).filter((r) => !r.read).length
    for (const q of ['?pageSize=0', '?pageSize=51', '?pageSize=abc', '?page=-1', '?page=1.5', '?pageSize=%00']) {
      const r = await support.get(`${A}/notification/mine${q}`)
      expect(r.status, q).toBe(400)
      expect(r.body.responseCode, q).toBe(110)
    }
    const guids = Array.from({ length: 51 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)
    for (const body of [
      {},
      { ids: [] },
      { ids: 'x' },
      { ids: ['not-an-id'] },
      { ids: [null] },
      { ids: guids },
      { ids: [{ a: 1 }] },
      [],
      'x',
    ]) {
      const r = await support.post(`${A}/notification/mine/read`, body)
      expect(r.status, JSON.stringify(body)).toBe(400)
      expect(r.body.responseCode, JSON.stringify(body)).toBe(110)
    }
    const raw = await support.post(`${A}/notification/mine/read`, '{')
    expect(raw.status).toBe(400)
    expect(raw.body.responseCode).toBe(110)
    expect((await ownRows(supportId)).filter((r) => !r.read).length).toBe(unreadBefore)
  })

  it('answers 108 without a session', async () => {
    const anonymous = new Agent(h.app)
    expect((await anonymous.get(`${A}/notification/mine`)).body.responseCode).toBe(108)
    expect((await anonymous.post(`${A}/notification/mine/read`, { ids: [NO_SUCH_ID] })).body.responseCode).toBe(108)
  })
})
