import { useLingui } from '@lingui/react/macro'
import { ListPlusIcon, XIcon } from 'lucide-react'
import { useFormContext, useWatch } from 'react-hook-form'
import { rupeesToPaise } from '@shared/api/booking-money'
import { MAX_BILL_LINES } from '@shared/api/servicereq'
import { formatMoney } from '@/components/data-table/formatters'
import { FormList } from '@/components/form-list'
import { TextFormField } from '@/components/form-text-field'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import { toast } from '@/lib/toast'
import { useServiceRequestServiceOptions } from '../api'
import { emptyLine, type Values } from '../form-values'
import { linesWithServices } from '../service-lines'

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
 * Adds a line per picked catalogue service (its name, its net price) to the estimate or bill, leaving out services
 * already a line of that name and free-text ones (no price), and says what it did in a toast.
 */
function AddServicesButton({ name, title }: { name: ListName; title: string }) {
  const { t } = useLingui()
  const { getValues, setValue } = useFormContext<Values>()
  const options = useServiceRequestServiceOptions()
  const services = useWatch<Values, 'services'>({ name: 'services' })
  const picked = (services ?? []).some((s) => s.text.trim() !== '')
  const add = () => {
    const services = getValues('services').map((s) => s.text)
    const r = linesWithServices(getValues(name), services, options.data ?? [], MAX_BILL_LINES)
    if (r.added.length > 0) setValue(name, r.lines, { shouldDirty: true, shouldTouch: true })
    const notes = [
      r.present.length > 0 ? t`Already in ${title}: ${r.present.join(', ')}` : '',
      r.unpriced.length > 0 ? t`Not in the Services catalogue (no price): ${r.unpriced.join(', ')}` : '',
      r.overflow.length > 0 ? t`No room for: ${r.overflow.join(', ')}` : '',
    ].filter(Boolean)
    if (r.added.length > 0) toast.success(t`Added to ${title}: ${r.added.join(', ')}`, { description: notes.join('. ') || undefined })
    else toast.info(t`Nothing added to ${title}`, { description: notes.join('. ') || undefined })
  }
  return (
    <Button type="button" variant="outline" size="sm" disabled={!picked || options.data === undefined} onClick={add}>
      <ListPlusIcon aria-hidden="true" />
      {t`Add services to ${title}`}
    </Button>
  )
}

/**
 * The lines of the estimate or of the final bill: a row per line, Add line and Add services (the picked catalogue
 * services at their net price) below, and the total (integer paise, no floating point; lines that are not yet amounts
 * count nothing).
 */
export function LinesEditor({ name, title }: { name: ListName; title: string }) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
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
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {!readOnly && <AddServicesButton name={name} title={title} />}
          <p className="text-sm font-medium" data-testid={`servicereq-${name}-total`} aria-live="polite">
            {t`${title} total: ${formatMoney(total)}`}
          </p>
        </div>
      }
    />
  )
}
