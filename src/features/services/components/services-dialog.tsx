import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useWatch } from 'react-hook-form'
import { serviceForm } from '@shared/api/services'
import { DISCOUNT_TYPES } from '@shared/api/services.query'
import { formatMoney } from '@/components/data-table/formatters'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { serviceApi } from '../api'
import { emptyValues, payloadOf, serviceResolver, valuesOf, type Values } from '../form-values'
import { DISCOUNT_TYPE_LABELS } from '../labels'
import { ProductsEditor } from './products-editor'

const EMPTY = emptyValues()
/** Rupees or a percent as typed: digits, commas and one decimal point. */
const amount = (v: string) => v.replace(/[^\d.,]/g, '')
const digits = (v: string) => v.replace(/\D/g, '')

/** The net price of what the form holds (price − discount, then tax, rounded once), or a dash while it is not valid. */
function NetPrice() {
  const { t } = useLingui()
  const values = useWatch<Values>() as Values
  const parsed = serviceForm.safeParse(payloadOf({ ...values, products: [] }))
  return (
    <p className="text-sm text-muted-foreground" data-testid="services-net-price">
      {t`Net price (after discount and tax)`}:{' '}
      <span className="font-medium text-foreground">{parsed.success ? formatMoney(parsed.data.netPrice) : '—'}</span>
    </p>
  )
}

/** The discount value's input: a percent or rupees by the discount type; none without one. */
function DiscountValueField() {
  const { t } = useLingui()
  const type = useWatch<Values, 'discountType'>({ name: 'discountType' })
  if (type === 'none') return <span />
  return (
    <TextFormField
      name="discountValue"
      label={type === 'percent' ? t`Discount (%)` : t`Discount (₹)`}
      required
      inputMode="decimal"
      autoComplete="off"
      maxLength={14}
      transform={amount}
    />
  )
}

/**
 * The service dialog: 'Add Service', 'Edit Service' and 'View Service'. The name, HSN/SAC code, discount type and value,
 * price (₹), tax percent, duration (minutes), description, active and the products consumed (product and quantity
 * rows); the net price follows the fields. Checked by the shared schema the server uses, its messages in the active
 * language; a duplicate name (114) points at the name.
 */
export function ServicesDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const resolver = useMemo(() => () => serviceResolver(i18n), [i18n])
  const discountOptions = DISCOUNT_TYPES.map((v) => ({ value: v, label: i18n._(DISCOUNT_TYPE_LABELS[v]) }))
  return (
    <RecordDialogFrame
      {...props}
      api={serviceApi}
      testId="services-dialog"
      className="sm:max-w-4xl"
      title={{ new: t`Add Service`, edit: t`Edit Service`, view: t`View Service` }}
      description={(details, mode) => (mode !== 'new' && details ? details.service.name : undefined)}
      empty={EMPTY}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
      duplicateField="name"
    >
      {({ mode, details, form }) => (
        <div className="grid gap-x-4 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
          <TextFormField
            name="name"
            label={t`Service name`}
            required
            autoComplete="off"
            maxLength={100}
            autoFocus={mode !== 'view'}
            className="sm:col-span-2"
          />
          <TextFormField name="hsn" label={t`HSN/SAC code`} inputMode="numeric" autoComplete="off" maxLength={8} transform={digits} />
          <TextFormField
            name="price"
            label={t`Price (₹)`}
            required
            inputMode="decimal"
            autoComplete="off"
            maxLength={14}
            transform={amount}
          />
          <SelectFormField
            name="discountType"
            label={t`Discount type`}
            options={discountOptions}
            required
            onPicked={(v) => v === 'none' && form.setValue('discountValue', '')}
          />
          <DiscountValueField />
          <TextFormField name="taxPercent" label={t`Tax (%)`} inputMode="decimal" autoComplete="off" maxLength={5} transform={amount} />
          <TextFormField
            name="durationMinutes"
            label={t`Duration (minutes)`}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={4}
            transform={digits}
          />
          <SwitchFormField name="active" label={t`Active`} className="self-center" />
          <TextFormField
            name="description"
            label={t`Description`}
            autoComplete="off"
            maxLength={1000}
            className="sm:col-span-2 lg:col-span-3"
          />
          <div className="sm:col-span-2 lg:col-span-3">
            <NetPrice />
          </div>
          <ProductsEditor stored={details?.service.products ?? []} />
        </div>
      )}
    </RecordDialogFrame>
  )
}
