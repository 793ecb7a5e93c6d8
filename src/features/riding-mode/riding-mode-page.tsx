import { useLingui } from '@lingui/react/macro'
import { RecordScreen } from '@/components/record-screen/record-screen'
import { ridingModeApi } from './api'
import { RidingModeDialog } from './components/riding-mode-dialog'
import { ridingModeTable } from './riding-mode-table'

/**
 * The riding-mode screen (spec 001 section 2): the shared table with add, edit, view (also double-click / Enter) and
 * delete with a confirmation; the catalog decides who sees which, the active-row rule of delete and the hotkeys.
 */
export function RidingModePage() {
  const { t } = useLingui()
  return (
    <RecordScreen
      table={ridingModeTable}
      api={ridingModeApi}
      dialog={RidingModeDialog}
      deletion={{
        title: t`Delete riding mode`,
        describe: (row) => t`Delete the riding mode ${row.title}? It is kept as inactive.`,
        testId: 'riding-mode-delete',
      }}
    />
  )
}
