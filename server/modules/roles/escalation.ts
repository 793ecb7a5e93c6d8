import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BROADER_THAN_OWN } from '../../../shared/permissions'
import { RC } from '../../../shared/response-codes'
import { answer } from '../../http'

/**
 * The escalation guard (SECURITY.md): unless the actor is the super admin, a role may not be given screens or buttons
 * the actor does not hold, nor be granted when it is broader than the actor's own. Refuses (111, audited) when
 * `beyond` lists any; answers true when it refused.
 */
export async function refusedAsBroader(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  roleId: string,
  beyond: string[],
): Promise<boolean> {
  if (beyond.length === 0) return false
  await fastify.audit(request, {
    action: 'permission.denied',
    entity: 'role',
    recordId: roleId,
    comment: `beyond the actor's own permissions: ${beyond.slice(0, 5).join(', ')}${beyond.length > 5 ? ', …' : ''}`,
  })
  void answer(reply, RC.NO_PERMISSION, BROADER_THAN_OWN)
  return true
}
