import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { permissionButtons } from '../../commands'
import { BUTTONS, grant, needButtons, needChain, SCREENS, type Button, type Need, type Screen } from '../../shared/permissions'
import { auditLog, roles, users } from '../../server/db/schema'
import { oneDatabase } from './support/databases'
import { ACCOUNTS, Agent, signIn, startHarness, type Harness } from './support/harness'

/** Fills path parameters with a plausible id so the request reaches the route. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '00000000-0000-0000-0000-000000000000')

describe.each(oneDatabase)('access control on $name', (tdb) => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness(tdb, {
      beforeReady: (app) => {
        app.post('/api/admin/probe/users', { config: { access: { screen: 'Users', button: 'query' } } }, async () => ({
          responseCode: 109,
        }))
        app.post('/api/admin/probe/roles', { config: { access: { screen: 'Role' } } }, async () => ({ responseCode: 109 }))
      },
    })
  })
  afterAll(() => h.close())

  it('refuses to register an API route that declares no access', async () => {
    const { buildApp } = await import('../../server/app')
    const app = await buildApp(h.app.deps, { clientDir: null })
    expect(() => app.get('/api/admin/undeclared', async () => ({}))).toThrow(/declares no access/)
    await app.close()
  })

  it('gates every endpoint by a button the role editor offers for that screen (the catalog uses it)', () => {
    const unknown = h.app.apiRoutes
      .filter((r) => typeof r.access === 'object')
      .flatMap((r) => {
        return needChain(r.access as Need).flatMap((need) =>
          needButtons(need)
            .filter((b) => !permissionButtons(need.screen).includes(b))
            .map((b) => `${r.method} ${r.url}: ${need.screen} ${b}`),
        )
      })
    expect(unknown).toEqual([])
  })

  it('calls every permission-gated endpoint with a role that lacks the permission and gets 403', async () => {
    const gated = h.app.apiRoutes.filter((r) => typeof r.access === 'object')
    expect(gated.length).toBeGreaterThanOrEqual(2)
    // One role for the support agent, its permission changed before each call: a role change applies at the holder's
    // next request (the last test here), so one sign-in each serves every route.
    const [role] = await h.database.db
      .insert(roles)
      .values({ name: 'lacks one need', permission: grant({}) })
      .returning({ id: roles.id })
    await h.database.db.update(users).set({ roleId: role!.id }).where(eq(users.mobileNo, ACCOUNTS.support))
    const agent = await signIn(h, ACCOUNTS.support)
    const admin = await signIn(h, ACCOUNTS.superAdmin)
    for (const route of gated) {
      // The role holds everything except what the route needs: the screen without that button (or any of those
      // buttons), or no screen; and the same for each alternative the need lists (`or`).
      const chain = needChain(route.access as Need)
      const spec: Partial<Record<Screen, readonly Button[]>> = {}
      for (const s of SCREENS) if (!chain.some((n) => n.screen === s)) spec[s] = BUTTONS
      for (const need of chain) {
        const wanted = needButtons(need)
        if (wanted.length > 0) spec[need.screen] = (spec[need.screen] ?? BUTTONS).filter((b) => !wanted.includes(b))
      }
      await h.database.db
        .update(roles)
        .set({ permission: grant(spec) })
        .where(eq(roles.id, role!.id))
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : {}
      const r = await agent.call(route.method as 'GET', concrete(route.url), body)
      expect(r.status, `${route.method} ${route.url}`).toBe(403)
      expect(r.body.responseCode).toBe(111)

      // The super admin passes the gate.
      const ok = await admin.call(route.method as 'GET', concrete(route.url), body)
      expect(ok.status, `${route.method} ${route.url} as super admin`).not.toBe(403)
    }
    await h.database.db
      .update(users)
      .set({ roleId: h.roleIds.get('Support') })
      .where(eq(users.mobileNo, ACCOUNTS.support))
  })

  it('logs permission refusals in the audit log with how the action was started', async () => {
    const agent = await signIn(h, ACCOUNTS.technician)
    const r = await agent.post('/api/admin/probe/users', {}, { 'x-action-source': 'hotkey' })
    expect(r.status).toBe(403)
    const rows = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'permission.denied'), eq(auditLog.actorId, h.userIds.get(ACCOUNTS.technician)!)))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.source).toBe('hotkey')
    expect(rows[0]!.comment).toContain('Users + query')
  })

  it('answers 108 to gated and signed-in calls without a session', async () => {
    for (const route of h.app.apiRoutes.filter((x) => x.access !== 'public')) {
      const r = await new Agent(h.app).call(route.method as 'GET', concrete(route.url), route.method === 'GET' ? undefined : {})
      expect(r.status, `${route.method} ${route.url}`).toBe(401)
      expect(r.body.responseCode).toBe(108)
    }
  })

  it('applies a role change at the holder’s next request, without signing out', async () => {
    const agent = await signIn(h, ACCOUNTS.support)
    expect((await agent.post('/api/admin/probe/roles')).status).toBe(403)
    await h.database.db
      .update(roles)
      .set({ permission: grant({ Role: ['query'] }) })
      .where(eq(roles.id, h.roleIds.get('Support')!))
    expect((await agent.post('/api/admin/probe/roles')).body.responseCode).toBe(109)
    const me = await agent.get('/api/admin/islogin')
    const labels = (me.body.user as { permission: { label: string; enable: boolean }[] }).permission
      .filter((p) => p.enable)
      .map((p) => p.label)
    expect(labels).toEqual(['Role'])
    await h.database.db
      .update(roles)
      .set({ active: false })
      .where(eq(roles.id, h.roleIds.get('Support')!))
    expect((await agent.post('/api/admin/probe/roles')).status).toBe(403)
    expect(((await agent.get('/api/admin/islogin')).body.user as { permission: unknown }).permission).toBeNull()
  })

  it('describes every call in the OpenAPI document at /api/docs', async () => {
    const r = await new Agent(h.app).get('/api/docs/json')
    const doc = r.body as unknown as { paths: Record<string, unknown> }
    for (const p of [
      '/api/admin/islogin',
      '/api/admin/accountLogin',
      '/api/admin/verify/otp',
      '/api/admin/resend/otp',
      '/api/admin/logout',
      '/api/admin/forgot/password',
      '/api/admin/password/generate',
      '/api/admin/password/reset',
    ]) {
      expect(doc.paths[p], p).toBeDefined()
    }
    expect((await new Agent(h.app).get('/api/docs/')).status).toBe(200)
  })
})
