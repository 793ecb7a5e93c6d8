import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { MapPinIcon, XIcon } from 'lucide-react'
import { get, useFormState, useWatch } from 'react-hook-form'
import { MAX_BRANCHES } from '@shared/api/servicecenter'
import { SwitchFormField } from '@/components/form-choice-fields'
import { FormList } from '@/components/form-list'
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
  return (
    <FormList
      name="branches"
      title={t`Branches`}
      empty={t`No branches yet.`}
      max={MAX_BRANCHES}
      addLabel={t`Add branch`}
      focusField="name"
      newRow={emptyBranch}
      testId="servicecenter-branches"
      listClassName="gap-2"
      row={(i, remove) => <BranchRow index={i} onRemove={remove} />}
    />
  )
}
