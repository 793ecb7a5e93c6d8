import { useLingui } from '@lingui/react/macro'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { OPTION_LIST_KEYS, type OptionListKey } from '@shared/api/options.query'
import { PageSpinner } from '@/components/layout/page-spinner'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { OptionSelect } from '@/components/ui/select'
import { useSession } from '@/lib/session'
import { useOptionLists, useOrganisationSettings } from './api'
import { OptionListPanel } from './components/option-list-panel'
import { SettingsForm } from './components/settings-form'
import { OPTION_LIST_LABELS } from './messages'

/**
 * /admin/options (permission Options; issue 21): the option lists other screens read (a list picker, then the list's
 * values to add, rename, reorder, deactivate or delete) and the organisation's settings. The tab and the list are in
 * the address (`?tab=settings`, `?list=ticketType`).
 */
export function OptionsPage() {
  const { t, i18n } = useLingui()
  const { perms } = useSession()
  const search = useSearch({ from: '/admin/options' })
  const navigate = useNavigate({ from: '/admin/options' })
  const tab = search.tab ?? 'lists'
  const list: OptionListKey = search.list ?? 'ticketType'
  const lists = useOptionLists()
  const settings = useOrganisationSettings()
  const can = (button: string) => perms.hasButton('Options', button)

  return (
    <div className="grid gap-4 p-4 md:p-6">
      <Tabs value={tab} onValueChange={(v) => void navigate({ search: (s) => ({ ...s, tab: v === 'settings' ? 'settings' : undefined }) })}>
        <TabsList>
          <TabsTrigger value="lists">{t`Option lists`}</TabsTrigger>
          <TabsTrigger value="settings">{t`Settings`}</TabsTrigger>
        </TabsList>
        <TabsContent value="lists" className="grid gap-4">
          <div className="grid max-w-sm gap-1">
            <label htmlFor="option-list" className="text-sm font-medium">{t`Option list`}</label>
            <OptionSelect
              id="option-list"
              options={OPTION_LIST_KEYS.map((k) => ({ value: k, label: i18n._(OPTION_LIST_LABELS[k]) }))}
              value={list}
              onValueChange={(v) => void navigate({ search: (s) => ({ ...s, list: v as OptionListKey }) })}
            />
          </div>
          {lists.data ? (
            <OptionListPanel
              key={list}
              list={list}
              values={lists.data[list] ?? []}
              canAdd={can('add')}
              canEdit={can('edit')}
              canDelete={can('delete')}
            />
          ) : (
            <PageSpinner />
          )}
        </TabsContent>
        <TabsContent value="settings">
          {settings.data ? <SettingsForm settings={settings.data} canEdit={can('edit')} /> : <PageSpinner />}
        </TabsContent>
      </Tabs>
    </div>
  )
}
