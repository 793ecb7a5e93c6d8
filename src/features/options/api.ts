import { useQuery, useQueryClient } from '@tanstack/react-query'
import { OPTIONS_CALLS, optionListsAnswer, settingsAnswer } from '@shared/api/options'
import { RC } from '@shared/response-codes'
import { api, ApiError, type ApiAnswer } from '@/lib/api'

async function checked<T>(promise: Promise<ApiAnswer<T>>): Promise<T> {
  const answer = await promise
  if (answer.responseCode !== RC.SUCCESS || !answer.data) throw new ApiError(answer)
  return answer.data
}

/** GET /options/lists: every list with all its values. */
export function useOptionLists() {
  return useQuery({
    queryKey: ['options', 'lists'],
    queryFn: async ({ signal }) => (await checked(api.get(OPTIONS_CALLS.lists, { schema: optionListsAnswer, signal }))).lists,
  })
}

/** GET /options/settings: the organisation's settings and their version. */
export function useOrganisationSettings() {
  return useQuery({
    queryKey: ['options', 'settings'],
    queryFn: async ({ signal }) => (await checked(api.get(OPTIONS_CALLS.settings, { schema: settingsAnswer, signal }))).settings,
  })
}

/** Refetches every options query (this screen's and the pickers' `['options', 'list', key]`). */
export function useRefreshOptions() {
  const client = useQueryClient()
  return () => client.invalidateQueries({ queryKey: ['options'] })
}
