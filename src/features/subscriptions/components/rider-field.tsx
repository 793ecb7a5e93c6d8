import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useFormContext, useWatch } from 'react-hook-form'
import { riderBody } from '@shared/api/subscription'
import { personName } from '@/components/data-table/formatters'
import { TextFormField } from '@/components/form-text-field'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { riderByQuery } from '../api'
import type { Values } from '../form-values'

/** The value, once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * The rider, picked by mobile number or vehicle number (a user of type user): once what is typed reads as either, the
 * rider is looked up (POST /subscription/rider) and named under the field with their mobile and vehicle; the form's
 * `userId` follows (blank while no rider matches).
 */
export function RiderField({ autoFocus }: { autoFocus: boolean }) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  const { setValue, getValues } = useFormContext<Values>()
  const typed = useSettled(useWatch<Values, 'riderQuery'>({ name: 'riderQuery' }), 300)
  const parsed = riderBody.safeParse({ query: typed })
  const query = parsed.success ? typed.trim() : null
  const found = useQuery({
    queryKey: ['subscription', 'rider', query],
    enabled: !readOnly && query !== null,
    staleTime: 60_000,
    queryFn: () => riderByQuery(query!),
  })
  const rider = query ? found.data : undefined
  useEffect(() => {
    if (readOnly) return
    const id = rider?._id ?? ''
    if (getValues('userId') !== id) setValue('userId', id, { shouldDirty: true, shouldValidate: false })
  }, [rider, readOnly, getValues, setValue])
  return (
    <div className="grid content-start">
      <TextFormField
        name="riderQuery"
        label={t`Rider's mobile no. or vehicle no.`}
        required
        autoComplete="off"
        maxLength={20}
        transform={(v) => v.toUpperCase()}
        autoFocus={autoFocus}
      />
      {!readOnly && query && found.isSuccess && (
        <p className="-mt-1 text-sm text-muted-foreground" aria-live="polite" data-testid="subscription-rider-name">
          {rider
            ? t`${personName(rider)} · ${rider.mobileNo} · ${rider.vehicleNo ?? '-'}`
            : t`No rider has that mobile number or vehicle number`}
        </p>
      )}
    </div>
  )
}
