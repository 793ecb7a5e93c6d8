import { effectivePasswordRule, passwordLengthMessage, type PasswordRule } from '../../shared/api/users.password'
import { VM } from '../../shared/validation'
import type { Db } from '../db/client'
import { organisationSettings } from '../lib/option-lists'
import { passwordProblem } from './passwords'

/**
 * The password length rule in force (issue 21): the organisation settings' minimum and maximum (read per request, so a
 * change on the Options screen applies at once on every node) within SECURITY.md item 10; the built-in 8 to 128 without
 * the options module.
 */
export async function passwordRule(db: Pick<Db, 'execute'>): Promise<PasswordRule> {
  return effectivePasswordRule(await organisationSettings(db))
}

/** The English refusal of a new password under the rule (its length, then the block list), or null when acceptable. */
export function passwordRefusal(password: string, rule: PasswordRule, context: { mobileNo?: string } = {}): string | null {
  const problem = passwordProblem(password, context, rule)
  if (problem === 'short' || problem === 'long') return passwordLengthMessage(problem, rule)
  return problem === 'common' ? VM.passwordCommon : null
}
