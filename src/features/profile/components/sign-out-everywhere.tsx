import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { LogOutIcon } from 'lucide-react'
import { RC } from '@shared/response-codes'
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog'
import { Button } from '@/components/ui/button'
import type { ActionSource } from '@/lib/api'
import { forgetSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useLogoutEverywhere } from '../api/logout-everywhere'

/**
 * The profile page's 'Sign out everywhere' (issue 34): after a confirmation, ends every session of the user on every
 * device, this one too, and goes to the sign-in page. Logout in the top bar ends only this browser's session.
 */
export function SignOutEverywhere() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const end = useLogoutEverywhere()

  const confirm = (source: ActionSource) =>
    end.mutate(source, {
      onSuccess: async (answer) => {
        if (answer.responseCode === RC.INVALID_SESSION) return
        if (answer.responseCode !== RC.SUCCESS) {
          toast.error(t`Server Error, Please try after sometime`)
          return
        }
        setOpen(false)
        toast.success(t`Signed out on every device`)
        forgetSession(queryClient)
        await navigate({ to: '/login', replace: true })
      },
    })

  return (
    <>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        data-testid="sign-out-everywhere"
        onClick={() => setOpen(true)}
      >
        <LogOutIcon aria-hidden="true" />
        {t`Sign out everywhere`}
      </Button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Sign out everywhere?`}
        description={t`Every session of your account ends, on every device and browser, this one too. You sign in again here.`}
        confirmLabel={t`Sign out everywhere`}
        pending={end.isPending}
        onConfirm={confirm}
        data-testid="sign-out-everywhere-dialog"
      />
    </>
  )
}
