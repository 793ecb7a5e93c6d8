import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { z } from 'zod'
import { i18n as globalI18n } from '@/lib/i18n'
import type { ServerTexts } from '@/lib/report-answer'

/** The role screen's messages (spec 000 sections 5 and 8). */
export const roleMessages = {
  nameRequired: msg`Name is required`,
  nameLong: msg`Name must have at most 100 characters`,
  created: msg`Role created successfully`,
  updated: msg`Role updated successfully`,
  assigned: msg`Role assigned successfully`,
  selectUsers: msg`Please select atleast one record from table`,
} as const

/** A role name in a form: trimmed, required ('Name is required'), at most 100 characters; messages in the UI language. */
export const roleNameField = z
  .string()
  .trim()
  .min(1, { error: () => globalI18n._(roleMessages.nameRequired) })
  .max(100, { error: () => globalI18n._(roleMessages.nameLong) })

/** The server's English texts of the role calls (shared/api/roles.ts) and their translations. */
export const roleServerTexts: ServerTexts = new Map<string, MessageDescriptor>([
  ['Name is required', roleMessages.nameRequired],
  ['Name must have at most 100 characters', roleMessages.nameLong],
  ['Please select atleast one record from table', roleMessages.selectUsers],
  ['Please select a role', msg`Please select a role`],
  ['Only admin and worker users can be assigned a role', msg`Only admin and worker users can be assigned a role`],
  ['You cannot grant a role broader than your own', msg`You cannot grant a role broader than your own`],
])
