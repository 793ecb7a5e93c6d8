import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { recordIdBody, USER_CALLS, userLogRow, userRecordContract, type UserForm } from '../../../shared/api/users'
import { recordLogs } from '../../audit/audit'
import { users } from '../../db/schema'
import { envelope, ok } from '../../http'
import { claimFiles } from '../../lib/file-claims'
import { registerRecordRoutes } from '../../lib/records'
import { pushSessionChanged } from '../../lib/session-push'
import { reachableUser, recordNotFound } from '../../lib/user-reach'
import { attemptsReset } from './attempts'
import { lockDepartments } from './departments'
import { userDetailsOf } from './details'
import { userRules } from './rules'
import { userScope } from './scope'
import { columnsOf, passwordColumns, passwordOf, type UserRow } from './user-columns'
import { changesComment } from '../../lib/changed-fields'

/** Changes that alter what the user may do: their open tabs refetch the session. */
const SESSION_FIELDS = ['roleId', 'active', 'userType', 'scuId', 'branchId']

/**
 * The user record calls (spec 000 section 7, Users), all under Users: details (view, visibility or edit: each opens
 * the form), add (add), update and the attempts reset (edit), delete (delete), logs (logs). An scc or worker user
 * reaches only users of their centre (and branch) and may only add or move users into it; others get 404/123.
 * Deactivating a user, setting their password or deleting them ends their sessions once the change is committed.
 */
export function userRecordRoutes(fastify: FastifyInstance): void {
  const rules = userRules(fastify)
  const attempts = attemptsReset(fastify, rules)

  registerRecordRoutes(fastify, {
    contract: userRecordContract,
    screen: 'Users',
    detailsButtons: ['view', 'visibility', 'edit'],
    entity: 'user',
    what: 'user',
    tags: ['users'],
    table: users,
    id: users.id,
    active: users.active,
    scope: userScope,
    details: async (row: UserRow, ctx) => ({ user: await userDetailsOf(ctx.db, row, ctx.now) }),
    columns: async (form, _ctx, before) => ({ ...columnsOf(form), ...(await passwordColumns(form, before)) }),
    check: (form, before, ctx) => rules.formRefusal(form, before, ctx),
    beforeWrite: async (tx, form, _ctx, { before }) => {
      await lockDepartments(tx, form, before)
      return undefined
    },
    afterWrite: async (tx, recordId, form, { auth }, { before, changes, afterCommit }) => {
      const c = columnsOf(form)
      await claimFiles(tx, { entity: 'user', recordId, urls: [c.profileImage, c.licence, c.insurance, c.rc], actorId: auth.user.id })
      if (!before) return
      if (SESSION_FIELDS.some((k) => k in changes)) afterCommit(() => pushSessionChanged(fastify, [recordId]))
      if (changes.active?.to === false || passwordOf(form)) afterCommit(() => fastify.endUserSessions(recordId))
    },
    checkRemove: (row, ctx) => rules.removeRefusal(row, ctx),
    checkRestore: (row, ctx) => rules.restoreRefusal(row, ctx),
    afterRemove: (_tx, row, _ctx, afterCommit) => {
      afterCommit(() => pushSessionChanged(fastify, [row.id]))
      afterCommit(() => fastify.endUserSessions(row.id))
    },
    updateAlso: attempts.asUpdate,
    comment: {
      created: (form: UserForm) => `${form.userType} ${form.fname} ${form.lname} created`,
      updated: (changes) => `${changesComment(changes)}${changes.active?.to === false ? ', deactivated' : ''}`,
      deleted: (row) => `${row.userType} ${row.fname} ${row.lname ?? ''}`.trim() + ' deleted',
    },
  })

  attempts.register()

  fastify.withTypeProvider<ZodTypeProvider>().post(
    USER_CALLS.logs,
    {
      schema: {
        tags: ['users'],
        summary: 'The audit rows of one user, newest first (at most 500)',
        body: recordIdBody,
        response: { 200: envelope.extend({ logs: z.array(userLogRow) }) },
      },
      config: { access: { screen: 'Users', button: 'logs' } },
    },
    async (request, reply) => {
      const u = await reachableUser(fastify.db, request.auth!, request.body.recordId)
      if (!u) return recordNotFound()
      return ok(reply, { logs: await recordLogs(fastify.db, 'user', u.id) })
    },
  )
}
