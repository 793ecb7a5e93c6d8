import type { FastifyBaseLogger } from 'fastify'
import type { Redis, RedisOptions } from 'ioredis'

/**
 * How every Redis client that a request may wait on is set up (SECURITY.md item 33): while Redis is away a command
 * fails at once instead of waiting in a queue for the reconnect (no offline queue), a command on a connection that went
 * silent gives up after COMMAND_TIMEOUT_MS, and reconnect attempts come at most a second apart, so limits and realtime
 * are shared again within about a second of Redis coming back. The caller then does without Redis: limits count on
 * this node (server/lib/window-counts.ts), socket.io reaches the sockets of this node only.
 */
export const COMMAND_TIMEOUT_MS = 100
export const FAIL_FAST: RedisOptions = {
  enableOfflineQueue: false,
  commandTimeout: COMMAND_TIMEOUT_MS,
  maxRetriesPerRequest: 1,
  connectTimeout: 1000,
  retryStrategy: (times) => Math.min(times * 100, 1000),
}

/**
 * The socket.io subscriber is the one client without FAIL_FAST: no request waits on it, and its SUBSCRIBE commands
 * must wait for Redis (queued), since a refused one would leave the adapter deaf (ioredis re-subscribes on reconnect
 * only the channels it had). It reconnects as quickly as the others.
 */
export const SUBSCRIBER: RedisOptions = {
  maxRetriesPerRequest: null,
  connectTimeout: 1000,
  retryStrategy: FAIL_FAST.retryStrategy,
}

/**
 * The node's Redis clients, each logging the loss of Redis once per outage (ioredis reports every failed reconnect
 * attempt, several a second) and its return, and together saying whether Redis is up for /api/health.
 */
export class RedisLinks {
  private readonly clients: Redis[] = []
  private closing = false

  constructor(private readonly log: FastifyBaseLogger) {}

  /** A client of `url` named `name` in the log; `without` says what the node does while Redis is away. */
  async open(url: string, name: string, without: string, options: RedisOptions = FAIL_FAST): Promise<Redis> {
    const { Redis } = await import('ioredis')
    const client = new Redis(url, options)
    let state: 'starting' | 'up' | 'down' = 'starting'
    const lost = (err?: unknown) => {
      if (state === 'down' || this.closing) return
      state = 'down'
      this.log.warn({ err }, `redis (${name}) unavailable; ${without} until it is back`)
    }
    client.on('error', lost)
    client.on('close', () => lost())
    client.on('ready', () => {
      if (state === 'down') this.log.info(`redis (${name}) back`)
      state = 'up'
    })
    this.clients.push(client)
    // The node starts sharing its limits from the first request when Redis is there, and does not wait when it is not.
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        client.off('ready', done).off('error', done)
        resolve()
      }
      const timer = setTimeout(done, 1000)
      client.once('ready', done).once('error', done)
    })
    return client
  }

  /** Null without REDIS_URL; 'down' while any client is not connected. */
  state(): 'up' | 'down' | null {
    if (this.clients.length === 0) return null
    return this.clients.every((c) => c.status === 'ready') ? 'up' : 'down'
  }

  close(): void {
    this.closing = true
    for (const c of this.clients) c.disconnect()
  }
}

/**
 * `client` for the socket.io Redis adapter, which publishes without awaiting: a publish refused while Redis is away
 * (no offline queue) would be an unhandled rejection, which ends the process. The message is lost (other nodes' sockets
 * miss it; this node's got it directly); whoever awaits the publish still sees the error.
 */
export function quietPublisher(client: Redis): Redis {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>
  const guarded = (...args: unknown[]) => {
    const sent = publish(...args)
    sent.catch(() => {})
    return sent
  }
  return Object.assign(client, { publish: guarded })
}
