import { useLingui } from '@lingui/react'
import { msg } from '@lingui/core/macro'
import { useMutation } from '@tanstack/react-query'
import { toast } from '@/lib/toast'
import { callLogout, reloadToSignIn } from '@/lib/logout'

/** Logout from the shell: the call, a toast, and the reload to /login 5 seconds later. */
export function useLogout() {
  const { i18n } = useLingui()
  const mutation = useMutation({
    mutationFn: callLogout,
    onSuccess: (ok) => {
      if (!ok) {
        toast.error(i18n._(msg`Server Error, Please try after sometime`))
        return
      }
      toast.success(i18n._(msg`Logged out successfully`))
      reloadToSignIn()
    },
  })
  return {
    logout: () => mutation.mutate(),
    // Stays true after success: the page is about to reload, a second click would do nothing useful.
    pending: mutation.isPending || (mutation.isSuccess && mutation.data),
  }
}
