import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api'

/** POST /resend/otp: a new code replaces the previous one. */
export function resendOtp() {
  return api.post('/resend/otp', {}, { signInStep: true })
}

export function useResendOtp() {
  return useMutation({ mutationFn: resendOtp })
}
