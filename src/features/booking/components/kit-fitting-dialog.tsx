import { useId, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { kitFittingBody, type KitStockOption } from '@shared/api/booking-kit'
import { ActionDialog, Field } from '@/components/action-dialog'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'
import type { BookingRow } from '../booking-table'
import { kitOptionsOf, useFitKit, useKitOptions } from '../kit-api'
import { bookingSuccess, bookingText, reportBookingAnswer } from '../messages'

interface Props {
  booking: BookingRow | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

const upper = (v: string) => v.toUpperCase()

/**
 * Fit kit (issue 19): the kit product and, if one is fitted, the battery product (each pick list shows the on-hand
 * at the booking's centre), with the kit and battery numbers prefilled from the booking; sent to POST
 * /booking/kit-fitting. 'insufficient stock' (the centre lacks either) is the toast, the on-hand is read again and
 * the dialog stays open. Open while `booking` is set.
 */
export function KitFittingDialog({ booking, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const fit = useFitKit()
  const stock = useKitOptions(booking?._id ?? null)
  const options = kitOptionsOf(stock.data)
  const refusal = stock.data && !options ? bookingText(i18n, stock.data.message) : undefined
  const [kitProductId, setKitProductId] = useState('')
  const [batteryProductId, setBatteryProductId] = useState('')
  const [kitNumber, setKitNumber] = useState('')
  const [batteryNumber, setBatteryNumber] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [shownFor, setShownFor] = useState<BookingRow | null>(null)
  if (booking !== shownFor) {
    setShownFor(booking)
    setKitProductId('')
    setBatteryProductId('')
    setKitNumber(booking?.kitNumber ?? '')
    setBatteryNumber(booking?.batteryNo ?? '')
    setErrors({})
  }
  const { kits, batteries } = useMemo(() => {
    const of = (list: KitStockOption[] | undefined) =>
      (list ?? []).map((p) => ({ value: p._id, label: t`${p.name} (${p.sku}) — ${p.onHand} on hand` }))
    return { kits: of(options?.kits), batteries: of(options?.batteries) }
  }, [options, t])
  const loading = stock.isLoading ? t`Loading…` : undefined

  const save = (source: ActionSource) => {
    if (!booking) return
    const parsed = kitFittingBody.safeParse({
      recordId: booking._id,
      kitProductId: kitProductId || undefined,
      kitNumber,
      batteryProductId,
      batteryNumber,
    })
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) next[String(issue.path[0] ?? 'kitProductId')] ??= bookingText(i18n, issue.message)
      return setErrors(next)
    }
    setErrors({})
    fit.mutate(
      { body: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportBookingAnswer(i18n, answer, bookingSuccess.kitFitted)) {
            void stock.refetch()
            return
          }
          onOpenChange(false)
          onDone()
        },
      },
    )
  }

  const centre = options?.centre.title ?? booking?.serviceCentre ?? ''
  return (
    <ActionDialog
      open={booking !== null}
      onOpenChange={onOpenChange}
      title={t`Fit Kit`}
      description={booking ? t`The kit of booking ${booking.orderId} from the stock of ${centre}; one unit of each product is issued.` : ''}
      testId="booking-kit-dialog"
      busy={fit.isPending}
      onSave={save}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {refusal && (
        <p role="alert" className="text-sm text-destructive">
          {refusal}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-kit`} label={t`Kit product`} error={errors.kitProductId}>
          <OptionSelect
            id={`${id}-kit`}
            name="kitProductId"
            value={kitProductId}
            onValueChange={setKitProductId}
            options={kits}
            placeholder={loading ?? (kits.length ? t`Select a kit` : t`No active kit product`)}
            aria-invalid={errors.kitProductId ? true : undefined}
            autoFocus
          />
        </Field>
        <Field id={`${id}-kit-number`} label={t`Kit number`} error={errors.kitNumber}>
          <Input
            id={`${id}-kit-number`}
            name="kitNumber"
            autoComplete="off"
            maxLength={50}
            value={kitNumber}
            onChange={(e) => setKitNumber(upper(e.target.value))}
            aria-invalid={errors.kitNumber ? true : undefined}
          />
        </Field>
        <Field id={`${id}-battery`} label={t`Battery product`} error={errors.batteryProductId}>
          <OptionSelect
            id={`${id}-battery`}
            name="batteryProductId"
            value={batteryProductId}
            onValueChange={setBatteryProductId}
            options={batteries}
            placeholder={loading ?? t`No battery`}
            aria-invalid={errors.batteryProductId ? true : undefined}
          />
        </Field>
        <Field id={`${id}-battery-number`} label={t`Battery number`} error={errors.batteryNumber}>
          <Input
            id={`${id}-battery-number`}
            name="batteryNumber"
            autoComplete="off"
            maxLength={50}
            value={batteryNumber}
            onChange={(e) => setBatteryNumber(upper(e.target.value))}
            aria-invalid={errors.batteryNumber ? true : undefined}
          />
        </Field>
      </div>
    </ActionDialog>
  )
}
