import { useCallback } from 'react'
import { useLingui } from '@lingui/react'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { toast } from '@/lib/toast'
import { decide, type Command, type PreferenceEffect } from '@commands/index'
import { useLogout } from '@/components/layout/use-logout'
import type { ActionSource } from '@/lib/api'
import { commandContext, handlerOf, openPalette, openShortcuts, whenPaletteClosed } from '@/lib/command-runtime'
import { toAppRoute } from '@/lib/commands'
import { focusScreenWhenShown, gridsToLeave } from '@/lib/focus-screen'
import { activateLocale } from '@/lib/i18n'
import { openNotificationPanel } from '@/lib/notification-panel'
import { useSession } from '@/lib/session'
import { currentTheme, setTheme } from '@/lib/theme'
import { runUndo } from '@/lib/undo'
import { rememberRecent } from './recent-commands'

export interface RunOptions {
  /** Where the focus was when the command was chosen (the palette passes the element focused before it opened). */
  focus?: Element | null
  /** The typed argument of a record command. */
  argument?: string
  /** Skip the popup check: the palette decided before closing itself. */
  popupOpen?: boolean
}

/**
 * Runs any catalog command, whoever started it (toolbar button, hotkey, palette). Actions are decided again at the
 * moment they run: a ready action calls the handler its screen or dialog registered, with the source; one whose
 * precondition fails shows the reason as a toast instead of failing silently.
 */
export function useRunCommand() {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const router = useRouter()
  const { user, perms } = useSession()
  const { logout } = useLogout()

  const applyPreference = useCallback(
    (effect: PreferenceEffect) => {
      switch (effect.type) {
        case 'toggleTheme':
          setTheme(currentTheme() === 'DARK' ? 'LIGHT' : 'DARK')
          return
        case 'language':
          void activateLocale(effect.locale)
          return
        case 'changePassword':
          void navigate({ to: '/admin/profile' })
          return
        case 'logout':
          logout()
          return
        case 'shortcuts':
          openShortcuts()
          return
        case 'palette':
          openPalette()
          return
        case 'undo':
          runUndo('palette')
          return
        case 'notifications':
          // After the palette has given the focus back, so the panel takes it (and Escape returns it to the bell).
          whenPaletteClosed(openNotificationPanel)
          return
      }
    },
    [navigate, logout],
  )

  /** Once the screen navigated to shows (and the palette gave the focus back), its table or first field takes the focus. */
  const focusAfter = useCallback(
    (path: string, go: () => Promise<void>) => {
      const stale = gridsToLeave(router.state.location.pathname === path)
      void go().then(() => whenPaletteClosed(() => focusScreenWhenShown(stale)))
    },
    [router],
  )

  return useCallback(
    (command: Command, source: ActionSource, options: RunOptions = {}): boolean => {
      switch (command.kind) {
        case 'screen':
          if (!perms.allows(command.need)) return false
          focusAfter(toAppRoute(command.route), () => navigate({ to: toAppRoute(command.route) }))
          break
        case 'record': {
          const argument = options.argument ?? ''
          if (!perms.allows(command.need) || !command.pattern.test(argument)) return false
          if (command.route === '/admin/whatsapp')
            focusAfter('/admin/whatsapp', () => navigate({ to: '/admin/whatsapp', search: { mobileNo: argument } }))
          else if (command.param === 'mobileNo')
            focusAfter('/admin/crm', () => navigate({ to: '/admin/crm', search: { mobileNo: argument } }))
          else focusAfter('/admin/users', () => navigate({ to: '/admin/users', search: { keyword: argument } }))
          break
        }
        case 'preference':
          applyPreference(command.effect)
          break
        case 'action': {
          const focus = options.focus !== undefined ? options.focus : document.activeElement
          const ctx = commandContext(perms, router.state.location.pathname, focus, { popupOpen: options.popupOpen })
          const decision = decide(command, ctx)
          const handler = handlerOf(command.id, ctx)
          if (decision.status !== 'ready' || !handler) {
            if (decision.reason) toast.warning(i18n._(decision.reason), { id: `command-${command.id}` })
            return false
          }
          handler(source)
          break
        }
      }
      // Opening the palette and logging out are not worth offering again first.
      if (command.kind !== 'preference' || (command.effect.type !== 'palette' && command.effect.type !== 'logout')) {
        rememberRecent(user._id, { id: command.id, ...(options.argument ? { argument: options.argument } : {}) })
      }
      return true
    },
    [perms, navigate, router, applyPreference, i18n, user._id, focusAfter],
  )
}
