import { useLingui } from '@lingui/react/macro'
import { OPTIONS_CALLS, type OptionListKey, type OptionValue } from '@shared/api/options'
import { api, type ApiAnswer } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { OPTIONS_TEXTS, optionsServerTexts } from '../messages'
import { useRefreshOptions } from '../api'

/** The list calls of the Options screen: each reports its answer (translated) and refetches the lists when it changed one. */
export function useOptionCall() {
  const { i18n } = useLingui()
  const refresh = useRefreshOptions()
  const run = async (send: Promise<ApiAnswer>, success: keyof typeof OPTIONS_TEXTS) => {
    const answer = await send
    const done = reportAnswer(i18n, answer, OPTIONS_TEXTS[success], optionsServerTexts)
    if (done || answer.responseCode === 125) await refresh()
    return done
  }
  return {
    add: (list: OptionListKey, label: string, value: string) => run(api.post(OPTIONS_CALLS.add, { list, label, value }), 'added'),
    rename: (row: OptionValue, label: string) =>
      run(api.put(OPTIONS_CALLS.rename, { recordId: row._id, label, version: row.version }), 'renamed'),
    move: (recordId: string, direction: 'up' | 'down') => run(api.post(OPTIONS_CALLS.move, { recordId, direction }), 'moved'),
    setActive: (row: OptionValue, active: boolean) =>
      run(api.post(OPTIONS_CALLS.active, { recordId: row._id, active }), active ? 'activated' : 'deactivated'),
    remove: (row: OptionValue) => run(api.delete(OPTIONS_CALLS.remove, { recordId: row._id }), 'deleted'),
  }
}
