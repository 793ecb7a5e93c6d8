import type pg from 'pg'

/** The channel the triggers of migration 0012_auth_changed notify, with the written table as payload. */
export const AUTH_CHANNEL = 'auth_changed'
/** The listening connection's application_name (pg_stat_activity shows it). */
export const AUTH_LISTENER_NAME = 'auth_changed listener'

const FIRST_RETRY_MS = 250
const LAST_RETRY_MS = 10_000
/** A barrier round trip slower than this means the connection cannot be trusted: it is dropped and reopened. */
const SYNC_TIMEOUT_MS = 2_000

export interface AuthListenerEvents {
  /** A notification came: some node changed what cached sessions hold. */
  changed(table: string): void
  /** LISTEN is in place (at start and after each reconnect); changes made while it was not were missed. */
  up(): void
  /** The connection is lost or could not be made: notifications may be missed until up() again. */
  down(err?: unknown): void
}

export interface AuthListener {
  /** Settles when the first connection attempt has ended, either way. */
  started: Promise<void>
  /**
   * Resolves once every notification committed before the call has been handled (changed() called): a round trip on
   * the listening connection sent after the call, since the server sends pending notifications before it answers.
   * Rejects when the connection is down. Concurrent callers share one round trip.
   */
  sync(): Promise<void>
  close(): Promise<void>
}

interface Waiter {
  resolve(): void
  reject(err: unknown): void
}

/**
 * One dedicated connection (outside the pool, so it is never handed to a query) with LISTEN auth_changed. A lost
 * connection is reported and reopened, waiting a little longer after each failure (up to 10 s).
 */
export function listenAuthChanges(open: (applicationName: string) => pg.Client, events: AuthListenerEvents): AuthListener {
  let closed = false
  let current: pg.Client | null = null
  let timer: NodeJS.Timeout | null = null
  let delay = FIRST_RETRY_MS
  let listening: pg.Client | null = null
  let failCurrent: (err?: unknown) => void = () => {}
  let waiting: Waiter[] = []
  let pumping = false

  const connect = async (): Promise<void> => {
    const client = open(AUTH_LISTENER_NAME)
    current = client
    let failed = false
    const fail = (err?: unknown) => {
      if (failed) return
      failed = true
      if (listening === client) listening = null
      client.removeAllListeners('notification')
      client.end().catch(() => {})
      if (closed) return
      events.down(err)
      timer = setTimeout(() => void connect(), delay)
      timer.unref()
      delay = Math.min(delay * 2, LAST_RETRY_MS)
    }
    client.on('error', fail)
    client.on('end', () => fail(new Error('connection ended')))
    client.on('notification', (msg) => {
      if (msg.channel === AUTH_CHANNEL) events.changed(msg.payload ?? '')
    })
    try {
      await client.connect()
      await client.query(`LISTEN ${AUTH_CHANNEL}`)
    } catch (err) {
      fail(err)
      return
    }
    if (failed || closed) return
    delay = FIRST_RETRY_MS
    listening = client
    failCurrent = fail
    events.up()
  }

  // One round trip at a time; whoever called while it was on the wire waits for the next (sent after their call).
  const pump = async () => {
    pumping = true
    while (waiting.length > 0) {
      const batch = waiting
      waiting = []
      const client = listening
      try {
        if (!client) throw new Error('auth_changed listener is down')
        let deadline: NodeJS.Timeout | undefined
        const late = new Promise<never>((_, reject) => {
          deadline = setTimeout(() => reject(new Error('auth_changed listener did not answer')), SYNC_TIMEOUT_MS)
        })
        try {
          await Promise.race([client.query(''), late])
        } catch (err) {
          if (listening === client) failCurrent(err)
          throw err
        } finally {
          clearTimeout(deadline)
        }
        for (const w of batch) w.resolve()
      } catch (err) {
        for (const w of batch) w.reject(err)
      }
    }
    pumping = false
  }

  return {
    started: connect(),
    sync: () =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ resolve, reject })
        if (!pumping) void pump()
      }),
    async close() {
      closed = true
      if (timer) clearTimeout(timer)
      await current?.end().catch(() => {})
    },
  }
}
