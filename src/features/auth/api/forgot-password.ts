import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api'

/** GET /forgot/password?username=: mails a link that generates a temporary password. */
export function forgotPassword(username: string) {
  return api.get('/forgot/password', { query: { username }, signInStep: true })
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword })
}
