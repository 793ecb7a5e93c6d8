import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGOUT_EVERYWHERE_PATH } from '../../shared/api/auth'
import { auditLog, sessions } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'

/**
 * Issue 34 defect 8: GET /logout ends only the calling session. POST /logout/everywhere (the profile screen's 'Sign out
 * everywhere') ends every session of the caller, audited; another user's sessions stay.
 */
const A = '/api/admin'
const EVERYWHERE = `${A}${LOGOUT_EVERYWHERE_PATH}`
const signedIn = async (agent: Agent) => (await agent.get(`${A}/islogin`)).body.responseCode

describe.each(oneDatabase)('sign out everywhere on $name', (tdb) => {
  let h: Harness

  beforeAll(async () => {
    h = await startHarness(tdb)
  })
  afterAll(() => h.close())

  const audits = (userId: string) =>
    h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'signout.everywhere'), eq(auditLog.recordId, userId)))

  it('ends both sessions of the caller (two sign-ins), keeps another user’s, and writes an audit row', async () => {
    const here = await signIn(h, ACCOUNTS.technician)
    const there = await signIn(h, ACCOUNTS.technician)
    const other = await signIn(h, ACCOUNTS.service)
    const userId = h.userIds.get(ACCOUNTS.technician)!
    expect(here.cookie).not.toBe(there.cookie)
    expect([await signedIn(here), await signedIn(there), await signedIn(other)]).toEqual([109, 109, 109])

    const r = await here.post(EVERYWHERE)
    expect(r.status, JSON.stringify(r.body)).toBe(200)
    expect(r.body.responseCode).toBe(109)
    // The answer clears this browser's cookie; a copy of it kept anyway is refused too.
    expect(r.cookies.find((c) => c.name === 'sid')?.value).toBe('')

    const stale = new Agent(h.app)
    stale.cookie = there.cookie
    expect([await signedIn(here), await signedIn(there), await signedIn(stale)]).toEqual([108, 108, 108])
    expect(await signedIn(other)).toBe(109)
    expect(await h.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([])

    const rows = await audits(userId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ entity: 'user', actorId: userId })
  })

  it('refuses a caller without a session (108) and a cross-site request (403), ending nothing', async () => {
    const agent = await signIn(h, ACCOUNTS.support)
    const userId = h.userIds.get(ACCOUNTS.support)!
    const anonymous = await new Agent(h.app).post(EVERYWHERE)
    expect([anonymous.status, anonymous.body.responseCode]).toEqual([401, 108])
    const crossSite = await agent.post(EVERYWHERE, {}, { 'sec-fetch-site': 'cross-site', 'x-requested-with': '' })
    expect(crossSite.status).toBe(403)
    expect(await signedIn(agent)).toBe(109)
    expect(await audits(userId)).toEqual([])
  })
})
