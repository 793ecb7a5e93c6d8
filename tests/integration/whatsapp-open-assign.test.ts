import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grant } from '../../shared/permissions'
import { WHATSAPP_MESSAGES } from '../../shared/api/whatsapp'
import { RC } from '../../shared/response-codes'
import { VM } from '../../shared/validation'
import { auditLog, roles } from '../../server/db/schema'
import { leads } from '../../server/modules/crm/schema'
import { waConversations } from '../../server/modules/whatsapp/schema'
import { testDatabases } from './support/databases'
import { ACCOUNTS, signIn, startHarness, type Agent, type Harness } from './support/harness'

/** Issue 21: starting a conversation by number (the palette's "Reply on WhatsApp to …") and assigning at a version. */
describe.each(testDatabases)('whatsapp open and versioned assign on $name', (tdb) => {
  let h: Harness
  let url: string
  let support: Agent

  beforeAll(async () => {
    h = await startHarness(tdb)
    await h.app.listen({ host: '127.0.0.1', port: 0 })
    url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`
    await h.database.db
      .update(roles)
      .set({ permission: grant({ Whatsapp: [] }) })
      .where(eq(roles.id, h.roleIds.get('Support')!))
    support = await signIn(h, ACCOUNTS.support)
  })
  afterAll(async () => {
    await h.close()
  })

  const byMobile = (mobileNo: string) => h.database.db.select().from(waConversations).where(eq(waConversations.mobileNo, mobileNo))
  const auditOf = (action: string, recordId: string) =>
    h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.recordId, recordId)))

  it('starts the conversation with a lead once, names it from the CRM and answers it again afterwards', async () => {
    const [lead] = await h.database.db.select({ id: leads.id, fname: leads.fname, mobileNo: leads.mobileNo }).from(leads).limit(1)
    expect(lead).toBeDefined()
    const first = await support.post('/api/admin/whatsapp/open', { mobileNo: lead!.mobileNo })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ responseCode: RC.SUCCESS, created: true })
    const [c] = await byMobile(lead!.mobileNo)
    expect(c).toMatchObject({ id: first.body.conversationId, waNumber: `91${lead!.mobileNo}`, leadId: lead!.id, unread: 0, version: 1 })
    expect(c!.contactName).toContain(lead!.fname)
    expect(await auditOf('whatsapp.open', c!.id)).toHaveLength(1)
    const again = await support.post('/api/admin/whatsapp/open', { mobileNo: ` ${lead!.mobileNo} ` })
    expect(again.body).toMatchObject({ conversationId: c!.id, created: false })
    expect(await byMobile(lead!.mobileNo)).toHaveLength(1)
    expect(await auditOf('whatsapp.open', c!.id)).toHaveLength(1)
    // The list finds it by the number, as the screen does after opening it.
    const list = await support.get(`/api/admin/whatsapp/conversations?search=${lead!.mobileNo}`)
    expect((list.body.conversations as { id: string; version: number }[]).map((r) => [r.id, r.version])).toEqual([[c!.id, 1]])
  })

  it('makes one conversation when two start the same number at once', async () => {
    const mobileNo = '9811122233'
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        fetch(`${url}/api/admin/whatsapp/open`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: `sid=${support.cookie}` },
          body: JSON.stringify({ mobileNo }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { conversationId: string; created: boolean } })),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200])
    const rows = await byMobile(mobileNo)
    expect(rows).toHaveLength(1)
    expect(new Set(answers.map((a) => a.body.conversationId))).toEqual(new Set([rows[0]!.id]))
    expect(answers.filter((a) => a.body.created)).toHaveLength(1)
    expect(await auditOf('whatsapp.open', rows[0]!.id)).toHaveLength(1)
  })

  it('refuses a bad number with the bad-input answer, and callers without the permission, starting nothing', async () => {
    const before = await h.database.db.select({ id: waConversations.id }).from(waConversations)
    for (const mobileNo of ['12345', '98765432101', 'abcdefghij', '', 9876543210, null]) {
      const r = await support.post('/api/admin/whatsapp/open', { mobileNo })
      expect(r.status, String(mobileNo)).toBe(400)
      expect(r.body.responseCode).toBe(RC.BAD_INPUT)
      expect(r.body.message).toBe(VM.validMobile)
    }
    expect((await support.post('/api/admin/whatsapp/open', { mobileNo: '9811122244', extra: 1 })).status).toBe(400)
    const tech = await signIn(h, ACCOUNTS.technician)
    expect((await tech.post('/api/admin/whatsapp/open', { mobileNo: '9811122255' })).status).toBe(403)
    expect(await h.database.db.select({ id: waConversations.id }).from(waConversations)).toHaveLength(before.length)
  })

  it('assigns only at the version read: a stale assign answers 125 and changes nothing', async () => {
    const { conversationId } = (await support.post('/api/admin/whatsapp/open', { mobileNo: '9811122266' })).body as {
      conversationId: string
    }
    const supportId = h.userIds.get(ACCOUNTS.support)!
    const adminId = h.userIds.get(ACCOUNTS.superAdmin)!
    const first = await support.post('/api/admin/whatsapp/assign', { conversationId, assignedToId: supportId, version: 1 })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ responseCode: RC.SUCCESS, version: 2 })
    // Someone who still sees version 1 tries to assign it elsewhere.
    const stale = await support.post('/api/admin/whatsapp/assign', { conversationId, assignedToId: adminId, version: 1 })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({
      responseCode: RC.EDIT_CONFLICT,
      message: WHATSAPP_MESSAGES.assignedMeanwhile,
      current: { assignedToId: supportId, version: 2 },
    })
    const [row] = await h.database.db.select().from(waConversations).where(eq(waConversations.id, conversationId))
    expect(row).toMatchObject({ assignedToId: supportId, version: 2 })
    const audits = await auditOf('assign', conversationId)
    expect(audits).toHaveLength(1)
    expect(audits[0]!.changes).toEqual({ assignedToId: { from: null, to: supportId } })
    // At the current version it goes through, and the audit row records where it came from.
    const unassign = await support.post('/api/admin/whatsapp/assign', { conversationId, assignedToId: null, version: 2 })
    expect(unassign.body).toMatchObject({ responseCode: RC.SUCCESS, version: 3 })
    expect((await auditOf('assign', conversationId)).map((a) => a.changes)).toContainEqual({ assignedToId: { from: supportId, to: null } })
  })

  it('lets one of two assigns at the same version win', async () => {
    const { conversationId } = (await support.post('/api/admin/whatsapp/open', { mobileNo: '9811122277' })).body as {
      conversationId: string
    }
    const ids = [h.userIds.get(ACCOUNTS.support)!, h.userIds.get(ACCOUNTS.superAdmin)!]
    const answers = await Promise.all(
      ids.map((assignedToId) =>
        fetch(`${url}/api/admin/whatsapp/assign`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', cookie: `sid=${support.cookie}` },
          body: JSON.stringify({ conversationId, assignedToId, version: 1 }),
        }).then((r) => r.status),
      ),
    )
    expect(answers.sort()).toEqual([200, 409])
    const [row] = await h.database.db.select().from(waConversations).where(eq(waConversations.id, conversationId))
    expect(row!.version).toBe(2)
    expect(await auditOf('assign', conversationId)).toHaveLength(1)
  })

  it('refuses an assign without a version or of an unknown conversation', async () => {
    const conversationId = '00000000-0000-4000-8000-000000000000'
    expect((await support.post('/api/admin/whatsapp/assign', { conversationId, assignedToId: null })).status).toBe(400)
    expect((await support.post('/api/admin/whatsapp/assign', { conversationId, assignedToId: null, version: 0 })).status).toBe(400)
    const missing = await support.post('/api/admin/whatsapp/assign', { conversationId, assignedToId: null, version: 1 })
    expect(missing.status).toBe(404)
  })
})
