import { useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { MapPinIcon, PlusIcon, XIcon } from 'lucide-react'
import { get, useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { MAX_BRANCHES } from '@shared/api/servicecenter'
import { SwitchFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import type { MapMarker } from '@/components/map'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import { emptyBranch, type Values } from '../form-values'
import { LocationField } from './location-field'

/** The centre's point, as the branch maps show it beside their own. */
function useCentreMarker(): MapMarker[] {
  const { t } = useLingui()
  const [lng, lat, title] = useWatch<Values, ['longitude', 'latitude', 'title']>({ name: ['longitude', 'latitude', 'title'] })
  const point = [Number(lng), Number(lat)] as const
  if (lng.trim() === '' || lat.trim() === '' || !point.every(Number.isFinite)) return []
  return [{ id: 'centre', coordinates: point, label: title.trim() || t`Service centre` }]
}

/** One branch row: name, address, active, its location (opened on demand) and Remove. */
function BranchRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  const name = useWatch<Values, `branches.${number}.name`>({ name: `branches.${index}.name` })
  const inUse = useWatch<Values, `branches.${number}.inUse`>({ name: `branches.${index}.inUse` })
  const { errors } = useFormState<Values>({ name: `branches.${index}` })
  const locationError = !!get(errors, `branches.${index}.longitude`) || !!get(errors, `branches.${index}.latitude`)
  const [showLocation, setShowLocation] = useState(false)
  const centre = useCentreMarker()
  const shown = name.trim() || t`Branch ${index + 1}`
  return (
    <li className="grid gap-2 rounded-md border p-3" data-testid="servicecenter-branch">
      <div className="grid items-start gap-x-4 sm:grid-cols-[1fr_1.5fr_auto_auto]">
        <TextFormField name={`branches.${index}.name`} label={t`Branch name`} required autoComplete="off" maxLength={200} />
        <TextFormField name={`branches.${index}.address`} label={t`Branch address`} autoComplete="off" maxLength={500} />
        <SwitchFormField name={`branches.${index}.active`} label={t`Active`} className="self-center sm:pt-2" />
        {!readOnly && (
          <div className="flex gap-1 self-center sm:pt-2">
            <Button
              type="button"
              variant={locationError ? 'destructive' : 'outline'}
              size="sm"
              aria-expanded={showLocation || locationError}
              aria-label={t`Location of ${shown}`}
              onClick={() => setShowLocation((s) => !s)}
            >
              <MapPinIcon aria-hidden="true" />
              {t`Location`}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t`Remove branch ${shown}`}
              title={t`Remove branch ${shown}`}
              onClick={onRemove}
            >
              <XIcon aria-hidden="true" />
            </Button>
          </div>
        )}
      </div>
      {inUse && !readOnly && (
        <p className="text-xs text-muted-foreground">{t`Staff or records refer to this branch: removing it keeps it as inactive.`}</p>
      )}
      {(showLocation || locationError || readOnly) && (
        <LocationField
          prefix={`branches.${index}.`}
          mapLabel={t`Location of branch ${shown}`}
          searchLabel={t`Search a place for branch ${shown}`}
          markers={centre}
          testId={`servicecenter-branch-location-${index}`}
        />
      )}
    </li>
  )
}

/**
 * The centre's branches in its form (added, edited and removed here, saved with the centre in one transaction): a row
 * per branch, Add branch below. A stored branch that staff or records refer to is deactivated by the save when removed.
 */
export function BranchesEditor() {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  const { control, setFocus } = useFormContext<Values>()
  const { fields, append, remove } = useFieldArray({ control, name: 'branches', keyName: 'key' })
  const addButton = useRef<HTMLButtonElement>(null)
  const removeAt = (i: number) => {
    remove(i)
    const next = i < fields.length - 1 ? i : i - 1
    requestAnimationFrame(() => (next >= 0 ? setFocus(`branches.${next}.name`) : addButton.current?.focus()))
  }
  return (
    <section aria-labelledby="servicecenter-branches-title" className="grid gap-2" data-testid="servicecenter-branches">
      <h3 id="servicecenter-branches-title" className="text-sm font-semibold">
        {t`Branches`} <span className="font-normal text-muted-foreground">({fields.length})</span>
      </h3>
      {fields.length === 0 && <p className="text-sm text-muted-foreground">{t`No branches yet.`}</p>}
      <ol className="grid gap-2">
        {fields.map((f, i) => (
          <BranchRow key={f.key} index={i} onRemove={() => removeAt(i)} />
        ))}
      </ol>
      {!readOnly && (
        <div>
          <Button
            ref={addButton}
            type="button"
            variant="outline"
            size="sm"
            disabled={fields.length >= MAX_BRANCHES}
            onClick={() => {
              append(emptyBranch())
              requestAnimationFrame(() => setFocus(`branches.${fields.length}.name`))
            }}
          >
            <PlusIcon aria-hidden="true" />
            {t`Add branch`}
          </Button>
        </div>
      )}
    </section>
  )
}
