import { useLingui } from '@lingui/react/macro'
import { RecordScreen } from '@/components/record-screen/record-screen'
import { testDriveConfigApi } from './api'
import { ConfigDialog } from './components/config-dialog'
import { testDriveConfigTable } from './testdrive-config-table'

/**
 * The test-drive slot configuration screen (issue 17): the shared table with add, edit and view (also double-click /
 * Enter), and delete with Undo where the catalog offers it; the catalog decides who sees which, and the hotkeys.
 */
export function TestDriveConfigPage() {
  const { t } = useLingui()
  return (
    <RecordScreen
      table={testDriveConfigTable}
      api={testDriveConfigApi}
      dialog={ConfigDialog}
      deletion={{
        title: t`Delete Test Drive Config`,
        describe: (row) => t`Delete the test drive configuration ${row.title}? It is kept as inactive.`,
        testId: 'testdrive-config-delete',
      }}
    />
  )
}
