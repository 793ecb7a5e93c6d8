import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useFormContext, useWatch } from 'react-hook-form'
import { normaliseMobile } from '@shared/api/crm.query'
import { personName } from '@/components/data-table/formatters'
import { TextFormField } from '@/components/form-text-field'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { customerByMobile } from '../api'
import type { Values } from '../form-values'

const digits = (v: string) => v.replace(/\D/g, '')

/**
 * The customer, picked by mobile number (a user of type user, as the ticket's): once ten digits are typed the customer
 * is looked up (POST /servicereq/customer) and named under the field; a blank vehicle number takes the customer's.
 */
export function CustomerFields({ autoFocus }: { autoFocus: boolean }) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  const { getFieldState, getValues, setValue } = useFormContext<Values>()
  const typed = useWatch<Values, 'customerMobileNo'>({ name: 'customerMobileNo' })
  const mobileNo = normaliseMobile(typed)
  const found = useQuery({
    queryKey: ['servicereq', 'customer', mobileNo],
    enabled: !readOnly && mobileNo !== null,
    staleTime: 60_000,
    queryFn: () => customerByMobile(mobileNo!),
  })
  const customer = mobileNo ? found.data : undefined
  useEffect(() => {
    // Only for a number typed now: opening a stored request changes nothing.
    if (customer?.vehicleNo && getFieldState('customerMobileNo').isDirty && getValues('vehicleNo').trim() === '')
      setValue('vehicleNo', customer.vehicleNo, { shouldDirty: true })
  }, [customer, getFieldState, getValues, setValue])
  return (
    <>
      <div className="grid content-start">
        <TextFormField
          name="customerMobileNo"
          label={t`Customer mobile no.`}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          transform={digits}
          autoFocus={autoFocus}
        />
        {!readOnly && mobileNo && found.isSuccess && (
          <p className="-mt-1 text-sm text-muted-foreground" aria-live="polite" data-testid="servicereq-customer-name">
            {customer ? personName(customer) : t`No customer has that mobile number`}
          </p>
        )}
      </div>
      <TextFormField name="vehicleNo" label={t`Vehicle No.`} autoComplete="off" maxLength={20} transform={(v) => v.toUpperCase()} />
    </>
  )
}
