import { useLingui } from '@lingui/react/macro'
import { XIcon } from 'lucide-react'
import { useWatch } from 'react-hook-form'
import { MAX_PRODUCT_LINES } from '@shared/api/masterdata'
import { FormList } from '@/components/form-list'
import { TextFormField } from '@/components/form-text-field'
import { useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import { emptyInfo, emptyLink, type Values } from '../form-values'

type ListName = 'additionalInfo' | 'externalLink'

/** One heading row of a list (its second field the content or the url) and its Remove, named after the heading. */
function LineRow({ list, index, onRemove }: { list: ListName; index: number; onRemove: () => void }) {
  const { t } = useLingui()
  const readOnly = useReadOnlyFields()
  const heading = useWatch<Values, `${ListName}.${number}.heading`>({ name: `${list}.${index}.heading` })
  const shown = heading?.trim() || t`row ${index + 1}`
  const label = list === 'additionalInfo' ? t`Remove additional info ${shown}` : t`Remove external link ${shown}`
  return (
    <li className="grid items-start gap-x-3 sm:grid-cols-[1fr_1.5fr_auto]" data-testid={`masterdata-${list}-row`}>
      <TextFormField name={`${list}.${index}.heading`} label={t`Heading`} required autoComplete="off" maxLength={100} />
      {list === 'additionalInfo' ? (
        <TextFormField name={`${list}.${index}.content`} label={t`Content`} required autoComplete="off" maxLength={2000} />
      ) : (
        <TextFormField
          name={`${list}.${index}.url`}
          label={t`URL`}
          type="url"
          required
          autoComplete="off"
          maxLength={500}
          placeholder="https://"
        />
      )}
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
 * The product's additional info (heading and content) and external links (heading and url), at most 20 each, edited
 * in its form and saved with it (encoded base64 on the way: form-values.ts).
 */
export function ProductLines() {
  const { t } = useLingui()
  return (
    <div className="grid gap-4 sm:col-span-2 lg:col-span-3">
      <FormList
        name="additionalInfo"
        title={t`Additional info`}
        empty={t`None yet.`}
        max={MAX_PRODUCT_LINES}
        addLabel={t`Add additional info`}
        focusField="heading"
        newRow={emptyInfo}
        testId="masterdata-additional-info"
        row={(i, remove) => <LineRow list="additionalInfo" index={i} onRemove={remove} />}
      />
      <FormList
        name="externalLink"
        title={t`External links`}
        empty={t`None yet.`}
        max={MAX_PRODUCT_LINES}
        addLabel={t`Add external link`}
        focusField="heading"
        newRow={emptyLink}
        testId="masterdata-external-links"
        row={(i, remove) => <LineRow list="externalLink" index={i} onRemove={remove} />}
      />
    </div>
  )
}
