import { lazy, Suspense, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from '@/components/ui/button'

/** The dialog itself (Radix dialog, focus trap) is not part of the sign-in page's first download (issue 23). */
const ForgotPasswordBody = lazy(() => import('./forgot-password-body'))

interface Props {
  /** Reads the mobile number field at the moment of sending. */
  getMobile: () => string
  /** Moves focus to the mobile number field (when it is missing). */
  focusMobile: () => void
}

/** 'Forgot password?' and its confirmation dialog (spec 000 section 2). */
export function ForgotPasswordDialog({ getMobile, focusMobile }: Props) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [mobile, setMobile] = useState('')
  const trigger = useRef<HTMLButtonElement>(null)

  const show = async () => {
    // The shared rule loads with the dialog, not with the sign-in page (issue 23: no zod on the first page).
    const { forgotPasswordQuery } = await import('@shared/api/auth')
    const parsed = forgotPasswordQuery.safeParse({ username: getMobile() })
    setMobile(parsed.success ? parsed.data.username : '')
    setLoaded(true)
    setOpen(true)
  }

  return (
    <>
      <Button ref={trigger} type="button" variant="link" size="sm" aria-haspopup="dialog" aria-expanded={open} onClick={() => void show()}>
        {t`Forgot password?`}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <ForgotPasswordBody
            open={open}
            onOpenChange={setOpen}
            mobile={mobile}
            getMobile={getMobile}
            focusMobile={focusMobile}
            trigger={trigger}
          />
        </Suspense>
      )}
    </>
  )
}
