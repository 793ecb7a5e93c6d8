import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { RC } from '@shared/response-codes'
import { api } from './api'
import { i18n } from './i18n'
import { forgetSession } from './session'

/** GET /logout: ends the session (and a pending sign-in attempt). True on success. */
export async function callLogout(): Promise<boolean> {
  const answer = await api.get('/logout')
  return answer.responseCode === RC.SUCCESS
}

/** After a successful logout the page reloads 5 seconds later, on the sign-in page (spec 000 section 4). */
export const LOGOUT_RELOAD_MS = 5_000

export function reloadToSignIn(delay = LOGOUT_RELOAD_MS): void {
  window.setTimeout(() => window.location.replace('/login'), delay)
}

/**
 * A session without permission data may not use the app (spec 000 section 6): say so, end the session
 * and forget it. Used by the sign-in page and by the admin area's guard.
 */
export async function refuseSessionWithoutPermission(queryClient: QueryClient): Promise<void> {
  toast.error(i18n._(msg`User does not have permission to login`))
  try {
    await callLogout()
  } catch {
    // Network failure: already reported; the session is forgotten here anyway.
  }
  forgetSession(queryClient)
}
