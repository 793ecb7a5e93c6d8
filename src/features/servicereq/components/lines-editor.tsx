import { useLingui } from '@lingui/react/macro'
import { XIcon } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { rupeesToPaise } from '@shared/api/booking-money'
import { MAX_BILL_LINES } from '@shared/api/servicereq'
import { formatMoney } from '@/components/data-table/formatters'
import { FormList } from '@/components/form-list'
import { TextFormField } from '@/components/form-text-field'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import { emptyLine, type Values } from '../form-values'

type ListName = 'estimate' | 'bill'

const amountText = (v: string) => v.replace(/[^\d.,]/g, '')

/** One line: description, amount in rupees as text, Remove. */
function BillLineRow({ name, title, index, onRemove }: { name: ListName; title: string; index: number; onRemove: () => void }) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  return (
    <li className="grid grid-cols-[1fr_9rem_auto] items-start gap-2" data-testid={`servicereq-${name}-line`}>
      <TextFormField name={`${name}.${index}.description`} label={t`${title} line ${index + 1}`} autoComplete="off" maxLength={100} />
      <TextFormField
        name={`${name}.${index}.amount`}
        label={t`${title} amount (₹) ${index + 1}`}
        inputMode="decimal"
        autoComplete="off"
        maxLength={14}
        transform={amountText}
      />
      {!readOnly && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="mt-6"
          aria-label={t`Remove ${title} line ${index + 1}`}
          title={t`Remove ${title} line ${index + 1}`}
          onClick={onRemove}
        >
          <XIcon aria-hidden="true" />
        </Button>
      )}
    </li>
  )
}

/**
 * The lines of the estimate or of the final bill: a row per line, Add line below and the total (integer paise, no
 * floating point; lines that are not yet amounts count nothing).
 */
export function LinesEditor({ name, title }: { name: ListName; title: string }) {
  const { t } = useLingui()
  const lines = useWatch<Values, ListName>({ name })
  const total = (lines ?? []).reduce((sum, l) => sum + (rupeesToPaise(l.amount) ?? 0), 0)
  return (
    <FormList
      name={name}
      title={title}
      empty={t`No lines yet.`}
      max={MAX_BILL_LINES}
      addLabel={t`Add line to ${title}`}
      focusField="description"
      newRow={emptyLine}
      testId={`servicereq-${name}`}
      className="sm:col-span-2"
      row={(i, remove) => <BillLineRow name={name} title={title} index={i} onRemove={remove} />}
      footer={
        <p className="text-sm font-medium" data-testid={`servicereq-${name}-total`} aria-live="polite">
          {t`${title} total: ${formatMoney(total)}`}
        </p>
      }
    />
  )
}
