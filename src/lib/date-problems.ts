import type { ErrorOption } from 'react-hook-form'

/**
 * The date fields of a form whose typed text is not a date, with the field's message. The form itself holds '' for
 * such a field (as the native input reported), so the form's schema alone would save an optional date as empty; the
 * record dialog asks here before saving and refuses instead (issue 15: an invalid date of birth was saved as none).
 */
const problems = new WeakMap<object, Map<string, string>>()

/** Notes (message) or clears (null) the problem of the date field `name` of the form of `control`. */
export function noteDateProblem(control: object, name: string, message: string | null): void {
  let fields = problems.get(control)
  if (!message) return void fields?.delete(name)
  if (!fields) problems.set(control, (fields = new Map()))
  fields.set(name, message)
}

/** Shows every noted date problem of the form as its field's error; true when there was one (the save stops). */
export function refuseDateProblems(control: object, setError: (name: never, error: ErrorOption) => void): boolean {
  const fields = problems.get(control)
  if (!fields || fields.size === 0) return false
  for (const [name, message] of fields) setError(name as never, { type: 'dateText', message })
  return true
}
