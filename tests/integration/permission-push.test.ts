import type { AddressInfo } from 'node:net'
import { eq } from 'drizzle-orm'
import { io as connect, type Socket } from 'socket.io-client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { REALTIME_EVENTS } from '../../shared/api/realtime'
import { normalisePermission } from '../../shared/api/roles'
import { grant } from '../../shared/permissions'
import { users } from '../../server/db/schema'
import { workerEditForm } from './support/forms'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

const A = '/api/admin'

/** A permission change applies at the holder's next request, and their open sockets are told to refetch the session. */
describe.each(oneDatabase)('permission changes reach the holder on $name', (tdb) => {
  let h: Harness
  let url: string
  let admin: Agent
  const sockets: Socket[] = []

  beforeAll(async () => {
    h = await startHarness(tdb)
    await h.app.listen({ host: '127.0.0.1', port: 0 })
    url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
    admin = await signIn(h, ACCOUNTS.superAdmin)
  })
  afterEach(() => {
    for (const s of sockets.splice(0)) s.close()
  })
  afterAll(() => h.close())

  function open(agent: Agent): Promise<Socket> {
    return new Promise((resolve, reject) => {
      const socket = connect(url, {
        transports: ['websocket'],
        extraHeaders: { cookie: `sid=${agent.cookie}`, origin: url },
        reconnection: false,
        timeout: 5000,
      })
      sockets.push(socket)
      socket.on('connect', () => resolve(socket))
      socket.on('connect_error', reject)
    })
  }

  /** Resolves true when the socket gets `session-changed` within the time, false otherwise. */
  function told(socket: Socket, ms = 3000): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms)
      socket.once(REALTIME_EVENTS.sessionChanged, () => {
        clearTimeout(timer)
        resolve(true)
      })
    })
  }

  const setSupportRole = (permission: ReturnType<typeof grant>) =>
    admin.update(`${A}/role/permission/update`, {
      roleId: h.roleIds.get('Support'),
      name: 'Support',
      active: true,
      permission: normalisePermission(permission),
    })

  it('turns a 200 into a 403 at the holder’s next request when the role loses the button, and tells their sockets only', async () => {
    expect((await setSupportRole(grant({ CRM: ['query', 'view', 'edit'], Users: ['query'] }))).status).toBe(200)
    const support = await signIn(h, ACCOUNTS.support)
    expect((await support.post(`${A}/user/all`, {})).status).toBe(200)

    const supportSocket = await open(support)
    const bystander = await open(await signIn(h, ACCOUNTS.technician))
    const supportTold = told(supportSocket)
    const bystanderTold = told(bystander, 500)

    expect((await setSupportRole(grant({ CRM: ['query', 'view', 'edit'] }))).status).toBe(200)
    expect(await supportTold).toBe(true)
    expect(await bystanderTold).toBe(false)
    const after = await support.post(`${A}/user/all`, {})
    expect(after.status).toBe(403)
    expect(after.body.responseCode).toBe(111)
    // Still signed in: the session itself was not ended.
    expect((await support.get(`${A}/islogin`)).body.responseCode).toBe(109)

    // Giving it back works the same way.
    const again = told(supportSocket)
    expect((await setSupportRole(grant({ CRM: ['query', 'view', 'edit'], Users: ['query'] }))).status).toBe(200)
    expect(await again).toBe(true)
    expect((await support.post(`${A}/user/all`, {})).status).toBe(200)
    await setSupportRole(grant({ CRM: ['query', 'view', 'edit'], Enquiry: ['query', 'view', 'edit'], Ticket: ['query', 'view', 'edit'] }))
  })

  it('tells users who are granted a role, and a user whose role changes in the user form', async () => {
    const technicianId = h.userIds.get(ACCOUNTS.technician)!
    const technician = await signIn(h, ACCOUNTS.technician)
    const socket = await open(technician)

    const granted = told(socket)
    expect((await admin.put(`${A}/role/permission/grant`, { roleId: h.roleIds.get('Support'), assign: [technicianId] })).status).toBe(200)
    expect(await granted).toBe(true)
    expect((await technician.post(`${A}/user/all`, {})).status).toBe(403)

    const [row] = await h.database.db.select().from(users).where(eq(users.id, technicianId))
    const changed = told(socket)
    const form = workerEditForm(row!, h.roleIds.get('Technician'))
    const up = await admin.update(`${A}/user/update`, form)
    expect(up.status, JSON.stringify(up.body)).toBe(200)
    expect(await changed).toBe(true)

    // An edit that leaves role, activity and scope alone tells nobody.
    const quiet = told(socket, 500)
    expect((await admin.update(`${A}/user/update`, { ...form, city: 'Mysuru' })).status).toBe(200)
    expect(await quiet).toBe(false)
  })

  it('tells a user who is deleted before their sockets are closed', async () => {
    const add = await admin.post(`${A}/user/add`, {
      userType: 'admin',
      fname: 'Short',
      lname: 'Lived',
      mobileNo: '6300000001',
      status: 'approved',
      permission: h.roleIds.get('Support'),
      password: 'Short#Lived2026',
    })
    expect(add.status, JSON.stringify(add.body)).toBe(200)
    const agent = await signIn(h, '6300000001', 'Short#Lived2026')
    const socket = await open(agent)
    const deleted = told(socket)
    const closed = new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)))
    expect((await admin.call('DELETE', `${A}/user/delete`, { userId: add.body.userId })).status).toBe(200)
    expect(await deleted).toBe(true)
    expect(await closed).toBe('io server disconnect')
    expect((await agent.get(`${A}/islogin`)).body.responseCode).toBe(108)
  })
})
