import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { EllipsisVerticalIcon, LanguagesIcon, LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { LanguageItems } from './language-menu'

/** Large screens: the top bar's more-menu with language, settings, profile and logout. */
export function MoreMenu({
  onLogout,
  logoutPending,
  defaultOpen = false,
}: {
  onLogout: () => void
  logoutPending: boolean
  /** Open at mount: the top bar loads the menu on its first use (language-menu-deferred.tsx). */
  defaultOpen?: boolean
}) {
  const { t, i18n } = useLingui()
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t`More`} title={t`More`}>
          <EllipsisVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <LanguagesIcon aria-hidden="true" />
            {t`Language`}
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent>
            <LanguageItems current={i18n.locale} />
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuItem asChild>
          <Link to="/admin/setting">
            <SettingsIcon aria-hidden="true" />
            {t`Settings`}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/admin/profile">
            <UserIcon aria-hidden="true" />
            {t`Profile`}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={logoutPending} onSelect={onLogout}>
          <LogOutIcon aria-hidden="true" />
          {t`Logout`}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
