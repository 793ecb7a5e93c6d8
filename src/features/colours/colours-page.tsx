import { useLingui } from '@lingui/react/macro'
import { RecordScreen } from '@/components/record-screen/record-screen'
import { colourApi } from './api'
import { ColourDialog } from './components/colour-dialog'
import { colourTable } from './colours-table'

/** The colours screen: the shared table with add, edit, view and delete (with Undo); the catalog decides who sees which. */
export function ColoursPage() {
  const { t } = useLingui()
  return (
    <RecordScreen
      table={colourTable}
      api={colourApi}
      dialog={ColourDialog}
      deletion={{
        title: t`Delete colour`,
        describe: (row) => t`Delete the colour ${row.name}? It is kept as inactive.`,
        testId: 'colour-delete',
      }}
    />
  )
}
