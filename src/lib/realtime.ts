import type { QueryClient } from '@tanstack/react-query'
import type { Socket } from 'socket.io-client'
import { HANDSHAKE_REFUSALS, REALTIME_EVENTS } from '@shared/api/realtime'
import { sessionQueryKey, type Session } from './session'

/**
 * The signed-in app's socket.io connection (same origin, the session cookie authenticates it). socket.io-client is
 * loaded on first use, after sign-in, so it stays out of the initial bundle. One connection per tab; `disconnect`
 * on sign-out. Screens listen with `onRealtime` (before or after the connection exists) and ask with `askRealtime`.
 */
let socket: Socket | null = null
let connecting: Promise<Socket> | null = null
let generation = 0

type Handler = (payload: unknown) => void
/** Listeners by event; attached to every socket this module opens. */
const listeners = new Map<string, Set<Handler>>()

function attach(s: Socket, event: string, handler: Handler) {
  s.on(event, handler)
}

export function connectRealtime(queryClient: QueryClient): Promise<Socket> {
  if (socket) return Promise.resolve(socket)
  const mine = generation
  connecting ??= import('socket.io-client').then(({ io }) => {
    const s = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] })
    // What the user may do changed: the session (and with it menu, palette, toolbars and the guard) is refetched.
    s.on(REALTIME_EVENTS.sessionChanged, () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }))
    // A notification arrived or was read: the count in the top bar follows.
    s.on(REALTIME_EVENTS.notificationCount, (payload: unknown) => {
      const n = (payload as { notificationCount?: unknown } | null)?.notificationCount
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return
      queryClient.setQueryData<Session | null>(sessionQueryKey, (old) => (old ? { ...old, notificationCount: n } : old))
    })
    // After a reconnect the session may have changed while we were away.
    s.io.on('reconnect', () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }))
    // A handshake refused because the database was away is tried again (socket.io gives up after a refusal); spread
    // out, so the tabs of a whole office do not all come back at the same moment.
    s.on('connect_error', (err) => {
      if (s.active || err.message !== HANDSHAKE_REFUSALS.unavailable) return
      setTimeout(() => mine === generation && !s.connected && s.connect(), 2000 + Math.random() * 3000)
    })
    for (const [event, set] of listeners) for (const handler of set) attach(s, event, handler)
    // Signed out (or remounted) while the client was loading: this connection is not wanted any more.
    if (mine !== generation) s.disconnect()
    else socket = s
    return s
  })
  return connecting
}

export function disconnectRealtime(): void {
  generation++
  socket?.disconnect()
  socket = null
  connecting = null
}

/** Listens to a server event on the current and future connections; returns the function that stops listening. */
export function onRealtime(event: string, handler: Handler): () => void {
  let set = listeners.get(event)
  if (!set) listeners.set(event, (set = new Set()))
  set.add(handler)
  socket?.on(event, handler)
  return () => {
    set.delete(handler)
    socket?.off(event, handler)
  }
}

/** Emits an event and waits for the server's acknowledgement (rejects when not connected or after `timeoutMs`). */
export async function askRealtime<T>(event: string, payload: unknown, timeoutMs = 5000): Promise<T> {
  const s = socket ?? (await connecting)
  if (!s) throw new Error('not connected')
  if (!s.connected) {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        s.off('connect', done)
        reject(new Error('not connected'))
      }, timeoutMs)
      const done = () => {
        clearTimeout(timer)
        resolve()
      }
      s.once('connect', done)
    })
  }
  return (await s.timeout(timeoutMs).emitWithAck(event, payload)) as T
}
