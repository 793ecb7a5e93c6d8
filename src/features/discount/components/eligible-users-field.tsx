import { useEffect, useId, useState, type KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import { CheckIcon, XIcon } from 'lucide-react'
import { useFormContext, useWatch } from 'react-hook-form'
import type { EligibleUserRow } from '@shared/api/discount'
import { FormMessageLine } from '@/components/form-text-field'
import { ReadOnlyValue, useReadOnlyFields } from '@/components/read-only-fields'
import { RequiredMark } from '@/components/required-mark'
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/utils'
import { useCustomerSearch } from '../api'

/** A rider as the field shows them: 'name (mobile)'. */
export const riderText = (u: EligibleUserRow) => `${[u.fname, u.lname].filter(Boolean).join(' ')} (${u.mobileNo})`

/** Waits `ms` after the last change before answering the value. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const id = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(id)
  }, [value, ms])
  return settled
}

interface Props {
  name: string
  label: string
  required?: boolean
  className?: string
}

/**
 * The eligible users of a coupon: a searchable multi-select of customers (users of type user, by mobile number or
 * name, POST /discount/customers). Keyboard: type to search, ↓/↑ move through the matches, Enter picks or drops the
 * highlighted customer, Escape closes the list; each picked customer is a chip with its own Remove button. A combobox
 * with a multi-selectable listbox for screen readers. Read-only (view mode) it lists the picked customers.
 */
export function EligibleUsersField({ name, label, required = false, className }: Props) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  const picked = (useWatch({ name }) as EligibleUserRow[] | undefined) ?? []
  if (readOnly) return <ReadOnlyValue name={name} label={label} text={picked.map(riderText).join('\n')} className={className} />
  return (
    <FormField
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>
            {label}
            <RequiredMark on={required} />
          </FormLabel>
          <Picker
            value={(field.value as EligibleUserRow[] | undefined) ?? []}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            required={required}
            removeLabel={(u) => t`Remove ${riderText(u)}`}
          />
          <FormMessageLine />
        </FormItem>
      )}
    />
  )
}

function Picker({
  value,
  onChange,
  onBlur,
  inputRef,
  required,
  removeLabel,
}: {
  value: EligibleUserRow[]
  onChange: (next: EligibleUserRow[]) => void
  onBlur: () => void
  inputRef: (el: HTMLInputElement | null) => void
  required: boolean
  removeLabel: (u: EligibleUserRow) => string
}) {
  const { t } = useLingui()
  const { formState } = useFormContext()
  const listId = useId()
  const [keyword, setKeyword] = useState('')
  const [open, setOpen] = useState(false)
  const [current, setCurrent] = useState(0)
  const settled = useSettled(keyword.trim(), 250)
  const search = useCustomerSearch(settled, open)
  // While a newer search is on its way the older matches are not offered: Enter never picks a stale one.
  const stale = settled !== keyword.trim() || search.isPlaceholderData
  const matches = stale ? [] : (search.data ?? [])
  const chosen = new Set(value.map((u) => u._id))
  const optionId = (u: EligibleUserRow) => `${listId}-${u._id}`
  const active = open ? matches[Math.min(current, matches.length - 1)] : undefined

  const toggle = (u: EligibleUserRow) => onChange(chosen.has(u._id) ? value.filter((v) => v._id !== u._id) : [...value, u])

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (!open) return setOpen(true)
      const step = e.key === 'ArrowDown' ? 1 : -1
      setCurrent((c) => (matches.length ? (c + step + matches.length) % matches.length : 0))
    } else if (e.key === 'Enter') {
      // Enter picks here; it never saves the form.
      e.preventDefault()
      if (active) toggle(active)
      else setOpen(true)
    } else if (e.key === 'Escape' && open) {
      // The list closes; the dialog stays.
      e.preventDefault()
      e.stopPropagation()
      setOpen(false)
    }
  }

  return (
    <div className="grid gap-2" data-testid="discount-eligible-users">
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Eligible users picked`}>
          {value.map((u) => (
            <li key={u._id} className="flex items-center gap-1 rounded-md border bg-muted/40 py-0.5 pr-0.5 pl-2 text-sm">
              <span>{riderText(u)}</span>
              <button
                type="button"
                aria-label={removeLabel(u)}
                onClick={() => toggle(u)}
                className="rounded-sm p-0.5 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <XIcon className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormControl>
        <Input
          ref={inputRef}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? optionId(active) : undefined}
          aria-required={required || undefined}
          autoComplete="off"
          placeholder={t`Search customers by mobile number or name`}
          value={keyword}
          disabled={formState.isSubmitting}
          onChange={(e) => {
            setKeyword(e.target.value)
            setCurrent(0)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => {
            setOpen(false)
            onBlur()
          }}
          onKeyDown={onKeyDown}
        />
      </FormControl>
      {open && (
        <div
          id={listId}
          role="listbox"
          aria-multiselectable="true"
          aria-label={t`Matching customers`}
          className="max-h-48 overflow-auto rounded-md border p-1"
        >
          {matches.length === 0 ? (
            <p className="px-2 py-2 text-sm text-muted-foreground">
              {stale || search.isFetching ? t`Searching…` : t`No customer matches the search`}
            </p>
          ) : (
            matches.map((u) => {
              const isChosen = chosen.has(u._id)
              return (
                <div
                  key={u._id}
                  id={optionId(u)}
                  role="option"
                  aria-selected={isChosen}
                  data-active={u === active || undefined}
                  // Keeps the focus in the search box.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => toggle(u)}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm select-none',
                    'data-[active]:bg-accent data-[active]:text-accent-foreground',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-input',
                      isChosen && 'border-primary bg-primary text-primary-foreground',
                    )}
                  >
                    {isChosen && <CheckIcon className="size-3.5" />}
                  </span>
                  <span className="min-w-0 flex-1 truncate">{[u.fname, u.lname].filter(Boolean).join(' ')}</span>
                  <span className="text-muted-foreground tabular-nums">{u.mobileNo}</span>
                </div>
              )
            })
          )}
        </div>
      )}
    </div>
  )
}
