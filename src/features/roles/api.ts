import { useMutation, useQuery } from '@tanstack/react-query'
import {
  ROLE_PATHS,
  roleRecordContract,
  rolesTableContract,
  roleUnassignedAnswer,
  type RoleGrantBody,
  type RoleUpdateBody,
} from '@shared/api/roles'
import type { PermissionList } from '@shared/permissions'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource } from '@/lib/api'
import { recordApi } from '@/lib/record-api'
import { roleMessages, roleServerTexts } from './messages'

export type { RoleDetails, RoleListRow as RoleRow } from '@shared/api/roles'

/** The role record calls (shared/api/roles.ts): details (`role`) and create (answers `roleId`). */
export const roleApi = recordApi(rolesTableContract, roleRecordContract, { saved: roleMessages.created, texts: roleServerTexts })

/** An admin or employee the assign panel offers (a missing last name is empty). */
export interface UnassignedUser {
  _id: string
  fname: string
  lname: string
  mobileNo: string
}
export interface Unassigned {
  admins: UnassignedUser[]
  employees: UnassignedUser[]
}

/** POST /role/permission/unassigned while `roleId` is set. */
export function useUnassigned(roleId: string | null) {
  return useQuery({
    queryKey: [ROLE_PATHS.unassigned, roleId],
    enabled: roleId !== null,
    gcTime: 0,
    retry: false,
    queryFn: async ({ signal }): Promise<Unassigned> => {
      const answer = await api.post(ROLE_PATHS.unassigned, { roleId }, { schema: roleUnassignedAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      const named = (u: (typeof answer.data.admins)[number]): UnassignedUser => ({ ...u, lname: u.lname ?? '' })
      return { admins: answer.data.admins.map(named), employees: answer.data.employees.map(named) }
    },
  })
}

/** PUT /role/permission/update: name, active and the whole permission list (every screen and button, from the editor). */
export type RoleUpdate = Omit<RoleUpdateBody, 'permission'> & { permission: PermissionList }

export function useUpdateRole() {
  return useMutation({
    mutationFn: ({ source, ...body }: RoleUpdate & { source: ActionSource }) => api.put(ROLE_PATHS.update, body, { source }),
  })
}

/** PUT /role/permission/grant: the role to these admins and employees. */
export function useGrantRole() {
  return useMutation({
    mutationFn: ({ source, ...body }: RoleGrantBody & { source: ActionSource }) => api.put(ROLE_PATHS.grant, body, { source }),
  })
}
