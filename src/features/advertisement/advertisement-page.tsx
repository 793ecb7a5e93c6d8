import { useLingui } from '@lingui/react/macro'
import { RecordScreen } from '@/components/record-screen/record-screen'
import { advertisementTable } from './advertisement-table'
import { advertisementApi } from './api'
import { AdvertisementDialog } from './components/advertisement-dialog'

/**
 * The advertisement screen (spec 001 section 2): the shared table with add, edit, view (also double-click / Enter) and
 * delete with a confirmation; the catalog decides who sees which, the active-row rule of delete and the hotkeys.
 */
export function AdvertisementPage() {
  const { t } = useLingui()
  return (
    <RecordScreen
      table={advertisementTable}
      api={advertisementApi}
      dialog={AdvertisementDialog}
      deletion={{
        title: t`Delete advertisement`,
        describe: (row) => t`Delete the advertisement ${row.title}? It is kept as inactive.`,
        testId: 'advertisement-delete',
      }}
    />
  )
}
