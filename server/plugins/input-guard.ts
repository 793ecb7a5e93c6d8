import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { findUnsafeInput, type InputProblem } from '../../shared/input-safety'
import { privilegedFieldMessage } from '../../shared/privileged-fields'
import { RC } from '../../shared/response-codes'
import { refusedPrivilegedFields } from '../lib/privileged-fields'

const refuse = (reply: FastifyReply, problems: InputProblem[]) =>
  reply.code(400).send({ responseCode: RC.BAD_INPUT, message: problems[0]!.message, errors: problems })

/**
 * The request boundary every route passes before its schema runs (SECURITY.md items 13, 16 and 26), added to each
 * route as it is registered, so a route added later is covered without its author doing anything:
 * 1. params, query and body hold no forbidden text (control characters, lone surrogates; shared/input-safety.ts) in
 *    values or keys, and nothing nested too deeply;
 * 2. body and query carry no privileged field (shared/privileged-fields.ts) the route's schema does not name (or the
 *    one `config.parsesBodyWith` picks) and its `config.acceptsPrivileged` does not list; such an attempt is audited
 *    (`privilege.refused`, the field names only).
 * Either answers 400/110 with a message naming the field.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const bodySchema = route.schema?.body
    const querySchema = route.schema?.querystring
    const accepted = route.config?.acceptsPrivileged ?? []
    const bodySchemaFor = route.config?.parsesBodyWith ?? (() => bodySchema)

    async function guard(request: FastifyRequest, reply: FastifyReply) {
      const unsafe =
        findUnsafeInput(request.params, 'params') ?? findUnsafeInput(request.query, 'query') ?? findUnsafeInput(request.body, 'body')
      if (unsafe) return refuse(reply, [unsafe])

      const fields = [
        ...refusedPrivilegedFields(bodySchemaFor(request.body), request.body, accepted),
        ...refusedPrivilegedFields(querySchema, request.query, accepted),
      ]
      if (fields.length === 0) return
      await app.audit(request, {
        action: 'privilege.refused',
        entity: 'endpoint',
        recordId: null,
        changes: { fields: fields.slice(0, 20) },
        comment: `${request.method} ${request.routeOptions.url}: ${fields.slice(0, 5).join(', ')}${fields.length > 5 ? ', …' : ''}`,
      })
      return refuse(
        reply,
        fields.map((path) => ({ path, message: privilegedFieldMessage(path) })),
      )
    }

    route.preValidation = [...(route.preValidation ? [route.preValidation].flat() : []), guard]
  })
}
