import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { roles, sessions, users } from '../../server/db/schema'
import { AUTH_CHANNEL } from '../../server/db/auth-listener'
import type { Database } from '../../server/db/client'
import { testDatabases } from './support/databases'

/**
 * Database.onAuthWrite: a node's own writes to what a session is read from are reported once the statement has
 * completed, and a transaction's again once its COMMIT has (server/db/pg-write-watch.ts; PGlite's own, server/db/pglite.ts);
 * other writes are not.
 */
describe.each(testDatabases)('auth writes reported on $name', (tdb) => {
  let database: Database
  let dispose: () => Promise<void>
  let reported = 0
  let off: () => void
  const reports = async (work: () => Promise<unknown>) => {
    const start = reported
    await work()
    return reported - start
  }
  beforeAll(async () => {
    ;({ database, dispose } = await tdb.openSeeded())
    off = database.onAuthWrite(() => reported++)
  })
  afterAll(async () => {
    off()
    await dispose()
  })

  it('reports a write as soon as its statement (or its transaction) has completed', async () => {
    const { db } = database
    const [role] = await db.select().from(roles).limit(1)
    const [user] = await db.select().from(users).limit(1)
    expect(await reports(() => db.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, role!.id)))).toBe(1)
    expect(await reports(() => db.update(users).set({ fname: user!.fname }).where(eq(users.id, user!.id)))).toBe(1)
    expect(await reports(() => db.delete(sessions).where(eq(sessions.idHash, 'none')))).toBe(1)
    expect(await reports(() => database.exec(`UPDATE users SET active = active WHERE id = '${user!.id}'`))).toBe(1)

    // Inside a transaction: after the statement, and again after the commit, before the transaction's promise resolves.
    let inside = -1
    const both = await reports(() =>
      db.transaction(async (tx) => {
        await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, role!.id))
        inside = reported
      }),
    )
    expect(both).toBe(2)
    expect(reported).toBe(inside + 1)
    // A rolled-back one is not reported again.
    const rolledBack = await reports(() =>
      db
        .transaction(async (tx) => {
          await tx.update(roles).set({ updatedAt: new Date() }).where(eq(roles.id, role!.id))
          throw new Error('undo')
        })
        .catch(() => {}),
    )
    expect(rolledBack).toBe(1)
  })

  it('does not report reads, the sign-in bookkeeping or other tables', async () => {
    const { db } = database
    const [user] = await db.select().from(users).limit(1)
    const quiet = await reports(async () => {
      await db.select().from(users).where(eq(users.id, user!.id)).for('no key update')
      await db
        .update(users)
        .set({ passwordAttempt: sql`${users.passwordAttempt}` })
        .where(eq(users.id, user!.id))
      await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.idHash, 'none'))
      await db.transaction(async (tx) => {
        await tx.execute(sql`select count(*) from roles`)
      })
    })
    expect(quiet).toBe(0)
  })

  it.skipIf(tdb.name === 'pglite')('notifies every node of the same writes, and not of the others', async () => {
    const { db } = database
    const listener = database.dedicatedClient!('auth-writes test')
    const heard: string[] = []
    listener.on('notification', (m) => heard.push(m.payload ?? ''))
    await listener.connect()
    try {
      await listener.query(`LISTEN ${AUTH_CHANNEL}`)
      const [user] = await db.select().from(users).limit(1)
      const now = new Date()
      const session = (idHash: string, stage: 'otp' | 'active') => ({
        idHash,
        userId: user!.id,
        stage,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: now,
      })
      // None of these: the attempt counter, a new session, a touch, the end of a sign-in attempt.
      await db
        .update(users)
        .set({ passwordAttempt: sql`${users.passwordAttempt}` })
        .where(eq(users.id, user!.id))
      await db.insert(sessions).values([session('t-otp', 'otp'), session('t-active', 'active')])
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, 't-active'))
      await db.delete(sessions).where(eq(sessions.idHash, 't-otp'))
      // Each of these, in commit order.
      await db.delete(sessions).where(eq(sessions.idHash, 't-active'))
      await db.update(users).set({ fname: user!.fname }).where(eq(users.id, user!.id))
      await db.update(roles).set({ updatedAt: now }).where(eq(roles.name, 'Support'))
      await expect.poll(() => heard.at(-1)).toBe('roles')
      expect(heard).toEqual(['sessions', 'users', 'roles'])
    } finally {
      await listener.end()
    }
  })
})
