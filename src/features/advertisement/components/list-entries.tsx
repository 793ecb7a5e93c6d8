import { useLingui } from '@lingui/react/macro'
import { useFieldArray, useFormContext, useFormState, useWatch } from 'react-hook-form'
import { EMPTY_VALUE, useReadOnlyFields } from '@/components/read-only-fields'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { answerText } from '@/lib/report-answer'
import type { Values } from '../form-values'
import { advertisementServerTexts } from '../messages'

/** The advertisement list (the dialog ad's image): media address, site link and category per entry; a dialog ad takes one. */
export function ListEntries({ viewOnly }: { viewOnly: boolean }) {
  const { t, i18n } = useLingui()
  const form = useFormContext<Values>()
  const list = useFieldArray({ control: form.control, name: 'advertisementList' })
  const typeOfLink = useWatch<Values, 'typeOfLink'>({ name: 'typeOfLink' })
  const listError = useFormState<Values>({ name: 'advertisementList' }).errors.advertisementList?.message
  const dialogFull = typeOfLink === 'dialog' && list.fields.length >= 1
  const readOnly = useReadOnlyFields()

  return (
    <fieldset className="grid gap-2 rounded border p-3 sm:col-span-2" data-testid="advertisement-list">
      <legend className="px-1 text-sm font-medium">{t`Advertisement list (dialog image)`}</legend>
      {readOnly && (
        <ReadOnlyEntries
          entries={form.getValues('advertisementList')}
          headers={[t`Media URL`, t`Site Link`, t`Category`]}
          caption={t`Advertisement list (dialog image)`}
        />
      )}
      {!readOnly &&
        list.fields.map((item, i) => (
          <div key={item.id} className="grid gap-2 sm:grid-cols-[2fr_2fr_1fr_auto]">
            <Input {...form.register(`advertisementList.${i}.mediaUrl`)} aria-label={t`Media URL ${i + 1}`} />
            <Input {...form.register(`advertisementList.${i}.siteLink`)} aria-label={t`Site link ${i + 1}`} />
            <Input {...form.register(`advertisementList.${i}.category`)} aria-label={t`Category ${i + 1}`} />
            {!viewOnly && (
              <Button type="button" variant="outline" onClick={() => list.remove(i)}>
                {t`Remove entry ${i + 1}`}
              </Button>
            )}
          </div>
        ))}
      {!viewOnly && (
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={dialogFull}
            data-testid="advertisement-list-add"
            onClick={() => list.append({ mediaUrl: '', siteLink: '', category: '' })}
          >
            {t`Add entry`}
          </Button>
        </div>
      )}
      {listError && (
        <p role="alert" className="text-sm text-destructive">
          {answerText(i18n, advertisementServerTexts, listError)}
        </p>
      )}
    </fieldset>
  )
}

/** The entries as a table of their values (view mode); '-' for none. */
function ReadOnlyEntries({
  entries,
  headers,
  caption,
}: {
  entries: readonly { mediaUrl: string; siteLink: string; category: string }[]
  headers: readonly string[]
  caption: string
}) {
  if (entries.length === 0) return <p className="text-sm">{EMPTY_VALUE}</p>
  return (
    <table className="w-full text-sm" data-testid="advertisement-list-values">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {headers.map((h) => (
            <th key={h} scope="col" className="px-1 py-1 text-left font-medium">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={i} className="border-t">
            {[e.mediaUrl, e.siteLink, e.category].map((v, j) => (
              <td key={j} className="px-1 py-1 break-all">
                {v || EMPTY_VALUE}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
