import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toast } from 'sonner'
import { z } from 'zod'
import { RC } from '@shared/response-codes'
import type { ApiAnswer } from '@/lib/api'
import { i18n as globalI18n } from '@/lib/i18n'
import { translateMessage } from '@/lib/validation-messages'

/** The role screen's messages (spec 000 sections 5 and 8). */
export const roleMessages = {
  nameRequired: msg`Name is required`,
  nameLong: msg`Name must have at most 100 characters`,
  created: msg`Role created successfully`,
  updated: msg`Role updated successfully`,
  assigned: msg`Role assigned successfully`,
  duplicate: msg`Duplicate Records`,
  selectUsers: msg`Please select atleast one record from table`,
  serverError: msg`Server Error, Please try after sometime`,
} as const

/** A role name in a form: trimmed, required ('Name is required'), at most 100 characters; messages in the UI language. */
export const roleNameField = z
  .string()
  .trim()
  .min(1, { error: () => globalI18n._(roleMessages.nameRequired) })
  .max(100, { error: () => globalI18n._(roleMessages.nameLong) })

/** The server's English texts of the role calls (shared/api/roles.ts) and their translations. */
const serverTexts = new Map<string, MessageDescriptor>([
  ['Name is required', roleMessages.nameRequired],
  ['Name must have at most 100 characters', roleMessages.nameLong],
  ['Please select atleast one record from table', roleMessages.selectUsers],
  ['Please select a role', msg`Please select a role`],
  ['Only admin and worker users can be assigned a role', msg`Only admin and worker users can be assigned a role`],
  ['You cannot grant a role broader than your own', msg`You cannot grant a role broader than your own`],
])

/** The text of a refused call's message, translated when it is one we know. */
export function answerText(i18n: I18n, message: string | undefined): string {
  const known = message ? serverTexts.get(message) : undefined
  if (known) return i18n._(known)
  return translateMessage(i18n, message, message ? undefined : roleMessages.serverError)
}

/**
 * Says how a role call ended: the success message on 109 (and true), 'Duplicate Records' on 114, the server's
 * message on 110, nothing on 108 (the session handler takes over), a server error otherwise.
 */
export function reportAnswer(i18n: I18n, answer: ApiAnswer, success: MessageDescriptor): boolean {
  switch (answer.responseCode) {
    case RC.SUCCESS:
      toast.success(i18n._(success))
      return true
    case RC.DUPLICATE:
      toast.error(i18n._(roleMessages.duplicate))
      return false
    case RC.INVALID_SESSION:
      return false
    case RC.BAD_INPUT:
    case RC.NO_PERMISSION:
    case RC.NOT_FOUND:
      toast.error(answerText(i18n, answer.message))
      return false
    default:
      toast.error(i18n._(roleMessages.serverError))
      return false
  }
}
