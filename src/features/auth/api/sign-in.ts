import { useMutation } from '@tanstack/react-query'
import type { LoginBody } from '@shared/api/auth'
import { api } from '@/lib/api'

/** POST /accountLogin: step 1. 122 means the one-time code was sent. */
export function signIn(body: LoginBody) {
  return api.post('/accountLogin', body, { signInStep: true })
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn })
}
