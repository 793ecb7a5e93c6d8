import { useMemo } from 'react'
import { useWatch } from 'react-hook-form'
import { useLingui } from '@lingui/react/macro'
import { AD_POSITIONS, PRIORITIES } from '@shared/api/advertisement'
import { SelectFormField, SwitchFormField } from '@/components/form-choice-fields'
import { DateTimeFormField } from '@/components/form-date-field'
import { useAdvertisementPages } from '../form-api'
import type { Values } from '../form-values'
import { POSITION_LABELS, PRIORITY_LABELS } from '../messages'
import { AdTextField, LinkFields, LinkTypeField, useRequiredByLink } from './link-fields'
import { ListEntries } from './list-entries'
import { MediaFields } from './media-fields'
import { PlaceFields } from './place-fields'

/**
 * The page: the active pages of the Options screen's list (GET /advertisement/pages), and the ad's own page even when
 * deactivated since (the server lets an edit keep it).
 */
function usePageOptions() {
  const pages = useAdvertisementPages().data
  const own = useWatch<Values, 'advertisementPage'>({ name: 'advertisementPage' })
  return useMemo(() => {
    const options = pages ?? []
    return own && pages && !options.some((o) => o.value === own) ? [...options, { value: own, label: own }] : options
  }, [pages, own])
}

/** Every field of the ad, in the form's order; the mandatory ones follow the link type. */
export function AdvertisementFields({ viewOnly }: { viewOnly: boolean }) {
  const { t, i18n } = useLingui()
  const required = useRequiredByLink()
  const pages = usePageOptions()
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AdTextField name="title" label={t`Title`} maxLength={200} />
      <AdTextField name="titleMy" label={t`Title (Myanmar)`} maxLength={200} />
      <LinkTypeField isRequired={required('typeOfLink')} />
      <SelectFormField
        name="adPosition"
        label={t`Ad Position`}
        required={required('adPosition')}
        placeholder={t`Select`}
        options={AD_POSITIONS.map((v) => ({ value: v, label: i18n._(POSITION_LABELS[v]) }))}
      />
      <SelectFormField name="advertisementPage" label={t`Advertisement Page`} placeholder={t`Select`} options={pages} />
      <SelectFormField
        name="priority"
        label={t`Priority`}
        placeholder={t`Select`}
        options={PRIORITIES.map((v) => ({ value: v, label: i18n._(PRIORITY_LABELS[v]) }))}
      />
      <AdTextField name="description" label={t`Description`} rows={3} className="sm:col-span-2" />
      <AdTextField name="tagline" label={t`Tagline`} maxLength={200} />
      <LinkFields />
      <DateTimeFormField name="startAt" label={t`Start`} required={required('startAt')} aria-required={required('startAt')} />
      <DateTimeFormField name="endAt" label={t`End`} required={required('endAt')} aria-required={required('endAt')} />
      <MediaFields viewOnly={viewOnly} />
      <ListEntries viewOnly={viewOnly} />
      <PlaceFields viewOnly={viewOnly} />
      <SwitchFormField name="published" label={t`Published`} />
      <SwitchFormField name="active" label={t`Active`} />
    </div>
  )
}
