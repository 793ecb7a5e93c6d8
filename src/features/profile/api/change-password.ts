import { useMutation } from '@tanstack/react-query'
import type { PasswordChangeBody } from '@shared/api/auth'
import { api } from '@/lib/api'

/** PUT /password/reset: 105 means changed, and the server has ended every session of the user. */
export function changePassword(body: PasswordChangeBody) {
  return api.put('/password/reset', body)
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
