import { useId, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { partsBody, SERVICE_REQUEST_CALLS as CALLS } from '@shared/api/servicereq'
import { ActionDialog, Field } from '@/components/action-dialog'
import { Input } from '@/components/ui/input'
import { OptionSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useServiceRequestCall, useServiceRequestPartsOptions } from '../api'
import { SERVICE_REQUEST_TEXTS, serviceRequestServerTexts, serviceRequestText } from '../messages'
import type { ServiceRequestRow } from '../servicereq-table'

interface Props {
  request: ServiceRequestRow | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/** Whole digits as a number; anything else as typed (the schema answers its message), blank as missing. */
const quantityOf = (text: string): unknown => {
  const v = text.trim()
  if (v === '') return undefined
  return /^\d+$/.test(v) ? Number(v) : v
}

/**
 * Issue parts (issue 19): an active product (the pick list shows each one's on-hand at the request's centre) and a
 * whole quantity 1–1000, sent to POST /servicereq/parts; 'insufficient stock' (the centre holds fewer) is the toast
 * and the dialog stays open. Open while `request` is set.
 */
export function PartsDialog({ request, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const call = useServiceRequestCall()
  const stock = useServiceRequestPartsOptions(request?._id ?? null)
  const [productId, setProductId] = useState('')
  const [quantity, setQuantity] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [shownFor, setShownFor] = useState<ServiceRequestRow | null>(null)
  if (request !== shownFor) {
    setShownFor(request)
    setProductId('')
    setQuantity('')
    setErrors({})
  }
  const options = useMemo(
    () =>
      (stock.data ?? []).map((p) => ({
        value: p._id,
        label: t`${p.name} (${p.sku}) — ${p.onHand} on hand`,
      })),
    [stock.data, t],
  )

  const save = (source: ActionSource) => {
    if (!request) return
    const parsed = partsBody.safeParse({ recordId: request._id, productId: productId || undefined, quantity: quantityOf(quantity) })
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'productId')
        next[key] ??= serviceRequestText(i18n, issue.message)
      }
      return setErrors(next)
    }
    setErrors({})
    call.mutate(
      { path: CALLS.parts, body: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportAnswer(i18n, answer, SERVICE_REQUEST_TEXTS.partsIssued, serviceRequestServerTexts)) {
            void stock.refetch()
            return
          }
          onOpenChange(false)
          onDone()
        },
      },
    )
  }

  return (
    <ActionDialog
      open={request !== null}
      onOpenChange={onOpenChange}
      title={t`Issue Parts`}
      description={request ? t`Parts for ${request.requestNo} from the stock of ${request.serviceCentre.title}.` : ''}
      testId="servicereq-parts-dialog"
      busy={call.isPending}
      onSave={save}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${id}-product`} label={t`Product`} error={errors.productId}>
          <OptionSelect
            id={`${id}-product`}
            name="productId"
            value={productId}
            onValueChange={setProductId}
            options={options}
            placeholder={stock.isLoading ? t`Loading…` : options.length ? t`Select a product` : t`No active product`}
            aria-invalid={errors.productId ? true : undefined}
            autoFocus
          />
        </Field>
        <Field id={`${id}-quantity`} label={t`Quantity`} error={errors.quantity}>
          <Input
            id={`${id}-quantity`}
            name="quantity"
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-invalid={errors.quantity ? true : undefined}
          />
        </Field>
      </div>
    </ActionDialog>
  )
}
