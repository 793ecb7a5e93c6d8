import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import {
  DEFAULT_PASSWORD_RULE,
  PASSWORD_RULE_CALL,
  type PasswordRule,
  passwordLengthMessage,
  passwordRuleAnswer,
  readPasswordLengthMessage,
} from '@shared/api/users.password'
import { RC } from '@shared/response-codes'
import { VM } from '@shared/validation'
import { api, ApiError } from '@/lib/api'
import { translateMessage } from '@/lib/validation-messages'

/**
 * The password lengths in force (issue 21: the organisation settings within SECURITY.md item 10), as the password
 * forms (a user's own change, a user's password on the Users screen) check and say them. Read by any signed-in user.
 */

/** GET /password/rule: the lengths in force; the built-in 8 to 128 until it answers (the server checks anyway). */
export function usePasswordRule(): PasswordRule {
  const { data } = useQuery({
    queryKey: ['password', 'rule'],
    staleTime: 60_000,
    queryFn: async ({ signal }) => {
      const answer = await api.get(PASSWORD_RULE_CALL, { schema: passwordRuleAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.rule
    },
  })
  return data ?? DEFAULT_PASSWORD_RULE
}

/**
 * A password length message in the active language: the specification's texts for the built-in rule, the settings'
 * numbers otherwise; null when `text` is no length message.
 */
export function passwordLengthText(i18n: I18n, text: string | undefined): string | null {
  if (text === VM.passwordShort || text === VM.passwordLong) return translateMessage(i18n, text)
  const read = readPasswordLengthMessage(text)
  if (!read) return null
  const n = read.n
  return i18n._(read.kind === 'short' ? msg`Password must have at least ${n} characters` : msg`Password must have at most ${n} characters`)
}

/** Why `password` breaks the lengths of `rule` (the English message the server would answer), or null. */
export function passwordLengthProblem(password: string, rule: PasswordRule): string | null {
  if (password.length < rule.min) return passwordLengthMessage('short', rule)
  if (password.length > rule.max) return passwordLengthMessage('long', rule)
  return null
}
