import { useMutation } from '@tanstack/react-query'
import { LOGOUT_EVERYWHERE_PATH } from '@shared/api/auth'
import { api, type ActionSource } from '@/lib/api'

/** POST /logout/everywhere: 109 means every session of the user has ended, this one too. */
export function logoutEverywhere(source: ActionSource) {
  return api.post(LOGOUT_EVERYWHERE_PATH, {}, { source })
}

export function useLogoutEverywhere() {
  return useMutation({ mutationFn: logoutEverywhere })
}
