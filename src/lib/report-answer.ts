import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { toast } from '@/lib/toast'
import { RC } from '@shared/response-codes'
import type { ApiAnswer } from '@/lib/api'
import { translateMessage } from '@/lib/validation-messages'

/** A feature's server texts (the English messages of its shared schemas and calls) and their translations. */
export type ServerTexts = ReadonlyMap<string, MessageDescriptor>

export const answerMessages = {
  duplicate: msg`Duplicate Records`,
  serverError: msg`Server Error, Please try after sometime`,
} as const

/**
 * A server text in the active language: from `texts` when it is there, else as the shared validation messages
 * translate it; an unknown text is `fallback` when given and otherwise shown as it came.
 */
export function serverText(i18n: I18n, texts: ServerTexts, text: string | undefined, fallback?: MessageDescriptor): string {
  const known = text ? texts.get(text) : undefined
  if (known) return i18n._(known)
  return translateMessage(i18n, text, fallback)
}

/** The text of a refused call's message in the active language; 'Server Error, Please try after sometime' without one. */
export const answerText = (i18n: I18n, texts: ServerTexts, message: string | undefined): string =>
  serverText(i18n, texts, message, message ? undefined : answerMessages.serverError)

/**
 * Says how a call ended: `success` on 109 (and answers true), 'Duplicate Records' on 114, the server's message
 * (translated through `texts`) on 110 / 111 / 123 / 125, nothing on 108 (the session handler takes over), a server error
 * otherwise.
 */
export function reportAnswer(i18n: I18n, answer: ApiAnswer, success: MessageDescriptor, texts: ServerTexts): boolean {
  switch (answer.responseCode) {
    case RC.SUCCESS:
      toast.success(i18n._(success))
      return true
    case RC.DUPLICATE:
      toast.error(i18n._(answerMessages.duplicate))
      return false
    case RC.INVALID_SESSION:
      return false
    case RC.BAD_INPUT:
    case RC.NO_PERMISSION:
    case RC.NOT_FOUND:
    case RC.EDIT_CONFLICT:
      toast.error(answerText(i18n, texts, answer.message))
      return false
    default:
      toast.error(i18n._(answerMessages.serverError))
      return false
  }
}
