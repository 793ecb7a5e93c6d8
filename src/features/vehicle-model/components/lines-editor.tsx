import { useLingui } from '@lingui/react/macro'
import { XIcon } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { MAX_LINES } from '@shared/api/vehicle-model'
import { FormList } from '@/components/form-list'
import { TextFormField } from '@/components/form-text-field'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import { emptyLine, type Values } from '../form-values'

type ListName = 'specifications' | 'features'

interface Props {
  name: ListName
  /** The list's heading ('Specifications'). */
  title: string
  /** The add button's text ('Add specification'). */
  addLabel: string
  /** The remove button's accessible name for a row, given what the row shows. */
  removeLabel: (shown: string) => string
  testId: string
}

/** One heading/value row and its Remove button (named after the row's heading). */
function LineRow({
  list,
  index,
  removeLabel,
  onRemove,
}: {
  list: ListName
  index: number
  removeLabel: (shown: string) => string
  onRemove: () => void
}) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  const heading = useWatch<Values, `${ListName}.${number}.heading`>({ name: `${list}.${index}.heading` })
  const label = removeLabel(heading?.trim() || t`row ${index + 1}`)
  return (
    <li className="grid items-start gap-x-3 sm:grid-cols-[1fr_1.5fr_auto]" data-testid={`vehicle-model-${list}-row`}>
      <TextFormField name={`${list}.${index}.heading`} label={t`Heading`} required autoComplete="off" maxLength={100} />
      <TextFormField name={`${list}.${index}.value`} label={t`Value`} required autoComplete="off" maxLength={500} />
      {!readOnly && (
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="self-center sm:mt-2"
          aria-label={label}
          title={label}
          onClick={onRemove}
        >
          <XIcon aria-hidden="true" />
        </Button>
      )}
    </li>
  )
}

/**
 * A list of heading/value lines of the model (its specifications or features; at most MAX_LINES), edited in its form
 * and saved with it: a row per line with Remove, Add below.
 */
export function LinesEditor({ name, title, addLabel, removeLabel, testId }: Props) {
  const { t } = useLingui()
  return (
    <FormList
      name={name}
      title={title}
      empty={t`None yet.`}
      max={MAX_LINES}
      addLabel={addLabel}
      focusField="heading"
      newRow={emptyLine}
      testId={testId}
      row={(i, remove) => <LineRow list={name} index={i} removeLabel={removeLabel} onRemove={remove} />}
    />
  )
}
