import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { MESSAGES, RC } from '../../shared/response-codes'

/**
 * Fastify's router answers an address it cannot decode (a lone surrogate's bytes, `%zz`) and an over-long path parameter
 * before any route or error handler runs, in its own shape; this gives them the API's envelope with 110 instead
 * (SECURITY.md item 16: every bad input gets a response code). Passed as the `frameworkErrors` option.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? 'The address contains characters that are not allowed'
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'The address is too long'
        : MESSAGES.BAD_INPUT
  void reply.code(status).send({ responseCode: RC.BAD_INPUT, message })
}
