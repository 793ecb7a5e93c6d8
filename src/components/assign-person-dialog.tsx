import { useId, useMemo, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ActionDialog, Field } from '@/components/action-dialog'
import { personName } from '@/components/data-table/formatters'
import { OptionSelect } from '@/components/ui/select'
import type { ActionSource } from '@/lib/api'

/** Someone a record can be given to, as the pick-list calls answer them. */
export interface AssignablePerson {
  _id: string
  fname: string
  lname: string | null
  mobileNo: string
}

interface Props<P extends AssignablePerson> {
  /** What is being assigned (a row, or the selected rows); the dialog is open while it is not null. */
  target: unknown
  /** The person chosen when it opens (the current assignee), '' for none. */
  initial: string
  onOpenChange: (open: boolean) => void
  onCloseAutoFocus?: (event: Event) => void
  /** The pick list (loaded for the target). */
  people: { data?: P[]; isFetching: boolean; isSuccess: boolean }
  /** An option's text: "Name (mobile)" by default. */
  optionLabel?: (p: P) => string
  title: string
  description: string
  testId: string
  label: string
  /** The select's form name ('technicianId'). */
  name: string
  placeholder: string
  /** Said under the select when the list is empty. */
  empty: string
  /** A call is on its way. */
  busy: boolean
  /** Sends the choice ('' for none); answers the message to show under the select when it is refused before sending. */
  onSave: (personId: string, source: ActionSource) => string | undefined
}

/**
 * The one Assign dialog (a ticket's assignee, a service request's technician, the test drives' worker): a select of
 * the people the server offers for the target, preset to the current one, with the module's own call on Save.
 */
export function AssignPersonDialog<P extends AssignablePerson>({
  target,
  initial,
  onOpenChange,
  onCloseAutoFocus,
  people,
  optionLabel,
  title,
  description,
  testId,
  label,
  name,
  placeholder,
  empty,
  busy,
  onSave,
}: Props<P>) {
  const { t } = useLingui()
  const id = useId()
  const [personId, setPersonId] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [shownFor, setShownFor] = useState<unknown>(null)
  if (target !== shownFor) {
    setShownFor(target)
    setPersonId(initial)
    setError(undefined)
  }
  const options = useMemo(
    () => (people.data ?? []).map((p) => ({ value: p._id, label: optionLabel?.(p) ?? `${personName(p)} (${p.mobileNo})` })),
    [people.data, optionLabel],
  )
  return (
    <ActionDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      testId={testId}
      busy={busy}
      onSave={(source) => setError(onSave(personId, source))}
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <Field id={`${id}-person`} label={label} error={error}>
        <OptionSelect
          id={`${id}-person`}
          name={name}
          value={personId}
          onValueChange={setPersonId}
          options={options}
          placeholder={people.isFetching ? t`Loading…` : placeholder}
          aria-invalid={error ? true : undefined}
          autoFocus
        />
        {people.isSuccess && options.length === 0 && <p className="text-sm text-muted-foreground">{empty}</p>}
      </Field>
    </ActionDialog>
  )
}
