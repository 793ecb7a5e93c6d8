import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { BOOKING_MESSAGES as BM, type BookingCustomer } from '@shared/api/booking'
import { normaliseMobile } from '@shared/api/crm.table'
import { lookUpCustomer } from '../api'
import type { Values } from '../form-values'
import { bookingText } from '../messages'

/** The error type of a staff account's number (set by the lookup, kept by the dialog's resolver). */
export const STAFF_NUMBER = 'staffNumber'

/** What the lookup said of the number in the field: found a customer, nobody (a new customer), a staff account's. */
export type CustomerStatus = 'found' | 'new' | 'staff' | null

/** The address fields a found customer fills when they are empty. */
const ADDRESS: ReadonlyArray<[keyof Values, keyof BookingCustomer]> = [
  ['address', 'address'],
  ['landmark', 'landmark'],
  ['city', 'city'],
  ['state', 'state'],
  ['country', 'country'],
  ['pincode', 'pincode'],
  ['customerEmail', 'email'],
]

/**
 * Looks the mobile number up (POST /booking/customer) once it is a whole number and differs from the one the form
 * was opened with: a customer found fills the name, and the e-mail and address fields that are empty; a staff
 * account's number is marked on the field (and noted in `staffNumbers`, which the dialog's resolver refuses) before
 * anything is saved. Answers what the lookup said of the number shown, for the field's hint.
 */
export function useCustomerLookup(enabled: boolean, staffNumbers: Set<string>): CustomerStatus {
  const { i18n } = useLingui()
  const { getValues, setValue, setError, clearErrors, getFieldState, formState } = useFormContext<Values>()
  const mobile = useWatch<Values, 'customerMobileNo'>({ name: 'customerMobileNo' })
  const [status, setStatus] = useState<{ number: string; status: CustomerStatus } | null>(null)
  /** The number the form was opened (or reset) with: not looked up, it is the booking's own customer. */
  const opened = useRef<string | null | undefined>(undefined)
  if (opened.current === undefined || !formState.isDirty) opened.current = normaliseMobile(getValues('customerMobileNo') ?? '')
  const number = normaliseMobile(mobile ?? '')

  useEffect(() => {
    if (getFieldState('customerMobileNo').error?.type === STAFF_NUMBER && (!number || !staffNumbers.has(number))) {
      clearErrors('customerMobileNo')
    }
    if (!enabled || !number || number === opened.current) return
    const controller = new AbortController()
    lookUpCustomer(number, controller.signal)
      .then((found) => {
        if (controller.signal.aborted || !found) return
        if (found.staff) {
          staffNumbers.add(number)
          setError('customerMobileNo', { type: STAFF_NUMBER, message: bookingText(i18n, BM.notCustomer) })
          return setStatus({ number, status: 'staff' })
        }
        setStatus({ number, status: found.customer ? 'found' : 'new' })
        const c = found.customer
        if (!c) return
        setValue('customerFname', c.fname, { shouldDirty: true, shouldValidate: formState.isSubmitted })
        setValue('customerLname', c.lname ?? '', { shouldDirty: true, shouldValidate: formState.isSubmitted })
        for (const [field, from] of ADDRESS) {
          const value = c[from]
          if (value && !String(getValues(field) ?? '').trim()) setValue(field, value as never, { shouldDirty: true })
        }
      })
      .catch(() => undefined)
    return () => controller.abort()
    // Once per number: the form's helpers are stable, and the submitted state only decides whether to re-check.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [number, enabled])

  return status && status.number === number ? status.status : null
}
