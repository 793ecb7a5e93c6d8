import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SCU_STOCK_CALLS as CALLS, scuStockAdjustForm } from '@shared/api/scustocks'
import { ActionDialog, Field } from '@/components/action-dialog'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useStockCall } from '../api'
import { fieldMessages, SCU_STOCK_TEXTS, scuStockServerTexts } from '../messages'
import { CentrePick, ProductPick, quantityOf } from './stock-fields'

/** What the dialog opens with: the selected row's centre and product, or the scc's own centre. */
export interface AdjustStart {
  scuId: string
  productId: string
}

interface Props {
  start: AdjustStart | null
  /** The centre is fixed (an scc: their own). */
  lockCentre: boolean
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * Adjust stock (issue 19): a centre, an active product, a signed whole quantity (±100000, not 0) and the reason, sent
 * to POST /inventory/stocks/adjust; 'insufficient stock' when it would take the balance below zero. Open while `start`
 * is set.
 */
export function AdjustDialog({ start, lockCentre, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const call = useStockCall()
  const [scuId, setScuId] = useState('')
  const [productId, setProductId] = useState('')
  const [quantity, setQuantity] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [shownFor, setShownFor] = useState<AdjustStart | null>(null)
  if (start !== shownFor) {
    setShownFor(start)
    if (start) {
      setScuId(start.scuId)
      setProductId(start.productId)
      setQuantity('')
      setReason('')
      setErrors({})
    }
  }

  const save = (source: ActionSource) => {
    const parsed = scuStockAdjustForm.safeParse({ scuId, productId, quantity: quantityOf(quantity), reason })
    if (!parsed.success) return setErrors(fieldMessages(i18n, parsed.error.issues))
    setErrors({})
    call.mutate(
      { path: CALLS.adjust, body: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportAnswer(i18n, answer, SCU_STOCK_TEXTS.adjusted, scuStockServerTexts)) return
          onOpenChange(false)
          onDone()
        },
      },
    )
  }

  return (
    <ActionDialog
      open={start !== null}
      onOpenChange={onOpenChange}
      title={t`Adjust Stock`}
      description={t`Add (positive) or remove (negative) units at a centre, with the reason.`}
      testId="scustocks-adjust"
      busy={call.isPending}
      onSave={save}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <CentrePick
          id={`${id}-centre`}
          name="scuId"
          label={t`Service Centre`}
          value={scuId}
          onChange={setScuId}
          error={errors.scuId}
          disabled={lockCentre}
        />
        <ProductPick
          id={`${id}-product`}
          name="productId"
          label={t`Product`}
          value={productId}
          onChange={setProductId}
          error={errors.productId}
        />
        <Field id={`${id}-quantity`} label={t`Quantity (+/-)`} error={errors.quantity}>
          <Input
            id={`${id}-quantity`}
            name="quantity"
            inputMode="numeric"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-invalid={errors.quantity ? true : undefined}
            autoFocus
          />
        </Field>
        <div className="sm:col-span-2">
          <Field id={`${id}-reason`} label={t`Reason`} error={errors.reason}>
            <Textarea
              id={`${id}-reason`}
              name="reason"
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              aria-invalid={errors.reason ? true : undefined}
            />
          </Field>
        </div>
      </div>
    </ActionDialog>
  )
}
