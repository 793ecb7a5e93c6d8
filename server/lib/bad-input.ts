import type { z } from 'zod'
import { MESSAGES, RC } from '../../shared/response-codes'
import { refuse } from '../http'

/** Refuses with 400/110 for a zod error found in a handler, shaped as the error plugin shapes a schema's (server/plugins/errors.ts). */
export function badInput(error: z.ZodError): never {
  const first = error.issues[0]
  const message = first?.message && !first.message.startsWith('Invalid input') ? first.message : MESSAGES.BAD_INPUT
  const errors = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }))
  return refuse(RC.BAD_INPUT, message, { errors })
}
