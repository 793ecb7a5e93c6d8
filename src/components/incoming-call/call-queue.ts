import { incomingCall, type IncomingCall } from '@shared/api/realtime'

/** At most this many calls wait; older waiting calls are dropped first (the one showing stays). */
export const CALL_QUEUE_MAX = 20

/**
 * The incoming-call queue of the overlay: the first call shows, the others wait their turn (several calls in a row
 * never overwrite each other). A call already queued (same callId) is not added twice; invalid events are ignored.
 */
export function enqueueCall(queue: readonly IncomingCall[], event: unknown): readonly IncomingCall[] {
  const parsed = incomingCall.safeParse(event)
  if (!parsed.success) return queue
  const call = parsed.data
  if (queue.some((c) => c.callId === call.callId)) return queue
  const next = [...queue, call]
  return next.length > CALL_QUEUE_MAX ? [next[0]!, ...next.slice(next.length - CALL_QUEUE_MAX + 1)] : next
}

/** The queue once the showing call is closed or continued. */
export const dismissCall = (queue: readonly IncomingCall[]): readonly IncomingCall[] => queue.slice(1)
