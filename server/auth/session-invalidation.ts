import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { listenAuthChanges, type AuthListener } from '../db/auth-listener'
import { SessionCache } from './session-cache'

declare module 'fastify' {
  interface FastifyInstance {
    /** The session cache of this process (null when off); its stats let tests see lookups skipped. */
    sessionCache: SessionCache | null
  }
}

export interface NodeSessionCache {
  cache: SessionCache
  /** Subscribes and listens (the app's onReady: nothing is opened for an app that never starts). */
  start(): Promise<void>
  close(): Promise<void>
}

/**
 * The session cache of a node and what empties it: this process's own writes to the tables a session is read from
 * (Database.onAuthWrite, at once), and on PostgreSQL every node's writes (the auth_changed notification). While the
 * listening connection is down the cache is off, so a missed notification cannot leave a stale session behind. A cached
 * entry is used only after a round trip on that connection (AuthListener.sync): changes committed before the request
 * are applied first, so a change answered on one node holds at the next request on any node.
 */
export function sessionCacheOf(database: Database, config: Config, log: FastifyBaseLogger): NodeSessionCache | null {
  if (!config.SESSION_CACHE) return null
  const open = database.dedicatedClient
  let listener: AuthListener | null = null
  const cache = new SessionCache({
    // Off until LISTEN is in place; a process alone on its database (no listener) relies on its own writes.
    enabled: !open,
    ...(open ? { sync: () => (listener ? listener.sync() : Promise.reject(new Error('not listening'))) } : {}),
  })
  let offWrites = () => {}
  let wasDown = false
  return {
    cache,
    async start() {
      offWrites = database.onAuthWrite(() => cache.flush())
      if (!open) return
      listener = listenAuthChanges(open, {
        changed: () => cache.flush(),
        up: () => {
          if (wasDown) log.info('session cache: listening again')
          wasDown = false
          cache.setEnabled(true)
        },
        down: (err) => {
          // Once per outage: the retries would repeat it every few seconds.
          if (!wasDown) log.warn({ err }, 'session cache: the auth_changed listener is down; sessions are read from the database')
          wasDown = true
          cache.setEnabled(false)
        },
      })
      await listener.started
    },
    async close() {
      offWrites()
      await listener?.close()
    },
  }
}
