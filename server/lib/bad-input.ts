import type { FastifyReply } from 'fastify'
import type { z } from 'zod'
import { MESSAGES, RC } from '../../shared/response-codes'

/** The 400/110 answer for a zod error found in a handler, shaped as the error plugin shapes a schema's (server/plugins/errors.ts). */
export function badInput(reply: FastifyReply, error: z.ZodError) {
  const first = error.issues[0]
  const message = first?.message && !first.message.startsWith('Invalid input') ? first.message : MESSAGES.BAD_INPUT
  const errors = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
  return reply.code(400).send({ responseCode: RC.BAD_INPUT, message, errors })
}
