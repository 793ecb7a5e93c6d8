import type { QueryClient } from '@tanstack/react-query'
import type { Socket } from 'socket.io-client'
import { REALTIME_EVENTS } from '@shared/api/realtime'
import { sessionQueryKey } from './session'

/**
 * The signed-in app's socket.io connection (same origin, the session cookie authenticates it). socket.io-client is
 * loaded on first use, after sign-in, so it stays out of the initial bundle. One connection per tab; `disconnect`
 * on sign-out. Later modules add their listeners through `onRealtime`.
 */
let socket: Socket | null = null
let connecting: Promise<Socket> | null = null
let generation = 0

export function connectRealtime(queryClient: QueryClient): Promise<Socket> {
  if (socket) return Promise.resolve(socket)
  const mine = generation
  connecting ??= import('socket.io-client').then(({ io }) => {
    const s = io({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'] })
    // What the user may do changed: the session (and with it menu, palette, toolbars and the guard) is refetched.
    s.on(REALTIME_EVENTS.sessionChanged, () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }))
    // After a reconnect the session may have changed while we were away.
    s.io.on('reconnect', () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }))
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
