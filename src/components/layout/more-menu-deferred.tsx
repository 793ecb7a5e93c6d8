import { lazy } from 'react'
import { useLingui } from '@lingui/react/macro'
import { EllipsisVerticalIcon } from 'lucide-react'
import { DeferredMenu } from './deferred-menu'

const MoreMenu = lazy(() => import('./more-menu').then((m) => ({ default: m.MoreMenu })))

/** The top bar's more-menu of large screens, loaded on first use. */
export function DeferredMoreMenu(props: { onLogout: () => void; logoutPending: boolean }) {
  const { t } = useLingui()
  return <DeferredMenu label={t`More`} icon={<EllipsisVerticalIcon aria-hidden="true" />} Menu={MoreMenu} props={props} />
}
