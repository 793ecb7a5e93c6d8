import { z } from 'zod'
import { PASSWORD_MAX, PASSWORD_MIN, VM } from '../validation'

/**
 * The password rule in force (issue 21): the organisation settings' minimum and maximum length (Options screen), never
 * below SECURITY.md item 10 (at least 8 characters, up to at least 64 allowed) and never above the sign-in form's
 * ceiling (PASSWORD_MAX, what the sign-in and change calls accept). Without the options module: today's 8 and 128.
 */

/** SECURITY.md item 10: the shortest minimum, and the lowest maximum, a setting can give. */
const MIN_FLOOR = PASSWORD_MIN
const MAX_FLOOR = 64

export interface PasswordRule {
  min: number
  max: number
}

export const DEFAULT_PASSWORD_RULE: PasswordRule = { min: PASSWORD_MIN, max: PASSWORD_MAX }

/** The rule the settings give (null: no options module, the built-in rule). */
export function effectivePasswordRule(settings: { passwordMinLength: number; passwordMaxLength: number } | null): PasswordRule {
  if (!settings) return DEFAULT_PASSWORD_RULE
  const max = Math.min(PASSWORD_MAX, Math.max(MAX_FLOOR, settings.passwordMaxLength))
  const min = Math.min(max, Math.max(MIN_FLOOR, settings.passwordMinLength))
  return { min, max }
}

/** The English refusal of a length out of the rule; the built-in rule keeps the specification's own texts. */
export function passwordLengthMessage(kind: 'short' | 'long', rule: PasswordRule): string {
  if (kind === 'short') return rule.min === PASSWORD_MIN ? VM.passwordShort : `Password must have at least ${rule.min} characters`
  return rule.max === PASSWORD_MAX ? VM.passwordLong : `Password must have at most ${rule.max} characters`
}

/** A refusal text of passwordLengthMessage read back: which bound and its number (for the app to translate it). */
export function readPasswordLengthMessage(text: string | undefined): { kind: 'short' | 'long'; n: number } | null {
  const m = /^Password must have +at (least|most) (\d+) characters$/.exec(text ?? '')
  return m ? { kind: m[1] === 'least' ? 'short' : 'long', n: Number(m[2]) } : null
}

/** GET /password/rule (any signed-in user, also while a password change is required): the lengths in force. */
export const PASSWORD_RULE_CALL = '/password/rule'
export const passwordRuleAnswer = z.object({ rule: z.object({ min: z.number().int(), max: z.number().int() }) })
