import type { RefObject } from 'react'
import { useLingui } from '@lingui/react/macro'
import { toast } from '@/lib/toast'
import { forgotPasswordQuery } from '@shared/api/auth'
import { RC } from '@shared/response-codes'
import { Button } from '@/components/ui/button'
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { translateMessage } from '@/lib/validation-messages'
import { useForgotPassword } from '../api/forgot-password'
import { forgotPasswordOutcome } from '../messages'

export interface ForgotPasswordBodyProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The mobile number read when the dialog opened ('' when the field held none). */
  mobile: string
  /** Reads the mobile number field at the moment of sending. */
  getMobile: () => string
  /** Moves focus to the mobile number field (when it is missing). */
  focusMobile: () => void
  /** The 'Forgot password?' button, which gets focus back when the dialog closes. */
  trigger: RefObject<HTMLButtonElement | null>
}

/** The confirmation dialog of 'Forgot password?' (spec 000 section 2), loaded on first use (forgot-password-dialog.tsx). */
export default function ForgotPasswordBody({ open, onOpenChange, mobile, getMobile, focusMobile, trigger }: ForgotPasswordBodyProps) {
  const { t, i18n } = useLingui()
  const forgot = useForgotPassword()

  const send = () => {
    const parsed = forgotPasswordQuery.safeParse({ username: getMobile() })
    if (!parsed.success) {
      onOpenChange(false)
      toast.error(translateMessage(i18n, parsed.error.issues[0]?.message))
      // After the dialog has returned focus to its trigger.
      window.setTimeout(focusMobile, 0)
      return
    }
    forgot.mutate(parsed.data.username, {
      onSuccess: (answer) => {
        const text = i18n._(forgotPasswordOutcome(answer.responseCode))
        if (answer.responseCode === RC.NEW_PASSWORD_SENT) toast.success(text)
        else toast.error(text)
        onOpenChange(false)
      },
    })
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          // No Radix trigger (the button is outside this lazily loaded part): give focus back to it ourselves.
          event.preventDefault()
          trigger.current?.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t`Forgot password`}</DialogTitle>
          <DialogDescription>
            {mobile
              ? t`A link to generate a new password will be sent to the email address of the account with mobile number ${mobile}.`
              : t`Enter your mobile number on the sign-in form, then send: a link to generate a new password will be sent to the account's email address.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t`Cancel`}
            </Button>
          </DialogClose>
          <Button type="button" onClick={send} disabled={forgot.isPending}>
            {t`Send`}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
