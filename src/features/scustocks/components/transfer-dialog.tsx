import { useId, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { SCU_STOCK_CALLS as CALLS, scuStockTransferForm } from '@shared/api/scustocks'
import { ActionDialog, Field } from '@/components/action-dialog'
import { Input } from '@/components/ui/input'
import type { ActionSource } from '@/lib/api'
import { reportAnswer } from '@/lib/report-answer'
import { useStockCall } from '../api'
import { fieldMessages, SCU_STOCK_TEXTS, scuStockServerTexts } from '../messages'
import type { AdjustStart } from './adjust-dialog'
import { CentrePick, ProductPick, quantityOf } from './stock-fields'

interface Props {
  /** Open while set: the selected row's centre (as the source) and product. */
  start: AdjustStart | null
  onOpenChange: (open: boolean) => void
  onDone: () => void
  onCloseAutoFocus?: (event: Event) => void
}

/**
 * Transfer stock (issue 19, admins): from one centre to another, a product and a quantity above 0, sent to POST
 * /inventory/stocks/transfer (out at the source and in at the target in one transaction; 'insufficient stock' when
 * the source holds less).
 */
export function TransferDialog({ start, onOpenChange, onDone, onCloseAutoFocus }: Props) {
  const { t, i18n } = useLingui()
  const id = useId()
  const call = useStockCall()
  const [fromScuId, setFrom] = useState('')
  const [toScuId, setTo] = useState('')
  const [productId, setProductId] = useState('')
  const [quantity, setQuantity] = useState('')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [shownFor, setShownFor] = useState<AdjustStart | null>(null)
  if (start !== shownFor) {
    setShownFor(start)
    if (start) {
      setFrom(start.scuId)
      setTo('')
      setProductId(start.productId)
      setQuantity('')
      setReason('')
      setErrors({})
    }
  }

  const save = (source: ActionSource) => {
    const parsed = scuStockTransferForm.safeParse({ fromScuId, toScuId, productId, quantity: quantityOf(quantity), reason })
    if (!parsed.success) return setErrors(fieldMessages(i18n, parsed.error.issues))
    setErrors({})
    call.mutate(
      { path: CALLS.transfer, body: parsed.data, source },
      {
        onSuccess: (answer) => {
          if (!reportAnswer(i18n, answer, SCU_STOCK_TEXTS.transferred, scuStockServerTexts)) return
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
      title={t`Transfer Stock`}
      description={t`Move units of a product from one service centre to another.`}
      testId="scustocks-transfer"
      busy={call.isPending}
      onSave={save}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <CentrePick
          id={`${id}-from`}
          name="fromScuId"
          label={t`From Centre`}
          value={fromScuId}
          onChange={setFrom}
          error={errors.fromScuId}
        />
        <CentrePick id={`${id}-to`} name="toScuId" label={t`To Centre`} value={toScuId} onChange={setTo} error={errors.toScuId} autoFocus />
        <ProductPick
          id={`${id}-product`}
          name="productId"
          label={t`Product`}
          value={productId}
          onChange={setProductId}
          error={errors.productId}
        />
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
        <div className="sm:col-span-2">
          <Field id={`${id}-reason`} label={t`Reason (optional)`} error={errors.reason}>
            <Input id={`${id}-reason`} name="reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
        </div>
      </div>
    </ActionDialog>
  )
}
