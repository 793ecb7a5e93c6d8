import { useMutation } from '@tanstack/react-query'
import type { VerifyOtpBody } from '@shared/api/auth'
import { api } from '@/lib/api'

/** POST /verify/otp: step 2. 109 means signed in (with a new session id). */
export function verifyOtp(body: VerifyOtpBody) {
  return api.post('/verify/otp', body, { signInStep: true })
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp })
}
