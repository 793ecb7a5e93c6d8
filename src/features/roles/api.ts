import { useMutation, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import type { PermissionList } from '@shared/permissions'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ActionSource } from '@/lib/api'

/** The owner of a role as the list and the details show it. */
const owner = z.object({ fname: z.string().nullish(), email: z.string().nullish() }).nullish()

/** A row of POST /roles/all. */
export const roleRow = z.object({
  _id: z.string(),
  name: z.string(),
  active: z.boolean(),
  owner,
  createdAt: z.union([z.string(), z.number()]).nullish(),
  updatedAt: z.union([z.string(), z.number()]).nullish(),
})
export type RoleRow = z.infer<typeof roleRow>

const permissionList = z.array(
  z.object({
    label: z.string(),
    enable: z.boolean(),
    buttons: z.array(z.object({ label: z.string(), enable: z.boolean() })).default([]),
  }),
)

/** POST /role/details. */
const roleDetailsAnswer = z.object({
  role: z.object({
    _id: z.string(),
    name: z.string(),
    active: z.boolean(),
    permission: permissionList.nullish(),
    owner,
    createdAt: z.union([z.string(), z.number()]).nullish(),
    updatedAt: z.union([z.string(), z.number()]).nullish(),
  }),
})
export type RoleDetails = z.infer<typeof roleDetailsAnswer>['role']

const person = z.object({
  _id: z.string(),
  fname: z.string().nullish().transform((v) => v ?? ''),
  lname: z.string().nullish().transform((v) => v ?? ''),
  mobileNo: z.string().nullish().transform((v) => v ?? ''),
})

/** POST /role/permission/unassigned. */
const unassignedAnswer = z.object({ admins: z.array(person).default([]), employees: z.array(person).default([]) })
export type Unassigned = z.infer<typeof unassignedAnswer>

/** The query key of the roles table (the shared table keys its pages by ['table', endpoint, body]). */
export const ROLES_LIST_KEY = ['table', '/roles/all'] as const

export function useRoleDetails(roleId: string | null) {
  return useQuery({
    queryKey: ['role', 'details', roleId],
    enabled: roleId !== null,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const answer = await api.post('/role/details', { roleId }, { schema: roleDetailsAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.role
    },
    retry: false,
  })
}

export function useUnassigned(roleId: string | null) {
  return useQuery({
    queryKey: ['role', 'unassigned', roleId],
    enabled: roleId !== null,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const answer = await api.post('/role/permission/unassigned', { roleId }, { schema: unassignedAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data
    },
    retry: false,
  })
}

export interface CreateRoleInput {
  name: string
  source: ActionSource
}

/** POST /role/create: a new role is active (spec 000 section 4). */
export function useCreateRole() {
  return useMutation({
    mutationFn: ({ name, source }: CreateRoleInput) => api.post('/role/create', { name, active: true }, { source }),
  })
}

export interface UpdateRoleInput {
  roleId: string
  name: string
  active: boolean
  permission: PermissionList
  source: ActionSource
}

/** PUT /role/permission/update. */
export function useUpdateRole() {
  return useMutation({
    mutationFn: ({ source, ...body }: UpdateRoleInput) => api.put('/role/permission/update', body, { source }),
  })
}

export interface GrantRoleInput {
  roleId: string
  assign: string[]
  source: ActionSource
}

/** PUT /role/permission/grant. */
export function useGrantRole() {
  return useMutation({
    mutationFn: ({ source, ...body }: GrantRoleInput) => api.put('/role/permission/grant', body, { source }),
  })
}
