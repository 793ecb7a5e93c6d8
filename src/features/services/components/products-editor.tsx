import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { XIcon } from 'lucide-react'
import { MAX_SERVICE_PRODUCTS, type ServiceProductRow } from '@shared/api/services'
import { SelectFormField } from '@/components/form-choice-fields'
import { FormList } from '@/components/form-list'
import { TextFormField } from '@/components/form-text-field'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import type { SelectOption } from '@/components/ui/select'
import { useServiceProductOptions } from '../api'
import { emptyProductLine } from '../form-values'

/** One product row: the product, the quantity and Remove. */
function ProductRow({ index, options, onRemove }: { index: number; options: readonly SelectOption[]; onRemove: () => void }) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  return (
    <li className="grid items-start gap-x-3 sm:grid-cols-[1fr_8rem_auto]" data-testid="services-product-row">
      <SelectFormField
        name={`products.${index}.productId`}
        label={t`Product ${index + 1}`}
        options={options}
        placeholder={t`Select a product`}
        required
      />
      <TextFormField
        name={`products.${index}.quantity`}
        label={t`Quantity`}
        required
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
      />
      {!readOnly && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="self-center sm:mt-2"
          aria-label={t`Remove product ${index + 1}`}
          title={t`Remove product ${index + 1}`}
          onClick={onRemove}
        >
          <XIcon aria-hidden="true" />
        </Button>
      )}
    </li>
  )
}

/**
 * The products a service consumes (at most MAX_SERVICE_PRODUCTS, each once): a row per product (an active product of
 * the master data, or one the service already consumes) with its quantity and Remove, Add product below.
 */
export function ProductsEditor({ stored }: { stored: readonly ServiceProductRow[] }) {
  const { t } = useLingui()
  const { data } = useServiceProductOptions()
  const options = useMemo(() => {
    const list: SelectOption[] = (data ?? []).map((p) => ({ value: p._id, label: `${p.name} (${p.sku})` }))
    for (const p of stored) if (!list.some((o) => o.value === p._id)) list.push({ value: p._id, label: `${p.name} (${p.sku})` })
    return list
  }, [data, stored])
  return (
    <FormList
      name="products"
      title={t`Products consumed`}
      empty={t`This service consumes no products.`}
      max={MAX_SERVICE_PRODUCTS}
      addLabel={t`Add product`}
      focusField="productId"
      newRow={emptyProductLine}
      testId="services-products"
      className="sm:col-span-2 lg:col-span-3"
      row={(i, remove) => <ProductRow index={i} options={options} onRemove={remove} />}
    />
  )
}
