import type { FastifyError, FastifyInstance } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'
import { MESSAGES, RC } from '../../shared/response-codes'
import { Refused, sendRefusal, unavailableRefusal } from '../http'
import { isDatabaseUnavailable } from '../lib/database-unavailable'

/**
 * Every error becomes the JSON envelope with a response code: a refusal a module threw (`Refused`, server/http.ts:
 * `refuse`, `denied`, `recordNotFound`, `badInput`… — a stored file the save may not take among them) its code, message
 * and payload with the status of its code, not logged as an error; bad input 400/110 with the first
 * validation message, too large 413, throttled 429/112, database away 503/113
 * with Retry-After, and anything else
 * 500/113 with the details only in the log (never a stack trace to the client).
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Thrown by a handler or hook to refuse the call; a transaction it was thrown in has rolled back.
    if ((error as unknown) instanceof Refused) return sendRefusal(reply, error as unknown as Refused)
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0]
      const message = first?.message && !first.message.startsWith('Invalid input') ? first.message : MESSAGES.BAD_INPUT
      const errors = error.validation.map((v) => ({ path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'), message: v.message }))
      return reply.code(400).send({ responseCode: RC.BAD_INPUT, message, errors })
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema')
      return reply.code(500).send({ responseCode: RC.SERVER_ERROR, message: MESSAGES.SERVER_ERROR })
    }
    const status = error.statusCode ?? 500
    if (status === 429) return reply.code(429).send({ responseCode: RC.THROTTLED, message: MESSAGES.THROTTLED })
    if (status === 413) return reply.code(413).send({ responseCode: RC.BAD_INPUT, message: 'Request is too large' })
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, bad headers: the framework's text is safe and useful.
      return reply.code(status).send({ responseCode: RC.BAD_INPUT, message: error.message || MESSAGES.BAD_INPUT })
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable')
      return sendRefusal(reply, unavailableRefusal())
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.code(500).send({ responseCode: RC.SERVER_ERROR, message: MESSAGES.SERVER_ERROR })
  })
}
