import { useLingui } from '@lingui/react/macro'
import { LanguagesIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuCheckItem, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { activateLocale, LANGUAGES } from '@/lib/i18n'

/** The language choice (spec 000 section 2); names are shown in their own language. `defaultOpen`: open as it mounts. */
export function LanguageMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t, i18n } = useLingui()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`Language`} title={t`Language`}>
          <LanguagesIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <LanguageItems current={i18n.locale} />
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

/** The four languages as menu items; the current one is checked. */
export function LanguageItems({ current }: { current: string }) {
  return LANGUAGES.map((l) => (
    <DropdownMenuCheckItem key={l.code} lang={l.code} checked={current === l.code} onSelect={() => void activateLocale(l.code)}>
      {l.name}
    </DropdownMenuCheckItem>
  ))
}
