import { useMemo } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Field } from '@/components/action-dialog'
import { OptionSelect } from '@/components/ui/select'
import { useStockCentres, useStockProducts } from '../api'

interface PickProps {
  id: string
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  disabled?: boolean
  autoFocus?: boolean
}

/** A service centre of the actor's reach (an scc only their own). */
export function CentrePick({ id, name, label, value, onChange, error, disabled, autoFocus }: PickProps) {
  const { t } = useLingui()
  const { data, isLoading } = useStockCentres()
  const options = useMemo(() => (data ?? []).map((c) => ({ value: c._id, label: c.title })), [data])
  return (
    <Field id={id} label={label} error={error}>
      <OptionSelect
        id={id}
        name={name}
        value={value}
        onValueChange={onChange}
        options={options}
        disabled={disabled}
        autoFocus={autoFocus}
        placeholder={isLoading ? t`Loading…` : t`Select a service centre`}
        aria-invalid={error ? true : undefined}
      />
    </Field>
  )
}

/** An active product, shown as 'SKU · name'. */
export function ProductPick({ id, name, label, value, onChange, error, disabled, autoFocus }: PickProps) {
  const { t } = useLingui()
  const { data, isLoading } = useStockProducts(true)
  const options = useMemo(() => (data ?? []).map((p) => ({ value: p._id, label: `${p.sku} · ${p.name}` })), [data])
  return (
    <Field id={id} label={label} error={error}>
      <OptionSelect
        id={id}
        name={name}
        value={value}
        onValueChange={onChange}
        options={options}
        disabled={disabled}
        autoFocus={autoFocus}
        placeholder={isLoading ? t`Loading…` : t`Select a product`}
        aria-invalid={error ? true : undefined}
      />
    </Field>
  )
}

/** Whole-number text as a number for the schema ('' and other text stay text, so the schema names the problem). */
export const quantityOf = (text: string): number | string => (/^\s*[+-]?\d+\s*$/.test(text) ? Number(text) : text)
