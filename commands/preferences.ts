import { msg } from '@lingui/core/macro'
import type { PreferenceCommand } from './types'

const preference = (
  id: string,
  title: PreferenceCommand['title'],
  effect: PreferenceCommand['effect'],
  keywords: readonly string[],
  extra: Partial<Pick<PreferenceCommand, 'hotkey' | 'inPalette'>> = {},
): PreferenceCommand => ({
  id: `preference.${id}`,
  kind: 'preference',
  section: 'preferences',
  scope: 'global',
  title,
  effect,
  keywords,
  inPalette: true,
  ...extra,
})

/** The four languages of spec 000 section 9; each name in its own language, as the language menu shows them. */
const LANGUAGE_NAMES = { en: 'English', es: 'Español', de: 'Deutsch', zh: '中文' } as const

const languageCommands = (Object.keys(LANGUAGE_NAMES) as (keyof typeof LANGUAGE_NAMES)[]).map((locale) => {
  const name = LANGUAGE_NAMES[locale]
  return preference(`language-${locale}`, msg`Change language to ${name}`, { type: 'language', locale }, [
    'language',
    'locale',
    name,
    locale,
  ])
})

/**
 * Preferences and the app-wide commands: theme, language, change password, logout, the notification panel, and the
 * palette and the shortcut sheet themselves (with their global hotkeys). None needs a permission.
 */
export const preferenceCommands: readonly PreferenceCommand[] = [
  preference('palette', msg`Command palette`, { type: 'palette' }, ['search', 'commands'], { hotkey: 'mod+k', inPalette: false }),
  preference('shortcuts', msg`Keyboard shortcuts`, { type: 'shortcuts' }, ['hotkeys', 'keys', 'help'], { hotkey: '?' }),
  // The signed-in user's own notifications: the top bar's bell panel (issue 15), not the Notification screen.
  preference('notifications', msg`Notifications`, { type: 'notifications' }, ['bell', 'unread', 'inbox', 'alerts', 'messages']),
  // Outside text fields (there Ctrl/Cmd+Z undoes typing), while a delete's toast offers Undo.
  preference('undo', msg`Undo the last delete`, { type: 'undo' }, ['undo', 'restore', 'undelete'], { hotkey: 'mod+z', inPalette: false }),
  preference('theme', msg`Toggle dark theme`, { type: 'toggleTheme' }, ['theme', 'dark', 'light', 'appearance']),
  ...languageCommands,
  preference('change-password', msg`Change password`, { type: 'changePassword' }, ['password', 'profile', 'account']),
  preference('logout', msg`Logout`, { type: 'logout' }, ['sign out', 'log out', 'exit']),
]
