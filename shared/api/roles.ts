import { z } from 'zod'
import { BUTTONS, SCREENS, type PermissionList } from '../permissions'
import { RECORD_MESSAGES, requiredName } from '../validation'
import { recordContract } from './contract'
import { roleListRow } from './roles.table'
import { versionField } from './versions'
export * from './roles.table'

/** Messages of the role calls (spec 000 sections 5 and 8). */
export const ROLE_MESSAGES = {
  ...RECORD_MESSAGES,
  nameRequired: 'Name is required',
  nameLong: 'Name must have at most 100 characters',
  selectRole: 'Please select a role',
  selectUsers: 'Please select atleast one record from table',
  unknownScreen: 'Unknown permission screen',
  unknownButton: 'Unknown permission button',
  created: 'Role created successfully',
  updated: 'Role updated successfully',
  assigned: 'Role assigned successfully',
  onlyStaff: 'Only admin and worker users can be assigned a role',
} as const

const M = ROLE_MESSAGES

export const roleId = z.guid({ error: M.selectRole })

/** A role name: trimmed, 1–100 characters. */
export const roleName = requiredName(M.nameRequired, 100, M.nameLong)

/** A permission list as the role editor sends it: only known screens and buttons (unknown labels are refused). */
export const permissionInput = z
  .array(
    z.object({
      label: z.enum(SCREENS, { error: M.unknownScreen }),
      enable: z.boolean(),
      buttons: z
        .array(z.object({ label: z.enum(BUTTONS, { error: M.unknownButton }), enable: z.boolean() }))
        .max(BUTTONS.length * 2)
        .default([]),
    }),
  )
  .max(SCREENS.length * 2)

/** Every SCREEN × BUTTON, in the model's order, with the flags of `list` (missing entries are off). */
export function normalisePermission(list: PermissionList | null | undefined): PermissionList {
  const byScreen = new Map((list ?? []).map((e) => [e.label, e]))
  return SCREENS.map((label) => {
    const entry = byScreen.get(label)
    const buttons = new Map((entry?.buttons ?? []).map((b) => [b.label, b.enable]))
    return { label, enable: entry?.enable ?? false, buttons: BUTTONS.map((b) => ({ label: b, enable: buttons.get(b) ?? false })) }
  })
}

/** Which screens and buttons differ between two permission lists: `Screen` (enable flag) or `Screen.button`. */
export function permissionDiff(before: PermissionList, after: PermissionList): Record<string, { from: boolean; to: boolean }> {
  const a = normalisePermission(before)
  const b = normalisePermission(after)
  const out: Record<string, { from: boolean; to: boolean }> = {}
  a.forEach((entry, i) => {
    const other = b[i]!
    if (entry.enable !== other.enable) out[entry.label] = { from: entry.enable, to: other.enable }
    entry.buttons.forEach((btn, j) => {
      const to = other.buttons[j]!.enable
      if (btn.enable !== to) out[`${entry.label}.${btn.label}`] = { from: btn.enable, to }
    })
  })
  return out
}

const permissionOutput = z.array(
  z.object({ label: z.string(), enable: z.boolean(), buttons: z.array(z.object({ label: z.string(), enable: z.boolean() })) }),
)

/** POST /role/details answers `role`: the row plus its permission normalised to every screen and button. */
export const roleDetails = roleListRow.extend({ permission: permissionOutput })
export type RoleDetails = z.infer<typeof roleDetails>
export const roleDetailsAnswer = z.object({ role: roleDetails })

export const roleIdBody = z.object({ roleId })

/** POST /role/create: a name; the role is created active whatever `active` says (spec 000 section 4). */
export const roleCreateBody = z.object({ name: roleName, active: z.boolean().optional() })
export type RoleCreateBody = z.input<typeof roleCreateBody>

export const roleUpdateBody = z.object({ roleId, name: roleName, active: z.boolean(), permission: permissionInput, version: versionField })
export type RoleUpdateBody = z.input<typeof roleUpdateBody>

export const roleGrantBody = z.object({
  roleId,
  assign: z
    .array(z.guid({ error: M.selectUsers }), { error: M.selectUsers })
    .min(1, M.selectUsers)
    .max(1000),
})

/** GET /roles/titles: the active roles, for the user form's permission picker. */
export const roleTitle = z.object({ _id: z.string(), name: z.string() })

/** An admin or worker without this role, for the assign panel, with the role they hold now (null: none). */
export const unassignedUser = z.object({
  _id: z.string(),
  fname: z.string(),
  lname: z.string().nullable(),
  mobileNo: z.string(),
  roleName: z.string().nullable(),
})

/** POST /role/permission/unassigned: the active admins and workers (employees) without this role, the caller left out. */
export const roleUnassignedAnswer = z.object({ admins: z.array(unassignedUser), employees: z.array(unassignedUser) })
export type RoleUnassigned = z.infer<typeof roleUnassignedAnswer>
export type RoleGrantBody = z.input<typeof roleGrantBody>

/** The role calls besides the table and the record calls: the titles, the permission update and the assign panel's. */
export const ROLE_PATHS = {
  titles: '/roles/titles',
  update: '/role/permission/update',
  unassigned: '/role/permission/unassigned',
  grant: '/role/permission/grant',
} as const

/**
 * The role record calls: details (the role with its whole permission, as `role`) and create (answers `roleId`). The
 * permission update, with its escalation guard, and the assign panel's calls are the module's own (ROLE_PATHS).
 */
export const roleRecordContract = recordContract({
  id: 'roleId',
  details: { path: '/role/details', answer: roleDetailsAnswer },
  create: { path: '/role/create', answerId: 'roleId' },
  form: roleCreateBody,
})
