import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BookingRow } from '../../shared/api/booking'
import { grant } from '../../shared/permissions'
import { leadCalls } from '../../server/modules/crm/schema'
import { roles } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, type Agent, signIn, startHarness, type Harness } from './support/harness'

const CALL = '/api/exotel/call/customer'

describe.each(oneDatabase)('calling a booking’s customer on $name', (tdb) => {
  let h: Harness
  let admin: Agent
  let franchise: Agent
  let technician: Agent
  const rows = async (agent: Agent) => (await agent.post('/api/admin/booking/all', { pageSize: 1000 })).body.rows as BookingRow[]

  beforeAll(async () => {
    h = await startHarness(tdb)
    // The franchise partner may call from the bookings screen, and holds no CRM permission at all.
    await h.database.db
      .update(roles)
      .set({ permission: grant({ Booking: ['query', 'view', 'call'] }) })
      .where(eq(roles.id, h.roleIds.get('Franchise')!))
    admin = await signIn(h, ACCOUNTS.superAdmin)
    franchise = await signIn(h, ACCOUNTS.franchise)
    technician = await signIn(h, ACCOUNTS.technician)
  })
  afterAll(() => h.close())

  it('rings the lead of a booking in the partner’s scope with Booking + call, and no other lead', async () => {
    const own = await rows(franchise)
    const mine = own.find((r) => r.leadId)
    expect(mine, 'a demo booking of the partner whose customer has a lead').toBeDefined()
    const r = await franchise.post(CALL, { leadId: mine!.leadId })
    expect([r.status, r.body.responseCode], JSON.stringify(r.body)).toEqual([200, 109])
    const [call] = await h.database.db
      .select()
      .from(leadCalls)
      .where(eq(leadCalls.id, r.body.callId as string))
    expect(call).toMatchObject({ leadId: mine!.leadId, customerNumber: mine!.customerMobileNo, agentNumber: ACCOUNTS.franchise })

    // A lead whose number has no booking of this partner is not theirs to call: 404, and no call is recorded.
    const added = await admin.post('/api/admin/crm/add', { fname: 'Nobooking', mobileNo: '6123459876', marketingType: ['expo'] })
    expect(added.body.responseCode, JSON.stringify(added.body)).toBe(109)
    const other = { leadId: added.body.leadId as string }
    const before = (await h.database.db.select().from(leadCalls)).length
    const refused = await franchise.post(CALL, { leadId: other.leadId })
    expect([refused.status, refused.body.responseCode]).toEqual([404, 123])
    expect((await h.database.db.select().from(leadCalls)).length).toBe(before)

    // The super admin (CRM + call) calls any lead.
    const any = await admin.post(CALL, { leadId: other.leadId })
    expect(any.body.responseCode).toBe(109)
  })

  it('refuses an actor with neither CRM + call nor Booking + call', async () => {
    const lead = (await rows(admin)).find((b) => b.leadId)!
    const r = await technician.post(CALL, { leadId: lead.leadId })
    expect([r.status, r.body.responseCode]).toEqual([403, 111])
  })
})
