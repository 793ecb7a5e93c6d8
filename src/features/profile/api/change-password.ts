import { useMutation } from '@tanstack/react-query'
import type { PasswordChangeBody } from '@shared/api/auth'
import { api, type ActionSource } from '@/lib/api'

export interface ChangePasswordInput {
  body: PasswordChangeBody
  /** How the save was started (button, Ctrl/Cmd+S, palette); the audit log keeps it. */
  source: ActionSource
}

/** PUT /password/reset: 105 means changed, and the server has ended every session of the user. */
export function changePassword({ body, source }: ChangePasswordInput) {
  return api.put('/password/reset', body, { source })
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
