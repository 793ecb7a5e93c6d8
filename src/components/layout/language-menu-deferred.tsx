import { lazy } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LanguagesIcon } from 'lucide-react'
import { DeferredMenu } from './deferred-menu'

const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })))

/** The language menu (sign-in page and top bar), loaded on first use. */
export function DeferredLanguageMenu() {
  const { t } = useLingui()
  return <DeferredMenu label={t`Language`} icon={<LanguagesIcon aria-hidden="true" />} Menu={LanguageMenu} props={{}} />
}
