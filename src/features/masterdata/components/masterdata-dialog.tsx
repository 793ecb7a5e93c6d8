import { useMemo, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { PRODUCT_CATEGORIES, PRODUCT_UNITS } from '@shared/api/inventory'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import { RecordDialogFrame, type RecordDialogProps } from '@/components/record-screen/record-dialog'
import { masterdataApi } from '../api'
import { emptyValues, masterdataResolver, payloadOf, valuesOf } from '../form-values'
import { PRODUCT_CATEGORY_LABELS, PRODUCT_UNIT_LABELS } from '../labels'
import { ProductLines } from './product-lines'

const EMPTY = emptyValues()
/** Rupees as typed: digits, commas and one decimal point. */
const amount = (v: string) => v.replace(/[^\d.,]/g, '')
const decimal = (v: string) => v.replace(/[^\d.]/g, '')
const digits = (v: string) => v.replace(/\D/g, '')

/** A titled group of the form's fields, in up to three columns. */
function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <fieldset data-testid={testId} className="grid min-w-0 gap-x-4 gap-y-2 rounded-md border p-4 sm:grid-cols-2 lg:grid-cols-3">
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  )
}

function ProductFields({ autoFocus }: { autoFocus: boolean }) {
  const { t, i18n } = useLingui()
  const categories = useMemo(() => PRODUCT_CATEGORIES.map((c) => ({ value: c, label: i18n._(PRODUCT_CATEGORY_LABELS[c]) })), [i18n])
  const units = useMemo(() => PRODUCT_UNITS.map((u) => ({ value: u, label: i18n._(PRODUCT_UNIT_LABELS[u]) })), [i18n])
  return (
    <Section title={t`Product`} testId="masterdata-general">
      <TextFormField name="productSku" label={t`SKU`} required autoComplete="off" maxLength={60} autoFocus={autoFocus} />
      <TextFormField name="name" label={t({ message: 'Name', context: 'product' })} required autoComplete="off" maxLength={200} />
      <SelectFormField name="category" label={t`Category`} options={categories} required placeholder={t`Choose a category`} />
      <SelectFormField name="unit" label={t`Unit`} options={units} required />
      <TextFormField name="hsn" label={t`HSN code`} inputMode="numeric" autoComplete="off" maxLength={8} transform={digits} />
      <SwitchFormField name="active" label={t`Active`} className="self-center" />
    </Section>
  )
}

function StockFields() {
  const { t } = useLingui()
  return (
    <Section title={t`Price and stock`} testId="masterdata-price">
      <TextFormField name="price" label={t`Price (₹)`} required inputMode="decimal" autoComplete="off" maxLength={14} transform={amount} />
      <TextFormField name="taxPercent" label={t`Tax %`} inputMode="decimal" autoComplete="off" maxLength={5} transform={decimal} />
      <TextFormField name="reorderLevel" label={t`Reorder level`} inputMode="numeric" autoComplete="off" maxLength={7} transform={digits} />
    </Section>
  )
}

/**
 * The product dialog (issue 19, Master Data): 'Add Product', 'Edit Product' and 'View Product'. SKU, name, category,
 * unit, HSN code, active; price (₹), tax % and reorder level; the additional info and external links. Checked by the
 * shared schema the server uses, its messages in the active language; a duplicate SKU (114) points at the SKU.
 */
export function MasterdataDialog(props: RecordDialogProps) {
  const { t, i18n } = useLingui()
  const resolver = useMemo(() => () => masterdataResolver(i18n), [i18n])
  return (
    <RecordDialogFrame
      {...props}
      api={masterdataApi}
      testId="masterdata-dialog"
      className="sm:max-w-4xl"
      title={{ new: t`Add Product`, edit: t`Edit Product`, view: t`View Product` }}
      description={(details, mode) => (mode !== 'new' && details ? t`${details.product.productSku}: ${details.product.name}.` : undefined)}
      empty={EMPTY}
      toValues={valuesOf}
      resolver={resolver}
      toPayload={payloadOf}
      duplicateField="productSku"
      resetOnEdit
    >
      {({ mode }) => (
        <div className="grid gap-4">
          <ProductFields autoFocus={mode !== 'view'} />
          <StockFields />
          <Section title={t`Additional info and links`} testId="masterdata-lines">
            <ProductLines />
          </Section>
        </div>
      )}
    </RecordDialogFrame>
  )
}
