import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { httpStatusFor, MESSAGES, RC } from '../shared/response-codes'

/** Every answer's envelope (the OpenAPI response schemas merge their payload into it). */
export const envelope = z.object({ responseCode: z.number(), message: z.string().optional() })

/** Seconds a client is asked to wait (`Retry-After`) when the service is briefly away: database, shutdown. */
export const RETRY_AFTER_SECONDS = 5

/**
 * A refusal (issue 34): every answer but a success is thrown, never sent by a module, so no handler can go on after
 * it. The error plugin (server/plugins/errors.ts) answers `{ responseCode, message?, ...payload }` with the HTTP status
 * of the code (or `httpStatus`), and Retry-After with a 503; thrown inside `fastify.transact` it rolls the transaction
 * back, so a refusal anywhere changes nothing.
 */
export class Refused extends Error {
  readonly httpStatus: number
  constructor(
    readonly responseCode: number,
    message?: string,
    readonly payload?: object,
    httpStatus?: number,
  ) {
    super(message ?? '')
    this.name = 'Refused'
    this.httpStatus = httpStatus ?? httpStatusFor(responseCode)
  }
  /** The answer's body. */
  body(): Record<string, unknown> {
    return { responseCode: this.responseCode, ...(this.message ? { message: this.message } : {}), ...(this.payload ?? {}) }
  }
}

/** Refuses the call: throws the refusal the error plugin answers. */
export function refuse(responseCode: number, message?: string, payload?: object): never {
  throw new Refused(responseCode, message, payload)
}

/** 403/111. */
export function denied(): never {
  return refuse(RC.NO_PERMISSION, MESSAGES.NO_PERMISSION)
}

/** 401/108. */
export function invalidSession(): never {
  return refuse(RC.INVALID_SESSION, MESSAGES.INVALID_SESSION)
}

/** 503/113 with Retry-After: the database is away or the server is restarting; the same call will work again. */
export const unavailableRefusal = (message: string = MESSAGES.SERVICE_UNAVAILABLE) => new Refused(RC.SERVER_ERROR, message, undefined, 503)

/** Refuses with 503/113 and Retry-After (unavailableRefusal). */
export function unavailable(message?: string): never {
  throw unavailableRefusal(message)
}

/** The codes answered with HTTP 200: the only ones a module sends itself. */
export type SuccessCode =
  typeof RC.SUCCESS | typeof RC.OTP_SENT | typeof RC.NEW_PASSWORD_SENT | typeof RC.PASSWORD_CHANGED | typeof RC.PASSWORD_GENERATED

/** Sends a success `{ responseCode, message, ...payload }` (HTTP 200); any other code is refused with `refuse`. */
export function answer<T extends object>(reply: FastifyReply, responseCode: SuccessCode, message?: string, payload?: T) {
  const status = httpStatusFor(responseCode)
  if (status !== 200) throw new Error(`answer() is for successes; ${responseCode} is refused with refuse()`)
  return reply.code(status).send({ responseCode, ...(message ? { message } : {}), ...(payload ?? {}) })
}

export const ok = <T extends object>(reply: FastifyReply, payload?: T, message?: string) => answer(reply, RC.SUCCESS, message, payload)

/** Sends a refusal: the error plugin's, for what is not a route handler (a framework error, a hook outside it). */
export function sendRefusal(reply: FastifyReply, refused: Refused) {
  if (refused.httpStatus === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
  return reply.code(refused.httpStatus).send(refused.body())
}
