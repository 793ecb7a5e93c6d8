import type { Event } from 'socket.io'
import { findUnsafeInput } from '../../shared/input-safety'
import { RC } from '../../shared/response-codes'

/**
 * socket.io's side of the request boundary (server/plugins/input-guard.ts): a packet whose payload holds forbidden text
 * (control characters, lone surrogates) or is nested too deeply never reaches a handler. A request with an
 * acknowledgement is answered 110 with the message naming the field; anything else is dropped. Installed with
 * `socket.use`, so every event, including ones added later, passes it.
 */
export function refuseUnsafePayloads([, ...args]: Event, next: (err?: Error) => void): void {
  const ack = args.at(-1)
  const payload = typeof ack === 'function' ? args.slice(0, -1) : args
  const problem = findUnsafeInput(payload.length === 1 ? payload[0] : payload, 'payload')
  if (!problem) return next()
  if (typeof ack === 'function') (ack as (answer: unknown) => void)({ responseCode: RC.BAD_INPUT, message: problem.message })
}
