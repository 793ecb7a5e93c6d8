import { toNestErrors } from '@hookform/resolvers'
import type { I18n } from '@lingui/core'
import type { FieldError, Resolver } from 'react-hook-form'
import type { PasswordRule } from '@shared/api/users.password'
import { passwordLengthProblem } from '@/lib/password-rule'
import { validate } from './form-payload'
import type { FormMode, UserFormValues } from './form-values'
import { userText } from './messages'

/**
 * The user form's check: the schema the server uses for the mode (userForm for a new user, userUpdateForm for an
 * edit) on what the form would send, and a typed password against the lengths in force (`passwordRule`, the
 * organisation settings'), the English messages translated, by field.
 */
export function userResolver(mode: FormMode, userId: string | undefined, i18n: I18n, passwordRule: PasswordRule): Resolver<UserFormValues> {
  return (values, _context, options) => {
    let issues = validate(values, mode, userId)
    // The schema knows only the built-in lengths: the rule in force says the password's length message.
    const length = values.password ? passwordLengthProblem(values.password, passwordRule) : null
    if (length) issues = [...issues.filter((i) => i.path !== 'password'), { path: 'password', message: length }]
    if (issues.length === 0) return { values, errors: {} }
    const flat: Record<string, FieldError> = {}
    for (const issue of issues) flat[issue.path] = { type: 'validate', message: userText(i18n, issue.message) }
    return { values: {}, errors: toNestErrors(flat, options) }
  }
}
