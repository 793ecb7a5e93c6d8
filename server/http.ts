import type { FastifyReply } from 'fastify'
import { z } from 'zod'
import { httpStatusFor, MESSAGES, RC } from '../shared/response-codes'

/** Every answer's envelope (the OpenAPI response schemas merge their payload into it). */
export const envelope = z.object({ responseCode: z.number(), message: z.string().optional() })

/** Sends `{ responseCode, message, ...payload }` with the HTTP status that goes with the code. */
export function answer<T extends object>(reply: FastifyReply, responseCode: number, message?: string, payload?: T) {
  return reply.code(httpStatusFor(responseCode)).send({ responseCode, ...(message ? { message } : {}), ...(payload ?? {}) })
}

export const ok = <T extends object>(reply: FastifyReply, payload?: T, message?: string) => answer(reply, RC.SUCCESS, message, payload)

export const denied = (reply: FastifyReply) => answer(reply, RC.NO_PERMISSION, MESSAGES.NO_PERMISSION)

export const invalidSession = (reply: FastifyReply) => answer(reply, RC.INVALID_SESSION, MESSAGES.INVALID_SESSION)

/** Seconds a client is asked to wait (`Retry-After`) when the service is briefly away: database, shutdown. */
export const RETRY_AFTER_SECONDS = 5

/** 503/113 with Retry-After: the database is away or the server is restarting; the same call will work again. */
export const unavailable = (reply: FastifyReply, message: string = MESSAGES.SERVICE_UNAVAILABLE) =>
  reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send({ responseCode: RC.SERVER_ERROR, message })
