import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BROADER_THAN_OWN } from '../../../shared/permissions'
import { RC } from '../../../shared/response-codes'
import { refuse } from '../../http'

/**
 * The escalation guard (SECURITY.md): unless the actor is the super admin, a role may not be given screens or buttons
 * the actor does not hold, nor be granted when it is broader than the actor's own. Refuses (111, thrown, and the
 * attempt audited) when `beyond` lists any.
 */
export async function refuseIfBroader(fastify: FastifyInstance, request: FastifyRequest, roleId: string, beyond: string[]): Promise<void> {
  if (beyond.length === 0) return
  await fastify.audit(request, {
    action: 'permission.denied',
    entity: 'role',
    recordId: roleId,
    comment: `beyond the actor's own permissions: ${beyond.slice(0, 5).join(', ')}${beyond.length > 5 ? ', …' : ''}`,
  })
  refuse(RC.NO_PERMISSION, BROADER_THAN_OWN)
}
