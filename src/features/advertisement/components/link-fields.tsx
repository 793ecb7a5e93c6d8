import type { ComponentProps } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useFormContext, useWatch } from 'react-hook-form'
import { LINK_TYPES, needsImage, requiredFields } from '@shared/api/advertisement'
import { SelectFormField } from '@/components/form-choice-fields'
import { TextFormField } from '@/components/form-text-field'
import type { Values } from '../form-values'
import { LINK_TYPE_LABELS } from '../messages'

/** Whether a field is mandatory for the link type chosen now (spec 001 section 5): the form's star and aria-required. */
export function useRequiredByLink(): (name: keyof Values) => boolean {
  const typeOfLink = useWatch<Values, 'typeOfLink'>({ name: 'typeOfLink' }) || undefined
  const required = new Set<string>(requiredFields(typeOfLink))
  if (needsImage(typeOfLink)) required.add('images')
  return (name) => required.has(name)
}

/** A text field of the ad, marked required (or, saying so, not) as the link type decides. */
export function AdTextField({
  name,
  ...props
}: { name: keyof Values; label: string } & Omit<ComponentProps<typeof TextFormField>, 'name'>) {
  const isRequired = useRequiredByLink()(name)
  return <TextFormField name={name} required={isRequired} aria-required={isRequired} autoComplete="off" {...props} />
}

/** The type of link; changing it clears products, site link and images (spec 001 section 4). */
export function LinkTypeField({ isRequired }: { isRequired: boolean }) {
  const { t, i18n } = useLingui()
  const form = useFormContext<Values>()
  const cleared = () => {
    form.setValue('products', '')
    form.setValue('siteLink', '')
    form.setValue('images', [])
    form.clearErrors()
  }
  return (
    <SelectFormField
      name="typeOfLink"
      label={t`Type of Link`}
      required={isRequired}
      placeholder={t`Select`}
      options={LINK_TYPES.map((v) => ({ value: v, label: i18n._(LINK_TYPE_LABELS[v]) }))}
      onPicked={cleared}
    />
  )
}

/** The fields the link type makes mandatory or not: category, sub category, search key, site link and products. */
export function LinkFields() {
  const { t } = useLingui()
  return (
    <>
      <AdTextField name="category" label={t`Category`} maxLength={100} />
      <AdTextField name="subCategory" label={t`Sub Category`} maxLength={100} />
      <AdTextField name="searchKey" label={t`Search Key`} maxLength={200} />
      <AdTextField name="siteLink" label={t`Site Link`} type="url" />
      <AdTextField name="products" label={t`Products (comma separated)`} />
    </>
  )
}
