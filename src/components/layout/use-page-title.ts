import { useEffect } from 'react'
import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { useLocation } from '@tanstack/react-router'
import { screenForPath } from '@commands/screens'

const APP_NAME = msg`EV Back Office`

/** The current admin page's title from the catalog; also sets the document title. */
export function usePageTitle(): string {
  const { i18n } = useLingui()
  const pathname = useLocation({ select: (l) => l.pathname })
  const screen = screenForPath(pathname)
  const appName = i18n._(APP_NAME)
  const title = screen ? i18n._(screen.title) : appName
  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`
  }, [title, appName])
  return title
}
