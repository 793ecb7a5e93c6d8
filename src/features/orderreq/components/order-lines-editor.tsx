import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { XIcon } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { MAX_ORDER_LINES } from '@shared/api/orderreq'
import { SelectFormField } from '@/components/form-choice-fields'
import { FormList } from '@/components/form-list'
import { TextFormField } from '@/components/form-text-field'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import { useOrderProducts } from '../api'
import { emptyLine, type Values } from '../form-values'

const digits = (v: string) => v.replace(/\D/g, '')

/** One line: the product (pick list of active products), the quantity, Remove. */
function OrderLineRow({ index, onRemove, options }: { index: number; onRemove: () => void; options: { value: string; label: string }[] }) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  return (
    <li className="grid grid-cols-[1fr_8rem_auto] items-start gap-2" data-testid="orderreq-line">
      <SelectFormField
        name={`lines.${index}.productId`}
        label={t`Product ${index + 1}`}
        options={options}
        placeholder={t`Select a product`}
        keepUnlisted
      />
      <TextFormField
        name={`lines.${index}.quantity`}
        label={t`Quantity ${index + 1}`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={5}
        transform={digits}
      />
      {!readOnly && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="mt-6"
          aria-label={t`Remove line ${index + 1}`}
          title={t`Remove line ${index + 1}`}
          onClick={onRemove}
        >
          <XIcon aria-hidden="true" />
        </Button>
      )}
    </li>
  )
}

type Product = { _id: string; name: string; sku: string }

/**
 * The order's lines (1–50): a product at most once, a quantity 1–10000 each; the total below. `known`: the products an
 * order already names (a viewed order's, which may since have become inactive), so their names show.
 */
export function OrderLinesEditor({ known = [] }: { known?: readonly Product[] }) {
  const { t } = useLingui()
  const products = useOrderProducts().data
  const options = useMemo(() => {
    const all = new Map<string, Product>([...known, ...(products ?? [])].map((p) => [p._id, p]))
    return [...all.values()].map((p) => ({ value: p._id, label: `${p.name} (${p.sku})` }))
  }, [products, known])
  const lines = useWatch<Values, 'lines'>({ name: 'lines' })
  const total = (lines ?? []).reduce((sum, l) => sum + (Number(l.quantity) || 0), 0)
  return (
    <FormList
      name="lines"
      title={t`Products`}
      required
      empty={t`No products yet.`}
      max={MAX_ORDER_LINES}
      addLabel={t`Add product`}
      focusField="productId"
      newRow={emptyLine}
      testId="orderreq-lines"
      className="sm:col-span-2"
      row={(i, remove) => <OrderLineRow index={i} onRemove={remove} options={options} />}
      footer={
        <p className="text-sm font-medium" data-testid="orderreq-lines-total" aria-live="polite">
          {t`Total quantity: ${total}`}
        </p>
      }
    />
  )
}
