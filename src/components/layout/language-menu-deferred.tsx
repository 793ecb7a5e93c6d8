import { lazy, Suspense, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { LanguagesIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'

const LanguageMenu = lazy(() => import('./language-menu').then((m) => ({ default: m.LanguageMenu })))

/**
 * The language menu of the sign-in page, loaded on first use: the menu (Radix dropdown and its positioning) is about
 * 25 KB on the wire, a sixth of what the page may download (issue 23). Until then a look-alike button stands in; the
 * first click (or Enter, Space, ArrowDown) loads the menu and opens it.
 */
export function DeferredLanguageMenu() {
  const { t } = useLingui()
  const [wanted, setWanted] = useState(false)
  const standIn = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={t`Language`}
      title={t`Language`}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setWanted(true)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return
        event.preventDefault()
        setWanted(true)
      }}
    >
      <LanguagesIcon aria-hidden="true" />
    </Button>
  )
  if (!wanted) return standIn
  return (
    <Suspense fallback={standIn}>
      <LanguageMenu defaultOpen />
    </Suspense>
  )
}
