import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { PermissionSet } from '../../shared/permissions'
import { SessionCache, type CachedSession } from '../../server/auth/session-cache'
import { SESSION_USER_COLUMNS, writesAuthTables } from '../../server/db/auth-writes'

describe('writesAuthTables', () => {
  it.each([
    'insert into "users" ("id", "fname") values ($1, $2)',
    'INSERT INTO users (user_type, active) VALUES ($1, $2)',
    'update "roles" set "name" = $1 where "roles"."id" = $2',
    'update "public"."branches" set "name" = $1',
    'update "service_centres" set "title" = $1',
    'update "users" set "active" = $1, "updated_at" = $2 where "users"."id" = $3',
    'update "users" set "role_id" = $1, "version" = "users"."version" + 1 where "users"."id" = $2',
    'update "users" set "password_hash" = $1, "must_change_password" = $2 where "users"."id" = $3',
    'UPDATE users SET active = active WHERE id = $1',
    'delete from "sessions" where ("sessions"."user_id" = $1 and "sessions"."id_hash" <> $2)',
    'delete from "users" where "users"."id" = $1',
    'TRUNCATE TABLE audit_log, "sessions" RESTART IDENTITY',
    'truncate roles cascade',
    'with x as (select 1) update "roles" set "active" = false',
    'select 1; delete from sessions',
  ])('true for %s', (text) => expect(writesAuthTables(text)).toBe(true))

  it.each([
    'select "id" from "users" where "users"."active" = $1 for no key update',
    'update "users" set "password_attempt" = "users"."password_attempt" + 1 where ("users"."id" = $1 and "users"."password_attempt" < $2) returning "password_attempt"',
    'update "users" set "odometer" = $1 where "users"."active" = $2',
    'update "sessions" set "last_seen_at" = $1 where "sessions"."id_hash" = $2',
    'insert into "sessions" ("id_hash", "stage") values ($1, $2)',
    'insert into "users_archive" select * from users',
    'delete from "user_sessions"',
    'update "roles_log" set "x" = 1',
    'truncate audit_log',
    'begin',
    'commit',
  ])('false for %s', (text) => expect(writesAuthTables(text)).toBe(false))

  it('lists the same users columns as the trigger of migration 0012', () => {
    const sql = fs.readFileSync(new URL('../../server/db/migrations/0012_auth_changed.sql', import.meta.url), 'utf8')
    const list = sql.match(/AFTER UPDATE OF ([\w, ]+) ON users/)?.[1]
    expect(list?.split(/,\s*/).sort()).toEqual([...SESSION_USER_COLUMNS].sort())
  })
})

describe('SessionCache', () => {
  const session = (): CachedSession => ({
    user: { id: 'u' } as CachedSession['user'],
    permission: null,
    perms: new PermissionSet(null),
    expiresAt: 0,
    lastSeenAt: 0,
  })
  const clock = () => {
    let t = 0
    return { now: () => t, advance: (ms: number) => (t += ms) }
  }

  it('keeps a row read before a flush out of the cache', () => {
    const cache = new SessionCache()
    const early = cache.ticket()
    cache.flush()
    cache.store('a', early, session())
    expect(cache.get('a')).toBeUndefined()
    cache.store('a', cache.ticket(), session())
    expect(cache.get('a')).toBeDefined()
  })

  it('forgets an entry after its time to live', () => {
    const c = clock()
    const cache = new SessionCache({ ttlMs: 1000, now: c.now })
    cache.store('a', cache.ticket(), session())
    c.advance(999)
    expect(cache.get('a')).toBeDefined()
    c.advance(1)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('holds at most maxEntries, dropping the oldest', () => {
    const cache = new SessionCache({ maxEntries: 2 })
    for (const k of ['a', 'b', 'c']) cache.store(k, cache.ticket(), session())
    expect(cache.size).toBe(2)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('c')).toBeDefined()
  })

  it('keeps nothing while switched off', () => {
    const cache = new SessionCache({ enabled: false })
    cache.store('a', cache.ticket(), session())
    expect(cache.get('a')).toBeUndefined()
    cache.setEnabled(true)
    cache.store('a', cache.ticket(), session())
    expect(cache.get('a')).toBeDefined()
  })

  it('applies what sync brings in before it answers an entry, and reads the database when sync fails', async () => {
    let onSync = () => {}
    const cache = new SessionCache({ sync: async () => onSync() })
    cache.store('a', cache.ticket(), session())
    expect(await cache.lookup('a')).toBeDefined()
    onSync = () => cache.flush()
    expect(await cache.lookup('a')).toBeUndefined()
    cache.store('a', cache.ticket(), session())
    onSync = () => {
      throw new Error('down')
    }
    expect(await cache.lookup('a')).toBeUndefined()
  })
})
