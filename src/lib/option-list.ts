import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react/macro'
import { type ActiveOption, labelOfValue, OPTIONS_CALLS, optionListAnswer, type OptionListKey } from '@shared/api/options.query'
import { RC } from '@shared/response-codes'
import { api, ApiError } from '@/lib/api'

/**
 * The option lists of the Options screen (issue 21) as the other screens' pickers and filters read them. The query key
 * is `['options', 'list', name]`: the Options screen refreshes every `['options']` query when it changes a list.
 */

/** GET /options/list?name=<name>: the active values of one list, in order; kept a minute. */
export function useOptionList(name: OptionListKey) {
  return useQuery({
    queryKey: ['options', 'list', name],
    staleTime: 60_000,
    queryFn: async ({ signal }): Promise<ActiveOption[]> => {
      const answer = await api.get(OPTIONS_CALLS.list, { query: { name }, schema: optionListAnswer, signal })
      if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
      return answer.data.options
    },
  })
}

/** The built-in values' translated labels of a list (the module's enum labels). */
export type BuiltInLabels = Readonly<Record<string, MessageDescriptor>>

/**
 * An option as a picker shows it: a built-in value not renamed on the Options screen keeps its one translated label,
 * any other its label from the list.
 */
export function optionLabel(i18n: I18n, o: { value: string; label: string }, builtIn: BuiltInLabels): string {
  const own = Object.hasOwn(builtIn, o.value) ? builtIn[o.value] : undefined
  return own && o.label === labelOfValue(o.value) ? i18n._(own) : o.label
}

/**
 * A stored value as a screen shows it: through the list when it is there (active), else its built-in translated label,
 * else the value itself (a value deactivated since, which the active list no longer holds).
 */
export function valueLabel(i18n: I18n, value: string, options: readonly ActiveOption[] | undefined, builtIn: BuiltInLabels): string {
  const o = options?.find((x) => x.value === value)
  if (o) return optionLabel(i18n, o, builtIn)
  const own = Object.hasOwn(builtIn, value) ? builtIn[value] : undefined
  return own ? i18n._(own) : value
}

/**
 * The active values of a list as `{ value, label }` choices (a form's select, a table's lookup filter), each labelled by
 * `optionLabel`. `keep` adds a stored value no longer active (an edit may keep it) at the end so the picker still shows
 * it. When the list cannot be read (no options module on the server) the choices are `fallback` (by default the keys of
 * `builtIn`), the values the server then accepts.
 */
export function useOptionChoices(
  name: OptionListKey,
  builtIn: BuiltInLabels,
  { keep, fallback }: { keep?: string | null; fallback?: readonly string[] } = {},
) {
  const { i18n } = useLingui()
  const { data, isLoading, isError } = useOptionList(name)
  const options = useMemo(() => {
    const backup = isError ? (fallback ?? Object.keys(builtIn)).map((value) => ({ value, label: labelOfValue(value) })) : []
    const active = data ?? backup
    const list = active.map((o) => ({ value: o.value, label: optionLabel(i18n, o, builtIn) }))
    if (keep && !isLoading && !list.some((o) => o.value === keep))
      list.push({ value: keep, label: valueLabel(i18n, keep, active, builtIn) })
    return list
  }, [data, isError, isLoading, i18n, builtIn, keep, fallback])
  return { options, loading: isLoading }
}
