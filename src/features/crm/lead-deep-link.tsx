import { useCallback, useEffect, useRef } from 'react'
import { getRouteApi } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import type { RecordDialogState } from '@/components/record-screen/record-dialog'
import { answerMessages } from '@/lib/report-answer'
import { useSession } from '@/lib/session'
import { toast } from '@/lib/toast'
import { useLeadByMobile } from './api'
import { crmMessages, crmText } from './messages'

const route = getRouteApi('/admin/crm')

/** The deep link's search params (src/features/crm/search.ts): the table neither sees nor keeps them. */
export const DEEP_LINK_SEARCH = ['mobileNo', 'mobileNoRejected'] as const

/** Takes the deep link's number out of the address; the table's state stays. */
export function useDropDeepLink() {
  const navigate = route.useNavigate()
  return useCallback(
    () =>
      void navigate({ search: (prev) => ({ ...prev, mobileNo: undefined, mobileNoRejected: undefined }) as typeof prev, replace: true }),
    [navigate],
  )
}

/**
 * The deep link `?mobileNo=` of the incoming-call overlay and the palette: the lead with that number opens (to edit
 * when the user may, else to view), or a new lead prefilled with the number, marked Existing User with the customer's
 * name, e-mail and city when a customer has it; an invalid number is reported and dropped. Draws nothing.
 */
export function LeadDeepLink({ openDialog }: { openDialog: (state: RecordDialogState) => void }) {
  const { i18n } = useLingui()
  const { perms } = useSession()
  const { mobileNo, mobileNoRejected } = route.useSearch()
  const dropDeepLink = useDropDeepLink()

  useEffect(() => {
    if (mobileNoRejected === undefined) return
    // After this commit: on a fresh page load the toaster subscribes in an effect that runs after this one.
    // Dropping the number re-runs this effect, so no cleanup cancels it; the id keeps it to one toast.
    setTimeout(() => toast.error(i18n._(crmMessages.invalidMobile), { id: 'crm-invalid-mobile' }), 0)
    dropDeepLink()
  }, [mobileNoRejected, i18n, dropDeepLink])

  const lookup = useLeadByMobile(mobileNo)
  const handled = useRef<string | null>(null)
  useEffect(() => {
    if (!mobileNo) {
      handled.current = null
      return
    }
    if (handled.current === mobileNo || !lookup.data) return
    handled.current = mobileNo
    const { lead, existingUser, customer } = lookup.data
    if (lead) {
      openDialog({ mode: perms.allows({ screen: 'CRM', button: 'edit' }) ? 'edit' : 'view', id: lead._id })
      return
    }
    openDialog({
      mode: 'new',
      prefill: {
        mobileNo,
        callStatus: existingUser ? 'existed' : 'new_lead',
        ...(customer ? { fname: customer.fname, lname: customer.lname ?? '', email: customer.email ?? '', city: customer.city ?? '' } : {}),
      },
    })
  }, [mobileNo, lookup.data, perms, openDialog])

  useEffect(() => {
    if (mobileNo && lookup.isError) {
      handled.current = mobileNo
      toast.error(crmText(i18n, undefined, answerMessages.serverError))
    }
  }, [mobileNo, lookup.isError, i18n])

  return null
}
