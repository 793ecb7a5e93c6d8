import { z } from 'zod'
import { OPTION_LIST_KEYS } from './option-keys'

/**
 * The option lists' keys and the read every screen's pickers use (issue 21): light, so a feature's form can import it
 * without the Options screen's contract (shared/api/options.ts).
 */
export { OPTION_LIST_KEYS, type OptionListKey } from './option-keys'

/** The English label a seeded value gets: 'testRide' → 'Test ride', 'not_applied' → 'Not applied'. */
export function labelOfValue(value: string): string {
  const words = value
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export const LIST_MESSAGE = 'Please select an option list'
export const optionListKey = z.enum(OPTION_LIST_KEYS, { error: LIST_MESSAGE })

export const OPTIONS_CALLS = {
  lists: '/options/lists',
  list: '/options/list',
  add: '/options/add',
  rename: '/options/rename',
  move: '/options/move',
  active: '/options/active',
  remove: '/options/delete',
  settings: '/options/settings',
} as const

/** GET /options/list?name=<key>: the active values of one list, in order. */
export const optionListQuery = z.object({ name: optionListKey })
export const activeOption = z.object({ value: z.string(), label: z.string() })
export type ActiveOption = z.infer<typeof activeOption>
export const optionListAnswer = z.object({ options: z.array(activeOption) })
