import { Fragment, useRef, type ReactNode } from 'react'
import { PlusIcon } from 'lucide-react'
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form'
import { cn } from '@/lib/utils'
import { useReadOnlyFields } from './read-only-fields'
import { RequiredMark } from './required-mark'
import { Button } from './ui/button'

interface Props {
  /** The form's list field ('branches', 'services', 'estimate'). */
  name: string
  /** The list's heading; the row count follows it. */
  title: ReactNode
  required?: boolean
  /** Shown while the list is empty. */
  empty?: ReactNode
  /** The most rows: Add is disabled there. */
  max: number
  addLabel: string
  /** The field of a row the focus goes to: the new row's after Add, the next row's after a Remove. */
  focusField: string
  /** A new, empty row. */
  newRow: () => unknown
  testId: string
  className?: string
  listClassName?: string
  /** Row `index` (an `<li>`), given its Remove, which moves the focus on. */
  row: (index: number, remove: () => void) => ReactNode
  /** Beside Add (a total). */
  footer?: ReactNode
}

/**
 * One look and one keyboard behaviour for every list edited inside a form (a centre's branches, a request's services
 * and bill lines, a model's specifications): the heading with the row count, the rows, the list's own message, and Add
 * below. Add puts the focus in the new row at once (react-hook-form's append focuses it when it renders, so what is
 * typed next lands there); Remove puts it on the next row, or on Add when none is left. In view mode only the rows.
 */
export function FormList({
  name,
  title,
  required,
  empty,
  max,
  addLabel,
  focusField,
  newRow,
  testId,
  className,
  listClassName,
  row,
  footer,
}: Props) {
  const readOnly = useReadOnlyFields()
  const { control, setFocus } = useFormContext()
  const { fields, append, remove } = useFieldArray({ control, name, keyName: 'key' })
  const { errors } = useFormState({ name })
  const listError = (get(errors, `${name}.root.message`) ?? get(errors, `${name}.message`)) as unknown
  const addButton = useRef<HTMLButtonElement>(null)
  const titleId = `${testId}-title`
  const removeAt = (i: number) => {
    remove(i)
    const next = i < fields.length - 1 ? i : i - 1
    requestAnimationFrame(() => (next >= 0 ? setFocus(`${name}.${next}.${focusField}`) : addButton.current?.focus()))
  }
  return (
    <section aria-labelledby={titleId} className={cn('grid gap-2', className)} data-testid={testId}>
      <h3 id={titleId} className="text-sm font-semibold">
        {title}
        {required && <RequiredMark on={!readOnly} />} <span className="font-normal text-muted-foreground">({fields.length})</span>
      </h3>
      {fields.length === 0 && empty && <p className="text-sm text-muted-foreground">{empty}</p>}
      <ol className={cn('grid gap-1', listClassName)}>
        {fields.map((f, i) => (
          <Fragment key={f.key}>{row(i, () => removeAt(i))}</Fragment>
        ))}
      </ol>
      {typeof listError === 'string' && (
        <p role="alert" className="text-sm text-destructive">
          {listError}
        </p>
      )}
      {(!readOnly || footer) && (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {!readOnly ? (
            <Button
              ref={addButton}
              type="button"
              variant="outline"
              size="sm"
              disabled={fields.length >= max}
              onClick={() => append(newRow(), { focusName: `${name}.${fields.length}.${focusField}` })}
            >
              <PlusIcon aria-hidden="true" />
              {addLabel}
            </Button>
          ) : (
            <span />
          )}
          {footer}
        </div>
      )}
    </section>
  )
}
